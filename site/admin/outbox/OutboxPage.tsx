import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { OutboxMessage } from '../../../contract/admin-calls';
import { Spinner } from '../../components/Spinner';
import { adminApi, problemText, useAdminData } from '../api';
import { Badge, ErrorNote, formatInstant } from '../ui';

type Message = OutboxMessage;

const STATUSES = [
  ['', 'All'],
  ['failed', 'Failed'],
  ['pending', 'Waiting'],
  ['sent', 'Sent'],
] as const;
const STATUS_LABELS: Record<Message['status'], string> = { pending: 'Waiting to send', sent: 'Sent', failed: 'Failed' };

const kindName = (kind: string) => kind.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** /admin/outbox: every email the site queued or sent, its delivery status, and a retry for a failed one. */
export function OutboxPage() {
  const status = new URLSearchParams(useSearch()).get('status') ?? '';
  const [, navigate] = useLocation();
  const [cursors, setCursors] = useState<string[]>([]);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const cursor = cursors.at(-1);
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (cursor) query.set('cursor', cursor);
  const outbox = useAdminData('GET /api/admin/outbox', { query: query.toString() });
  const total = Object.values(outbox.data?.counts ?? {}).reduce((sum, n) => sum + n, 0);

  const show = (next: string) => {
    setCursors([]);
    navigate(`/outbox${next ? `?status=${next}` : ''}`);
  };

  const retry = async (message: Message) => {
    setError('');
    setNotice('');
    try {
      const { message: after } = await adminApi('POST /api/admin/outbox/:id/retry', { params: { id: message.id } });
      setNotice(`“${message.subject}” to ${message.to_address}: ${after.status === 'sent' ? 'sent.' : 'back in line to send.'}`);
      outbox.reload();
    } catch (problem) {
      setError(problemText(problem));
    }
  };

  return (
    <section aria-labelledby="outbox-title">
      <h2 id="outbox-title">Outbox</h2>
      <p className="admin-intro">Emails the site sent or is about to send. Failed ones stopped after their last try and can be sent again.</p>
      <div className="admin-tabs" role="group" aria-label="Show emails">
        {STATUSES.map(([value, label]) => (
          <button key={value} type="button" className="button small" aria-pressed={status === value} onClick={() => show(value)}>
            {label} ({value ? (outbox.data?.counts[value] ?? 0) : total})
          </button>
        ))}
      </div>
      <p className="admin-success" role="status">
        {notice}
      </p>
      <ErrorNote>{error || outbox.error}</ErrorNote>
      {outbox.loading && !outbox.data && <Spinner label="Loading the outbox" />}
      {outbox.data && outbox.data.messages.length === 0 && <p className="admin-empty">No emails here.</p>}
      {outbox.data && outbox.data.messages.length > 0 && (
        <ul className="admin-cards" aria-busy={outbox.loading}>
          {outbox.data.messages.map((message) => (
            <li key={message.id} className="admin-card">
              <p className="admin-card-title">
                <strong>{message.subject}</strong> <Badge tone={message.status}>{STATUS_LABELS[message.status]}</Badge>
              </p>
              <p>
                To {message.to_address} · {kindName(message.kind)}
                {message.hasInvite ? ' · with calendar invite' : ''}
              </p>
              <p className="admin-sub">
                Queued {formatInstant(message.created_at)}
                {message.sent_at ? `, sent ${formatInstant(message.sent_at)}` : ''} · {message.attempts} {message.attempts === 1 ? 'attempt' : 'attempts'}
              </p>
              {message.last_error && <p className="admin-sub">Last error: {message.last_error}</p>}
              <details>
                <summary>Message text</summary>
                <pre className="admin-body-text">{message.text_body}</pre>
              </details>
              {message.status === 'failed' && (
                <button type="button" className="button small" onClick={() => void retry(message)}>
                  Retry<span className="visually-hidden"> “{message.subject}” to {message.to_address}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {(cursors.length > 0 || outbox.data?.next) && (
        <nav className="admin-pager" aria-label="Pages of emails">
          <button className="button small" type="button" disabled={cursors.length === 0} onClick={() => setCursors((stack) => stack.slice(0, -1))}>
            Newer
          </button>
          <span>Page {cursors.length + 1}</span>
          <button className="button small" type="button" disabled={!outbox.data?.next} onClick={() => setCursors((stack) => [...stack, outbox.data!.next!])}>
            Older
          </button>
        </nav>
      )}
    </section>
  );
}
