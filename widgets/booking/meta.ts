import type { AttributeTypes } from '../runtime/types';
import { apiBaseAttribute, elementNames, type ElementMeta } from '../runtime/meta';

/** What the element observes; bundled. Keep in step with bookingMeta (the build checks). */
export const attributeTypes = {
  mode: 'string',
  open: 'boolean',
  name: 'string',
  email: 'string',
  phone: 'string',
  label: 'string',
  apiBase: 'string',
} as const satisfies AttributeTypes;

/** Callback props of the view that leave the element as events (`booked`, `holdexpired`, `close`); bundled. */
export const events = ['onBooked', 'onHoldexpired', 'onClose'] as const;

/** Docs and manifest only; never bundled. */
export const bookingMeta: ElementMeta = /* @__PURE__ */ (() => ({
  ...elementNames('booking'),
  summary:
    'Books the free 30-minute consultation: a calendar of open days, time slots held for the visitor while they fill in their details, and the confirmation.',
  attributes: [
    { name: 'mode', type: 'string', description: '`inline` shows the calendar in the page; `dialog` shows a button that opens it in a modal.', default: 'inline' },
    { name: 'open', type: 'boolean', description: 'In dialog mode, whether the dialog is open. Set it to open the dialog from outside.' },
    { name: 'name', type: 'string', description: "Prefills the parent/guardian's name." },
    { name: 'email', type: 'string', description: 'Prefills the email address.' },
    { name: 'phone', type: 'string', description: 'Prefills the phone number.' },
    { name: 'label', type: 'string', description: 'Text of the button that opens the dialog (dialog mode).', default: 'Book a Free Consultation' },
    apiBaseAttribute,
  ],
  events: [
    { name: 'booked', detail: '{ bookingId: string; startISO: string; endISO: string; label: string; email: string; phone: string; manageToken?: string; moved?: boolean }', description: 'The consultation is confirmed (`moved`: "Keep only the new time" moved the visitor\'s earlier call here).' },
    { name: 'holdexpired', description: 'The hold on the chosen slot ran out before the booking was confirmed.' },
    { name: 'close', description: 'The dialog closed (dialog mode).' },
  ],
  parts: [
    { name: 'trigger', description: 'The button that opens the dialog (dialog mode).' },
    { name: 'dialog', description: 'The modal dialog (dialog mode).' },
    { name: 'panel', description: 'The booking panel: calendar, times and form.' },
    { name: 'confirm', description: 'The Confirm button.' },
  ],
  cssProperties: [
    { name: '--verse-accent', description: 'Main action colour: Confirm, the chosen day and time.', default: '#2f5d8a' },
    { name: '--verse-accent-ink', description: 'Text on the main action colour.', default: '#ffffff' },
    { name: '--verse-accent-soft', description: 'Background of days that have open times.', default: '#e3edf7' },
    { name: '--verse-ink', description: 'Text colour.', default: '#1f2933' },
    { name: '--verse-muted', description: 'Secondary text.', default: '#52606d' },
    { name: '--verse-surface', description: 'Panel and dialog background.', default: '#ffffff' },
    { name: '--verse-canvas', description: 'Header band and summary background.', default: '#faf7f2' },
    { name: '--verse-line', description: 'Borders.', default: '#d5d9de' },
    { name: '--verse-focus', description: 'Focus ring.', default: '#f0a500' },
    { name: '--verse-ok', description: 'Success and next-available text.', default: '#1e7a46' },
    { name: '--verse-error', description: 'Error text.', default: '#b42318' },
    { name: '--verse-hold', description: 'Background of the hold countdown.', default: '#fff4dc' },
    { name: '--verse-hold-ink', description: 'Text of the hold countdown.', default: '#6b4300' },
    { name: '--verse-font', description: 'Font family.', default: 'inherit' },
    { name: '--verse-radius', description: 'Corner radius.', default: '12px' },
  ],
  embed: { path: 'booking', title: 'Book a Free Consultation - VERSE', attributes: { mode: 'inline' } },
}))();
