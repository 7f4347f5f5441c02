import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApi, AdminApiError, exportHref } from './api';

/** Stubs fetch with one answer and returns the spy, to read what was sent. */
function answering(status: number, body: unknown) {
  const spy = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', spy);
  return spy;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('adminApi', () => {
  it('takes method and path from the route, fills in its :id encoded, and sends the body as JSON', async () => {
    const spy = answering(200, { lead: { id: 'a/b' } });
    await adminApi('PATCH /api/admin/leads/:id', { params: { id: 'a/b' }, body: { status: 'contacted' } });
    const [url, init] = spy.mock.calls[0]!;
    expect(url).toBe('/api/admin/leads/a%2Fb');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe('{"status":"contacted"}');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('adds the query, and sends no body or content type when there is none', async () => {
    const spy = answering(200, { messages: [], counts: {}, next: null });
    const answer = await adminApi('GET /api/admin/outbox', { query: 'status=failed' });
    expect(answer.next).toBeNull();
    const [url, init] = spy.mock.calls[0]!;
    expect(url).toBe('/api/admin/outbox?status=failed');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.headers).toBeUndefined();
  });

  it('rejects with the worker’s message and field problems', async () => {
    answering(400, { error: 'Please correct the highlighted fields.', fields: { email: 'Please enter a valid email address.' } });
    const refused = adminApi('POST /api/admin/deletion/lookup', { body: { email: 'x' } });
    await expect(refused).rejects.toBeInstanceOf(AdminApiError);
    await expect(refused).rejects.toMatchObject({ status: 400, message: 'Please correct the highlighted fields.', fields: { email: 'Please enter a valid email address.' } });
  });
});

describe('exportHref', () => {
  it('links the download of the route table', () => {
    expect(exportHref('leads.csv')).toBe('/api/admin/export/leads.csv');
  });
});
