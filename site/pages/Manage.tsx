/**
 * /manage/<token>: a parent's booking, opened from the link in every email about it, no sign-in.
 * It shows the call in MT and the parent's own zone, the number the team will call and the
 * calendar links; it moves the call with the booking calendar itself (its holds included) or
 * cancels it, each until its cut-off, after which it gives the phone number and email instead.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { BUSINESS_TIME_ZONE } from '../../contract/rules';
import type { ManageAnswer } from '../../contract/manage';
import type { RouteBody } from '../../contract/routes';
import { callRoute } from '../../widgets/runtime/api';
import { refusalText } from '../lib/route-answer';
import { createElementClass, defineElement, type HostProps } from '../../widgets/runtime';
import type { ConfirmProps } from '../../widgets/booking/Panel';
import { business, phoneHref } from '../config';
import { CalendarLinks } from '../components/CalendarLinks';
import { visitorZone, whenText } from '../lib/booked-consultation';
import { BookedRow } from '../components/BookedRow';

type Loaded = { kind: 'loading' } | { kind: 'failed'; status: number; message: string } | { kind: 'ready'; view: ManageAnswer };
type CallResult = { ok: true; view: ManageAnswer } | { ok: false; status: number; message: string };

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
type ManageAction = 'reschedule' | 'cancel' | 'reconfirm';

async function call(token: string, action: '' | ManageAction, body?: RouteBody<`POST /api/manage/:token/${ManageAction}`>): Promise<CallResult> {
  const params = { token };
  const result = action ? await callRoute(`POST /api/manage/:token/${action}`, { params, body }) : await callRoute('GET /api/manage/:token', { params });
  if (result.ok && result.data) return { ok: true, view: result.data };
  return { ok: false, status: result.status, message: refusalText(result) };
}

/** The page's answer to a token that opens nothing (or no longer). */
function LinkProblem({ status, message, onRetry }: { status: number; message: string; onRetry: () => void }) {
  const title = status === 410 ? 'This link has expired' : status === 404 ? 'This link does not open a booking' : 'We could not load your booking';
  return (
    <section className="manage thank-you" aria-labelledby="manage-title">
      <h1 id="manage-title">{title}</h1>
      <p className="lead" role="alert">
        {message}
      </p>
      <ContactUs />
      <div className="actions">
        {status === 0 || status >= 500 || status === 429 ? (
          <button type="button" className="button primary" onClick={onRetry}>
            Try again
          </button>
        ) : (
          <a className="button primary" href="/start-here?open=consultation">
            Book a consultation
          </a>
        )}
        <a className="button" href="/">
          Home
        </a>
      </div>
    </section>
  );
}

function ContactUs({ text = 'Questions? Call us at' }: { text?: string }) {
  return (
    <p>
      {text} <a href={phoneHref}>{business.phone}</a> or email <a href={`mailto:${business.supportEmail}`}>{business.supportEmail}</a>.
    </p>
  );
}

export function Manage() {
  const [location] = useLocation();
  const search = useSearch();
  const token = location.startsWith('/manage/') ? location.slice('/manage/'.length) : '';
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!TOKEN.test(token)) {
      setLoaded({ kind: 'failed', status: 404, message: 'This link does not open a booking. Please use the whole link from your confirmation email, or email or call us.' });
      return;
    }
    let live = true;
    setLoaded({ kind: 'loading' });
    void call(token, '').then(async (result) => {
      if (!live) return;
      if (!result.ok) return setLoaded({ kind: 'failed', status: result.status, message: result.message });
      // "Yes, I'll be there" from the reminder: one tap, marked as the page opens.
      const wantsReconfirm = new URLSearchParams(search).get('reconfirm') === '1';
      if (wantsReconfirm && result.view.booking.status === 'confirmed' && !result.view.booking.reconfirmed && result.view.reschedule.closed !== 'started') {
        const reconfirmed = await call(token, 'reconfirm', {});
        if (live && reconfirmed.ok) return setLoaded({ kind: 'ready', view: reconfirmed.view });
      }
      if (live) setLoaded({ kind: 'ready', view: result.view });
    });
    return () => {
      live = false;
    };
  }, [token, attempt]);

  return (
    <div className="band">
      <div className="wrap">
        {loaded.kind === 'loading' && (
          <section className="manage thank-you" aria-busy="true" aria-labelledby="manage-title">
            <h1 id="manage-title">Your free consultation</h1>
            <p role="status">Loading your booking…</p>
          </section>
        )}
        {loaded.kind === 'failed' && <LinkProblem status={loaded.status} message={loaded.message} onRetry={() => setAttempt((n) => n + 1)} />}
        {loaded.kind === 'ready' && <Booking token={token} view={loaded.view} onChange={(view) => setLoaded({ kind: 'ready', view })} />}
      </div>
    </div>
  );
}

