// The booking flow of the product spec, pure: no DOM, no fetch, no timers. `bookingFlow` is the
// whole flow as a reducer; the hooks around it only fetch, time and report. Its rules live beside
// it by concern: `dates.ts` (the calendar, slots and times), `hold.ts` (the hold and its
// countdown), `form.ts` (the parent's details and the request), `messages.ts` (the spec's words).
import { monthOf } from '../../contract/time';
import { isSelectable, mergeAvailability, nextAvailable, nextAvailableRange, nextAvailableText, timeText, todayIn, type Availability, type Slot } from './dates';
import { bookingRequest, canConfirm, fieldHelp, missingFields, validateBooking, type BookingDraft, type ContactFields, type FieldName, type Prefill } from './form';
import { countdownSpeech, holdSeconds, milestoneCrossed, secondsLeft, type HoldState } from './hold';
import { MESSAGES } from './messages';

/** The bot-check action every booking call is verified under. */
export const BOT_ACTION = 'consultation_booking';

type FieldErrors = Partial<Record<FieldName, string>>;

export type BookingState = {
  /** Today in MT, fixed when the panel opens. */
  today: string;
  /** The month the calendar shows ("YYYY-MM"), never before today's. */
  month: string;
  availability: Availability;
  /** The shown month's grid is being fetched. */
  loading: boolean;
  /** The next-available line, once known; `date` is the day "Show this day" opens, `start` its first open time. */
  upcoming: { text: string; date: string | null; start: string | null } | null;
  date: string | null;
  slot: Slot | null;
  hold: HoldState;
  prefill: Prefill;
  fields: ContactFields;
  fieldErrors: FieldErrors;
  slotError: string | null;
  formError: string | null;
  sending: boolean;
  /** The polite live region's text: the hold granted, its milestones, its end. */
  speech: string;
  /** Counts submissions refused for their fields (here or by the server): each sends focus to the first bad field. */
  invalidTries: number;
};

export type BookingAction =
  | { type: 'monthShown'; month: string }
  /** One fetch answered (`availability` null when it failed); `grid` when it was the shown month's grid. */
  | { type: 'availabilityLoaded'; from: string; to: string; availability: Availability | null; grid?: boolean }
  /** Today through today + 30, for the next-available line; `now` in ms. */
  | { type: 'upcomingLoaded'; availability: Availability; now: number }
  | { type: 'dayChosen'; date: string }
  | { type: 'timeChosen'; slot: Slot }
  /** `expiresInSeconds` as the server sent it, if at all; `now` in ms. */
  | { type: 'holdGranted'; lockId: string; expiresInSeconds?: unknown; now: number }
  /** `error`: the server's text, if it gave one. */
  | { type: 'holdFailed'; error?: string }
  | { type: 'tick'; now: number }
  | { type: 'holdExpired' }
  /** The page was left and the hold given back. */
  | { type: 'holdReleased' }
  | { type: 'prefillChanged'; prefill: Prefill }
  | { type: 'fieldChanged'; name: FieldName; value: string }
  | { type: 'submitStarted' }
  | { type: 'booked' }
  /** `status` 0: no answer; absent: never sent (no bot-check token). `error` and `fields` as the server sent them. */
  | { type: 'bookFailed'; status?: number; error?: string; fields?: Record<string, string | undefined> }
  | { type: 'closed' };

const CONTACT: readonly (keyof Prefill)[] = ['parentName', 'phone', 'email'];

export function initialBooking(now: Date, prefill: Prefill): BookingState {
  const today = todayIn(now);
  return {
    today,
    month: monthOf(today),
    availability: {},
    loading: true,
    upcoming: null,
    date: null,
    slot: null,
    hold: { status: 'none' },
    prefill,
    fields: { parentName: prefill.parentName ?? '', phone: prefill.phone ?? '', email: prefill.email ?? '', notes: '' },
    fieldErrors: {},
    slotError: null,
    formError: null,
    sending: false,
    speech: '',
    invalidTries: 0,
  };
}

export const draftOf = (state: BookingState): BookingDraft => ({ ...state.fields, date: state.date, time: state.slot?.start ?? null, slot: state.slot });

const heldLock = (state: BookingState): string | null => (state.hold.status === 'held' ? state.hold.lockId : null);

/** A day can be chosen when it has open times, is not past, and is not the day already chosen. */
export const canChooseDay = (state: BookingState, date: string): boolean =>
  date !== state.date && isSelectable(date, state.availability, state.today);

/** A time can be chosen once a day is, while no booking is being sent, unless it is the time already held or being held. */
export const canChooseTime = (state: BookingState, slot: Slot): boolean =>
  Boolean(state.date) &&
  !state.sending &&
  !(slot.start === state.slot?.start && (state.hold.status === 'held' || state.hold.status === 'requesting'));

export const confirmEnabled = (state: BookingState): boolean => canConfirm(draftOf(state), heldLock(state));

/** Why Confirm is still disabled, in words, or null. */
export function confirmHint(state: BookingState): string | null {
  if (confirmEnabled(state)) return null;
  switch (state.hold.status) {
    case 'requesting':
      return 'Holding your time…';
    case 'none':
      return 'Pick a time above to hold it for you.';
    case 'ended':
      return 'Pick the time again to hold it for you.';
    case 'held': {
      const missing = missingFields(draftOf(state)).names.filter((name) => name !== 'date' && name !== 'time');
      return missing.length ? `To confirm, please add your ${missing.join(', ')}.` : null;
    }
  }
}

