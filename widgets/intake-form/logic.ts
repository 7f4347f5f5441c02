// The intake rules of product.md (sections 2, 3, 5, 8), pure. Two variants: the full intake form
// of the start page and the simpler 'Get Your Child's Assessment' form of the home-style page.
import { leadToast, type ToastOptions } from '../forms/toast-options';
import { isFilled, parentErrors, tooLong, type FieldErrors, type LeadOutcome } from '../forms/state';
import { CONTACT_METHOD_LABELS, CONTACT_METHODS as METHODS, LIMITS, STRUGGLE_LABELS, STRUGGLES as STRUGGLE_VALUES, type ContactMethod, type Struggle } from '../../contract/rules';

/** Every text area of the full form. */
export const AREA_MAX = LIMITS.intakeArea;
export const SCHOOL_MAX = LIMITS.school;
export const OTHER_MAX = LIMITS.strugglesOther;
/** The simpler form's struggles and goals: the same fields as the full form's, the same limit. */
export const ASSESSMENT_AREA_MAX = LIMITS.intakeArea;

const options = <V extends string>(values: readonly V[], labels: Record<V, string>) => values.map((value) => ({ value, label: labels[value] }));

/** The contract's values, in its order, with their labels. */
export const CONTACT_METHODS = options(METHODS, CONTACT_METHOD_LABELS);
export const STRUGGLES = options(STRUGGLE_VALUES, STRUGGLE_LABELS);

export const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

export type { ContactMethod };

export type IntakeValues = {
  parentName: string;
  email: string;
  phone: string;
  contactMethod: ContactMethod;
  studentAge: string;
  school: string;
  strengths: string;
  struggles: Struggle[];
  strugglesOther: string;
  strugglesDetails: string;
  previousTutor: 'yes' | 'no';
  previousTutorDetails: string;
  goals: string;
  additionalInfo: string;
};

export const emptyIntake: IntakeValues = {
  parentName: '',
  email: '',
  phone: '',
  contactMethod: 'email',
  studentAge: '',
  school: '',
  strengths: '',
  struggles: [],
  strugglesOther: '',
  strugglesDetails: '',
  previousTutor: 'no',
  previousTutorDetails: '',
  goals: '',
  additionalInfo: '',
};

export const INTAKE_TEXT = {
  heading: 'Student Intake Form',
  submit: 'Submit Intake Form',
  submitting: 'Submitting...',
  requiredHint: 'All required fields must be completed to submit',
  success: 'Intake form submitted successfully!',
  failure: 'Error submitting intake form. Please try again.',
  botCheckFailed: 'reCAPTCHA verification failed. Please try again.',
} as const;

const REQUIRED_INTAKE_FIELDS = ['parentName', 'email', 'phone', 'studentAge', 'school'] as const;

/** Whether the five required fields hold something (until then the hint under Submit says they are needed). */
export const canSubmitIntake = (values: IntakeValues): boolean => REQUIRED_INTAKE_FIELDS.every((field) => isFilled(values[field]));

/** The 'other' text is shown only while 'other' is ticked. */
export const showsStrugglesOther = (values: IntakeValues): boolean => values.struggles.includes('other');

/** Previous-tutor details are asked only after 'yes'. */
export const showsTutorDetails = (values: IntakeValues): boolean => values.previousTutor === 'yes';

/** Ticks or unticks a struggle, keeping the list in the order the form shows it. */
export function toggleStruggle(list: readonly Struggle[], value: Struggle, checked: boolean): Struggle[] {
  const chosen = new Set(list);
  if (checked) chosen.add(value);
  else chosen.delete(value);
  return STRUGGLES.map((s) => s.value).filter((v) => chosen.has(v));
}

const AREAS = ['strengths', 'strugglesDetails', 'previousTutorDetails', 'goals', 'additionalInfo'] as const;

export function validateIntake(values: IntakeValues): FieldErrors {
  const errors = parentErrors(values, 'studentAge');
  if (!isFilled(values.school)) errors.school = "Please enter your child's school.";
  for (const area of AREAS) if (values[area].length > AREA_MAX) errors[area] = tooLong(AREA_MAX);
  if (showsStrugglesOther(values) && values.strugglesOther.length > OTHER_MAX) errors.strugglesOther = tooLong(OTHER_MAX);
  return errors;
}

/** The record of product.md section 3 as POST /api/intakeForms takes it (leadSource intake_form). */
export function intakeRequest(values: IntakeValues, recaptchaToken: string) {
  return {
    leadSource: 'intake_form' as const,
    parentName: values.parentName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    contactMethod: values.contactMethod,
    studentAge: values.studentAge.trim(),
    school: values.school.trim(),
    strengths: values.strengths.trim(),
    struggles: values.struggles,
    // Text typed into a field that is hidden again is not sent.
    strugglesOther: showsStrugglesOther(values) ? values.strugglesOther.trim() : '',
    strugglesDetails: values.strugglesDetails.trim(),
    previousTutor: values.previousTutor,
    previousTutorDetails: showsTutorDetails(values) ? values.previousTutorDetails.trim() : '',
    goals: values.goals.trim(),
    additionalInfo: values.additionalInfo.trim(),
    recaptchaToken,
  };
}

/** The inline message the full form shows after a submission. */
export function intakeMessage(outcome: LeadOutcome): { kind: 'success' | 'error'; text: string } {
  if (outcome === 'sent') return { kind: 'success', text: INTAKE_TEXT.success };
  return { kind: 'error', text: outcome === 'botCheck' ? INTAKE_TEXT.botCheckFailed : INTAKE_TEXT.failure };
}

// The simpler variant: 'Get Your Child's Assessment'.

type AssessmentValues = {
  parentName: string;
  email: string;
  phone: string;
  studentAge: string;
  struggles: string;
  goals: string;
};

export const emptyAssessment: AssessmentValues = { parentName: '', email: '', phone: '', studentAge: '', struggles: '', goals: '' };

export const ASSESSMENT_TEXT = {
  heading: "Get Your Child's Assessment",
  submit: 'Submit Assessment Request',
  submitting: 'Submitting...',
} as const;

export function validateAssessment(values: AssessmentValues): FieldErrors {
  const errors = parentErrors(values, 'studentAge');
  for (const area of ['struggles', 'goals'] as const) {
    if (values[area].length > ASSESSMENT_AREA_MAX) errors[area] = tooLong(ASSESSMENT_AREA_MAX);
  }
  return errors;
}

/** Only the fields section 3 lists for the simpler form, with leadSource landing_page_intake. */
export function assessmentRequest(values: AssessmentValues, recaptchaToken: string) {
  return {
    leadSource: 'landing_page_intake' as const,
    parentName: values.parentName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    studentAge: values.studentAge.trim(),
    struggles: values.struggles.trim(),
    goals: values.goals.trim(),
    recaptchaToken,
  };
}

/** The toasts of product.md section 8 for the simpler form. */
export const assessmentToast = (outcome: LeadOutcome): ToastOptions =>
  leadToast(
    outcome,
    { title: 'Information Received!', description: "Thank you! We'll review your information and contact you soon." },
    'There was an error submitting your information. Please try again.',
  );
