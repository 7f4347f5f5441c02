/**
 * /delete-my-data/<token>: the link emailed after "Delete my data". Opening it deletes nothing; the
 * owner confirms with one press, which starts the Data Deletion page's timeline.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { RouteAnswer } from '../../contract/routes';
import { callRoute } from '../../widgets/runtime/api';
import { refusalText } from '../lib/route-answer';
import { business } from '../config';

type Request = RouteAnswer<'GET /api/data-deletion/:token'>;
type Loaded = { kind: 'loading' } | { kind: 'failed'; status: number; message: string } | { kind: 'ready'; request: Request };

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

async function call(token: string, confirm: boolean): Promise<{ ok: true; request: Request } | { ok: false; status: number; message: string }> {
  const params = { token };
  const result = confirm ? await callRoute('POST /api/data-deletion/:token/confirm', { params, body: {} }) : await callRoute('GET /api/data-deletion/:token', { params });
  if (result.ok && result.data) return { ok: true, request: result.data };
  return { ok: false, status: result.status, message: refusalText(result) };
}

export function DeleteMyData() {
  const [location] = useLocation();
  const token = location.startsWith('/delete-my-data/') ? location.slice('/delete-my-data/'.length) : '';
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    if (!TOKEN.test(token)) {
      setLoaded({ kind: 'failed', status: 404, message: 'This link does not open a data deletion request. Please use the whole link from the email, or email us.' });
      return;
    }
    void call(token, false).then((result) => setLoaded(result.ok ? { kind: 'ready', request: result.request } : { kind: 'failed', status: result.status, message: result.message }));
  }, [token]);

  const confirm = async () => {
    setSending(true);
    setProblem('');
    const result = await call(token, true);
    setSending(false);
    if (result.ok) setLoaded({ kind: 'ready', request: result.request });
    else setProblem(result.message);
  };

  return (
    <div className="band">
      <div className="wrap">
        <section className="manage thank-you" aria-labelledby="delete-title">
          {loaded.kind === 'loading' && (
            <>
              <h1 id="delete-title">Delete your data</h1>
              <p role="status">Loading…</p>
            </>
          )}
          {loaded.kind === 'failed' && (
            <>
              <h1 id="delete-title">{loaded.status === 410 ? 'This link has expired' : 'This link does not work'}</h1>
              <p className="lead" role="alert">
                {loaded.message}
              </p>
              <p>
                You can also email <a href={`mailto:${business.supportEmail}?subject=Data%20Deletion%20Request`}>{business.supportEmail}</a> with the
                subject "Data Deletion Request".
              </p>
            </>
          )}
          {loaded.kind === 'ready' && !loaded.request.confirmed && (
            <>
              <h1 id="delete-title">Delete your data?</h1>
              <p className="lead">
                This asks VERSE to delete the data we hold under {loaded.request.email}: your consultation bookings, forms and messages, and your
                account if you have one.
              </p>
              {problem && <p role="alert">{problem}</p>}
              <div className="actions">
                <button type="button" className="button danger" onClick={confirm} disabled={sending}>
                  {sending ? 'Confirming…' : 'Yes, delete my data'}
                </button>
                <a className="button" href="/">
                  No, keep it
                </a>
              </div>
            </>
          )}
          {loaded.kind === 'ready' && loaded.request.confirmed && (
            <>
              <h1 id="delete-title">Your request is confirmed</h1>
              <p className="lead" role="status">
                We emailed you an acknowledgment. What happens next, as our <a href="/data-deletion">Data Deletion</a> page says:
              </p>
              <ul>
                <li>Verification: 2-3 business days.</li>
                <li>Review: 3-5 business days.</li>
                <li>Deletion: within 10 business days, about 15 business days in all.</li>
                <li>Backups are purged within about 30 days.</li>
              </ul>
              <p>
                Questions? Email <a href={`mailto:${business.supportEmail}`}>{business.supportEmail}</a>.
              </p>
            </>
          )}
        </section>
      </div>
    </div>
  );
}
