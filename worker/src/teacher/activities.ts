// A teacher's activities: a template, their own content and the template's settings (checked by the
// tool's own declaration), copied, played as another template, shared by code.
import type { RouteAnswer } from '../../../contract/routes';
import { activityContent, activityLesson, NO_WORDS_NOR_LESSON, TEACHER_QUOTAS, templatesFor, type Activity, type Template } from '../../../contract/teacher';
import type { SignedInEnv } from '../auth/guard';
import { apiError, ApiError } from '../http/errors';
import { RouteTable } from '../http/route';
import * as store from '../store/teacher';
import { now } from '../time/clock';
import { canPlay, settingsFor, settingsProblem } from './logic';
import { FIX_FIELDS, NOT_FOUND, QUOTA_REACHED, teacherId, withNewCode, type TeacherContext } from './shared';

function asActivity(row: store.ActivityRow): Activity {
  return {
    id: row.id,
    title: row.title,
    template: row.template,
    content: activityContent.parse(JSON.parse(row.content)),
    settings: JSON.parse(row.settings) as Record<string, string>,
    shareCode: row.shared ? row.share_code : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** An activity of the teacher's; 404 for another's or none. */
async function activityAnswer(c: TeacherContext, id: string): Promise<RouteAnswer<'GET /api/teacher/activities/:id'>> {
  const row = await store.getActivity(c.env.DB, teacherId(c), id);
  if (!row) throw new ApiError(404, NOT_FOUND.activity);
  return { activity: asActivity(row) };
}

function checkSettings(template: Template, settings: Record<string, string>) {
  const problem = settingsProblem(template, settings);
  if (problem) throw new ApiError(400, FIX_FIELDS, { settings: problem });
}

/** `/activities`, mounted from their keys. */
export const activityRoutes = new RouteTable<SignedInEnv>('/api/teacher')
  .serve('GET /api/teacher/activities', async (c) => {
    const rows = await store.listActivities(c.env.DB, teacherId(c));
    return {
      activities: rows.map((r) => ({ id: r.id, title: r.title, template: r.template, shareCode: r.shared ? r.share_code : null, updatedAt: r.updated_at, items: r.items, assignments: r.assignments })),
    };
  })
  .serve('POST /api/teacher/activities', async (c) => {
    const body = c.get('body');
    checkSettings(body.template, body.settings);
    const id = crypto.randomUUID();
    const at = now().toISOString();
    const row = { id, teacher_id: teacherId(c), title: body.title, template: body.template, content: JSON.stringify(body.content), settings: JSON.stringify(body.settings), created_at: at, updated_at: at };
    if (!(await store.insertActivity(c.env.DB, row, TEACHER_QUOTAS.activities))) return apiError(c, 409, QUOTA_REACHED.activities);
    return activityAnswer(c, id);
  })
  .serve('GET /api/teacher/activities/:id', (c) => activityAnswer(c, c.req.param('id')))
  .serve('PUT /api/teacher/activities/:id', async (c) => {
    const body = c.get('body');
    const id = c.req.param('id');
    if (!(await store.getActivity(c.env.DB, teacherId(c), id))) return apiError(c, 404, NOT_FOUND.activity);
    checkSettings(body.template, body.settings);
    await store.updateActivity(c.env.DB, teacherId(c), id, { title: body.title, template: body.template, content: JSON.stringify(body.content), settings: JSON.stringify(body.settings), updatedAt: now().toISOString() });
    return activityAnswer(c, id);
  })
  .serve('DELETE /api/teacher/activities/:id', async (c) => {
    if (!(await store.deleteActivity(c.env.DB, teacherId(c), c.req.param('id')))) return apiError(c, 404, NOT_FOUND.activity);
    return { deleted: true };
  })
  .serve('POST /api/teacher/activities/:id/duplicate', async (c) => {
    const row = await store.getActivity(c.env.DB, teacherId(c), c.req.param('id'));
    if (!row) return apiError(c, 404, NOT_FOUND.activity);
    const id = crypto.randomUUID();
    const at = now().toISOString();
    const title = `${row.title.slice(0, 92)} (copy)`;
    if (!(await store.insertActivity(c.env.DB, { ...row, id, title, created_at: at, updated_at: at }, TEACHER_QUOTAS.activities))) return apiError(c, 409, QUOTA_REACHED.activities);
    return activityAnswer(c, id);
  })
  .serve('POST /api/teacher/activities/:id/template', async (c) => {
    const id = c.req.param('id');
    const row = await store.getActivity(c.env.DB, teacherId(c), id);
    if (!row) return apiError(c, 404, NOT_FOUND.activity);
    const activity = asActivity(row);
    const { template } = c.get('body');
    if (!canPlay(template, activity.content)) {
      return apiError(c, 400, FIX_FIELDS, { template: `This content plays as ${templatesFor(activity.content.kind).join(', ')} only.` });
    }
    const settings = template === row.template ? activity.settings : settingsFor(template, activity.settings);
    // A lesson's game without typed words needs a template that plays the lesson too.
    if (activity.content.kind === 'words' && !activity.content.words.length && !activityLesson(settings)) return apiError(c, 400, FIX_FIELDS, { template: NO_WORDS_NOR_LESSON });
    await store.updateActivity(c.env.DB, teacherId(c), id, { title: row.title, template, content: row.content, settings: JSON.stringify(settings), updatedAt: now().toISOString() });
    return activityAnswer(c, id);
  })
  .serve('POST /api/teacher/activities/:id/share', async (c) => {
    const id = c.req.param('id');
    const found = await withNewCode((code) => store.shareActivity(c.env.DB, teacherId(c), id, code, now().toISOString()));
    if (!found) return apiError(c, 404, NOT_FOUND.activity);
    return activityAnswer(c, id);
  })
  .serve('DELETE /api/teacher/activities/:id/share', async (c) => {
    const id = c.req.param('id');
    if (!(await store.unshareActivity(c.env.DB, teacherId(c), id, now().toISOString()))) return apiError(c, 404, NOT_FOUND.activity);
    return activityAnswer(c, id);
  });
