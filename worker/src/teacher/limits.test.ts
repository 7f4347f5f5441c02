// One client's flood of a code never closes it for the other children: students' calls are limited
// per client and per code from that client, and a refused call counts nothing.
import { env } from 'cloudflare:test';
import { afterEach, expect, it } from 'vitest';
import { setClock } from '../time/clock';
import { PLAY_LIMITS, playKey } from './limits';
import { call, json, teacher, workspace } from './testing';

afterEach(() => setClock(null));

const hitsOf = (bucket: string, client: string) => env.DB.prepare('SELECT hits FROM lead_rate_limits WHERE bucket = ? AND client = ?').bind(bucket, client).first<number>('hits');

it('a client flooding a code is refused alone, its refusals count nothing, and the code stays open to every other client', { timeout: 60_000 }, async () => {
  const w = await workspace((await teacher()).cookie);
  setClock(new Date('2031-06-02T09:00:00Z'));
  const ip = '198.51.100.9';
  const flooder = { 'CF-Connecting-IP': ip };
  const code = w.assignment.code as string;
  await json(await call(undefined, 'GET', `/play/${code}`, undefined, flooder), 200);
  // The flooder has made all but 10 of its calls on this code (as a long flood would have).
  const limit = PLAY_LIMITS.lookup.perCodeAndClient;
  await env.DB.prepare('UPDATE lead_rate_limits SET hits = ? WHERE client IN (?, ?)').bind(limit - 10, await playKey(ip), await playKey(`${code}\n${ip}`)).run();
  const statuses: number[] = [];
  for (let i = 0; i < 40; i++) {
    const response = await call(undefined, 'GET', `/play/${code}`, undefined, flooder);
    statuses.push(response.status);
    await response.body?.cancel();
  }
  expect(statuses).toEqual([...Array(10).fill(200), ...Array(30).fill(429)]);
  // Its 30 refusals counted nothing: its own count stopped at what it was let through.
  expect(await hitsOf('play_lookup_client', await playKey(ip))).toBe(limit);
  // Nothing is counted for the code alone, so no flood can close it for everyone.
  expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM lead_rate_limits WHERE client = ?').bind(await playKey(code)).first<number>('n'))).toBe(0);
  await json(await call(undefined, 'GET', `/play/${code}`, undefined, { 'CF-Connecting-IP': '198.51.100.10' }), 200);
  // The flooder keeps the rest of its share for its class's page.
  await json(await call(undefined, 'GET', `/join/${w.klass.joinCode}`, undefined, flooder), 200);
});
