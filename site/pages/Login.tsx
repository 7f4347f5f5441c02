import { useEffect, useState, type FormEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { login, register, useUser } from '../lib/auth';

type Mode = 'sign-in' | 'create';

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

/** /login: sign in, or create a member account. Anyone already signed in goes on to /. */
export function Login() {
  const user = useUser();
  const [mode, setMode] = useState<Mode>('sign-in');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // The page arrives prerendered; until its script runs, a submission would go nowhere useful.
  const [ready, setReady] = useState(false);
  const creating = mode === 'create';

  useEffect(() => setReady(true), []);

  useEffect(() => {
    if (user) navigate('/', { replace: true });
  }, [user]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    const password = String(form.get('password') ?? '');
    setBusy(true);
    setError('');
    try {
      if (creating) await register(email, password, String(form.get('displayName') ?? ''));
      else await login(email, password);
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : String(problem));
      setBusy(false);
    }
  };

  const toggle = () => {
    setMode(creating ? 'sign-in' : 'create');
    setError('');
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
        <form className="auth-form" method="post" onSubmit={onSubmit}>
          {creating && (
            <label className="auth-field">
              <span>
                Your name <span className="auth-optional">(optional)</span>
              </span>
              <input name="displayName" type="text" autoComplete="name" maxLength={80} />
            </label>
          )}
          <label className="auth-field">
            <span>Email</span>
            <input name="email" type="email" autoComplete="email" required maxLength={254} />
          </label>
          <label className="auth-field">
            <span>Password</span>
            <input
              name="password"
              type="password"
              autoComplete={creating ? 'new-password' : 'current-password'}
              required
              minLength={creating ? PASSWORD_MIN : undefined}
              maxLength={PASSWORD_MAX}
              aria-describedby={creating ? 'password-hint' : undefined}
            />
            {creating && (
              <span id="password-hint" className="auth-hint">
                At least {PASSWORD_MIN} characters. A short sentence is easy to remember and hard to guess.
              </span>
            )}
          </label>
          {error && (
            <p className="auth-error" role="alert">
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
