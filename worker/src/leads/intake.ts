import { RouteTable } from '../http/route';
import { deliverEmailAbout, queueEmail } from '../email/outbox';
import { insertIntakeForm, type IntakeFormRow } from '../store/leads';
import { runTogether } from '../store/batch';
import { now } from '../time/clock';
import type { IntakeRecord } from '../../../contract/schemas';
import { limitLeads, LEAD_LIMITS } from './rate-limit';
import { intakeStaffNotice } from './staff-notice';

function intakeRow(record: IntakeRecord, id: string, createdAt: string): IntakeFormRow {
  const common = {
    id,
    lead_source: record.leadSource,
    parent_name: record.parentName,
    email: record.email,
    phone: record.phone,
    student_age: record.studentAge,
    goals: record.goals,
    recaptcha_token: record.recaptchaToken,
    created_at: createdAt,
  };
  if (record.leadSource === 'landing_page_intake') {
    return {
      ...common,
      contact_method: null,
      school: null,
      strengths: null,
      struggles: record.struggles,
      struggles_other: null,
      struggles_details: null,
      previous_tutor: null,
      previous_tutor_details: null,
      additional_info: null,
    };
  }
  return {
    ...common,
    contact_method: record.contactMethod,
    school: record.school,
    strengths: record.strengths,
    struggles: JSON.stringify(record.struggles),
    struggles_other: record.strugglesOther,
    struggles_details: record.strugglesDetails,
    previous_tutor: record.previousTutor,
    previous_tutor_details: record.previousTutorDetails,
    additional_info: record.additionalInfo,
  };
}

/** POST /api/intakeForms: stores either variant with the server's CRM fields, and tells staff. */
export const intakeForms = new RouteTable('/api').serve('POST /api/intakeForms', limitLeads(LEAD_LIMITS.intake), async function storeIntakeForm(c) {
  const record = c.get('body');
  const row = intakeRow(record, crypto.randomUUID(), now().toISOString());
  await runTogether(c.env.DB, [insertIntakeForm(c.env.DB, row), queueEmail(c.env.DB, intakeStaffNotice(row, c.env.STAFF_EMAIL))]);
  c.executionCtx.waitUntil(deliverEmailAbout(c.env, row.id));
  return { id: row.id };
});
