// Where most specs of the site start: a visitor who already chose in the consent banner (it has
// specs of its own), pages used once they are hydrated, and addresses no other test or run shares.
import type { APIRequestContext, BrowserContext, Page, Response } from '@playwright/test';

/** The visitor chose before, denying everything: the banner stays closed on every page of the context. */
export function consentChosen(context: BrowserContext) {
  return context.addInitScript(() => {
    const denied = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
    localStorage.setItem('verse.consent.v2', JSON.stringify({ ...denied, ts: Date.now() }));
  });
}

/**
 * Opens `path` (or reloads the page) and waits until it is hydrated: before that, buttons do
 * nothing and links load pages the plain way.
 */
export async function visit(page: Page, path?: string): Promise<Response | null> {
  const response = path ? await page.goto(path) : await page.reload();
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  return response;
}

/** An address no other test or run uses: `<who>-<time>-<random>@<domain>`. */
export const newEmail = (who = 'parent', domain = 'example.com') => `${who}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@${domain}`;

/** The path of the newest confirmation link emailed to `email` (`/verify-email/<token>`), read from the local outbox. */
export async function confirmationLink(request: APIRequestContext, email: string): Promise<string> {
  const { outbox } = (await (await request.get('/api/dev/outbox?limit=200')).json()) as { outbox: Array<{ to_address: string; text_body: string }> };
  const path = outbox.filter((mail) => mail.to_address === email).map((mail) => /\/verify-email\/[A-Za-z0-9_-]{43}/.exec(mail.text_body)?.[0]).find(Boolean);
  if (!path) throw new Error(`no confirmation link was emailed to ${email}`);
  return path;
}

/** A new teacher opens the link in their welcome email (as `/verify-email/<token>` does), so their workspace opens. */
export async function confirmTeacher(request: APIRequestContext, origin: string, email: string): Promise<void> {
  const token = (await confirmationLink(request, email)).split('/').pop();
  const response = await request.post('/api/account/verify-email/confirm', { headers: { Origin: origin }, data: { token } });
  if (!response.ok()) throw new Error(`the confirmation of ${email} answered ${response.status()}`);
}