/** The body of the booking request when Confirm may send one now: valid, a live hold, nothing in flight. */
export function submission(state: BookingState, timeZone?: string): ReturnType<typeof bookingRequest> | null {
  const draft = draftOf(state);
  const lockId = heldLock(state);
  if (state.sending || !lockId || !state.date || !state.slot || validateBooking(draft)) return null;
  return bookingRequest({ ...draft, date: state.date, slot: state.slot }, lockId, timeZone);
}

/** The flow back at its start: no day, time, hold, errors or request in flight. */
const startOver = (state: BookingState): BookingState => ({
  ...state,
  date: null,
  slot: null,
  hold: { status: 'none' },
  fieldErrors: {},
  slotError: null,
  formError: null,
  sending: false,
  speech: '',
});

/** The booking flow of the spec, step by step. Actions that do not apply in the current state change nothing. */
export function bookingFlow(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'monthShown': {
      const month = action.month < monthOf(state.today) ? monthOf(state.today) : action.month;
      return month === state.month ? state : { ...state, month, loading: true };
    }
    case 'availabilityLoaded': {
      const availability = action.availability ? mergeAvailability(state.availability, action.from, action.to, action.availability) : state.availability;
      return { ...state, availability, loading: action.grid ? false : state.loading };
    }
    case 'upcomingLoaded': {
      const now = new Date(action.now);
      const range = nextAvailableRange(state.today);
      const next = nextAvailable(action.availability, now);
      return {
        ...state,
        // Kept, so "Show this day" can open a day beyond the shown grid before that month loads.
        availability: mergeAvailability(state.availability, range.startDateISO, range.endDateISO, action.availability),
        upcoming: { text: nextAvailableText(action.availability, now), date: next?.date ?? null, start: next?.slot.start ?? null },
      };
    }
    case 'dayChosen':
      if (!canChooseDay(state, action.date)) return state;
      return { ...state, date: action.date, slot: null, hold: { status: 'none' }, slotError: null, formError: null };
    case 'timeChosen':
      if (!canChooseTime(state, action.slot)) return state;
      return { ...state, slot: action.slot, hold: { status: 'requesting' }, slotError: null, formError: null };
    case 'holdGranted': {
      if (state.hold.status !== 'requesting' || !state.slot) return state;
      const seconds = holdSeconds(action.expiresInSeconds);
      return {
        ...state,
        hold: { status: 'held', lockId: action.lockId, deadline: action.now + seconds * 1000, seconds },
        speech: `${timeText(state.slot.start)} is held for you for ${Math.round(seconds / 60)} minutes. Please fill in your details to confirm.`,
      };
    }
    case 'holdFailed':
      if (state.hold.status !== 'requesting') return state;
      return { ...state, slot: null, hold: { status: 'none' }, slotError: action.error || MESSAGES.holdFailed };
    case 'tick': {
      if (state.hold.status !== 'held') return state;
      const left = secondsLeft(state.hold.deadline, action.now);
      if (left === 0) return bookingFlow(state, { type: 'holdExpired' });
      const milestone = milestoneCrossed(state.hold.seconds, left);
      return { ...state, hold: { ...state.hold, seconds: left }, speech: milestone === null ? state.speech : countdownSpeech(milestone) };
    }
    case 'holdExpired':
      return state.hold.status === 'held' ? { ...state, hold: { status: 'ended' }, speech: MESSAGES.holdEnded } : state;
    case 'holdReleased':
      return state.hold.status === 'held' ? { ...state, hold: { status: 'ended' } } : state;
    case 'prefillChanged': {
      // A prefill that arrives later (a page that learns who is signed in) fills only the fields the visitor has not typed in.
      const fields = { ...state.fields };
      for (const key of CONTACT) if (fields[key] === (state.prefill[key] ?? '')) fields[key] = action.prefill[key] ?? '';
      const same = CONTACT.every((key) => fields[key] === state.fields[key] && action.prefill[key] === state.prefill[key]);
      return same ? state : { ...state, prefill: action.prefill, fields };
    }
    case 'fieldChanged': {
      const { [action.name]: _cleared, ...fieldErrors } = state.fieldErrors;
      return { ...state, fields: { ...state.fields, [action.name]: action.value }, fieldErrors };
    }
    case 'submitStarted': {
      if (state.sending) return state;
      const invalid = validateBooking(draftOf(state));
      if (invalid) {
        const fieldErrors = Object.fromEntries(invalid.fields.map((f) => [f, fieldHelp(f, state.fields[f])]));
        return { ...state, formError: invalid.message, fieldErrors, invalidTries: state.invalidTries + 1 };
      }
      return submission(state) ? { ...state, sending: true, formError: null, fieldErrors: {} } : state;
    }
    case 'booked': {
      const { prefill } = state;
      return { ...startOver(state), fields: { parentName: prefill.parentName ?? '', phone: prefill.phone ?? '', email: prefill.email ?? '', notes: '' } };
    }
    case 'bookFailed': {
      const fieldErrors: FieldErrors = {};
      for (const name of ['parentName', 'phone', 'email', 'notes'] as const) if (action.fields?.[name]) fieldErrors[name] = action.fields[name];
      return {
        ...state,
        invalidTries: Object.keys(fieldErrors).length ? state.invalidTries + 1 : state.invalidTries,
        sending: false,
        formError: action.status === 0 ? MESSAGES.bookThrew : action.error || MESSAGES.bookFailed,
        fieldErrors,
        // 409: the hold is gone (expired or used elsewhere); Confirm waits for a fresh one.
        hold: action.status === 409 ? { status: 'none' } : state.hold,
      };
    }
    case 'closed':
      return startOver(state);
  }
}
