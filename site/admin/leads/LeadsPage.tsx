import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useRoute, useSearch } from 'wouter';
import { FOLLOW_UP_FILTERS, LEAD_KINDS, LEAD_KIND_LABELS, LEAD_STATUSES, LEAD_STATUS_LABELS, PRIORITIES, PRIORITY_LABELS, SEARCH_MAX } from '../../../contract/admin';
import type { LeadSummary } from '../../../contract/admin-calls';
import { Spinner } from '../../components/Spinner';
import { useAdminData } from '../api';
import { Badge, ChoiceField, ErrorNote, formatDay, formatInstant, kindLabel, priorityLabel, staffName, statusLabel, useStaff } from '../ui';
import { LeadPage } from './LeadPage';
import { TableHead } from '../../components/TableHead';

const FOLLOW_UP_LABELS: Record<(typeof FOLLOW_UP_FILTERS)[number], string> = { due: 'Due or overdue', today: 'Due today', overdue: 'Overdue' };
const FILTERS = ['q', 'kind', 'status', 'priority', 'assignee', 'followUp'] as const;

/** /admin/leads: the inbox; /admin/leads/<id>: one lead. */
export function LeadsPage() {
  const [isLead, params] = useRoute<{ id: string }>('/leads/:id');
  return isLead ? <LeadPage id={params.id} /> : <LeadList />;
}

/** The inbox's filters live in the address, so Back, reload and a shared link keep them. */
function LeadList() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = new URLSearchParams(search);
  const filters = Object.fromEntries(FILTERS.map((name) => [name, query.get(name) ?? ''])) as Record<(typeof FILTERS)[number], string>;
  // Pages already seen, so "Newer" goes back without asking the server to page backwards.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const filterKey = FILTERS.map((name) => filters[name]).join('\u0000');
  useEffect(() => setCursors([]), [filterKey]);

  const apiQuery = new URLSearchParams();
  for (const name of FILTERS) if (filters[name]) apiQuery.set(name, filters[name]);
  if (cursor) apiQuery.set('cursor', cursor);
  const { data, error, loading } = useAdminData('GET /api/admin/leads', { query: apiQuery.toString() });
  const staff = useStaff();
  const results = useRef<HTMLDivElement>(null);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    navigate(`/leads${next.toString() ? `?${next}` : ''}`);
  };

  const page = (move: 'older' | 'newer') => {
    setCursors((stack) => (move === 'older' && data?.next ? [...stack, data.next] : stack.slice(0, -1)));
    results.current?.focus();
  };

  const active = FILTERS.some((name) => filters[name]);

  return (
    <section aria-labelledby="leads-title">
      <h2 id="leads-title">Leads</h2>
      <p className="admin-intro">Every intake form, contact message and consultation request, newest first.</p>
      {/* key: the form shows the address's filters again after Back or a link. */}
      <form key={search} className="admin-filters" role="search" aria-label="Filter leads" onSubmit={apply}>
        <label className="admin-field wide">
          <span>Search name, email or phone</span>
          <input type="search" name="q" defaultValue={filters.q} maxLength={SEARCH_MAX} autoComplete="off" />
        </label>
        <ChoiceField label="Kind" name="kind" value={filters.kind} none="All kinds" choices={LEAD_KINDS} labels={LEAD_KIND_LABELS} />
        <ChoiceField label="Status" name="status" value={filters.status} none="Any status" choices={LEAD_STATUSES} labels={LEAD_STATUS_LABELS} />
        <ChoiceField label="Priority" name="priority" value={filters.priority} none="Any priority" choices={PRIORITIES} labels={PRIORITY_LABELS} />
        <label className="admin-field">
          <span>Assigned to</span>
          <select name="assignee" defaultValue={filters.assignee} key={staff ? 'staff' : 'loading'}>
            <option value="">Anyone</option>
            <option value="none">Unassigned</option>
            {staff?.map((account) => (
              <option key={account.id} value={account.id}>
                {account.displayName || account.email}
              </option>
            ))}
          </select>
        </label>
        <ChoiceField label="Follow-up" name="followUp" value={filters.followUp} none="Any" choices={FOLLOW_UP_FILTERS} labels={FOLLOW_UP_LABELS} />
        <div className="admin-filter-actions">
          <button className="button primary small" type="submit">
            Show leads
          </button>
          {active && (
            <a className="button small" href="/admin/leads">
              Clear filters
            </a>
          )}
        </div>
      </form>

      <div className="admin-results" ref={results} tabIndex={-1} aria-labelledby="leads-results">
        <h3 id="leads-results" className="visually-hidden">
          Results
        </h3>
        <ErrorNote>{error}</ErrorNote>
        {loading && !data && <Spinner label="Loading leads" />}
        {data && data.leads.length === 0 && <p className="admin-empty">{active ? 'No lead matches these filters.' : 'No leads yet.'}</p>}
        {data && data.leads.length > 0 && (
          <table className="admin-table" aria-busy={loading}>
            <TableHead
              caption={`Leads, newest first${cursors.length ? `, page ${cursors.length + 1}` : ''}`}
              columns={['Name', 'Kind', 'Status', 'Priority', 'Assigned to', 'Follow-up', 'Received']}
            />
            <tbody>
              {data.leads.map((lead) => (
                <tr key={lead.id}>
                  <th scope="row" data-label="Name">
                    <a href={`/admin/leads/${lead.id}`}>{lead.name}</a>
                    <span className="admin-sub">{lead.email}</span>
                  </th>
                  <td data-label="Kind">
                    {kindLabel(lead)}
                  </td>
                  <td data-label="Status">
                    <Badge tone={lead.status}>{statusLabel(lead.status)}</Badge>
                  </td>
                  <td data-label="Priority">{priorityLabel(lead.priority)}</td>
                  <td data-label="Assigned to">{staffName(staff, lead.assignedTo)}</td>
                  <td data-label="Follow-up">{formatDay(lead.nextFollowUpDate) || '—'}</td>
                  <td data-label="Received">{formatInstant(lead.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {(cursors.length > 0 || data?.next) && (
          <nav className="admin-pager" aria-label="Pages of leads">
            <button className="button small" type="button" disabled={cursors.length === 0} onClick={() => page('newer')}>
              Newer
            </button>
            <span>Page {cursors.length + 1}</span>
            <button className="button small" type="button" disabled={!data?.next} onClick={() => page('older')}>
              Older
            </button>
          </nav>
        )}
      </div>
    </section>
  );
}
