import { z } from 'zod';

// The field shapes of the lead forms. Where product.md gives no limit, these are ours (see
// worker/README.md, Leads); the widgets enforce the same ones. Messages never repeat the input.

const CONTROL = /[\u0000-\u001f\u007f]/;
/** Line breaks and tabs are fine in a text area; other control characters are not. */
const CONTROL_IN_AREA = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const NOT_ALLOWED = 'This field contains characters that are not allowed.';

/** Trimmed, required, single-line text. */
export const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !CONTROL.test(value), { error: NOT_ALLOWED });

/** Trimmed, optional, single-line text; absent or null is ''. */
export const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !CONTROL.test(value), { error: NOT_ALLOWED })
    .nullish()
    .transform((value) => value ?? '');

/** Trimmed, optional, multi-line text; absent or null is ''. */
export const area = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !CONTROL_IN_AREA.test(value), { error: NOT_ALLOWED })
    .nullish()
    .transform((value) => value ?? '');

/** Trimmed, required, multi-line text. */
export const requiredArea = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !CONTROL_IN_AREA.test(value), { error: NOT_ALLOWED });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** text@text.text, as the forms check it. */
export const email = z.string().trim().min(1).max(254).regex(EMAIL, { error: 'Please enter a valid email address.' });

export const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === '' || EMAIL.test(value), { error: 'Please enter a valid email address.' })
  .nullish()
  .transform((value) => value ?? '');

/** Digits with the usual separators and an optional extension; 7 to 20 digits. */
export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[\d\s().\-/]*(?:\s*(?:x|ext\.?)\s*\d+)?$/i.test(value) && digits >= 7 && digits <= 20;
}

export const phone = z.string().trim().min(1).max(40).refine(isPhone, { error: 'Please enter a valid phone number.' });

/** A child's age as the parent writes it ("8", "7 1/2"); a number is taken too. */
export const age = z.union([z.string(), z.number().transform(String)]).pipe(line(30));

const tracked = z.string().max(500).optional().catch(undefined);

/**
 * Where the visitor came from. Lenient on purpose: a malformed value is dropped, never a reason to
 * turn a parent's message away. Unknown keys are dropped too.
 */
export const attribution = z
  .object({
    gclid: tracked,
    utm_source: tracked,
    utm_medium: tracked,
    utm_campaign: tracked,
    utm_term: tracked,
    utm_content: tracked,
    referrer: z.string().max(2000).optional().catch(undefined),
    ts: z.union([z.number().finite(), z.string().max(40)]).optional().catch(undefined),
  })
  .nullish()
  .catch(null)
  .transform((value) => {
    const kept = Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined));
    return Object.keys(kept).length ? kept : null;
  });
