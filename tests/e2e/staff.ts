import { expect, test, type APIRequestContext, type Page } from './base';
import { clockOffsetMs } from '../clock';

/**
 * The run's one admin on the server at `origin`: made by staff.setup.ts before the site's specs
 * start, the same address in every test worker (a worker started again after a failure signs in
 * to the same account, so the staff lists hold one "Dana Staff").
 */
export const staffEmail = (origin: string): string => `staff-${new URL(origin).port}-${Math.abs(clockOffsetMs())}@example.com`;

export const STAFF_NAME = 'Dana Staff';

export const staffCall = (request: APIRequestContext, origin: string, call: 'register' | 'login') =>
  request.post(`${origin}/api/auth/${call}`, {
    headers: { Origin: origin },
    data: { email: staffEmail(origin), password: 'reading is fun', displayName: STAFF_NAME, recaptchaToken: `local:${call}` },
  });

/** Signs `page` in as the run's admin, afresh, as staff do on another day. */
export async function signInAsAdmin(page: Page): Promise<string> {
  const origin = test.info().project.use.baseURL!;
  expect((await staffCall(page.request, origin, 'login')).status()).toBe(200);
  return staffEmail(origin);
}

/** VERSE's staff approve the LMS at `lms` that has just registered, as lti.spec.ts shows step by step. */
export async function approvePlatform(page: Page, lms: string): Promise<void> {
  await signInAsAdmin(page);
  await page.goto(`${test.info().project.use.baseURL!}/admin/lti`);
  const waiting = page.getByRole('list', { name: 'Platforms waiting for approval' }).getByRole('listitem').filter({ hasText: lms });
  await waiting.getByRole('button', { name: /^Approve / }).click();
  await expect(page.getByRole('status').filter({ hasText: 'approved' })).toBeVisible();
}
