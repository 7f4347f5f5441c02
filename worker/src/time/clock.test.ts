import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { app } from '../index';
import { chosenNow } from '../../test/run-clock';
import { now, setClock, useClockSetting } from './clock';

describe('the run’s clock', () => {
  it('every worker test starts at the moment the run stands at (TEST_NOW), and time flows from there', async () => {
    const ranFor = now().getTime() - Date.parse(chosenNow());
    expect(ranFor).toBeGreaterThanOrEqual(0);
    expect(ranFor).toBeLessThan(3_600_000);
    const first = now().getTime();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(now().getTime()).toBeGreaterThan(first);
  });

  it('a test that stops the clock gives the run’s clock back with setClock(null)', () => {
    setClock(new Date('2031-01-01T00:00:00Z'));
    expect(now().toISOString()).toBe('2031-01-01T00:00:00.000Z');
    setClock(null);
    expect(now().getTime() - Date.parse(chosenNow())).toBeGreaterThanOrEqual(0);
    expect(now().getTime() - Date.parse(chosenNow())).toBeLessThan(3_600_000);
  });
});

describe('the development clock setting', () => {
  afterEach(() => {
    useClockSetting({});
    setClock(null);
  });

  it('moves now() by the offset in development, and time still flows', async () => {
    const day = 86_400_000;
    expect(useClockSetting({ ENVIRONMENT: 'development', DEV_CLOCK_OFFSET_MS: String(3 * day) })).toBeNull();
    const first = now().getTime();
    expect(Math.abs(first - (Date.now() + 3 * day))).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(now().getTime()).toBeGreaterThan(first);
    expect(useClockSetting({ ENVIRONMENT: 'development', DEV_CLOCK_OFFSET_MS: '-5000' })).toBeNull();
    expect(Math.abs(now().getTime() - (Date.now() - 5000))).toBeLessThan(1000);
  });

  it('is refused outside development, and a malformed value is refused; the real clock stays', () => {
    expect(useClockSetting({ ENVIRONMENT: 'production', DEV_CLOCK_OFFSET_MS: '86400000' })).toMatch(/development-only/);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
    expect(useClockSetting({ ENVIRONMENT: 'development', DEV_CLOCK_OFFSET_MS: 'tomorrow' })).toMatch(/whole number/);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('a clock set by a test wins over the offset', () => {
    setClock(new Date('2026-12-01T17:00:00Z'));
    useClockSetting({ ENVIRONMENT: 'development', DEV_CLOCK_OFFSET_MS: '1000' });
    expect(now().toISOString()).toBe('2026-12-01T17:00:00.000Z');
  });

  it('production with the setting answers every API call with 503', async () => {
    const response = await app.request('/api/config', {}, { ...env, ENVIRONMENT: 'production', BOT_CHECK: 'recaptcha', RECAPTCHA_SECRET: 's', DEV_CLOCK_OFFSET_MS: '1000' });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'The service is not configured correctly. Please try again later.' });
  });

  it('development with the setting answers with the moved clock: no open time before its "today"', async () => {
    const day = 86_400_000;
    const ahead = 30 * day;
    const date = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const ask = (offset: string) =>
      app.request(
        '/api/getAvailabilityV2',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ startDateISO: date(Date.now() + 2 * day), endDateISO: date(Date.now() + 60 * day), recaptchaToken: 'local:consultation_booking' }),
        },
        { ...env, ENVIRONMENT: 'development', BOT_CHECK: 'local', DEV_CLOCK_OFFSET_MS: offset },
      );
    const openDays = async (offset: string) => {
      const response = await ask(offset);
      expect(response.status).toBe(200);
      const { availability } = (await response.json()) as { availability: { date: string; slots: unknown[] }[] };
      return availability.filter((d) => d.slots.length > 0).map((d) => d.date);
    };
    const real = await openDays('0');
    const moved = await openDays(String(ahead));
    expect(real.some((d) => d < date(Date.now() + 28 * day))).toBe(true);
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.every((d) => d >= date(Date.now() + ahead - day))).toBe(true);
  });
});
