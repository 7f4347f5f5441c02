import { useRef, type Dispatch, type SubmitEvent } from 'react';
import type { BookedDetail } from '../../contract/rules';
import { apiCall } from '../runtime/api';
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
  onBooked: (detail: BookedDetail) => void;
  /** The booking failed: the day's open times may have changed. */
  onRefused: (day: string) => void;
};

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
export function useConfirm({ api, state, dispatch, hold, onBooked, onRefused }: ConfirmOptions) {
  // A second click can come before the render that disables the button.
  const inFlight = useRef(false);

  async function book(choice?: DuplicateChoice) {
    if (inFlight.current) return;
    const request = submission(state, visitorZone());
    dispatch({ type: 'submitStarted' });
    if (!request) return;
    inFlight.current = true;
    try {
      if (!choice) {
        const existing = await existingBookings(api, request.email);
        if (existing.length) {
          dispatch({ type: 'existingFound', existing });
          return;
        }
      }
      let recaptchaToken: string;
      try {
        recaptchaToken = await botToken(api, BOT_ACTION);
      } catch {
        dispatch({ type: 'bookFailed', error: MESSAGES.botCheckFailed });
        return;
      }
      const replacing = choice?.keep === 'new' ? { replacing: choice.replacing } : {};
      const result = await apiCall(api, '/api/bookConsultation', { ...request, ...replacing, recaptchaToken });
      if (result.ok) {
        hold.forget();
        dispatch({ type: 'booked' });
        const { startISO, endISO, label, email, phone } = request;
        const manageToken = result.data?.manageToken;
        rememberBooking(email, manageToken);
        onBooked({
          bookingId: String(result.data?.bookingId ?? ''),
          startISO,
          endISO,
          label,
          email,
          phone,
          manageToken,
          ...(result.data?.moved ? { moved: true } : {}),
        });
        return;
      }
      if (result.status === 409) hold.forget();
      dispatch({ type: 'bookFailed', status: result.status, error: result.error, fields: result.fields });
      onRefused(request.dateISO);
    } catch {
      dispatch({ type: 'bookFailed', status: 0 });
      onRefused(request.dateISO);
    } finally {
      inFlight.current = false;
    }
  }

  return {
    confirm(event: SubmitEvent<HTMLFormElement>) {
      event.preventDefault();
      // The notice is asking: Enter in a field takes the visitor to its choices, not past them.
      if (state.existing) {
        event.currentTarget.querySelector<HTMLElement>('#existing-title')?.focus();
        return;
      }
      void book();
    },
    choose: (choice: DuplicateChoice) => void book(choice),
  };
}
