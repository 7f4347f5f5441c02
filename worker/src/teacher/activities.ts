// A teacher's activities: a template, their own content and the template's settings (checked by the
// tool's own declaration), copied, played as another template, shared by code.
import { Hono } from 'hono';
import { ROUTES, type RouteAnswer } from '../../../contract/routes';
import { activityContent, TEACHER_QUOTAS, templatesFor, type Activity, type Template } from '../../../contract/teacher';
import type { SignedInEnv } from '../auth/guard';
import { readJson, validate } from '../http/body';
import { apiError, ApiError } from '../http/errors';
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

async function activityAnswer(c: TeacherContext, id: string, status: 200 | 201 = 200) {
  const row = await store.getActivity(c.env.DB, teacherId(c), id);
  if (!row) throw new ApiError(404, NOT_FOUND.activity);
  return c.json({ activity: asActivity(row) } satisfies RouteAnswer<'GET /api/teacher/activities/:id'>, status);
}

function checkSettings(template: Template, settings: Record<string, string>) {
  const problem = settingsProblem(template, settings);
  if (problem) throw new ApiError(400, FIX_FIELDS, { settings: problem });
}

/** `/activities`. */
export const activityRoutes = new Hono<SignedInEnv>()
  .get('/activities', async (c) => {
    const rows = await store.listActivities(c.env.DB, teacherId(c));
    return c.json({
      activities: rows.map((r) => ({ id: r.id, title: r.title, template: r.template, shareCode: r.shared ? r.share_code : null, updatedAt: r.updated_at, items: r.items, assignments: r.assignments })),
    } satisfies RouteAnswer<'GET /api/teacher/activities'>);
  })
  .post('/activities', readJson, validate(ROUTES['POST /api/teacher/activities'].body), async (c) => {
    const body = c.get('body');
    checkSettings(body.template, body.settings);
    const id = crypto.randomUUID();
    const at = now().toISOString();
    const row = { id, teacher_id: teacherId(c), title: body.title, template: body.template, content: JSON.stringify(body.content), settings: JSON.stringify(body.settings), created_at: at, updated_at: at };
    if (!(await store.insertActivity(c.env.DB, row, TEACHER_QUOTAS.activities))) return apiError(c, 409, QUOTA_REACHED.activities);
    return activityAnswer(c, id, 201);
  })
  .get('/activities/:id', (c) => activityAnswer(c, c.req.param('id')))
  .put('/activities/:id', readJson, validate(ROUTES['PUT /api/teacher/activities/:id'].body), async (c) => {
    const body = c.get('body');
    const id = c.req.param('id');
    if (!(await store.getActivity(c.env.DB, teacherId(c), id))) return apiError(c, 404, NOT_FOUND.activity);
    checkSettings(body.template, body.settings);
    await store.updateActivity(c.env.DB, teacherId(c), id, { title: body.title, template: body.template, content: JSON.stringify(body.content), settings: JSON.stringify(body.settings), updatedAt: now().toISOString() });
    return activityAnswer(c, id);
  })
  .delete('/activities/:id', async (c) => {
    if (!(await store.deleteActivity(c.env.DB, teacherId(c), c.req.param('id')))) return apiError(c, 404, NOT_FOUND.activity);
    return c.json({ deleted: true } satisfies RouteAnswer<'DELETE /api/teacher/activities/:id'>);
  })
  .post('/activities/:id/duplicate', async (c) => {
    const row = await store.getActivity(c.env.DB, teacherId(c), c.req.param('id'));
    if (!row) return apiError(c, 404, NOT_FOUND.activity);
    const id = crypto.randomUUID();
    const at = now().toISOString();
    const title = `${row.title.slice(0, 92)} (copy)`;
    if (!(await store.insertActivity(c.env.DB, { ...row, id, title, created_at: at, updated_at: at }, TEACHER_QUOTAS.activities))) return apiError(c, 409, QUOTA_REACHED.activities);
    return activityAnswer(c, id, 201);
  })
  .post('/activities/:id/template', readJson, validate(ROUTES['POST /api/teacher/activities/:id/template'].body), async (c) => {
    const id = c.req.param('id');
    const row = await store.getActivity(c.env.DB, teacherId(c), id);
    if (!row) return apiError(c, 404, NOT_FOUND.activity);
    const activity = asActivity(row);
    const { template } = c.get('body');
    if (!canPlay(template, activity.content)) {
      return apiError(c, 400, FIX_FIELDS, { template: `This content plays as ${templatesFor(activity.content.kind).join(', ')} only.` });
    }
    const settings = template === row.template ? activity.settings : settingsFor(template, activity.settings);
    await store.updateActivity(c.env.DB, teacherId(c), id, { title: row.title, template, content: row.content, settings: JSON.stringify(settings), updatedAt: now().toISOString() });
    return activityAnswer(c, id);
  })
  .post('/activities/:id/share', async (c) => {
    const id = c.req.param('id');
    const found = await withNewCode((code) => store.shareActivity(c.env.DB, teacherId(c), id, code, now().toISOString()));
    if (!found) return apiError(c, 404, NOT_FOUND.activity);
    return activityAnswer(c, id);
  })
  .delete('/activities/:id/share', async (c) => {
    const id = c.req.param('id');
    if (!(await store.unshareActivity(c.env.DB, teacherId(c), id, now().toISOString()))) return apiError(c, 404, NOT_FOUND.activity);
    return activityAnswer(c, id);
  });
