// What every VERSE lead form shares, pure: the checks a field can fail, and the states a form moves
// through (editing, submitting, then reset on success or kept with its errors on failure).
import { FIELD_MESSAGES as RULE_MESSAGES, isEmail, isPhone, LIMITS, readStudentAge, STUDENT_AGE } from '../../contract/rules';

export type FieldErrors = Record<string, string>;

/** The longest name, email, phone and age any lead form takes (the server keeps the same limits). */
export const NAME_MAX = LIMITS.name;
export const EMAIL_MAX = LIMITS.email;
export const PHONE_MAX = LIMITS.phone;
/** Characters in the age field: as many as the oldest age has digits (21: two). */
export const AGE_MAX = String(STUDENT_AGE.max).length;

/** How a submission ended: sent, stopped by the spam check (no token, or a 403), or failed. */
export type LeadOutcome = 'sent' | 'botCheck' | 'failed';

export type FormState<V> = {
  values: V;
  /** One message per field, shown under it and tied to it with aria-describedby. */
  errors: FieldErrors;
  submitting: boolean;
};

export const formState = <V>(values: V): FormState<V> => ({ values, errors: {}, submitting: false });

/** A changed field drops its own error; the others stay until the next submit. */
export function edit<V, K extends keyof V & string>(state: FormState<V>, field: K, value: V[K]): FormState<V> {
  const { [field]: _dropped, ...errors } = state.errors;
  return { ...state, values: { ...state.values, [field]: value }, errors };
}

/**
 * Submit pressed: with errors the form stays put and shows them; without, it is submitting.
 * A second press while submitting changes nothing.
 */
export function startSubmit<V>(state: FormState<V>, validate: (values: V) => FieldErrors): FormState<V> {
  if (state.submitting) return state;
  const errors = validate(state.values);
  return { ...state, errors, submitting: Object.keys(errors).length === 0 };
}

/** Checks the values without submitting (a form sent another way first asks for its fields). */
export function showErrors<V>(state: FormState<V>, validate: (values: V) => FieldErrors): FormState<V> {
  return { ...state, errors: validate(state.values) };
}

/** Sent: the form is empty again. */
export const succeed = <V>(initial: V): FormState<V> => formState(initial);

/** Not sent: every value stays; the server's messages for fields the form shows are added. */
export function fail<V>(state: FormState<V>, serverFields: FieldErrors = {}): FormState<V> {
  const known = Object.keys(state.values as object);
  const errors = { ...state.errors };
  for (const [field, message] of Object.entries(serverFields)) if (known.includes(field)) errors[field] = message;
  return { ...state, errors, submitting: false };
}

export const isFilled = (value: string): boolean => value.trim() !== '';

/** The email pattern and the phone rule of every form, the same ones the server applies. */
export { isEmail, isPhone };

/** The live counter under a text area: 'n/max characters'. */
export const counterText = (text: string, max: number): string => `${text.length}/${max} characters`;

export const FIELD_MESSAGES = {
  parentName: "Please enter the parent or guardian's name.",
  email: 'Please enter your email address.',
  badEmail: 'Please enter a valid email address.',
  phone: 'Please enter your phone number.',
  badPhone: 'Please enter a valid phone number.',
  age: RULE_MESSAGES.studentAgeMissing,
  badAge: RULE_MESSAGES.studentAge,
} as const;

/**
 * The one age rule of every form that asks for the student's age, the server's: whole years from
 * 3 to 21. Undefined when the age is fine.
 */
export function ageError(value: string): string | undefined {
  if (!isFilled(value)) return FIELD_MESSAGES.age;
  return readStudentAge(value) === null ? FIELD_MESSAGES.badAge : undefined;
}

/** The message of a text over its limit. */
export const tooLong = (max: number): string => `Please keep this to ${max} characters or fewer.`;

/** The checks of a name, email and phone, as every lead form asks for them. */
export function contactErrors(values: { email: string; phone?: string }, errors: FieldErrors = {}): FieldErrors {
  if (!isFilled(values.email)) errors.email = FIELD_MESSAGES.email;
  else if (!isEmail(values.email)) errors.email = FIELD_MESSAGES.badEmail;
  if (values.phone !== undefined) {
    if (!isFilled(values.phone)) errors.phone = FIELD_MESSAGES.phone;
    else if (!isPhone(values.phone)) errors.phone = FIELD_MESSAGES.badPhone;
  }
  return errors;
}

/**
 * The parent's part of the consultation request and both intake forms, checked alike: a name, an
 * email and a phone, and the child's age in the field `age` (whole years from 3 to 21).
 */
export function parentErrors<A extends string>(values: { parentName: string; email: string; phone: string } & Record<A, string>, age: A): FieldErrors {
  const errors: FieldErrors = {};
  if (!isFilled(values.parentName)) errors.parentName = FIELD_MESSAGES.parentName;
  contactErrors(values, errors);
  const problem = ageError(values[age]);
  if (problem) errors[age] = problem;
  return errors;
}
