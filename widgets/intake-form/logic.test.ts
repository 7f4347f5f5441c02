import { describe, expect, it } from 'vitest';
import {
  assessmentRequest,
  assessmentToast,
  canSubmitIntake,
  emptyAssessment,
  emptyIntake,
  INTAKE_TEXT,
  intakeMessage,
  intakeRequest,
  showsStrugglesOther,
  showsTutorDetails,
  toggleStruggle,
  validateAssessment,
  validateIntake,
  type IntakeValues,
} from './logic';

const filled: IntakeValues = {
  ...emptyIntake,
  parentName: 'Maria Gonzalez',
  email: 'maria@example.com',
  phone: '(801) 555-0199',
  studentAge: '9',
  school: 'Lincoln Elementary',
};

describe('full intake: the submit button', () => {
  it('is enabled only once parent name, email, phone, student age and school are filled', () => {
    expect(canSubmitIntake(filled)).toBe(true);
    for (const field of ['parentName', 'email', 'phone', 'studentAge', 'school'] as const) {
      expect(canSubmitIntake({ ...filled, [field]: '' })).toBe(false);
      expect(canSubmitIntake({ ...filled, [field]: '   ' })).toBe(false);
    }
  });

  it('does not wait for any optional field', () => {
    expect(canSubmitIntake({ ...filled, strengths: '', goals: '', struggles: [] })).toBe(true);
  });

  it('has the texts of the spec', () => {
    expect(INTAKE_TEXT.requiredHint).toBe('All required fields must be completed to submit');
    expect(INTAKE_TEXT.submitting).toBe('Submitting...');
  });
});

describe('full intake: what is shown', () => {
  it('starts with email as the contact method and no previous tutor', () => {
    expect(emptyIntake.contactMethod).toBe('email');
    expect(emptyIntake.previousTutor).toBe('no');
  });

  it("shows the 'other' text only while 'other' is ticked", () => {
    expect(showsStrugglesOther(filled)).toBe(false);
    const ticked = { ...filled, struggles: toggleStruggle(filled.struggles, 'other', true) };
    expect(showsStrugglesOther(ticked)).toBe(true);
    expect(showsStrugglesOther({ ...ticked, struggles: toggleStruggle(ticked.struggles, 'other', false) })).toBe(false);
  });

  it('asks for previous-tutor details only after yes', () => {
    expect(showsTutorDetails(filled)).toBe(false);
    expect(showsTutorDetails({ ...filled, previousTutor: 'yes' })).toBe(true);
  });

  it('keeps the struggles in the order of the form, each once', () => {
    let list = toggleStruggle([], 'math', true);
    list = toggleStruggle(list, 'reading', true);
    list = toggleStruggle(list, 'reading', true);
    expect(list).toEqual(['reading', 'math']);
    expect(toggleStruggle(list, 'math', false)).toEqual(['reading']);
  });
});

describe('full intake: validation', () => {
  it('passes a filled form', () => expect(validateIntake(filled)).toEqual({}));

  it('names every missing required field', () => {
    expect(Object.keys(validateIntake(emptyIntake)).sort()).toEqual(['email', 'parentName', 'phone', 'school', 'studentAge']);
  });

  it('checks the email and phone', () => {
    expect(validateIntake({ ...filled, email: 'maria@example', phone: '123' })).toEqual({
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number.',
    });
  });

  it("takes the student's age in whole years from 3 to 21, as the server does", () => {
    const rule = "Please enter the student's age in whole years, from 3 to 21.";
    for (const studentAge of ['3', '21', ' 9 ']) expect(validateIntake({ ...filled, studentAge }), studentAge).toEqual({});
    for (const studentAge of ['2', '22', '7 1/2', 'nine', '-1', '0.5']) expect(validateIntake({ ...filled, studentAge }), studentAge).toEqual({ studentAge: rule });
    expect(validateAssessment({ ...emptyAssessment, parentName: 'Dana', email: 'd@example.net', phone: '801-555-0123', studentAge: '7 1/2' })).toEqual({ studentAge: rule });
  });

  it('allows 250 characters in each area and no more', () => {
    for (const area of ['strengths', 'strugglesDetails', 'previousTutorDetails', 'goals', 'additionalInfo'] as const) {
      expect(validateIntake({ ...filled, [area]: 'a'.repeat(250) })).toEqual({});
      expect(validateIntake({ ...filled, [area]: 'a'.repeat(251) })).toEqual({ [area]: 'Please keep this to 250 characters or fewer.' });
    }
  });

  it("checks the 'other' text only while it is shown", () => {
    const long = { ...filled, strugglesOther: 'a'.repeat(201) };
    expect(validateIntake(long)).toEqual({});
    expect(validateIntake({ ...long, struggles: ['other'] })).toEqual({ strugglesOther: 'Please keep this to 200 characters or fewer.' });
  });
});

