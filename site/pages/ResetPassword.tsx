import { useEffect, useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid, newPasswordError, PasswordField } from '../components/AuthFields';
import { resetPassword } from '../lib/auth';
import { problemText } from '../lib/route-answer';

/** What the emailed link carries after `#`: the token alone. */
const TOKEN = /^#([A-Za-z0-9_-]{43})$/;

/**
 * /reset-password#<token>: the page of the emailed link. It takes the token out of the address at
 * once (so no page view, bookmark or shared screen carries it), then asks for the new password.
 */
export function ResetPassword() {
  /** undefined until the address is read (and in the prerender); '' when it carries no token. */
  const [token, setToken] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [done, setDone] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const problem = useRef<HTMLParagraphElement>(null);
  const doneNote = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const found = TOKEN.exec(window.location.hash)?.[1] ?? '';
    if (window.location.hash) history.replaceState(history.state, '', window.location.pathname);
    setToken(found);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    const invalid = newPasswordError(password) ?? '';
    setFieldError(invalid);
    setError('');
    if (invalid) {
      setTimeout(() => focusFirstInvalid(form.current));
      return;
    }
    setBusy(true);
    try {
      await resetPassword(token!, password);
      setDone(true);
      setTimeout(() => doneNote.current?.focus());
    } catch (failure) {
      setError(problemText(failure));
      setBusy(false);
      setTimeout(() => problem.current?.focus());
    }
  };

  const incomplete = token === '';

  return (
    <section className="auth-page">
      <div className="auth-card">
        <p className="eyebrow">Members</p>
        <h1>Choose a new password</h1>
        {done ? (
          <div ref={doneNote} className="auth-sent" role="status" tabIndex={-1}>
            <p className="auth-sent-title">Your password is changed</p>
            <p>You are signed in with it here. Every other device that was signed in to your account has been signed out.</p>
          </div>
        ) : incomplete ? (
          <p className="auth-error" role="alert">
            This reset link is not complete. Please open the link from the email again, or ask for a new one.
          </p>
        ) : (
          <>
            <p className="auth-intro">Choose the password you will sign in with from now on. Setting it signs your account out everywhere else.</p>
            <form ref={form} className="auth-form" method="post" noValidate onSubmit={onSubmit}>
              <PasswordField id="reset-password" label="New password" error={fieldError} creating onEdit={() => setFieldError('')} />
              {error && (
                <p ref={problem} className="auth-error" role="alert" tabIndex={-1}>
                  {error}
                </p>
              )}
              <button className="button primary auth-submit" type="submit" disabled={busy || token === undefined}>
                {busy ? 'Saving...' : 'Set New Password'}
              </button>
            </form>
          </>
        )}
        <p className="auth-switch">
          {done ? (
            <a className="button primary" href="/">
              Go to the home page
            </a>
          ) : (
            (incomplete || error) && <a href="/login?mode=forgot">Ask for a new link</a>
          )}
        </p>
      </div>
    </section>
  );
}
