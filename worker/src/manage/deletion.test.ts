import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { book, hold, json, resetBookingState, rowCount, upcoming } from '../../test/booking';
import { adminCall, signedInAs } from '../../test/admin-session';

const call = (path: string, body?: unknown) =>
  SELF.fetch(`http://verse.test/api${path}`, body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const mail = async (kind: string) =>
  (await env.DB.prepare('SELECT to_address, text_body FROM outbox WHERE kind = ? ORDER BY created_at').bind(kind).all<{ to_address: string; text_body: string }>()).results;

beforeEach(async () => {
  await resetBookingState();
  await env.DB.prepare('DELETE FROM deletion_requests').run();
});

async function bookedToken(): Promise<string> {
  const monday = await upcoming(1);
  const response = await book(monday, 9, 0, await hold(monday, 9), { email: 'Sam.Doe@example.com' });
  return (await json<{ manageToken: string }>(response)).manageToken;
}

describe('"Delete my data" from the manage page', () => {
  it('emails a confirmation link and deletes nothing until it is confirmed; confirming acknowledges, tells staff and lists the task', async () => {
    const token = await bookedToken();
    const asked = await call(`/manage/${token}/delete-data`, {});
    expect(asked.status).toBe(200);
    expect(await json(asked)).toEqual({ sentTo: 'S•••@example.com' });
    const [confirmMail] = await mail('data_deletion_confirm');
    expect(confirmMail!.to_address).toBe('Sam.Doe@example.com');
    const link = /https:\/\/verse\.example\/delete-my-data\/([A-Za-z0-9_-]{43})/.exec(confirmMail!.text_body)![1]!;
    // Asking again within the hour sends no second link.
    expect((await call(`/manage/${token}/delete-data`, {})).status).toBe(200);
    expect(await mail('data_deletion_confirm')).toHaveLength(1);

    // Opening the link changes nothing; nothing is deleted, no acknowledgment yet.
    expect(await json(await call(`/data-deletion/${link}`))).toEqual({ email: 's•••@example.com', confirmed: false, confirmedAt: null });
    expect(await rowCount('bookings')).toBe(1);
    expect(await mail('data_deletion_acknowledged')).toHaveLength(0);
    const admin = (await signedInAs('admin')).cookie;
    expect((await json<{ requests: unknown[] }>(await adminCall('/deletion/requests', { cookie: admin }))).requests).toEqual([]);

    const confirmed = await call(`/data-deletion/${link}/confirm`, {});
    expect(confirmed.status).toBe(200);
    expect(await json(confirmed)).toMatchObject({ confirmed: true });
    expect(await mail('data_deletion_acknowledged')).toHaveLength(1);
    expect((await mail('data_deletion_acknowledged'))[0]!.text_body).toContain('within 10 business days');
    expect(await mail('data_deletion_staff_notice')).toHaveLength(1);
    // Confirming twice acknowledges once.
    await call(`/data-deletion/${link}/confirm`, {});
    expect(await mail('data_deletion_acknowledged')).toHaveLength(1);
    const tasks = await json<{ requests: { email: string; via: string }[] }>(await adminCall('/deletion/requests', { cookie: admin }));
    expect(tasks.requests).toMatchObject([{ email: 'sam.doe@example.com', via: 'manage' }]);
    expect(await rowCount('bookings')).toBe(1);

    // Staff delete the address's data: the task goes with it.
    expect((await adminCall('/deletion', { cookie: admin, method: 'POST', body: { email: 'sam.doe@example.com', confirmEmail: 'sam.doe@example.com' } })).status).toBe(200);
    expect((await json<{ requests: unknown[] }>(await adminCall('/deletion/requests', { cookie: admin }))).requests).toEqual([]);
  });

  it('refuses a link that opens no request, storing nothing', async () => {
    for (const bad of ['x', 'A'.repeat(43)]) {
      expect((await call(`/data-deletion/${bad}`)).status).toBe(404);
      expect((await call(`/data-deletion/${bad}/confirm`, {})).status).toBe(404);
    }
    expect(await rowCount('outbox')).toBe(0);
  });
});
