import type { LeadSummary, StaffAccount } from '../../../contract/admin-calls';
import { Spinner } from '../../components/Spinner';
import { useAdminData } from '../api';
import { Badge, ErrorNote, formatDay, kindLabel, phoneHref, priorityLabel, staffName, statusLabel, useStaff } from '../ui';

/** /admin/follow-ups: the unfinished leads due for a call today, and those whose date has passed. */
export function FollowUpsPage() {
  const { data, error, loading } = useAdminData('GET /api/admin/follow-ups');
  const staff = useStaff();
  return (
    <section aria-labelledby="follow-ups-title">
      <h2 id="follow-ups-title">Follow-ups</h2>
      {data && <p className="admin-intro">Today is {formatDay(data.today)} (Mountain Time). Enrolled and closed leads are left out.</p>}
      <ErrorNote>{error}</ErrorNote>
      {loading && !data && <Spinner label="Loading follow-ups" />}
      {data && (
        <>
          <FollowUpList title="Overdue" empty="Nothing is overdue." leads={data.overdue} staff={staff} />
          <FollowUpList title="Due today" empty="Nothing is due today." leads={data.dueToday} staff={staff} />
        </>
      )}
    </section>
  );
}

function FollowUpList({ title, empty, leads, staff }: { title: string; empty: string; leads: LeadSummary[]; staff: StaffAccount[] | undefined }) {
  const id = `follow-ups-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="admin-panel">
      <h3 id={id}>
        {title} ({leads.length})
      </h3>
      {leads.length === 0 ? (
        <p className="admin-empty">{empty}</p>
      ) : (
        <ul className="admin-cards">
          {leads.map((lead) => (
            <li key={lead.id} className="admin-card">
              <p className="admin-card-title">
                <a href={`/admin/leads/${lead.id}`}>{lead.name}</a> <Badge tone={lead.status}>{statusLabel(lead.status)}</Badge>
              </p>
              <p>
                Follow up {formatDay(lead.nextFollowUpDate)} · {kindLabel(lead)} · {priorityLabel(lead.priority)} priority · {staffName(staff, lead.assignedTo)}
              </p>
              <p className="admin-contact">
                <a href={`mailto:${lead.email}`}>{lead.email}</a>
                {lead.phone && <a href={phoneHref(lead.phone)}>{lead.phone}</a>}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
