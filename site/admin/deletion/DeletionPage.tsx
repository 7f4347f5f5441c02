import { useRef, useState, type FormEvent } from 'react';
import type { RouteAnswer } from '../../../contract/routes';
import { Spinner } from '../../components/Spinner';
import { adminApi, AdminApiError, problemText, useAdminData } from '../api';
import { ErrorNote, formatDay, formatInstant } from '../ui';

type Found = RouteAnswer<'POST /api/admin/deletion/lookup'>;

const RECORD_NAMES: Record<string, [one: string, many: string]> = {
  intake: ['intake form', 'intake forms'],
  contact: ['contact message', 'contact messages'],
  consultation: ['consultation request', 'consultation requests'],
  booking: ['booking', 'bookings'],
  account: ['account', 'accounts'],
  session: ['signed-in session', 'signed-in sessions'],
  email: ['email', 'emails'],
};
const LEAD_NAMES: Record<string, string> = { intake: 'Intake form', contact: 'Contact message', consultation: 'Consultation request' };

const describeRecords = (records: Record<string, number>) =>
  Object.entries(records)
    .map(([kind, n]) => `${n} ${(RECORD_NAMES[kind] ?? [kind, kind])[n === 1 ? 0 : 1]}`)
    .join(', ') || 'nothing';

