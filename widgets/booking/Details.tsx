import { useLayoutEffect, type ComponentProps, type Dispatch } from 'react';
import { lazyPart } from '../runtime/lazy';
import type { BookedDetail } from '../../contract/rules';
import { ContactForm } from './ContactForm';
import type { BookingAction, BookingState } from './logic';
import { useConfirm } from './useConfirm';
import { useRevealForm } from './useRevealForm';
import type { HoldControls } from './useHold';

/** The notice of an earlier booking: few visitors see it, so it loads when it is needed. */
const noticePart = lazyPart(() => import('./notice'));

type DetailsProps = Omit<ComponentProps<typeof ContactForm>, 'onSubmit' | 'formRef' | 'firstInput' | 'notice'> & {
  api: string;
  /** The element's shadow root, where the focus is read before the form is brought into view. */
  root?: ShadowRoot;
  state: BookingState;
  dispatch: Dispatch<BookingAction>;
  hold: HoldControls;
  onBooked: (detail: BookedDetail) => void;
  onRefused: (day: string) => void;
  /** The visitor's time zone, for the times the notice of an earlier booking names. */
  zone: string;
};

/**
 * The details step: the contact form and Confirm, which books, or first asks about an earlier
 * booking of the same address (the notice, which loads only when there is one).
 */
export function Details({ api, root, state, dispatch, hold, onBooked, onRefused, zone, ...form }: DetailsProps) {
  const { confirm, choose } = useConfirm({ api, state, dispatch, hold, onBooked, onRefused });
  const reveal = useRevealForm(root);
  const Notice = noticePart.use(Boolean(state.existing));
  useLayoutEffect(() => {
    if (Notice && root) Notice.adoptNoticeStyles(root);
  }, [Notice, root]);
  const notice = state.existing ? (
    Notice ? (
      <Notice.DuplicateNotice existing={state.existing} newWhen={form.summary} zone={zone} sending={state.sending} canChoose={form.canSubmit} onChoose={choose} />
    ) : (
      <p className="hint" role="status">
        Checking your bookings…
      </p>
    )
  ) : undefined;
  return <ContactForm {...form} formRef={reveal.form} firstInput={reveal.firstInput} onSubmit={confirm} notice={notice} />;
}
