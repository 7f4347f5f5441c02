import type { LeadKind } from '../../../contract/admin';
import { CONTACT_METHOD_LABELS, CONTACT_SUBJECT_LABELS, STRUGGLE_LABELS, type ContactMethod, type ContactSubject, type Struggle } from '../../../contract/rules';

/** One answer of the family's form, labelled as staff read it. */
export type SentField = { label: string; value: string };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value == null ? '' : String(value));

function parseJson<T>(value: unknown): T | null {
  if (typeof value !== 'string' || !value) return null;
  try {
    return JSON.parse(value) as T;
  } catch {
    return null;
  }
}

function struggles(row: Record<string, unknown>): string {
  if (row.lead_source !== 'intake_form') return text(row.struggles);
  const list = parseJson<string[]>(row.struggles) ?? [];
  return list.map((key) => (key === 'other' && row.struggles_other ? `Other: ${text(row.struggles_other)}` : STRUGGLE_LABELS[key as Struggle] ?? key)).join(', ');
}

function attribution(value: unknown): string {
  const data = parseJson<Record<string, unknown>>(value);
  if (!data) return '';
  const parts = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'referrer']
    .filter((key) => data[key])
    .map((key) => `${key}: ${text(data[key])}`);
  return parts.join('; ');
}

/**
 * Everything the family sent with this lead, in the order of its form, leaving out what they left
 * empty, plus whether staff must verify the sender before replying (a fallback contact message).
 */
export function sentFields(kind: LeadKind, row: Record<string, unknown>): { fields: SentField[]; needsVerification: boolean } {
  let fields: Array<[string, unknown]>;
  let needsVerification = false;
  if (kind === 'intake') {
    fields = [
      ['Form', row.lead_source === 'intake_form' ? 'Intake form (start page)' : 'Assessment request (simpler form)'],
      ['Parent name', row.parent_name],
      ['Email', row.email],
      ['Phone', row.phone],
      ['Preferred contact', row.contact_method ? CONTACT_METHOD_LABELS[row.contact_method as ContactMethod] ?? row.contact_method : ''],
      ['Student age', row.student_age],
      ['School', row.school],
      ['Strengths', row.strengths],
      ['Struggles', struggles(row)],
      ['About the struggles', row.struggles_details],
      ['Had a tutor before', row.previous_tutor === 'yes' ? 'Yes' : row.previous_tutor === 'no' ? 'No' : ''],
      ['About the previous tutor', row.previous_tutor_details],
      ['Goals', row.goals],
      ['Anything else', row.additional_info],
    ];
  } else if (kind === 'contact') {
    const fallback = parseJson<{ phone?: string; alternateEmail?: string; reason?: string }>(row.fallback_verification);
    needsVerification = row.submission_type === 'fallback';
    fields = [
      ['Form', needsVerification ? 'Contact message, sent without the security check' : 'Contact message'],
      ['Name', row.name],
      ['Email', row.email],
      ['Subject', CONTACT_SUBJECT_LABELS[row.subject as ContactSubject] ?? row.subject],
      ['Message', row.message],
      ['Phone to verify by', fallback?.phone],
      ['Alternate email', fallback?.alternateEmail],
      ['Why the security check failed', fallback?.reason],
      ['Came from', attribution(row.attribution)],
    ];
  } else {
    fields = [
      ['Form', 'Consultation request (simpler form)'],
      ['Parent name', row.parent_name],
      ['Email', row.email],
      ['Phone', row.phone],
      ['Requested date', row.date_iso],
      ['Requested time', row.label ?? 'Any time'],
      ['Notes', row.notes],
      ['Booking status', row.status === 'requested' ? 'Waiting for staff to confirm' : text(row.status)],
    ];
  }
  return {
    fields: fields.map(([label, value]) => ({ label, value: text(value) })).filter((field) => field.value !== ''),
    needsVerification,
  };
}