/** /admin/deletion: a family's request to delete their data, found by email address and deleted in one confirmed action. */
export function DeletionPage() {
  const [found, setFound] = useState<Found>();
  const [done, setDone] = useState('');
  const [error, setError] = useState('');
  const [confirmError, setConfirmError] = useState('');
  const [busy, setBusy] = useState(false);
  const log = useAdminData('GET /api/admin/deletion/log');
  const requests = useAdminData('GET /api/admin/deletion/requests');
  const emailField = useRef<HTMLInputElement>(null);
  const summary = useRef<HTMLHeadingElement>(null);
  const outcome = useRef<HTMLParagraphElement>(null);

  const lookup = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    setBusy(true);
    setError('');
    setDone('');
    setFound(undefined);
    try {
      setFound(await adminApi('POST /api/admin/deletion/lookup', { body: { email } }));
      requestAnimationFrame(() => summary.current?.focus());
    } catch (problem) {
      setError(problemText(problem));
    } finally {
      setBusy(false);
    }
  };

  const erase = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!found) return;
    const confirmEmail = String(new FormData(event.currentTarget).get('confirmEmail') ?? '');
    setBusy(true);
    setConfirmError('');
    try {
      const { deleted } = await adminApi('POST /api/admin/deletion', { body: { email: found.email, confirmEmail } });
      setFound(undefined);
      setDone(`Deleted everything stored about ${found.email}: ${describeRecords(deleted)}. Only an audit entry without the address remains.`);
      log.reload();
      requests.reload();
      requestAnimationFrame(() => outcome.current?.focus());
    } catch (problem) {
      setConfirmError(problem instanceof AdminApiError ? (problem.fields.confirmEmail ?? problem.message) : problemText(problem));
    } finally {
      setBusy(false);
    }
  };

  const nothing = found && !found.leads.length && !found.bookings.length && !found.account && !found.emails;

  return (
    <section aria-labelledby="deletion-title">
      <h2 id="deletion-title">Data deletion</h2>
      <p className="admin-intro">
        When a family asks us to delete their data, find everything stored about their email address: leads, bookings, their account and its
        sessions, and the emails sent to them or about them. Deleting removes all of it at once; the audit keeps only when, by whom, which kinds
        of records, and a one-way hash of the address.
      </p>
      {requests.data && requests.data.requests.length > 0 && (
        <section aria-labelledby="requests-title" className="admin-panel">
          <h3 id="requests-title">Confirmed requests to handle</h3>
          <p>
            These families confirmed "Delete my data" through the link we emailed them, and were sent the acknowledgment. Delete within 10
            business days of the confirmation (the Data Deletion page's timeline).
          </p>
          {requests.data.more && (
            <p className="admin-intro">
              The oldest {requests.data.requests.length} confirmed requests are listed; newer ones are not shown here until these are handled.
            </p>
          )}
          <ul className="admin-found">
            {requests.data.requests.map((request) => (
              <li key={request.id}>
                <strong>{request.email}</strong>, confirmed {new Date(request.confirmedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}{' '}
                ({request.via === 'manage' ? 'from a booking page' : 'from the members page'}){' '}
                <button
                  type="button"
                  className="button small"
                  onClick={() => {
                    if (!emailField.current) return;
                    emailField.current.value = request.email;
                    emailField.current.form?.requestSubmit();
                  }}
                >
                  Find records<span className="visually-hidden"> of {request.email}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <form className="admin-form inline" onSubmit={lookup} aria-label="Find records by email">
        <label className="admin-field wide">
          <span>Email address</span>
          <input ref={emailField} type="email" name="email" required maxLength={254} autoComplete="off" />
        </label>
        <div className="admin-form-actions">
          <button className="button primary" type="submit" disabled={busy}>
            Find records
          </button>
        </div>
      </form>
      <ErrorNote>{error}</ErrorNote>
      {done && (
        <p className="admin-success" role="status" tabIndex={-1} ref={outcome}>
          {done}
        </p>
      )}

      {found && (
        <section aria-labelledby="found-title" className="admin-panel">
          <h3 id="found-title" tabIndex={-1} ref={summary}>
            Stored about {found.email}
          </h3>
          {nothing ? (
            <p>Nothing is stored about this address.</p>
          ) : (
            <>
              <ul className="admin-found">
                {found.leads.map((lead) => (
                  <li key={lead.id}>
                    {LEAD_NAMES[lead.kind] ?? lead.kind}, received {formatInstant(lead.createdAt)}
                  </li>
                ))}
                {found.bookings.map((booking) => (
                  <li key={booking.id}>
                    Booking ({booking.status}) for {formatDay(booking.date)}
                    {booking.time ? `, ${booking.time}` : ''}
                  </li>
                ))}
                {found.account && (
                  <li>
                    A {found.account.role} account with {found.account.sessions} signed-in {found.account.sessions === 1 ? 'session' : 'sessions'}
                  </li>
                )}
                {found.emails > 0 && <li>{found.emails === 1 ? '1 email' : `${found.emails} emails`} sent to or about this family</li>}
              </ul>
              <form className="admin-form admin-danger" onSubmit={erase} aria-label="Confirm the deletion">
                <label className="admin-field wide">
                  <span>To confirm, type the address again</span>
                  <input
                    type="email"
                    name="confirmEmail"
                    required
                    maxLength={254}
                    autoComplete="off"
                    aria-invalid={confirmError ? true : undefined}
                    aria-describedby={confirmError ? 'confirm-error' : 'confirm-hint'}
                  />
                  <span className="admin-hint" id="confirm-hint">
                    This cannot be undone.
                  </span>
                  {confirmError && (
                    <span className="admin-field-error" id="confirm-error" role="alert">
                      {confirmError}
                    </span>
                  )}
                </label>
                <div className="admin-form-actions">
                  <button className="button danger" type="submit" disabled={busy}>
                    Delete all of it
                  </button>
                </div>
              </form>
            </>
          )}
        </section>
      )}

      <section aria-labelledby="deletions-title" className="admin-panel">
        <h3 id="deletions-title">Recent deletions</h3>
        <ErrorNote>{log.error}</ErrorNote>
        {log.loading && !log.data && <Spinner label="Loading recent deletions" />}
        {log.data && log.data.deletions.length === 0 && <p className="admin-empty">No deletions yet.</p>}
        {log.data?.more && (
          <p className="admin-intro">The newest {log.data.deletions.length} deletions are listed; older ones are kept in the audit but not shown here.</p>
        )}
        {log.data && log.data.deletions.length > 0 && (
          <ul className="admin-history">
            {log.data.deletions.map((entry) => (
              <li key={`${entry.at}-${entry.emailHash}`}>
                <time dateTime={entry.at}>{formatInstant(entry.at)}</time>, {entry.by}: {describeRecords(entry.records)}{' '}
                <span className="admin-hash">(address hash {entry.emailHash.slice(0, 12)}…)</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
