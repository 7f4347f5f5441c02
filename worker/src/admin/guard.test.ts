import { describe, expect, it } from 'vitest';
import { adminCall, signedInAs } from './testing';

// Every call of this half of the admin API, with a body that would pass validation.
const calls: Array<[method: string, path: string, body?: unknown]> = [
  ['GET', '/summary'],
  ['GET', '/leads'],
  ['GET', '/leads/some-lead'],
  ['PATCH', '/leads/some-lead', { status: 'contacted' }],
  ['GET', '/follow-ups'],
  ['GET', '/staff'],
  ['POST', '/deletion/lookup', { email: 'family@example.com' }],
  ['POST', '/deletion', { email: 'family@example.com', confirmEmail: 'family@example.com' }],
  ['GET', '/deletion/log'],
  ['GET', '/outbox'],
  ['POST', '/outbox/some-message/retry'],
];

describe('every admin call', () => {
  it.each(calls)('%s %s asks an anonymous visitor to sign in', async (method, path, body) => {
    const response = await adminCall(undefined, method, path, body);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Please sign in first.' });
  });

  it.each(calls)('%s %s refuses a member and a teacher', async (method, path, body) => {
    for (const role of ['member', 'teacher'] as const) {
      const response = await adminCall((await signedInAs(role)).cookie, method, path, body);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'Your account does not have access to this area.' });
    }
  });

  it.each(calls.filter(([method]) => method !== 'GET'))('%s %s refuses an admin on another origin', async (method, path, body) => {
    const response = await adminCall((await signedInAs('admin')).cookie, method, path, body, 'https://evil.example');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'This request must come from the VERSE website itself.' });
  });
});
