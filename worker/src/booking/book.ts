import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { readJson, validate } from '../http/body';
import { requireHuman } from '../http/bot-check';
import { loadBookingCalendar } from '../store/settings';
import { confirmConsultation, requestConsultation } from './consultations';
import { calendarDate, clientText, emailAddress, optionalInstant, requiredLine } from './fields';

const consultationRequest = z
  .object({
    parentName: requiredLine(120),
    phone: requiredLine(40),
    email: emailAddress,
    notes: z.string().trim().max(200).nullish(),
    dateISO: calendarDate,
    startISO: optionalInstant,
    endISO: clientText,
    label: clientText,
    // Empty or null is the simpler form: a request, not a booking of a held slot.
    lockId: z.string().trim().max(100).nullish(),
  })
  .superRefine((request, ctx) => {
    if (request.lockId && !request.startISO) ctx.addIssue({ code: 'custom', path: ['startISO'], message: 'Please select a date and time.' });
  });

export const bookConsultation = new Hono<AppEnv>().post(
  '/bookConsultation',
  readJson,
  requireHuman('consultation_booking'),
  validate(consultationRequest),
  async function bookConsultation(c) {
    const request = c.get('body');
    const work = { env: c.env, calendar: await loadBookingCalendar(c.env.DB), waitUntil: (p: Promise<unknown>) => c.executionCtx.waitUntil(p) };
    const { lockId, startISO } = request;
    const outcome = lockId && startISO ? await confirmConsultation(work, { ...request, lockId, startISO }) : await requestConsultation(work, request);
    return c.json(outcome);
  },
);
