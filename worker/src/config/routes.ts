import { Hono } from 'hono';
import type { AppEnv } from '../env';
import type { RouteAnswer } from '../../../contract/routes';

/** What the browser side needs to know before its first submission. */
export const configRoutes = new Hono<AppEnv>().get('/config', (c) =>
  c.json({
    botCheck:
      c.env.BOT_CHECK === 'recaptcha'
        ? { mode: 'recaptcha' as const, siteKey: c.env.RECAPTCHA_SITE_KEY }
        : { mode: 'local' as const },
    supportEmail: c.env.SUPPORT_EMAIL,
  } satisfies RouteAnswer<'GET /api/config'>),
);
