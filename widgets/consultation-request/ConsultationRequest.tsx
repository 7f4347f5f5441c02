import type { FormEvent } from 'react';
import { apiBase } from '../runtime/api';
import { Toasts } from '../forms/toast';
import { Field, FormHead } from '../forms/fields';
import { SubmitButton } from '../forms/submit';
import { useLexend } from '../forms/font';
import { sendLead } from '../forms/send';
import { AGE_MAX, EMAIL_MAX, NAME_MAX, PHONE_MAX } from '../forms/state';
import { useLeadForm, type LeadFormProps } from '../forms/use-lead-form';
import { CONCERNS_MAX, CONSULTATION_TEXT, consultationRequest, consultationToast, emptyConsultation, formFieldErrors, validateConsultation } from './logic';
import type { ConsultationSubmittedDetail } from '../../contract/rules';
import type { attributeTypes } from './meta';

/** The `submitted` event's detail: the recorded request (`status: "requested"`) and how to reach the parent. */
export type { ConsultationSubmittedDetail };

type ConsultationRequestProps = LeadFormProps<typeof attributeTypes, ConsultationSubmittedDetail>;

export function ConsultationRequest(props: ConsultationRequestProps) {
  useLexend();
  const { state, form, set, begin, finish, toasts, show, dismiss } = useLeadForm(emptyConsultation, validateConsultation);
  const { values, errors, submitting } = state;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const toSend = begin();
    if (!toSend) return;
    const result = await sendLead(apiBase(props.apiBase), 'consultation_booking', 'POST /api/bookConsultation', (token) =>
      consultationRequest(toSend, token, new Date()),
    );
    finish(result.outcome === 'sent', result.outcome === 'failed' ? formFieldErrors(result.fields) : undefined);
    show(consultationToast(result.outcome));
    if (result.outcome === 'sent') {
      props.onSubmitted?.({ id: result.data.bookingId, status: result.data.status, email: toSend.email.trim(), phone: toSend.phone.trim() });
    }
  }

  return (
    <section className="card" part="form" aria-labelledby={props.heading === '' ? undefined : 'consultation-heading'}>
      <FormHead heading={props.heading ?? CONSULTATION_TEXT.heading} id="consultation-heading">
        <p className="intro">A free 30-minute call with a VERSE tutor. We'll call you to find a time that suits you.</p>
      </FormHead>
      <form ref={form} noValidate onSubmit={submit}>
        <Field name="parentName" label="Parent/Guardian Name" required autoComplete="name" maxLength={NAME_MAX} value={values.parentName} onValue={set('parentName')} error={errors.parentName} />
        <div className="row">
          <Field name="email" label="Email" type="email" required autoComplete="email" maxLength={EMAIL_MAX} value={values.email} onValue={set('email')} error={errors.email} />
          <Field name="phone" label="Phone" type="tel" required autoComplete="tel" maxLength={PHONE_MAX} value={values.phone} onValue={set('phone')} error={errors.phone} />
        </div>
        <Field name="childAge" label={CONSULTATION_TEXT.ageLabel} required inputMode="numeric" maxLength={AGE_MAX} value={values.childAge} onValue={set('childAge')} error={errors.childAge} />
        <Field name="concerns" label="Primary Concerns" rows={4} maxLength={CONCERNS_MAX} value={values.concerns} onValue={set('concerns')} error={errors.concerns} />
        <div className="actions">
          <SubmitButton submitting={submitting} text={CONSULTATION_TEXT} />
        </div>
      </form>
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </section>
  );
}
