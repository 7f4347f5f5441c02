import { useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid, newPasswordError, PasswordField } from '../components/AuthFields';
import { AuthCard, AuthProblem, useAuthProblem, useLinkToken } from '../components/auth-problem';
import { resetPassword, workspaceOf } from '../lib/auth';

/**
 * /reset-password#<token>: the page of the emailed link. It takes the token out of the address at
 * once (so no page view, bookmark or shared screen carries it), then asks for the new password.
 */
export function ResetPassword() {
  const token = useLinkToken();
  const { busy, setBusy, error, setError, problem, fail } = useAuthProblem();
  const [fieldError, setFieldError] = useState('');
  /** Where the account goes on to once the new password is set (its workspace for a teacher), or '' before. */
  const [done, setDone] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const doneNote = useRef<HTMLDivElement>(null);

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
      setDone(workspaceOf(await resetPassword(token!, password)) ?? '/');
      setTimeout(() => doneNote.current?.focus());
    } catch (failure) {
      fail(failure);
    }
  };

  const incomplete = token === '';

  return (
    <AuthCard eyebrow="Members" title="Choose a new password">
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
            <AuthProblem error={error} problem={problem} />
            <button className="button primary auth-submit" type="submit" disabled={busy || token === undefined}>
              {busy ? 'Saving...' : 'Set New Password'}
            </button>
          </form>
        </>
      )}
      <p className="auth-switch">
        {done ? (
          <a className="button primary" href={done}>
            {done === '/' ? 'Go to the home page' : 'Open the Teacher Portal'}
          </a>
        ) : (
          (incomplete || error) && <a href="/login?mode=forgot">Ask for a new link</a>
        )}
      </p>
    </AuthCard>
  );
}
