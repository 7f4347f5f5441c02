import { z } from 'zod';
import { isCalendarDate } from '../time/zone';

// The field shapes the booking calls share. Messages never repeat what was sent.

/** "YYYY-MM-DD", a real date. */
export const calendarDate = z.string().refine(isCalendarDate, { error: 'Please give a real date as YYYY-MM-DD.' });

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const isInstant = (value: string) => ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value));

/** A UTC instant, written back the way `toISOString()` writes it, so equal times compare equal. */
export const instant = z
  .string()
  .max(40)
  .refine(isInstant, { error: 'Please give a time as an ISO 8601 instant.' })
  .transform((value) => new Date(value).toISOString());

/** An instant that may be left empty (the simpler booking form chooses no time). */
export const optionalInstant = z
  .string()
  .max(40)
  .refine((value) => value.trim() === '' || isInstant(value.trim()), { error: 'Please give a time as an ISO 8601 instant.' })
  .transform((value) => (value.trim() === '' ? undefined : new Date(value.trim()).toISOString()))
  .nullish();

/** Display text the client sends along; read only for its size, the server writes its own. */
export const clientText = z.string().max(100).nullish();

const CONTROL = /[\u0000-\u001f\u007f]/;

/** Trimmed, required, single-line text of at most `max` characters. */
export const requiredLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !CONTROL.test(value), { error: 'This field contains characters that are not allowed.' });

/** text@text.text, as the booking form checks it. */
export const emailAddress = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'Please enter a valid email address.' });

export const lockId = z.string().trim().min(1).max(100);
