import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LIMITS } from '../../contract/rules';
import { apiBase } from '../../widgets/runtime/api';
import { botToken } from '../../widgets/runtime/botcheck';
import { AuthFields, checkAuthFields, focusFirstInvalid, OtherWays, type AuthErrors } from '../components/AuthFields';
import { login } from '../lib/auth';
// Not ./api: a visitor's Teacher Portal is this form alone, and the workspace's data hooks load with the workspace.
import { fieldProblem, routeAnswer } from '../lib/route-answer';

type Mode = 'sign-in' | 'create';

const WRONG_CREDENTIALS = 'The email or password is not correct.';
const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';

/**
 * Creates a teacher account, then signs in with it. The worker answers every sign-up alike, so
 * when the new password does not sign in, the address had an account already.
 */
async function registerTeacher(fields: { name: string; email: string; password: string; school: string }) {
  let recaptchaToken: string;
  try {
    recaptchaToken = await botToken(apiBase(), 'register');
  } catch {
    throw new Error('Security verification failed. Please try again.');
  }
  await routeAnswer('POST /api/teacher/register', {
    body: { name: fields.name.trim(), email: fields.email.trim(), password: fields.password, school: fields.school.trim() || null, recaptchaToken },
  });
  try {
    await login(fields.email, fields.password);
  } catch (problem) {
    throw problem instanceof Error && problem.message === WRONG_CREDENTIALS ? new Error(EMAIL_TAKEN) : problem;
  }
}

/** `/teacher-portal` signed out: sign in, or create a teacher account (name, email, password, school). */
export function TeacherSignIn() {
  const [mode, setMode] = useState<Mode>('sign-in');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [errors, setErrors] = useState<AuthErrors & { name?: string }>({});
  const [ready, setReady] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const problem = useRef<HTMLParagraphElement>(null);
  const creating = mode === 'create';

  useEffect(() => setReady(true), []);
  useEffect(() => {
    setError('');
    setErrors({});
  }, [mode]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const invalid: AuthErrors & { name?: string } = checkAuthFields(text('email'), text('password'), creating);
    if (creating && !text('name').trim()) invalid.name = 'Please enter your name.';
    setErrors(invalid);
    setError('');
    if (Object.keys(invalid).length) {
      setTimeout(() => focusFirstInvalid(form.current));
      return;
    }
    setBusy(true);
    try {
      if (creating) await registerTeacher({ name: text('name'), email: text('email'), password: text('password'), school: text('school') });
      else await login(text('email'), text('password'));
    } catch (failure) {
      setError(fieldProblem(failure));
      setBusy(false);
      setTimeout(() => problem.current?.focus());
    }
  };

  return (
    <div className="auth-card teacher-auth">
      <p className="eyebrow">Teachers</p>
      <h2>{creating ? 'Create a teacher account' : 'Sign in to the Teacher Portal'}</h2>
      <p className="auth-intro">
        {creating
          ? 'Free for teachers: make games from your own words, share them with a link or QR code, and see how your class does.'
          : 'Make games from your own words, assign them to a class and follow your students.'}
      </p>
      <form ref={form} className="auth-form" method="post" noValidate onSubmit={onSubmit}>
        {creating && (
          <div className="auth-field">
            <label htmlFor="teacher-name">Your name</label>
            <input
              id="teacher-name"
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={LIMITS.displayName}
              aria-invalid={errors.name ? 'true' : undefined}
              aria-describedby={errors.name ? 'teacher-name-error' : undefined}
              onInput={() => setErrors(({ name: _gone, ...rest }) => rest)}
            />
            {errors.name && (
              <span id="teacher-name-error" className="auth-field-error">
                {errors.name}
              </span>
            )}
          </div>
        )}
        <AuthFields idPrefix="teacher" errors={errors} creating={creating} onEdit={(field) => setErrors(({ [field]: _gone, ...rest }) => rest)} />
        {creating && (
          <div className="auth-field">
            <label htmlFor="teacher-school">
              School <span className="auth-optional">(optional)</span>
            </label>
            <input id="teacher-school" name="school" type="text" autoComplete="organization" maxLength={LIMITS.school} />
          </div>
        )}
        {error && (
          <p ref={problem} className="auth-error" role="alert" tabIndex={-1}>
            {error}
          </p>
        )}
        <button className="button primary auth-submit" type="submit" disabled={busy || !ready}>
          {busy ? 'Loading...' : creating ? 'Create Teacher Account' : 'Sign In'}
        </button>
      </form>
      {!creating && <OtherWays />}
      <p className="auth-switch">
        <button type="button" className="link-button" onClick={() => setMode(creating ? 'sign-in' : 'create')}>
          {creating ? 'Already have a teacher account? Sign in' : 'New here? Create a teacher account'}
        </button>
      </p>
      <p className="auth-schools">
        For a whole school: <a href="/for-schools">VERSE for Schools</a> (free, in your LMS, what we keep about children).
      </p>
    </div>
  );
}
