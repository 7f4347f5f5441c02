import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { botToken, postJson } from '../runtime';
import { Calendar } from './Calendar';
import { ContactForm } from './ContactForm';
import {
  DEFAULT_HOLD_SECONDS,
  FOCUS_FORM_MS,
  MESSAGES,
  SCROLL_TO_FORM_MS,
  canConfirm,
  countdownSpeech,
  countdownText,
  bookingRequest,
  gridRange,
  isEmail,
  longDate,
  mergeAvailability,
  milestoneCrossed,
  missingFields,
  monthOf,
  nextAvailable,
  nextAvailableRange,
  nextAvailableText,
  secondsLeft,
  slotTimeText,
  slotsFor,
  timeText,
  toAvailability,
  todayIn,
  validateBooking,
  visitorTimeText,
  visitorZone,
  type Availability,
  type ContactFields,
  type FieldName,
  type Slot,
} from './logic';

/** `email` and `phone` let the host page report the booking (e.g. hashed enhanced conversions) without reading the form. */
export type BookedDetail = { bookingId: string; startISO: string; endISO: string; label: string; email: string; phone: string };

type PanelProps = {
  api: string;
  root?: ShadowRoot;
  prefill: Partial<ContactFields>;
  /** Set in dialog mode: shows the close button. */
  onDismiss?: () => void;
  onStart: () => void;
  onBooked: (detail: BookedDetail) => void;
  onHoldExpired: () => void;
};

type Hold = { lockId: string; deadline: number };

const ACTION = 'consultation_booking';
const FIELD_HELP: Record<FieldName, string> = {
  parentName: 'Please enter your name.',
  phone: 'Please enter a phone number we can call.',
  email: 'Please enter your email address.',
  notes: MESSAGES.notesTooLong,
};