describe('full intake: the request', () => {
  it('sends every field, trimmed, with leadSource intake_form and the token', () => {
    const values: IntakeValues = {
      ...filled,
      parentName: ' Maria Gonzalez ',
      contactMethod: 'call',
      struggles: ['reading', 'other'],
      strugglesOther: ' Handwriting ',
      previousTutor: 'yes',
      previousTutorDetails: 'A reading specialist',
      goals: 'Read on his own',
    };
    expect(intakeRequest(values, 'local:intake_form')).toEqual({
      leadSource: 'intake_form',
      parentName: 'Maria Gonzalez',
      email: 'maria@example.com',
      phone: '(801) 555-0199',
      contactMethod: 'call',
      studentAge: '9',
      school: 'Lincoln Elementary',
      strengths: '',
      struggles: ['reading', 'other'],
      strugglesOther: 'Handwriting',
      strugglesDetails: '',
      previousTutor: 'yes',
      previousTutorDetails: 'A reading specialist',
      goals: 'Read on his own',
      additionalInfo: '',
      recaptchaToken: 'local:intake_form',
    });
  });

  it('does not send text typed into a field that was hidden again', () => {
    const request = intakeRequest({ ...filled, strugglesOther: 'Handwriting', previousTutorDetails: 'x', previousTutor: 'no' }, 't');
    expect(request.strugglesOther).toBe('');
    expect(request.previousTutorDetails).toBe('');
  });
});

describe('full intake: after submitting', () => {
  it('shows the texts of the spec', () => {
    expect(intakeMessage('sent')).toEqual({ kind: 'success', text: 'Intake form submitted successfully!' });
    expect(intakeMessage('failed')).toEqual({ kind: 'error', text: 'Error submitting intake form. Please try again.' });
    expect(intakeMessage('botCheck')).toEqual({ kind: 'error', text: 'reCAPTCHA verification failed. Please try again.' });
  });
});

describe("simpler intake: 'Get Your Child's Assessment'", () => {
  const assessment = { ...emptyAssessment, parentName: 'Dana', email: 'dana@example.net', phone: '801-555-0123', studentAge: '7' };

  it('requires name, email, phone and age; struggles and goals are optional', () => {
    expect(validateAssessment(assessment)).toEqual({});
    expect(Object.keys(validateAssessment(emptyAssessment)).sort()).toEqual(['email', 'parentName', 'phone', 'studentAge']);
  });

  it("keeps struggles and goals within 250 characters, the full form's limit for the same fields", () => {
    expect(validateAssessment({ ...assessment, struggles: 'a'.repeat(251), goals: 'a'.repeat(250) })).toEqual({
      struggles: 'Please keep this to 250 characters or fewer.',
    });
  });

  it('sends only its own fields, with leadSource landing_page_intake', () => {
    expect(assessmentRequest({ ...assessment, struggles: ' Sounding out words ', goals: '' }, 'tok')).toEqual({
      leadSource: 'landing_page_intake',
      parentName: 'Dana',
      email: 'dana@example.net',
      phone: '801-555-0123',
      studentAge: '7',
      struggles: 'Sounding out words',
      goals: '',
      recaptchaToken: 'tok',
    });
  });

  it('shows the toasts of the spec for 5 s, and 4 s for a failed spam check', () => {
    expect(assessmentToast('sent')).toEqual({
      title: 'Information Received!',
      description: "Thank you! We'll review your information and contact you soon.",
      variant: 'success',
      durationMs: 5000,
    });
    expect(assessmentToast('failed')).toEqual({
      title: 'Error',
      description: 'There was an error submitting your information. Please try again.',
      variant: 'error',
      durationMs: 5000,
    });
    expect(assessmentToast('botCheck')).toEqual({ title: 'reCAPTCHA failed', description: 'Please try again.', variant: 'error', durationMs: 4000 });
  });
});
