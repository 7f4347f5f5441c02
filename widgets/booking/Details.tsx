import { useEffect, useLayoutEffect, useState, type ComponentProps, type Dispatch } from 'react';
import type { BookedDetail } from '../../contract/rules';
import { lazyPart } from '../runtime/lazy';
import { ContactForm } from './ContactForm';
import { visitorZone } from './dates';
import type { KnownBookings } from './known';
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
  /** `note`: what the success message adds, when not the usual (the details step knows it). */
  onBooked: (detail: BookedDetail, note?: string) => void;
  onRefused: (day: string) => void;
};

/**
 * The details step: the contact form and Confirm, which books, or first asks about an earlier
 * booking of the same address: while `existing` is set, the notice (loaded only then) stands in
 * place of Confirm and waits for the visitor's choice. Kept here, not in the flow's reducer, so the
 * element's first download carries none of it.
 */
export function Details({ api, root, state, dispatch, hold, onBooked, onRefused, ...form }: DetailsProps) {
  const [existing, setExisting] = useState<KnownBookings | null>(null);
  const [checking, setChecking] = useState(false);
  const { confirm, choose } = useConfirm({ api, state, dispatch, hold, onBooked, onRefused, existing, setExisting, setChecking });
  const reveal = useRevealForm(root);
  // Another address: the bookings found were the other one's; Confirm asks again.
  const email = state.fields.email;
  useEffect(() => setExisting(null), [email]);
  const Notice = noticePart.use(Boolean(existing));
  useLayoutEffect(() => {
    if (Notice && root) Notice.adoptNoticeStyles(root);
  }, [Notice, root]);
  const sending = form.sending || checking;
  const notice = existing ? (
    Notice ? (
      <Notice.DuplicateNotice existing={existing.existing} more={existing.more} newWhen={form.summary} zone={visitorZone()} sending={sending} canChoose={form.canSubmit} onChoose={choose} />
    ) : (
      <p className="hint" role="status">
        Checking your bookings…
      </p>
    )
  ) : undefined;
  return <ContactForm {...form} sending={sending} formRef={reveal.form} firstInput={reveal.firstInput} onSubmit={confirm} notice={notice} />;
}
