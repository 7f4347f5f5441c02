// What a toast is, apart from how it shows: pure, so the forms' logic modules can name their toasts.

/** How long a toast stays (product.md section 9): 5 s, and 4 s for a failed spam check. */
export const TOAST_MS = 5000;
export const BOT_CHECK_TOAST_MS = 4000;

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: 'success' | 'error';
  durationMs?: number;
  /** Offers a Close button; the toast still leaves on its own after `durationMs`. */
  closable?: boolean;
};

export type Toast = ToastOptions & { id: number };
