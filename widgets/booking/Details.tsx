import type { ComponentProps, Dispatch } from 'react';
import type { BookedDetail } from '../../contract/rules';
import { ContactForm } from './ContactForm';
import type { BookingAction, BookingState } from './logic';
import { useConfirm } from './useConfirm';
import { useRevealForm } from './useRevealForm';
import type { HoldControls } from './useHold';

type DetailsProps = Omit<ComponentProps<typeof ContactForm>, 'onSubmit' | 'formRef' | 'firstInput'> & {
  api: string;
  /** The element's shadow root, where the focus is read before the form is brought into view. */
  root?: ShadowRoot;
  state: BookingState;
  dispatch: Dispatch<BookingAction>;
  hold: HoldControls;
  onBooked: (detail: BookedDetail) => void;
  onRefused: (day: string) => void;
};

/** The details step: the contact form and Confirm, which books. */
export function Details({ api, root, state, dispatch, hold, onBooked, onRefused, ...form }: DetailsProps) {
  const confirm = useConfirm({ api, state, dispatch, hold, onBooked, onRefused });
  const reveal = useRevealForm(root);
  return <ContactForm {...form} formRef={reveal.form} firstInput={reveal.firstInput} onSubmit={confirm} />;
}
