import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  CONVERSION_STAGES,
  CONVERSION_STAGE_LABELS,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  NOTE_MAX,
  PRIORITIES,
  PRIORITY_LABELS,
  type LeadUpdateBody,
} from '../../../contract/admin';
import type { LeadRecord } from '../../../contract/admin-calls';
import type { RouteAnswer } from '../../../contract/routes';
import { Spinner } from '../../components/Spinner';
import { adminApi, AdminApiError, problemText, useAdminData } from '../api';
import { Badge, ChoiceField, ErrorNote, formatDay, formatInstant, kindLabel, phoneHref, priorityLabel, stageLabel, staffName, statusLabel, useStaff } from '../ui';

type LeadAnswer = RouteAnswer<'GET /api/admin/leads/:id'>;
type HistoryEntry = LeadAnswer['history'][number];

const FIELD_NAMES: Record<string, string> = {
  status: 'Status',
  priority: 'Priority',
  assignedTo: 'Assigned to',
  nextFollowUpDate: 'Next follow-up',
  lastContactDate: 'Last contact',
  conversionStage: 'Conversion stage',
};

/** One lead: what the family sent, the staff fields to change, notes, and who changed what when. */
export function LeadPage({ id }: { id: string }) {
  const { data, error, loading, reload } = useAdminData('GET /api/admin/leads/:id', { params: { id } });
  if (error && !data) {
    return (
      <section aria-labelledby="lead-title">
        <h2 id="lead-title">Lead</h2>
        <ErrorNote>{error}</ErrorNote>
        <p>
          <a href="/admin/leads">Back to leads</a>
        </p>
      </section>
    );
  }
  if (loading && !data) return <Spinner label="Loading the lead" />;
  return <LeadView answer={data!} onSaved={reload} />;
}

