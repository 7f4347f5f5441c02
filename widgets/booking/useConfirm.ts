import { useRef, type Dispatch, type SubmitEvent } from 'react';
import type { BookedDetail } from '../../contract/rules';
import type { ExistingBooking } from '../../contract/schemas';
import { callRoute } from '../runtime/api';
import { botToken } from '../runtime/botcheck';
import { visitorZone } from './dates';
import { existingBookings, rememberBooking } from './known';
import { BOT_ACTION, submission, type BookingAction, type BookingState } from './logic';
import { MESSAGES } from './messages';
import type { HoldControls } from './useHold';

type ConfirmOptions = {
  api: string;
  state: BookingState;
  dispatch: Dispatch<BookingAction>;
  hold: HoldControls;
  onBooked: (detail: BookedDetail, note?: string) => void;
  /** The booking failed: the day's open times may have changed. */
  onRefused: (day: string) => void;
  /** The visitor's own upcoming bookings under the address, while the notice asks about them. */
  existing: ExistingBooking[] | null;
  setExisting: (existing: ExistingBooking[] | null) => void;
  /** The check for them is under way (Confirm shows it is working). */
  setChecking: (checking: boolean) => void;
};

/** After "Keep only the new time": the earlier call moved, so its invite is updated, not a second one sent. */
const MOVED_NOTE = "Your earlier call moved to this time. You'll receive an email with the updated calendar invite";

/**
 * What the notice of an earlier booking chose: book this time too, or move the earlier booking
 * (the one its manage token opens) into this time.
 */
export type DuplicateChoice = { keep: 'both' } | { keep: 'new'; replacing: string };

/**
 * Confirm's submit handler: validates through the flow, asks whether the address already has an
 * upcoming booking of the visitor's own (then the notice asks, and `choose` books as chosen),
 * then books once, however often it is clicked.
 */
export function useConfirm({ api, state, dispatch, hold, onBooked, onRefused, existing, setExisting, setChecking }: ConfirmOptions) {
  // A second click can come before the render that disables the button.
  const inFlight = useRef(false);

  async function book(choice?: DuplicateChoice) {
    if (inFlight.current) return;
    const request = submission(state, visitorZone());
    if (!request) {
      // Not sendable: the flow says why (the fields, the hold).
      dispatch({ type: 'submitStarted' });
      return;
    }
    inFlight.current = true;
    try {
      if (!choice) {
        setChecking(true);
        const found = await existingBookings(api, request.email).finally(() => setChecking(false));
        if (found.length) {
          setExisting(found);
          return;
        }
      }
      dispatch({ type: 'submitStarted' });
      let recaptchaToken: string;
      try {
        recaptchaToken = await botToken(api, BOT_ACTION);
      } catch {
        dispatch({ type: 'bookFailed', error: MESSAGES.botCheckFailed });
        return;
      }
      const replacing = choice?.keep === 'new' ? { replacing: choice.replacing } : {};
      const result = await callRoute('POST /api/bookConsultation', { body: { ...request, ...replacing, recaptchaToken } }, { base: api });
      // Answered either way: a refusal is shown, and the next Confirm asks again.
      setExisting(null);
      if (result.ok) {
        hold.forget();
        dispatch({ type: 'booked' });
        const { startISO, endISO, label, email, phone } = request;
        const manageToken = result.data?.manageToken;
        rememberBooking(email, manageToken);
        const moved = result.data?.moved === true;
        onBooked(
          { bookingId: String(result.data?.bookingId ?? ''), startISO, endISO, label, email, phone, manageToken, ...(moved ? { moved } : {}) },
          moved ? MOVED_NOTE : undefined,
        );
        return;
      }
      if (result.status === 409) hold.forget();
      dispatch({ type: 'bookFailed', status: result.status, error: result.error, fields: result.fields });
      onRefused(request.dateISO);
    } catch {
      setExisting(null);
      dispatch({ type: 'bookFailed', status: 0 });
      onRefused(request.dateISO);
    } finally {
      inFlight.current = false;
    }
  }

  return {
    confirm(event: SubmitEvent<HTMLFormElement>) {
      event.preventDefault();
      // The notice is asking (ContactForm sends Enter to it): nothing books past it.
      if (!existing) void book();
    },
    choose: (choice: DuplicateChoice) => void book(choice),
  };
}
