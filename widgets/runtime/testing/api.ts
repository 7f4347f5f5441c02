// The worker's side of a test: fetch stubbed with its answers.
import { vi } from 'vitest';

type Reply = { status?: number; body?: unknown } | 'network-error';

/** A request's path, whether it went to an API base or to the page's own origin (the site's calls). */
const pathOf = (url: string) => new URL(url, 'http://page.test').pathname;

/**
 * Stubs fetch with the worker's answers: `/api/config` says the local bot check runs (tokens are
 * `local:<action>`), other paths answer from `replies`. Every request is recorded.
 */
export function mockApi(replies: Record<string, Reply>, config: Reply = { body: { botCheck: { mode: 'local' } } }) {
  const requests: { url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const path = pathOf(url);
    const reply = path === '/api/config' ? config : replies[path];
    if (!reply || reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { requests, posted: (path: string) => requests.filter((r) => pathOf(r.url) === path) };
}
