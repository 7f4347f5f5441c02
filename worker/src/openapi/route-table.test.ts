// The route table of contract/routes.ts against the worker: every call it lists is answered (none
// falls through to the catch-all 404), and a staff or signed-in call refuses a visitor who is not signed in.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ROUTES, type Route } from '../../../contract/routes';

const ORIGIN = 'http://verse.test';

describe('the route table', () => {
  it.each(Object.entries(ROUTES as Record<string, Route>))('%s is a call of the worker, open to whom the table says', async (key, route) => {
    const [method, path] = key.split(' ') as [string, string];
    const response = await SELF.fetch(`${ORIGIN}${path.replace(/:[a-z]+/gi, crypto.randomUUID())}`, { method, headers: { Origin: ORIGIN } });
    const text = await response.text();
    expect(text).not.toContain('There is no such API call.');
    if (route.access !== 'public') expect(response.status).toBe(401);
    else expect(response.status).not.toBe(401);
    expect(path.startsWith('/api/admin/')).toBe(route.access === 'staff');
  });
});
