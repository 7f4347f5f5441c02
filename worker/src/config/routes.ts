import { RouteTable } from '../http/route';

/** What the browser side needs to know before its first submission. */
export const configRoutes = new RouteTable('/api').serve('GET /api/config', (c) => ({
  botCheck: c.env.BOT_CHECK === 'recaptcha' ? { mode: 'recaptcha' as const, siteKey: c.env.RECAPTCHA_SITE_KEY } : { mode: 'local' as const },
  supportEmail: c.env.SUPPORT_EMAIL,
}));
