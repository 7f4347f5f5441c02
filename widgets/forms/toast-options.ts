// What a toast is, apart from how it shows: pure, so the forms' logic modules can name their toasts.
import type { LeadOutcome } from './state';

/** How long a toast stays (product.md section 9): 5 s, and 4 s for a failed spam check. */
export const TOAST_MS = 5000;
const BOT_CHECK_TOAST_MS = 4000;

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: 'success' | 'error';
  durationMs?: number;
  /** Offers a Close button; the toast still leaves on its own after `durationMs`. */
  closable?: boolean;
};

export type Toast = ToastOptions & { id: number };

/**
 * A lead form's toast for how its send ended (product.md section 8): its own success toast, the
 * failed spam check's toast every form shows, and its own failure sentence (closable where asked).
 */
export function leadToast(outcome: LeadOutcome, sent: { title: string; description: string }, failed: string, closable?: true): ToastOptions {
  if (outcome === 'sent') return { ...sent, variant: 'success', durationMs: TOAST_MS };
  if (outcome === 'botCheck') return { title: 'reCAPTCHA failed', description: 'Please try again.', variant: 'error', durationMs: BOT_CHECK_TOAST_MS };
  return { title: 'Error', description: failed, variant: 'error', durationMs: TOAST_MS, ...(closable && { closable }) };
}
