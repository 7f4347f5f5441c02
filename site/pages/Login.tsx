import { useEffect, useState } from 'preact/hooks';
import { login, register, useUser } from '../lib/auth';
import { navigate } from '../lib/router';

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

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
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
    <section class="auth-page">
      <div class="auth-card">
        <p class="eyebrow">Members</p>
        <h1>{creating ? 'Create your account' : 'Sign in'}</h1>
        <p class="auth-intro">
          {creating
            ? 'A free VERSE account for parents, students and teachers.'
            : 'Welcome back. Sign in with the email and password of your VERSE account.'}
        </p>
        {/* POST: even a submission before the script runs never puts the password in a URL. */}
        <form class="auth-form" method="post" onSubmit={onSubmit}>
          {creating && (
            <label class="auth-field">
              <span>
                Your name <span class="auth-optional">(optional)</span>
              </span>
              <input name="displayName" type="text" autoComplete="name" maxLength={80} />
            </label>
          )}
          <label class="auth-field">
            <span>Email</span>
            <input name="email" type="email" autoComplete="email" required maxLength={254} />
          </label>
          <label class="auth-field">
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
              <span id="password-hint" class="auth-hint">
                At least {PASSWORD_MIN} characters. A short sentence is easy to remember and hard to guess.
              </span>
            )}
          </label>
          {error && (
            <p class="auth-error" role="alert">
              {error}
            </p>
          )}
          <button class="button primary auth-submit" type="submit" disabled={busy || !ready}>
            {busy ? 'Loading...' : creating ? 'Create Account' : 'Sign In'}
          </button>
        </form>
        <p class="auth-switch">
          <button type="button" class="link-button" onClick={toggle}>
            {creating ? 'Already have an account? Sign in' : "Don't have an account? Create one"}
          </button>
        </p>
      </div>
    </section>
  );
}
