import { useState, type FormEvent } from 'react';
import { apiBase } from '../runtime/api';
import { Toasts } from '../forms/toast';
import { Choices, Field, FormHead } from '../forms/fields';
import { SubmitButton } from '../forms/submit';
import { useLexend } from '../forms/font';
import { sendLead } from '../forms/send';
import { AGE_MAX, EMAIL_MAX, NAME_MAX, PHONE_MAX } from '../forms/state';
import { useLeadForm, type LeadFormProps } from '../forms/use-lead-form';
import {
  AREA_MAX,
  ASSESSMENT_AREA_MAX,
  ASSESSMENT_TEXT,
  assessmentRequest,
  assessmentToast,
  canSubmitIntake,
  CONTACT_METHODS,
  emptyAssessment,
  emptyIntake,
  INTAKE_TEXT,
  intakeMessage,
  intakeRequest,
  OTHER_MAX,
  SCHOOL_MAX,
  showsStrugglesOther,
  showsTutorDetails,
  STRUGGLES,
  toggleStruggle,
  validateAssessment,
  validateIntake,
  YES_NO,
  type ContactMethod,
} from './logic';
import type { IntakeSubmittedDetail } from '../../contract/rules';
import type { attributeTypes } from './meta';

/** The `submitted` event's detail: what the host page needs to go on (thank-you page, conversion). */
export type { IntakeSubmittedDetail };

type IntakeFormProps = LeadFormProps<typeof attributeTypes, IntakeSubmittedDetail>;

export function IntakeForm(props: IntakeFormProps) {
  useLexend();
  return props.variant === 'simple' ? <AssessmentRequest {...props} /> : <FullIntake {...props} />;
}

/** The name, email and phone every variant starts with. */
function ContactFields<V extends { parentName: string; email: string; phone: string }>({
  values,
  errors,
  set,
}: {
  values: V;
  errors: Record<string, string>;
  set: (field: 'parentName' | 'email' | 'phone') => (value: string) => void;
}) {
  return (
    <>
      <Field name="parentName" label="Parent/Guardian Name" required autoComplete="name" maxLength={NAME_MAX} value={values.parentName} onValue={set('parentName')} error={errors.parentName} />
      <div className="row">
        <Field name="email" label="Email" type="email" required autoComplete="email" maxLength={EMAIL_MAX} value={values.email} onValue={set('email')} error={errors.email} />
        <Field name="phone" label="Phone" type="tel" required autoComplete="tel" maxLength={PHONE_MAX} value={values.phone} onValue={set('phone')} error={errors.phone} />
      </div>
    </>
  );
}

