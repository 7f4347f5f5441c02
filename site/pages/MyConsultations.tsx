/**
 * /my-consultations: a signed-in member's consultations, past and upcoming, once their address is
 * verified (a link emailed to it); each upcoming one opens its own manage page to reschedule or
 * cancel. Also "Delete my data" for the account's address (a confirmation link by email).
 */
import { useEffect, useState } from 'react';
import type { RouteAnswer } from '../../contract/routes';
import { BUSINESS_TIME_ZONE } from '../../contract/rules';
import { callRoute } from '../../widgets/runtime/api';
import { refusalText, UNREACHABLE } from '../lib/route-answer';
import { useUser } from '../lib/auth';
import { visitorZone, whenText } from '../lib/booked-consultation';

type Mine = RouteAnswer<'GET /api/account/consultations'>;
type Consultation = Mine['upcoming'][number];

function Row({ item, zone }: { item: Consultation; zone: string }) {
  const when = { bookingId: '', phone: '', startISO: item.startISO, endISO: item.endISO };
  const mt = whenText(when, BUSINESS_TIME_ZONE);
  const theirs = whenText(when, zone);
  return (
    <li className="my-consultation">
      <strong>{mt} MT</strong>
      {theirs !== mt && <span className="booked-local">{theirs} your time</span>}
      <span>{item.status === 'cancelled' ? 'Cancelled' : 'Booked'}</span>
      {item.manage && <a href={item.manage}>{item.status === 'cancelled' ? 'See this booking' : 'Reschedule or cancel'}</a>}
    </li>
  );
}

export function MyConsultations() {
  const user = useUser();
  const [mine, setMine] = useState<Mine | null>(null);
  const [problem, setProblem] = useState('');
  const [message, setMessage] = useState('');
  const [zone] = useState(visitorZone);

  useEffect(() => {
    if (!user) return;
    void callRoute('GET /api/account/consultations').then((result) => (result.ok ? setMine(result.data) : setProblem(UNREACHABLE)));
  }, [user]);

  const askLink = async () => {
    const result = await callRoute('POST /api/account/verify-email', { body: {} });
    if (!result.ok || !result.data) return setProblem(refusalText(result));
    setMessage(result.data.sent ? `We emailed a confirmation link to ${user?.email}. Open it, then come back here.` : 'We sent you a link within the last hour. Please check your inbox (and spam folder).');
  };
  const deleteData = async () => {
    const result = await callRoute('POST /api/account/delete-data', { body: {} });
    if (!result.ok || !result.data) return setProblem(refusalText(result));
    setMessage(`We emailed a confirmation link to ${result.data.sentTo}. Nothing is deleted until you confirm through it.`);
  };

  return (
    <div className="band">
      <div className="wrap">
        <section className="manage thank-you" aria-labelledby="mine-title">
          <h1 id="mine-title">My consultations</h1>
          {user === undefined && <p role="status">Loading…</p>}
          {user === null && (
            <p>
              Please <a href="/login">sign in</a> to see your consultations.
            </p>
          )}
          <p role="status" className="manage-notice">
            {message}
          </p>
          {problem && <p role="alert">{problem}</p>}
          {user && mine && !mine.verified && (
            <>
              <p className="lead">To keep your bookings private, we show them once you confirm that {user.email} is your address.</p>
              <button type="button" className="button primary" onClick={askLink}>
                Email me a confirmation link
              </button>
            </>
          )}
          {user && mine?.verified && (
            <>
              <h2>Upcoming</h2>
              {mine.upcoming.length ? (
                <ul className="my-consultations">
                  {mine.upcoming.map((item) => (
                    <Row key={item.startISO} item={item} zone={zone} />
                  ))}
                </ul>
              ) : (
                <p>
                  No upcoming consultation. <a href="/start-here?open=consultation">Book a free consultation</a>
                </p>
              )}
              <h2>Past</h2>
              {mine.more && <p>Only your newest {mine.upcoming.length + mine.past.length} consultations are listed; older ones are not shown.</p>}
              {mine.past.length ? (
                <ul className="my-consultations">
                  {mine.past.map((item) => (
                    <Row key={item.startISO} item={item} zone={zone} />
                  ))}
                </ul>
              ) : (
                <p>None yet.</p>
              )}
            </>
          )}
          {user && (
            <div className="manage-data">
              <h2>Your data</h2>
              <p>
                You can ask us to delete the data we hold about you (see <a href="/data-deletion">Data Deletion</a>). We will email a link to confirm first.
              </p>
              <button type="button" className="button" onClick={deleteData}>
                Delete my data
              </button>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

const NO_CODE = 'This link has no confirmation code: open the whole link from your email, or ask for a new one from your account.';

/** /verify-email/<token>: the link emailed to a member or a teacher; opening it confirms the address. */
export function VerifyEmail() {
  const user = useUser();
  const [state, setState] = useState<'working' | 'done' | string>('working');
  useEffect(() => {
    // The link's code is the path's last part; /verify-email alone has none, and nothing is asked of the server.
    const token = /^\/verify-email\/([^/]+)\/?$/.exec(window.location.pathname)?.[1];
    if (!token) return setState(NO_CODE);
    void callRoute('POST /api/account/verify-email/confirm', { body: { token } }).then((result) => setState(result.ok ? 'done' : refusalText(result)));
  }, []);
  return (
    <div className="band">
      <div className="wrap">
        <section className="manage thank-you" aria-labelledby="verify-title">
          <h1 id="verify-title">{state === 'done' ? 'Your email is confirmed' : state === 'working' ? 'Confirming your email…' : 'This link did not work'}</h1>
          {state === 'done' && (
            <p className="lead">
              Thank you. {user?.role === 'teacher' ? <a href="/teacher-portal">Open the Teacher Portal</a> : <a href="/my-consultations">See my consultations</a>}
            </p>
          )}
          {state !== 'done' && state !== 'working' && (
            <>
              <p role="alert">{state}</p>
              <p>
                <a href={user?.role === 'teacher' ? '/teacher-portal' : '/my-consultations'}>Ask for a new link</a>
              </p>
            </>
          )}
        </section>
      </div>
    </div>
  );
}
