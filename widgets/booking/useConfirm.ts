import { useRef, type Dispatch, type SubmitEvent } from 'react';
import type { BookedDetail } from '../../contract/rules';
import { apiCall } from '../runtime/api';
import { botToken } from '../runtime/botcheck';
import { visitorZone } from './dates';
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

/** Confirm's submit handler: validates through the flow, then books once, however often it is clicked. */
export function useConfirm({ api, state, dispatch, hold, onBooked, onRefused }: ConfirmOptions) {
  // A second click can come before the render that disables the button.
  const inFlight = useRef(false);

  return async function confirm(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const request = submission(state, visitorZone());
    dispatch({ type: 'submitStarted' });
    if (!request) return;
    inFlight.current = true;
    try {
      let recaptchaToken: string;
      try {
        recaptchaToken = await botToken(api, BOT_ACTION);
      } catch {
        dispatch({ type: 'bookFailed', error: MESSAGES.botCheckFailed });
        return;
      }
      const result = await apiCall(api, '/api/bookConsultation', { ...request, recaptchaToken });
      if (result.ok) {
        hold.forget();
        dispatch({ type: 'booked' });
        const { startISO, endISO, label, email, phone } = request;
        onBooked({ bookingId: String(result.data?.bookingId ?? ''), startISO, endISO, label, email, phone, manageToken: result.data?.manageToken });
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
  };
}