function FullIntake(props: IntakeFormProps) {
  const { state, form, set, begin, finish } = useLeadForm(emptyIntake, validateIntake);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const { values, errors, submitting } = state;
  const ready = canSubmitIntake(values);
  const area = (name: 'strengths' | 'strugglesDetails' | 'previousTutorDetails' | 'goals' | 'additionalInfo', label: string) => (
    <Field name={name} label={label} rows={3} maxLength={AREA_MAX} value={values[name]} onValue={set(name)} error={errors[name]} />
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Always pressable: with a required field empty it marks every missing field and moves focus to
    // the first, as the contact form does, instead of looking dead to a parent on a phone.
    const toSend = begin();
    if (!toSend) return;
    setMessage(null);
    const result = await sendLead(apiBase(props.apiBase), 'intake_form', 'POST /api/intakeForms', (token) => intakeRequest(toSend, token));
    finish(result.outcome === 'sent', result.outcome === 'failed' ? result.fields : undefined);
    setMessage(intakeMessage(result.outcome));
    if (result.outcome === 'sent') {
      props.onSubmitted?.({ id: result.data.id, email: toSend.email.trim(), phone: toSend.phone.trim(), leadSource: 'intake_form' });
    }
  }

  return (
    <section className="card" part="form" aria-labelledby={props.heading === '' ? undefined : 'intake-heading'}>
      <FormHead heading={props.heading ?? INTAKE_TEXT.heading} id="intake-heading">
        <p className="intro">Tell us about your child, and a member of our team will reach out to talk about next steps.</p>
      </FormHead>
      <form ref={form} noValidate onSubmit={submit}>
        <h3>About you</h3>
        <ContactFields values={values} errors={errors} set={set} />
        <Choices
          name="contactMethod"
          legend="Preferred contact method"
          type="radio"
          options={CONTACT_METHODS}
          selected={[values.contactMethod]}
          onToggle={(value) => set('contactMethod')(value as ContactMethod)}
        />
        <h3>About your child</h3>
        <div className="row">
          <Field name="studentAge" label="Student Age" required inputMode="numeric" maxLength={AGE_MAX} value={values.studentAge} onValue={set('studentAge')} error={errors.studentAge} />
          <Field name="school" label="School" required autoComplete="off" maxLength={SCHOOL_MAX} value={values.school} onValue={set('school')} error={errors.school} />
        </div>
        {area('strengths', 'Strengths')}
        <Choices
          name="struggles"
          legend="Areas of struggle (choose any)"
          type="checkbox"
          options={STRUGGLES}
          selected={values.struggles}
          onToggle={(value, checked) => set('struggles')(toggleStruggle(values.struggles, value as (typeof values.struggles)[number], checked))}
        />
        {showsStrugglesOther(values) && (
          <Field name="strugglesOther" label="Other struggle" maxLength={OTHER_MAX} value={values.strugglesOther} onValue={set('strugglesOther')} error={errors.strugglesOther} />
        )}
        {area('strugglesDetails', 'Tell us more about these struggles')}
        <Choices
          name="previousTutor"
          legend="Has your child worked with a tutor before?"
          type="radio"
          options={YES_NO}
          selected={[values.previousTutor]}
          onToggle={(value) => set('previousTutor')(value as 'yes' | 'no')}
        />
        {showsTutorDetails(values) && area('previousTutorDetails', 'Previous tutoring details')}
        {area('goals', 'Goals')}
        {area('additionalInfo', 'Additional information')}
        <div className="actions">
          <SubmitButton submitting={submitting} text={INTAKE_TEXT} describedBy={ready ? undefined : 'submit-hint'} />
          {!ready && (
            <p id="submit-hint" className="hint">
              {INTAKE_TEXT.requiredHint}
            </p>
          )}
          <div role="status" className={`message ${message?.kind ?? ''}`}>
            {message?.text}
          </div>
        </div>
      </form>
    </section>
  );
}

function AssessmentRequest(props: IntakeFormProps) {
  const { state, form, set, begin, finish, toasts, show, dismiss } = useLeadForm(emptyAssessment, validateAssessment);
  const { values, errors, submitting } = state;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const toSend = begin();
    if (!toSend) return;
    const result = await sendLead(apiBase(props.apiBase), 'intake_form', 'POST /api/intakeForms', (token) => assessmentRequest(toSend, token));
    finish(result.outcome === 'sent', result.outcome === 'failed' ? result.fields : undefined);
    show(assessmentToast(result.outcome));
    if (result.outcome === 'sent') {
      props.onSubmitted?.({ id: result.data.id, email: toSend.email.trim(), phone: toSend.phone.trim(), leadSource: 'landing_page_intake' });
    }
  }

  return (
    <section className="card" part="form" aria-labelledby={props.heading === '' ? undefined : 'intake-heading'}>
      <FormHead heading={props.heading ?? ASSESSMENT_TEXT.heading} id="intake-heading">
        <p className="intro">Tell us a little about your child and we will be in touch about an assessment.</p>
      </FormHead>
      <form ref={form} noValidate onSubmit={submit}>
        <ContactFields values={values} errors={errors} set={set} />
        <Field name="studentAge" label="Student Age" required inputMode="numeric" maxLength={AGE_MAX} value={values.studentAge} onValue={set('studentAge')} error={errors.studentAge} />
        <Field name="struggles" label="Learning struggles" rows={3} maxLength={ASSESSMENT_AREA_MAX} value={values.struggles} onValue={set('struggles')} error={errors.struggles} />
        <Field name="goals" label="Goals" rows={3} maxLength={ASSESSMENT_AREA_MAX} value={values.goals} onValue={set('goals')} error={errors.goals} />
        <div className="actions">
          <SubmitButton submitting={submitting} text={ASSESSMENT_TEXT} />
        </div>
      </form>
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </section>
  );
}
