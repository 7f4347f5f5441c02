import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { AuthFields, checkAuthFields, EmailField, focusFirstInvalid, OtherWays, type AuthErrors } from '../components/AuthFields';
import { welcomeAfterSignUp } from '../components/AuthMenu';
import { AuthCard, AuthProblem, useAuthProblem } from '../components/auth-problem';
import { askPasswordReset, askSignInLink, login, register, useUser, workspaceOf } from '../lib/auth';

type Mode = 'sign-in' | 'create' | 'forgot' | 'link';

/** `/login?mode=create`, `?mode=forgot` and `?mode=link` open those views (the header's modal and the Teacher Portal link to them). */
const modeOf = (query: URLSearchParams): Mode => {
  const mode = query.get('mode');
  return mode === 'create' || mode === 'forgot' || mode === 'link' ? mode : 'sign-in';
};

const HEADINGS: Record<Mode, string> = { 'sign-in': 'Sign in', create: 'Create your account', forgot: 'Reset your password', link: 'Sign in with an email link' };
const INTROS: Record<Mode, string> = {
  'sign-in': 'Welcome back. Sign in with the email and password of your VERSE account.',
  create: 'A free VERSE account for parents, students and teachers.',
  forgot: 'Enter the email of your VERSE account. We will email you a link to choose a new password.',
  link: 'Enter the email of your VERSE account (members, parents and teachers alike). We will email you a link that signs you in, no password needed.',
};

/** Both emailed views: the address the link went to, and what to do next. */
const SENT: Record<'forgot' | 'link', (to: string) => string> = {
  forgot: (to) => `If there is a VERSE account for ${to}, we have emailed it a link to choose a new password. The link works once, within an hour.`,
  link: (to) => `If there is a VERSE account for ${to}, we have emailed it a link that signs you in. The link works once, within 15 minutes.`,
};

/** /login: sign in, create a member account, or ask for a password reset link. Anyone already signed in goes on to / (a teacher to her workspace). */
export function Login() {
  const user = useUser();
  const [query] = useSearchParams();
  const mode = modeOf(query);
  const { busy, setBusy, error, setError, problem, fail } = useAuthProblem();
  const [errors, setErrors] = useState<AuthErrors>({});
  /** The address a reset link was asked for. */
  const [sentTo, setSentTo] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const sentNote = useRef<HTMLDivElement>(null);
  // The page arrives prerendered; until its script runs, a submission would go nowhere useful.
  const [ready, setReady] = useState(false);
  const creating = mode === 'create';

  useEffect(() => setReady(true), []);

  useEffect(() => {
    if (user) navigate(workspaceOf(user) ?? '/', { replace: true });
  }, [user]);

  // Another view starts clean.
  useEffect(() => {
    setError('');
    setErrors({});
    setSentTo('');
    setBusy(false);
  }, [mode]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const password = String(data.get('password') ?? '');
    const emailOnly = mode === 'forgot' || mode === 'link';
    const invalid = checkAuthFields(email, emailOnly ? '-' : password, creating);
    setErrors(invalid);
    setError('');
    if (invalid.email || invalid.password) {
      setTimeout(() => focusFirstInvalid(form.current));
      return;
    }
    setBusy(true);
    try {
      if (emailOnly) {
        await (mode === 'forgot' ? askPasswordReset : askSignInLink)(email);
        setBusy(false);
        setSentTo(email.trim());
        setTimeout(() => sentNote.current?.focus());
      } else if (creating) {
        const user = await register(email, password, String(data.get('displayName') ?? ''));
        welcomeAfterSignUp(user);
      } else await login(email, password);
    } catch (failure) {
      fail(failure);
    }
  };

  /** The views are addresses of their own, so Back and the header's links reach each one. */
  const show = (next: Mode) => navigate(next === 'sign-in' ? '/login' : `/login?mode=${next}`, { replace: true });

  return (
    <AuthCard eyebrow="Members" title={HEADINGS[mode]}>
      <p className="auth-intro">{INTROS[mode]}</p>
      {sentTo ? (
        <div ref={sentNote} className="auth-sent" role="status" tabIndex={-1}>
          <p className="auth-sent-title">Check your email</p>
          <p>{SENT[mode === 'link' ? 'link' : 'forgot'](sentTo)} Nothing arrived in a few minutes? Look in your spam folder, or ask again.</p>
        </div>
      ) : (
        // POST: even a submission before the script runs never puts the password in a URL.
        <form ref={form} className="auth-form" method="post" noValidate onSubmit={onSubmit}>
          {creating && (
            <label className="auth-field">
              <span>
                Your name <span className="auth-optional">(optional)</span>
              </span>
              <input name="displayName" type="text" autoComplete="name" maxLength={80} />
            </label>
          )}
          {mode === 'forgot' || mode === 'link' ? (
            <EmailField id="login-email" error={errors.email} onEdit={() => setErrors({})} />
          ) : (
            <AuthFields idPrefix="login" errors={errors} creating={creating} onEdit={(field) => setErrors(({ [field]: _gone, ...rest }) => rest)} />
          )}
          <AuthProblem error={error} problem={problem} />
          <button className="button primary auth-submit" type="submit" disabled={busy || !ready}>
            {busy ? (mode === 'forgot' || mode === 'link' ? 'Sending...' : 'Loading...') : mode === 'forgot' ? 'Email Me a Link' : mode === 'link' ? 'Email Me a Sign-in Link' : creating ? 'Create Account' : 'Sign In'}
          </button>
        </form>
      )}
      {mode === 'sign-in' && <OtherWays />}
      <p className="auth-switch">
        {mode === 'forgot' || mode === 'link' ? (
          <button type="button" className="link-button" onClick={() => show('sign-in')}>
            Back to sign in
          </button>
        ) : (
          <button type="button" className="link-button" onClick={() => show(creating ? 'sign-in' : 'create')}>
            {creating ? 'Already have an account? Sign in' : "Don't have an account? Create one"}
          </button>
        )}
      </p>
    </AuthCard>
  );
}
