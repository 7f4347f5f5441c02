import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { calendarAt, keptSettingsVersion, loadBookingCalendar, readSettingsWith } from './settings';

const version = async () => (await env.DB.prepare('SELECT version FROM settings_version').first<{ version: number }>())!.version;

describe('the booking calendar, kept while the settings stay the same', () => {
  it('is read once, then kept while nothing changes', async () => {
    const first = await loadBookingCalendar(env.DB);
    expect(await loadBookingCalendar(env.DB)).toBe(first);
    expect(first.slotMinutes).toBe(30);
  });

  it.each([
    ['a setting changed', "UPDATE settings SET value = '45' WHERE key = 'slotMinutes'", "UPDATE settings SET value = '30' WHERE key = 'slotMinutes'"],
    ['a setting added', "INSERT INTO settings (key, value) VALUES ('unusedKey', '1')", "DELETE FROM settings WHERE key = 'unusedKey'"],
    ['a closed date added', "INSERT INTO closed_dates (date, reason) VALUES ('2031-01-02', 'Test')", "DELETE FROM closed_dates WHERE date = '2031-01-02'"],
    ['a closed date renamed', "UPDATE closed_dates SET reason = 'Renamed' WHERE date = '2026-12-25'", "UPDATE closed_dates SET reason = 'Christmas Day' WHERE date = '2026-12-25'"],
  ])('is read again after %s, and after it is undone', async (_, change, undo) => {
    const before = await loadBookingCalendar(env.DB);
    const at = await version();
    await env.DB.prepare(change).run();
    expect(await version()).toBeGreaterThan(at);
    const changed = await loadBookingCalendar(env.DB);
    expect(changed).not.toBe(before);
    await env.DB.prepare(undo).run();
    const undone = await loadBookingCalendar(env.DB);
    expect(undone).not.toBe(changed);
    expect(undone).toEqual(before);
  });

  it('reads other statements in the same round trip as the settings', async () => {
    const { snapshot, results } = await readSettingsWith(env.DB, [env.DB.prepare("SELECT 'hello' AS word"), env.DB.prepare('SELECT 2 AS n')]);
    expect(snapshot.version).toBe(await version());
    expect(snapshot.settings.map((row) => row.key)).toContain('weeklyHours');
    expect(snapshot.closed.map((row) => row.date)).toContain('2026-12-25');
    expect(results.map((result) => result.results[0])).toEqual([{ word: 'hello' }, { n: 2 }]);
  });

  it('gives the kept calendar for its version, parses a snapshot of another, and nothing without one', async () => {
    const kept = await loadBookingCalendar(env.DB);
    const at = keptSettingsVersion()!;
    expect(calendarAt(at, null)).toBe(kept);
    expect(calendarAt(at + 1, null)).toBeNull();
    const { snapshot } = await readSettingsWith(env.DB, []);
    const newer = calendarAt(at + 1, { ...snapshot, version: at + 1, settings: [...snapshot.settings, { key: 'slotMinutes', value: '60' }] })!;
    expect(newer.slotMinutes).toBe(60);
    expect(keptSettingsVersion()).toBe(at + 1);
    expect(calendarAt(at + 1, null)).toBe(newer);
  });
});
