import type { APIRequestContext } from '@playwright/test';
import { clockOffsetMs } from '../clock';

/**
 * The run's one admin on the server at `origin` (made by staff.setup.ts before any test): the same
 * address in every test worker, so a worker started again after a failure signs in to the same
 * account, and the staff lists hold one "Dana Staff".
 */
export const staffEmail = (origin: string): string => `staff-${new URL(origin).port}-${Math.abs(clockOffsetMs())}@example.com`;

export const staffCall = (request: APIRequestContext, origin: string, call: 'register' | 'login') =>
  request.post(`${origin}/api/auth/${call}`, {
    headers: { Origin: origin },
    data: { email: staffEmail(origin), password: 'reading is fun', displayName: 'Dana Staff', recaptchaToken: `local:${call}` },
  });
