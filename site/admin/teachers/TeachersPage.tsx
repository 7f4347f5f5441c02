import { useState } from 'react';
import type { RouteAnswer } from '../../../contract/routes';
import { Spinner } from '../../components/Spinner';
import { adminApi, problemText, useAdminData } from '../api';
import { Badge, ErrorNote, formatInstant } from '../ui';

type Teacher = RouteAnswer<'GET /api/admin/teachers'>['teachers'][number];

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** /admin/teachers: the teacher accounts, what each keeps, and disabling one (their sessions end, their links stop playing). */
export function TeachersPage() {
  const data = useAdminData('GET /api/admin/teachers', {});
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');

  const toggle = async (teacher: Teacher) => {
    setError('');
    setNotice('');
    try {
      const { disabled } = await adminApi('PATCH /api/admin/teachers/:id', { params: { id: teacher.id }, body: { disabled: !teacher.disabled } });
      setNotice(`${teacher.name || teacher.email}: ${disabled ? 'disabled. They are signed out and their links and class codes stop working.' : 'enabled again.'}`);
      data.reload();
    } catch (problem) {
      setError(problemText(problem));
    }
  };

  return (
    <section aria-labelledby="teachers-title">
      <h2 id="teachers-title">Teachers</h2>
      <p className="admin-intro">
        Teacher accounts of the teacher workspace. Disabling one signs them out and stops their shared links, assignments and class codes; nothing is deleted. To delete a teacher’s data, use Data deletion with
        their address.
      </p>
      <p className="admin-success" role="status">
        {notice}
      </p>
      <ErrorNote>{error || data.error}</ErrorNote>
      {data.loading && !data.data && <Spinner label="Loading the teachers" />}
      {data.data && data.data.teachers.length === 0 && <p className="admin-empty">No teacher has an account yet.</p>}
      {data.data?.more && <p className="admin-intro">The newest {data.data.teachers.length} teachers are listed; older accounts are not shown here (find one by address in Data deletion).</p>}
      {data.data && data.data.teachers.length > 0 && (
        <ul className="admin-cards" aria-busy={data.loading}>
          {data.data.teachers.map((teacher) => (
            <li key={teacher.id} className="admin-card">
              <p className="admin-card-title">
                <strong>{teacher.name || teacher.email}</strong> <Badge tone={teacher.disabled ? 'failed' : 'sent'}>{teacher.disabled ? 'Disabled' : 'Active'}</Badge>
              </p>
              <p>
                {teacher.email}
                {teacher.school ? ` · ${teacher.school}` : ''}
              </p>
              <p className="admin-sub">
                Joined {formatInstant(teacher.createdAt)} · {count(teacher.activities, 'activity', 'activities')} · {count(teacher.classes, 'class', 'classes')} · {count(teacher.students, 'student', 'students')}
              </p>
              <button type="button" className="button small" onClick={() => void toggle(teacher)}>
                {teacher.disabled ? 'Enable' : 'Disable'}
                <span className="visually-hidden"> {teacher.name || teacher.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
