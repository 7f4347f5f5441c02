import { expect, test, type Page } from './base';
import { staffCall, staffEmail } from './staff-account';

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
