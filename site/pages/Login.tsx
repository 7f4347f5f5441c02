import { useEffect, useRef, useState, type FormEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { AuthFields, checkAuthFields, focusFirstInvalid, type AuthErrors } from '../components/AuthFields';
import { welcomeAfterSignUp } from '../components/AuthMenu';
import { login, register, useUser } from '../lib/auth';

type Mode = 'sign-in' | 'create';

/** /login: sign in, or create a member account. Anyone already signed in goes on to /. */
export function Login() {
  const user = useUser();
  const [mode, setMode] = useState<Mode>('sign-in');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [errors, setErrors] = useState<AuthErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const problem = useRef<HTMLParagraphElement>(null);
  // The page arrives prerendered; until its script runs, a submission would go nowhere useful.
  const [ready, setReady] = useState(false);
  const creating = mode === 'create';

  useEffect(() => setReady(true), []);

  useEffect(() => {
    if (user) navigate('/', { replace: true });
  }, [user]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const password = String(data.get('password') ?? '');
    const invalid = checkAuthFields(email, password, creating);
    setErrors(invalid);
    setError('');
    if (invalid.email || invalid.password) {
      setTimeout(() => focusFirstInvalid(form.current));
      return;
    }
    setBusy(true);
    try {
      if (creating) {
        const user = await register(email, password, String(data.get('displayName') ?? ''));
        welcomeAfterSignUp(user);
      } else await login(email, password);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
      setTimeout(() => problem.current?.focus());
    }
  };

  const toggle = () => {
    setMode(creating ? 'sign-in' : 'create');
    setError('');
    setErrors({});
  };

  return (
    <section className="auth-page">
      <div className="auth-card">
        <p className="eyebrow">Members</p>
        <h1>{creating ? 'Create your account' : 'Sign in'}</h1>
        <p className="auth-intro">
          {creating
            ? 'A free VERSE account for parents, students and teachers.'
            : 'Welcome back. Sign in with the email and password of your VERSE account.'}
        </p>
        {/* POST: even a submission before the script runs never puts the password in a URL. */}
        <form ref={form} className="auth-form" method="post" noValidate onSubmit={onSubmit}>
          {creating && (
            <label className="auth-field">
              <span>
                Your name <span className="auth-optional">(optional)</span>
              </span>
              <input name="displayName" type="text" autoComplete="name" maxLength={80} />
            </label>
          )}
          <AuthFields idPrefix="login" errors={errors} creating={creating} onEdit={(field) => setErrors(({ [field]: _gone, ...rest }) => rest)} />
          {error && (
            <p ref={problem} className="auth-error" role="alert" tabIndex={-1}>
              {error}
            </p>
          )}
          <button className="button primary auth-submit" type="submit" disabled={busy || !ready}>
            {busy ? 'Loading...' : creating ? 'Create Account' : 'Sign In'}
          </button>
        </form>
        <p className="auth-switch">
          <button type="button" className="link-button" onClick={toggle}>
            {creating ? 'Already have an account? Sign in' : "Don't have an account? Create one"}
          </button>
        </p>
      </div>
    </section>
  );
}