type Step = 'view' | 'reschedule' | 'cancel';

function Booking({ token, view, onChange }: { token: string; view: ManageAnswer; onChange: (view: ManageAnswer) => void }) {
  const { booking } = view;
  const [step, setStep] = useState<Step>('view');
  const [notice, setNotice] = useState('');
  const [zone] = useState(visitorZone);
  const title = useRef<HTMLHeadingElement>(null);
  const cancelled = booking.status === 'cancelled';
  const timed = booking.startISO && booking.endISO ? { bookingId: booking.id, startISO: booking.startISO, endISO: booking.endISO, phone: booking.phone } : null;
  const mt = timed ? whenText(timed, BUSINESS_TIME_ZONE) : booking.dateISO;
  const theirs = timed ? whenText(timed, zone) : mt;
  const past = view.reschedule.closed === 'started';

  const done = (next: ManageAnswer, message: string) => {
    onChange(next);
    setStep('view');
    setNotice(message);
    requestAnimationFrame(() => title.current?.focus());
  };

  return (
    <section className="manage thank-you" aria-labelledby="manage-title">
      <h1 id="manage-title" ref={title} tabIndex={-1}>
        {cancelled ? 'This consultation is cancelled' : past ? 'Your consultation has taken place' : 'Your free consultation'}
      </h1>
      <p className="manage-notice" role="status">
        {notice}
      </p>
      <div className={cancelled ? 'booked-details manage-cancelled' : 'booked-details'}>
        <dl>
          <BookedRow term={cancelled ? 'Was booked for' : 'When'} note={theirs !== mt && <span className="booked-local">{theirs} your time</span>}>
            {timed ? `${mt} MT` : mt}
          </BookedRow>
          {!cancelled && <BookedRow term="We'll call">{booking.phone}</BookedRow>}
          {booking.reconfirmed && !cancelled && <BookedRow term="Still coming?">Yes, you told us you'll be there. Thank you!</BookedRow>}
        </dl>
        {timed && !cancelled && !past && <CalendarLinks booking={timed} bookingId={booking.id} />}
      </div>

      {cancelled && (
        <>
          <p className="lead">{booking.cancelledBy === 'parent' ? 'You cancelled this call.' : 'The VERSE team cancelled this call.'} Would you like another time?</p>
          <div className="actions">
            <a className="button primary" href="/start-here?open=consultation">
              Book a new time
            </a>
          </div>
          <ContactUs />
        </>
      )}

      {!cancelled && past && <ContactUs text="Want to talk again? Call us at" />}

      {!cancelled && !past && step === 'view' && (
        <div className="manage-actions">
          {booking.status === 'confirmed' && !booking.reconfirmed && <StillComing token={token} onDone={done} />}
          <h2>Need to change it?</h2>
          {view.reschedule.allowed ? (
            <button type="button" className="button primary" onClick={() => setStep('reschedule')}>
              Reschedule
            </button>
          ) : (
            <p className="manage-closed">
              Moving the call online is possible until {view.reschedule.cutoffHours} hours before it. To change the time now, please call us at{' '}
              <a href={phoneHref}>{business.phone}</a> or email <a href={`mailto:${business.supportEmail}`}>{business.supportEmail}</a>.
            </p>
          )}
          {view.cancel.allowed ? (
            <button type="button" className="button" onClick={() => setStep('cancel')}>
              Cancel consultation
            </button>
          ) : (
            <p className="manage-closed">
              Cancelling online is possible until {view.cancel.cutoffHours} hours before the call. Please call us at <a href={phoneHref}>{business.phone}</a> or
              email <a href={`mailto:${business.supportEmail}`}>{business.supportEmail}</a>.
            </p>
          )}
        </div>
      )}

      {step === 'reschedule' && (
        <Reschedule
          token={token}
          onBack={() => setStep('view')}
          onMoved={(next) =>
            done(next, `Done: your call is now on ${next.booking.startISO && next.booking.endISO ? whenText({ bookingId: next.booking.id, phone: next.booking.phone, startISO: next.booking.startISO, endISO: next.booking.endISO }, BUSINESS_TIME_ZONE) : ''} MT. We emailed you an updated calendar invite.`)
          }
        />
      )}
      {step === 'cancel' && <Cancel token={token} onBack={() => setStep('view')} onCancelled={(next) => done(next, 'Your consultation is cancelled. We emailed you a confirmation.')} />}
      {step === 'view' && <DeleteMyData token={token} />}
    </section>
  );
}

/** "Delete my data": a confirmation link by email; nothing is deleted from here. */
function DeleteMyData({ token }: { token: string }) {
  const [sent, setSent] = useState('');
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const ask = async () => {
    setSending(true);
    setProblem('');
    const result = await callRoute('POST /api/manage/:token/delete-data', { params: { token }, body: {} });
    setSending(false);
    if (result.ok && result.data?.sentTo) setSent(result.data.sentTo);
    else setProblem(refusalText(result));
  };
  return (
    <div className="manage-data">
      <h2>Your data</h2>
      <p>
        You can ask us to delete the data we hold about you (see <a href="/data-deletion">Data Deletion</a>). We will email a link to confirm
        first.
      </p>
      <p role="status">{sent && `We emailed a confirmation link to ${sent}. Nothing is deleted until you confirm through it.`}</p>
      {problem && <p role="alert">{problem}</p>}
      {!sent && (
        <button type="button" className="button" onClick={ask} disabled={sending}>
          {sending ? 'Sending…' : 'Delete my data'}
        </button>
      )}
    </div>
  );
}

function StillComing({ token, onDone }: { token: string; onDone: (view: ManageAnswer, message: string) => void }) {
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  return (
    <p className="manage-still">
      <strong>Still coming?</strong>
      <button
        type="button"
        className="button"
        disabled={sending}
        onClick={async () => {
          setSending(true);
          const result = await call(token, 'reconfirm', {});
          setSending(false);
          if (result.ok) onDone(result.view, "Thank you! We've noted that you'll be there.");
          else setProblem(result.message);
        }}
      >
        Yes, I'll be there
      </button>
      {problem && <span role="alert">{problem}</span>}
    </p>
  );
}

function Cancel({ token, onBack, onCancelled }: { token: string; onBack: () => void; onCancelled: (view: ManageAnswer) => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setProblem('');
    const result = await call(token, 'cancel', reason.trim() ? { reason: reason.trim() } : {});
    setSending(false);
    if (result.ok) onCancelled(result.view);
    else setProblem(result.message);
  };
  return (
    <form className="manage-cancel" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}>Cancel your consultation</h2>
      <label htmlFor={`${id}-reason`}>
        Reason <span className="optional">(optional)</span>
      </label>
      <textarea
        id={`${id}-reason`}
        ref={field}
        rows={3}
        maxLength={500}
        value={reason}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(e) => setReason(e.target.value)}
      />
      {problem && (
        <p id={`${id}-problem`} className="field-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="button danger" disabled={sending}>
          {sending ? 'Cancelling…' : 'Yes, cancel my consultation'}
        </button>
        <button type="button" className="button" onClick={onBack} disabled={sending}>
          Keep my booking
        </button>
      </div>
    </form>
  );
}

/**
 * The booking calendar itself, with its holds, in its own shadow root: the booking element's
 * module is loaded (it is the one file partners load, so no chunk is split off it for this page)
 * and its panel is shown by a page-only element whose step after a held time moves the call.
 */
function Reschedule({ token, onBack, onMoved }: { token: string; onBack: () => void; onMoved: (view: ManageAnswer) => void }) {
  const host = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState('');
  const moved = useRef(onMoved);
  moved.current = onMoved;
  useEffect(() => {
    let element: HTMLElement | null = null;
    const onMovedEvent = (event: Event) => moved.current((event as CustomEvent<ManageAnswer>).detail);
    // By its address, not through the bundle: the page gets the very module partners load (with the
    // shared runtime chunk this page runs on), and the booking element's build stays as it is.
    (import(/* @vite-ignore */ BOOKING_MODULE) as Promise<typeof import('../../widgets/booking/define')>)
      .then(({ Panel, styles }) => {
        defineElement(RESCHEDULE_TAG, rescheduleElement(Panel, styles));
        if (!host.current) return;
        element = document.createElement(RESCHEDULE_TAG);
        (element as HTMLElement & { token?: string }).token = token;
        element.addEventListener('moved', onMovedEvent);
        host.current.replaceChildren(element);
      })
      .catch(() => setProblem('The calendar could not load. Please check your connection and reload the page.'));
    host.current?.parentElement?.querySelector<HTMLElement>('h2')?.focus();
    return () => element?.removeEventListener('moved', onMovedEvent);
  }, [token]);
  return (
    <div className="manage-reschedule">
      <h2 tabIndex={-1}>Pick a new time</h2>
      <p>Your current time stays booked until you confirm the new one. Times are in Mountain Time (MT).</p>
      {problem && <p role="alert">{problem}</p>}
      <div ref={host} className="manage-calendar" />
      <div className="actions">
        <button type="button" className="button" onClick={onBack}>
          Keep my current time
        </button>
      </div>
    </div>
  );
}

const RESCHEDULE_TAG = 'verse-manage-reschedule';
const BOOKING_MODULE = '/widgets/verse-booking.js';

/**
 * The panel's title and intro are the booking's; this page has its own (its "Next available" stays).
 * The page is the card: the panel drops its own border, tint and padding, which on a phone left the
 * month's name too little room. The hold bar stays in its place above the move: stuck to the
 * screen's edge it covered the times below it as the page scrolled.
 */
const MOVE_CSS = [
  '#booking-title,.head .sub{display:none}',
  '.panel{border:0;border-radius:0;background:none;overflow:visible}',
  '.head{padding:0 0 .75rem;background:none}',
  '.body{padding:1rem 0 0}',
  '#cal-title{white-space:nowrap}',
  '.side .hold{position:static}',
  '.move{display:grid;gap:.75rem;padding-top:1.25rem;border-top:1px solid var(--_line)}',
  '.move-error{color:var(--_error);margin:0}',
].join('');

type PanelComponent = typeof import('../../widgets/booking/Panel').Panel;
type RescheduleProps = HostProps & { token?: string; onMoved?: (view: ManageAnswer) => void };

let rescheduleClass: CustomElementConstructor | null = null;

/** The page-only element: the booking panel, its Confirm step replaced by the move. */
function rescheduleElement(Panel: PanelComponent, styles: string): CustomElementConstructor {
  rescheduleClass ??= createElementClass(
    function RescheduleView(props: RescheduleProps) {
      const { token = '', onMoved } = props;
      const Confirm = useRef(moveStep(token, (view) => onMoved?.(view))).current;
      return (
        <div className="inline">
          <Panel api={window.location.origin} root={props.container} prefill={{}} onStart={() => {}} onBooked={() => {}} onHoldExpired={() => {}} Confirm={Confirm} />
        </div>
      );
    },
    { attributes: { token: 'string' }, events: ['onMoved'] as const, styles: `${styles}\n${MOVE_CSS}` },
  );
  return rescheduleClass;
}

/** The step after a time is held: one button that moves the call there. */
function moveStep(token: string, onMoved: (view: ManageAnswer) => void) {
  return function MoveHere({ state, hold, onRefused }: ConfirmProps) {
    const [problem, setProblem] = useState('');
    const [sending, setSending] = useState(false);
    const [zone] = useState(visitorZone);
    const slot = state.slot!;
    const date = state.date!;
    const lockId = state.hold.status === 'held' ? state.hold.lockId : null;
    const when = { bookingId: '', phone: '', startISO: slot.start, endISO: slot.end };
    const mt = whenText(when, BUSINESS_TIME_ZONE);
    const theirs = whenText(when, zone);
    const move = async () => {
      if (!lockId || sending) return;
      setSending(true);
      setProblem('');
      const result = await call(token, 'reschedule', { lockId, startISO: slot.start, dateISO: date });
      setSending(false);
      if (result.ok) {
        hold.forget();
        onMoved(result.view);
        return;
      }
      if (result.status === 409) hold.forget();
      setProblem(result.message);
      onRefused(date);
    };
    return (
      <div className="move">
        <p className="summary">
          New time: {mt} MT{theirs !== mt ? ` (${theirs} your time)` : ''}
        </p>
        {problem && (
          <p className="move-error" role="alert">
            {problem}
          </p>
        )}
        <button type="button" className="confirm" part="confirm" disabled={!lockId || sending} onClick={move}>
          {sending ? 'Moving…' : 'Move my call to this time'}
        </button>
      </div>
    );
  };
}
