import type { QueuedEmail } from '../email/outbox';
import type { ContactFormRow, IntakeFormRow } from '../store/leads';
import { CONTACT_SUBJECT_LABELS, STRUGGLE_LABELS } from '../../../contract/rules';

// The emails that tell staff a lead came in. They carry what the parent wrote: staff read them, no
// log ever does.

const SUBJECT_NAMES: Record<string, string> = CONTACT_SUBJECT_LABELS;
const STRUGGLE_NAMES: Record<string, string> = STRUGGLE_LABELS;

const lines = (pairs: [string, string | null | undefined][]) => pairs.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`);

export function intakeStaffNotice(row: IntakeFormRow, staff: string): QueuedEmail {
  const full = row.lead_source === 'intake_form';
  const struggles = full ? (JSON.parse(row.struggles) as string[]).map((s) => STRUGGLE_NAMES[s] ?? s).join(', ') : row.struggles;
  return {
    kind: 'intake_staff_notice',
    to: staff,
    subject: full ? `New intake form: ${row.parent_name}` : `New assessment request: ${row.parent_name}`,
    text: [
      full ? 'A parent sent the intake form on the website.' : "A parent asked for an assessment on the website ('Get Your Child's Assessment').",
      '',
      ...lines([
        ['Parent/guardian', row.parent_name],
        ['Email', row.email],
        ['Phone', row.phone],
        ['Preferred contact', row.contact_method],
        ['Student age', row.student_age],
        ['School', row.school],
        ['Strengths', row.strengths],
        ['Struggles', struggles],
        ['Other struggle', row.struggles_other],
        ['Struggle details', row.struggles_details],
        ['Previous tutor', row.previous_tutor],
        ['Previous tutoring', row.previous_tutor_details],
        ['Goals', row.goals],
        ['Additional information', row.additional_info],
      ]),
      '',
      `Lead ${row.id} (${row.lead_source}), received ${row.created_at}.`,
    ].join('\n'),
    relatedId: row.id,
  };
}

export function contactStaffNotice(row: ContactFormRow, staff: string): QueuedEmail {
  const fallback = row.submission_type === 'fallback';
  const verification = fallback ? (JSON.parse(row.fallback_verification!) as { phone: string; alternateEmail: string; reason: string }) : null;
  const subject = SUBJECT_NAMES[row.subject] ?? row.subject;
  return {
    kind: 'contact_staff_notice',
    to: staff,
    subject: fallback ? `Message to verify by phone: ${subject} from ${row.name}` : `New message: ${subject} from ${row.name}`,
    text: [
      fallback
        ? 'A message came through the alternative verification: the security check failed in the visitor\'s browser. Please confirm it by phone before replying.'
        : 'A message came through the contact form.',
      '',
      ...lines([
        ['Name', row.name],
        ['Email', row.email],
        ['Subject', subject],
        ['Phone to verify', verification?.phone],
        ['Alternate email', verification?.alternateEmail],
        ['Reason given', verification?.reason],
      ]),
      '',
      row.message,
      '',
      `Message ${row.id} (${row.submission_type}), received ${row.created_at}.`,
    ].join('\n'),
    relatedId: row.id,
  };
}