/** The booking flow: calendar, times, hold countdown and contact form (product.md section 4). */
export function Panel(props: PanelProps) {
  const { api } = props;
  const today = useMemo(() => todayIn(new Date()), []);
  const zone = useMemo(visitorZone, []);
  const zoneDiffers = useMemo(() => visitorTimeText(new Date().toISOString(), zone) !== null, [zone]);
  const [month, setMonth] = useState(monthOf(today));
  const [availability, setAvailability] = useState<Availability>({});
  const [loading, setLoading] = useState(true);
  const [upcoming, setUpcoming] = useState<{ text: string; date: string | null } | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [holding, setHolding] = useState(false);
  const [hold, setHold] = useState<Hold | null>(null);
  const [seconds, setSeconds] = useState(0);
  const [expired, setExpired] = useState(false);
  const [speech, setSpeech] = useState('');
  const [fields, setFields] = useState<ContactFields>({
    parentName: props.prefill.parentName ?? '',
    phone: props.prefill.phone ?? '',
    email: props.prefill.email ?? '',
    notes: '',
  });
  const [slotError, setSlotError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [sending, setSending] = useState(false);

  const lock = useRef<string | null>(null);
  const holdRequest = useRef(0);
  const gridRequest = useRef(0);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const firstInput = useRef<HTMLInputElement>(null);
  const latest = useRef(props);
  latest.current = props;

  // Prefill that arrives or changes later (a page that learns who is signed in) fills the fields
  // the visitor has not typed in.
  const prefilled = useRef(props.prefill);
  const { parentName, email, phone } = props.prefill;
  useEffect(() => {
    const before = prefilled.current;
    prefilled.current = props.prefill;
    setFields((current) => {
      const next = { ...current };
      for (const key of ['parentName', 'email', 'phone'] as const) {
        if (current[key] === (before[key] ?? '')) next[key] = props.prefill[key] ?? '';
      }
      return next;
    });
  }, [parentName, email, phone]);

  async function fetchAvailability(startDateISO: string, endDateISO: string): Promise<Availability | null> {
    try {
      const recaptchaToken = await botToken(api, ACTION);
      const result = await postJson<{ availability?: unknown }>(api, '/api/getAvailabilityV2', { startDateISO, endDateISO, recaptchaToken });
      return result.ok ? toAvailability(result.data?.availability) : null;
    } catch {
      return null;
    }
  }

  /** After a failed hold or booking: what that one day really has now. Failures stay silent. */
  async function refreshDay(day: string) {
    const fresh = await fetchAvailability(day, day);
    if (fresh) setAvailability((current) => mergeAvailability(current, day, day, fresh));
  }

  function release(lockId: string, leavingPage = false) {
    void postJson(api, '/api/releaseSlot', { lockId }, { beacon: leavingPage });
  }

  /** Gives back a live hold and forgets any hold still being asked for. */
  function dropHold() {
    holdRequest.current++;
    if (lock.current) release(lock.current);
    lock.current = null;
    setHold(null);
    setHolding(false);
  }

  useEffect(() => {
    const request = ++gridRequest.current;
    const range = gridRange(month);
    setLoading(true);
    void fetchAvailability(range.startDateISO, range.endDateISO).then((fresh) => {
      if (request !== gridRequest.current) return;
      if (fresh) setAvailability((current) => mergeAvailability(current, range.startDateISO, range.endDateISO, fresh));
      setLoading(false);
    });
  }, [month, api]);

  useEffect(() => {
    const range = nextAvailableRange(today);
    void fetchAvailability(range.startDateISO, range.endDateISO).then((fresh) => {
      const now = new Date();
      if (fresh) setUpcoming({ text: nextAvailableText(fresh, now), date: nextAvailable(fresh, now)?.date ?? null });
    });
  }, [api]);

  // A hold must not outlive the panel or the page: unmount (dialog closed) and pagehide give it back.
  useEffect(() => {
    const onPageHide = () => {
      if (!lock.current) return;
      release(lock.current, true);
      lock.current = null;
      setHold(null);
      setExpired(true);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      holdRequest.current++;
      if (lock.current) release(lock.current, true);
    };
  }, []);

  // The countdown reads the clock each tick instead of counting ticks, so it never drifts.
  useEffect(() => {
    if (!hold) return;
    let previous = secondsLeft(hold.deadline, Date.now());
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(tick, (hold.deadline - Date.now()) % 1000 || 1000);
    };
    const tick = () => {
      const left = secondsLeft(hold.deadline, Date.now());
      const milestone = milestoneCrossed(previous, left);
      previous = left;
      setSeconds(left);
      if (left > 0) {
        if (milestone !== null) setSpeech(countdownSpeech(milestone));
        schedule();
        return;
      }
      lock.current = null;
      setHold(null);
      setExpired(true);
      setSpeech(MESSAGES.holdEnded);
      latest.current.onHoldExpired();
    };
    setSeconds(previous);
    schedule();
    return () => clearTimeout(timer);
  }, [hold]);

  // The form appears with the first chosen time; bring it into view, then into focus, unless the
  // visitor has moved focus on by then (a keyboard user is never yanked back).
  const formShown = Boolean(date && slot);
  useEffect(() => {
    if (!formShown) return;
    const focusedAtStart = props.root?.activeElement ?? null;
    let focusTimer: ReturnType<typeof setTimeout> | undefined;
    const scrollTimer = setTimeout(() => {
      formRef.current?.scrollIntoView?.({ behavior: motion(), block: 'nearest' });
      focusTimer = setTimeout(() => {
        const focusedNow = props.root?.activeElement ?? null;
        if (focusedNow === focusedAtStart || focusedNow === null) firstInput.current?.focus({ preventScroll: true });
      }, FOCUS_FORM_MS);
    }, SCROLL_TO_FORM_MS);
    return () => {
      clearTimeout(scrollTimer);
      clearTimeout(focusTimer);
    };
  }, [formShown]);

  // On a phone the times sit below the calendar: show them once a day is picked.
  const timesRef = useRef<HTMLElement>(null);
  const timesTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const times = timesRef.current;
    if (date && times && times.getBoundingClientRect().top > innerHeight - 120) times.scrollIntoView?.({ behavior: motion(), block: 'start' });
  }, [date]);

  function chooseMonth(next: string) {
    setMonth(next < monthOf(today) ? monthOf(today) : next);
  }

  function chooseDate(next: string) {
    props.onStart();
    if (next === date) return;
    dropHold();
    setDate(next);
    setSlot(null);
    setExpired(false);
    setSlotError(null);
    setFormError(null);
  }

  async function chooseSlot(next: Slot) {
    if (!date || sending || (next.start === slot?.start && (hold || holding))) return;
    dropHold();
    const request = holdRequest.current;
    const day = date;
    setSlot(next);
    setExpired(false);
    setSlotError(null);
    setFormError(null);
    setHolding(true);
    const fail = (message: string) => {
      setHolding(false);
      setSlot(null);
      setSlotError(message);
    };
    let recaptchaToken: string;
    try {
      recaptchaToken = await botToken(api, ACTION);
    } catch {
      if (request === holdRequest.current) fail(MESSAGES.botCheckFailed);
      return;
    }
    const result = await postJson<{ lockId?: unknown; expiresInSeconds?: unknown }>(api, '/api/holdSlot', {
      startISO: next.start,
      endISO: next.end,
      label: next.label,
      dateISO: day,
      recaptchaToken,
    });
    const lockId = result.ok && typeof result.data?.lockId === 'string' ? result.data.lockId : null;
    if (request !== holdRequest.current) {
      // The visitor moved on while this hold was being granted: give it straight back.
      if (lockId) release(lockId);
      return;
    }
    if (!lockId) {
      fail((!result.ok && result.error) || MESSAGES.holdFailed);
      void refreshDay(day);
      return;
    }
    const given = result.ok ? result.data?.expiresInSeconds : undefined;
    const holdSeconds = typeof given === 'number' && given > 0 ? given : DEFAULT_HOLD_SECONDS;
    lock.current = lockId;
    setHolding(false);
    setSeconds(holdSeconds);
    setHold({ lockId, deadline: Date.now() + holdSeconds * 1000 });
    setSpeech(`${timeText(next.start)} is held for you for ${Math.round(holdSeconds / 60)} minutes. Please fill in your details to confirm.`);
  }

  function setField(name: FieldName, value: string) {
    setFields((current) => ({ ...current, [name]: value }));
    if (fieldErrors[name]) setFieldErrors((current) => ({ ...current, [name]: undefined }));
  }

  const draft = { ...fields, date, time: slot?.start ?? null, slot };
  const enabled = canConfirm(draft, hold?.lockId) && !holding;

  async function confirm(event: Event) {
    event.preventDefault();
    if (inFlight.current) return;
    const invalid = validateBooking(draft);
    if (invalid) {
      setFormError(invalid.message);
      setFieldErrors(
        Object.fromEntries(invalid.fields.map((f) => [f, f === 'email' && fields.email.trim() && !isEmail(fields.email) ? 'Use a format like name@example.com.' : FIELD_HELP[f]])),
      );
      return;
    }
    const lockId = lock.current;
    if (!lockId || !slot || !date) return;
    inFlight.current = true;
    setSending(true);
    setFormError(null);
    setFieldErrors({});
    try {
      let recaptchaToken: string;
      try {
        recaptchaToken = await botToken(api, ACTION);
      } catch {
        setFormError(MESSAGES.botCheckFailed);
        return;
      }
      const result = await postJson<{ bookingId?: string }>(api, '/api/bookConsultation', {
        ...bookingRequest({ ...draft, slot, date }, lockId),
        recaptchaToken,
      });
      if (result.ok) {
        lock.current = null;
        holdRequest.current++;
        setHold(null);
        props.onBooked({
          bookingId: String(result.data?.bookingId ?? ''),
          startISO: slot.start,
          endISO: slot.end,
          label: slot.label,
          email: draft.email.trim(),
          phone: draft.phone.trim(),
        });
        return;
      }
      setFormError(result.status === 0 ? MESSAGES.bookThrew : result.error || MESSAGES.bookFailed);
      const serverFields: Partial<Record<FieldName, string>> = {};
      for (const name of ['parentName', 'phone', 'email', 'notes'] as const) if (result.fields?.[name]) serverFields[name] = result.fields[name];
      setFieldErrors(serverFields);
      if (result.status === 409) {
        // The hold is gone (expired or consumed elsewhere); Confirm waits for a fresh one.
        lock.current = null;
        setHold(null);
      }
      void refreshDay(date);
    } catch {
      setFormError(MESSAGES.bookThrew);
      void refreshDay(date);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  const slots = date ? slotsFor(date, availability, slot, date) : [];
  const local = (start: string) => visitorTimeText(start, zone);
  const missing = missingFields(draft).names.filter((name) => name !== 'date' && name !== 'time');
  const hint = enabled
    ? null
    : holding
      ? 'Holding your time…'
      : !hold
        ? expired
          ? 'Pick the time again to hold it for you.'
          : 'Pick a time above to hold it for you.'
        : missing.length
          ? `To confirm, please add your ${missing.join(', ')}.`
          : null;

  return (
    <div class="panel" part="panel">
      <header class="head">
        <div class="head-text">
          <h2 id="booking-title" tabIndex={-1}>
            Schedule a Free Consultation
          </h2>
          <p class="sub">
            A free 30-minute call with a VERSE tutor. Times are in <strong>Mountain Time (MT)</strong>
            {zoneDiffers ? ', with your local time beside them.' : '.'}
          </p>
          <p class="next">
            <span>
              Next available: <strong>{upcoming ? upcoming.text : '…'}</strong>
            </span>
            {upcoming?.date && upcoming.date !== date && (
              <button
                type="button"
                class="link"
                onClick={() => {
                  chooseMonth(monthOf(upcoming.date!));
                  chooseDate(upcoming.date!);
                  // This button disappears once its day is chosen; hand focus to that day's times
                  // so a keyboard or screen-reader user is not dropped at the top of the page.
                  requestAnimationFrame(() => timesTitle.current?.focus());
                }}
              >
                Show this day
              </button>
            )}
          </p>
        </div>
        {props.onDismiss && (
          <button type="button" class="icon-button close" aria-label="Close" onClick={props.onDismiss}>
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
            </svg>
          </button>
        )}
      </header>
      <div class="body">
        <Calendar
          month={month}
          minMonth={monthOf(today)}
          today={today}
          availability={availability}
          loading={loading}
          selected={date}
          onSelect={chooseDate}
          onMonth={chooseMonth}
        />
        <div class="side">
          <section ref={timesRef} class="times" aria-labelledby="times-title">
            <h3 id="times-title" ref={timesTitle} tabIndex={-1}>
              {date ? longDate(date) : 'Choose a day'}
            </h3>
            {!date ? (
              <p class="muted">Pick a highlighted day in the calendar to see its open times.</p>
            ) : slots.length === 0 ? (
              <p class="muted">{loading ? 'Loading times…' : 'No open times left on this day. Please choose another day.'}</p>
            ) : (
              <ul class="slots" aria-label={`Open times on ${longDate(date)}`}>
                {slots.map((s) => {
                  const chosen = s.start === slot?.start;
                  const theirs = local(s.start);
                  return (
                    <li key={s.start}>
                      <button
                        type="button"
                        class={chosen ? 'slot chosen' : 'slot'}
                        aria-pressed={chosen ? 'true' : 'false'}
                        aria-label={slotTimeText(s.start, zone)}
                        onClick={() => void chooseSlot(s)}
                      >
                        <span class="slot-time">{timeText(s.start)}</span>
                        {theirs && <span class="slot-local">{theirs} your time</span>}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
            <div role="alert" class="slot-error">
              {slotError}
            </div>
            {slot && (holding || hold || expired) && (
              <div class={expired ? 'hold expired' : 'hold'}>
                {holding ? (
                  <>
                    <span class="spinner" aria-hidden="true" /> Holding this time for you…
                  </>
                ) : hold ? (
                  <>
                    <ClockIcon />
                    <span class="countdown">{countdownText(seconds)}</span>
                  </>
                ) : (
                  <span>{MESSAGES.holdEnded}</span>
                )}
              </div>
            )}
            <p class="visually-hidden" aria-live="polite">
              {speech}
            </p>
          </section>
          {formShown && (
            <ContactForm
              fields={fields}
              errors={fieldErrors}
              formError={formError}
              summary={`${longDate(date!)} at ${slotTimeText(slot!.start, zone)}`}
              canSubmit={enabled}
              sending={sending}
              hint={hint}
              formRef={formRef}
              firstInput={firstInput}
              onField={setField}
              onSubmit={confirm}
            />
          )}
        </div>
      </div>
    </div>
  );
}

const motion = (): ScrollBehavior =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

function ClockIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="7.5" fill="none" stroke="currentColor" stroke-width="1.8" />
      <path d="M10 5.5V10l3 2" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" />
    </svg>
  );
}
