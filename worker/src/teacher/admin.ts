// Staff's view of teachers (`/api/admin/teachers`, behind the admin guard): who they are, how much
// they keep, and disabling one (their sessions end, their links and codes stop playing).
import { audit, type SignedInEnv } from '../admin/guard';
import { apiError } from '../http/errors';
import { RouteTable } from '../http/route';
import { listTeachers, setTeacherDisabled } from '../store/teacher';
import { now } from '../time/clock';

export const teacherAdminRoutes = new RouteTable<SignedInEnv>('/api/admin/teachers')
  .serve('GET /api/admin/teachers', async (c) => {
    const { rows, more } = await listTeachers(c.env.DB);
    return {
      more,
      teachers: rows.map((r) => ({
        id: r.id,
        name: r.display_name ?? '',
        email: r.email,
        school: r.school,
        disabled: r.disabled_at !== null,
        createdAt: r.created_at,
        activities: r.activities,
        classes: r.classes,
        students: r.students,
      })),
    };
  })
  .serve('PATCH /api/admin/teachers/:id', async (c) => {
    const id = c.req.param('id');
    const { disabled } = c.get('body');
    if (!(await setTeacherDisabled(c.env.DB, id, disabled ? now().toISOString() : null))) return apiError(c, 404, 'There is no such teacher.');
    await audit(c, disabled ? 'teacher.disable' : 'teacher.enable', { teacherId: id }, id);
    return { disabled };
  });