function LeadView({ answer, onSaved }: { answer: LeadAnswer; onSaved: () => void }) {
  const { lead, sent, needsVerification, history, emails } = answer;
  const staff = useStaff();
  const heading = useRef<HTMLHeadingElement>(null);
  // The lead arrives after the shell moved focus (its data was still loading): start at its name.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="lead-title" className="admin-lead">
      <p className="admin-back">
        <a href="/admin/leads">Back to leads</a>
      </p>
      <h2 id="lead-title" tabIndex={-1} ref={heading}>
        {lead.name}
      </h2>
      <p className="admin-lead-meta">
        <Badge tone={lead.status}>{statusLabel(lead.status)}</Badge> {kindLabel(lead)}, received {formatInstant(lead.createdAt)}
      </p>
      <p className="admin-contact">
        <a href={`mailto:${lead.email}`}>{lead.email}</a>
        {lead.phone && <a href={phoneHref(lead.phone)}>{lead.phone}</a>}
      </p>
      {needsVerification && (
        <p className="admin-warning">
          <strong>Verify before replying.</strong> This message came without the security check. Call the phone number it gives to confirm the
          sender before you answer.
        </p>
      )}
      <div className="admin-lead-grid">
        <section aria-labelledby="sent-title" className="admin-panel">
          <h3 id="sent-title">What the family sent</h3>
          <dl className="admin-sent">
            {sent.map((field) => (
              <div key={field.label}>
                <dt>{field.label}</dt>
                <dd>{field.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <StaffForm lead={lead} staff={staff} onSaved={onSaved} />
      </div>

      <section aria-labelledby="notes-title" className="admin-panel">
        <h3 id="notes-title">Notes</h3>
        {lead.notes.length === 0 ? (
          <p className="admin-empty">No notes yet.</p>
        ) : (
          <ol className="admin-notes" reversed>
            {[...lead.notes].reverse().map((note, index) => (
              <li key={`${note.at}-${index}`}>
                <p className="admin-note-head">
                  <strong>{note.by}</strong> <time dateTime={note.at}>{formatInstant(note.at)}</time>
                </p>
                <p className="admin-note-text">{note.text}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="history-title" className="admin-panel">
        <h3 id="history-title">History</h3>
        {answer.moreHistory && <p className="admin-intro">The newest {history.length} changes are listed; older ones are kept in the audit but not shown here.</p>}
        {history.length === 0 ? (
          <p className="admin-empty">No changes yet.</p>
        ) : (
          <ol className="admin-history" reversed>
            {[...history].reverse().map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                <time dateTime={entry.at}>{formatInstant(entry.at)}</time>, {entry.by}: {describe(entry, staff)}
              </li>
            ))}
          </ol>
        )}
      </section>

      {emails.length > 0 && (
        <section aria-labelledby="emails-title" className="admin-panel">
          <h3 id="emails-title">Emails about this lead</h3>
          <ul className="admin-history">
            {emails.map((email) => (
              <li key={email.id}>
                {formatInstant(email.createdAt)}: {email.subject} ({email.status})
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

function shown(field: string, value: unknown, staff: ReturnType<typeof useStaff>): string {
  if (value === null || value === '') return field === 'assignedTo' ? 'Unassigned' : 'none';
  const text = String(value);
  if (field === 'status') return statusLabel(text);
  if (field === 'priority') return priorityLabel(text);
  if (field === 'conversionStage') return stageLabel(text);
  if (field === 'assignedTo') return staffName(staff, text);
  if (field.endsWith('Date')) return formatDay(text);
  return text;
}

function describe(entry: HistoryEntry, staff: ReturnType<typeof useStaff>): string {
  const parts = Object.entries(entry.detail.changes ?? {}).map(
    ([field, change]) => `${FIELD_NAMES[field] ?? field} ${shown(field, change.from, staff)} → ${shown(field, change.to, staff)}`,
  );
  if (entry.detail.noteAdded) parts.push('added a note');
  return parts.join('; ') || entry.action;
}

/** The staff fields as a form: only what changed is sent, with the note if one was written. */
function StaffForm({ lead, staff, onSaved }: { lead: LeadRecord; staff: ReturnType<typeof useStaff>; onSaved: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState('');
  const save = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  // The form is drawn again from the saved lead (the server may add a last-contact date): the
  // keyboard stays on Save.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    save.current?.focus();
  }, [lead]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const value = (name: string) => String(form.get(name) ?? '');
    const body: Record<string, unknown> = {};
    const compare: Array<[keyof LeadUpdateBody, string, string | null]> = [
      ['status', value('status'), lead.status],
      ['priority', value('priority'), lead.priority],
      ['assignedTo', value('assignedTo'), lead.assignedTo],
      ['conversionStage', value('conversionStage'), lead.conversionStage],
      ['nextFollowUpDate', value('nextFollowUpDate'), lead.nextFollowUpDate ?? ''],
      ['lastContactDate', value('lastContactDate'), lead.lastContactDate ?? ''],
    ];
    for (const [name, now, before] of compare) {
      if (now !== before) body[name] = name.endsWith('Date') && now === '' ? null : now;
    }
    const note = value('note').trim();
    if (note) body.note = note;
    setError('');
    setFieldErrors({});
    setSaved('');
    if (Object.keys(body).length === 0) {
      setError('Nothing has changed yet.');
      return;
    }
    setBusy(true);
    try {
      await adminApi('PATCH /api/admin/leads/:id', { params: { id: lead.id }, body: body as LeadUpdateBody });
      (formElement.elements.namedItem('note') as HTMLTextAreaElement).value = '';
      setSaved(`Saved at ${formatInstant(new Date().toISOString())}.`);
      refocus.current = true;
      onSaved();
    } catch (problem) {
      setError(problemText(problem));
      if (problem instanceof AdminApiError) setFieldErrors(problem.fields);
    } finally {
      setBusy(false);
    }
  };

  const described = (name: string) => (fieldErrors[name] ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {});
  const fieldError = (name: string) =>
    fieldErrors[name] ? (
      <span className="admin-field-error" id={`${name}-error`}>
        {fieldErrors[name]}
      </span>
    ) : null;

  return (
    <section aria-labelledby="staff-title" className="admin-panel">
      <h3 id="staff-title">Follow-up</h3>
      {/* key: after a save the fields show what the server now holds. */}
      <form className="admin-form" onSubmit={onSubmit} key={`${lead.status}|${lead.priority}|${lead.assignedTo}|${lead.conversionStage}|${lead.nextFollowUpDate}|${lead.lastContactDate}`}>
        <ChoiceField label="Status" name="status" value={lead.status} choices={LEAD_STATUSES} labels={LEAD_STATUS_LABELS} select={described('status')}>
          {fieldError('status')}
        </ChoiceField>
        <ChoiceField label="Priority" name="priority" value={lead.priority} choices={PRIORITIES} labels={PRIORITY_LABELS} select={described('priority')}>
          {fieldError('priority')}
        </ChoiceField>
        <label className="admin-field">
          <span>Assigned to</span>
          {/* key: when the staff list arrives, only this select starts again, showing the assignee; what was typed elsewhere stays. */}
          <select name="assignedTo" defaultValue={lead.assignedTo} key={staff ? 'staff' : 'loading'} {...described('assignedTo')}>
            <option value="">Unassigned</option>
            {/* A ternary, not &&: preact/compat reads every child of a select as an option. */}
            {lead.assignedTo !== '' && staff && !staff.some((account) => account.id === lead.assignedTo) ? <option value={lead.assignedTo}>Former staff</option> : null}
            {staff?.map((account) => (
              <option key={account.id} value={account.id}>
                {account.displayName || account.email}
              </option>
            ))}
          </select>
          {fieldError('assignedTo')}
        </label>
        <label className="admin-field">
          <span>Next follow-up</span>
          <input type="date" name="nextFollowUpDate" defaultValue={lead.nextFollowUpDate ?? ''} {...described('nextFollowUpDate')} />
          {fieldError('nextFollowUpDate')}
        </label>
        <label className="admin-field">
          <span>Last contact</span>
          <input type="date" name="lastContactDate" defaultValue={lead.lastContactDate ?? ''} {...described('lastContactDate')} />
          {fieldError('lastContactDate')}
        </label>
        <ChoiceField label="Conversion stage" name="conversionStage" value={lead.conversionStage} choices={CONVERSION_STAGES} labels={CONVERSION_STAGE_LABELS} select={described('conversionStage')}>
          {fieldError('conversionStage')}
        </ChoiceField>
        <label className="admin-field wide">
          <span>Add a note</span>
          <textarea name="note" rows={3} maxLength={NOTE_MAX} {...described('note')} />
          {fieldError('note')}
        </label>
        <div className="admin-form-actions">
          <button className="button primary" type="submit" disabled={busy} ref={save}>
            {busy ? 'Saving…' : 'Save changes'}
          </button>
          <p className="admin-saved" role="status">
            {saved}
          </p>
        </div>
        <ErrorNote>{error}</ErrorNote>
      </form>
    </section>
  );
}
