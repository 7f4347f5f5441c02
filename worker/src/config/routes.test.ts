import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

describe('GET /api/config', () => {
  it('tells the browser to use the local bot check', async () => {
    const response = await SELF.fetch('http://verse.test/api/config');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ botCheck: { mode: 'local' } });
  });

  it('answers unknown API paths with the contract error shape', async () => {
    const response = await SELF.fetch('http://verse.test/api/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'There is no such API call.' });
  });
});
