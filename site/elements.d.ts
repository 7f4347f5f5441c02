import type { JSX as PreactJSX } from 'preact';

type VerseAttributes = PreactJSX.HTMLAttributes<HTMLElement> & Record<`${string}-${string}` | string, unknown>;

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'verse-booking': VerseAttributes & { mode?: 'inline' | 'dialog'; open?: boolean; label?: string };
      'verse-consent-banner': VerseAttributes & { 'privacy-url'?: string };
      'verse-intake-form': VerseAttributes & { variant?: 'full' | 'simple'; heading?: string };
      'verse-contact-form': VerseAttributes & { heading?: string; 'support-email'?: string; 'support-phone'?: string };
      'verse-consultation-request': VerseAttributes & { heading?: string };
    }
  }
}
