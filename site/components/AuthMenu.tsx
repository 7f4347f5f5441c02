import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { login, logout, useUser } from '../lib/auth';

/** The Members Login modal: email, password, Sign In. Native <dialog>: focus stays inside, Escape closes. */
function LoginDialog({ dialog, onClosed }: { dialog: RefObject<HTMLDialogElement | null>; onClosed: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setError('');
    try {
      await login(String(data.get('email') ?? '').trim(), String(data.get('password') ?? ''));
      form.reset();
      dialog.current?.close();
    } catch (problem) {
      // Logged, and shown too: a person who cannot sign in needs to read why.
      console.error('Members Login failed', problem);
      setError(problem instanceof Error ? problem.message : String(problem));
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="auth-dialog"
      aria-labelledby="members-login-title"
      onClose={() => {
        setError('');
        onClosed();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself.
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
    >
      <div className="auth-dialog-inner">
        <div className="auth-dialog-top">
          <h2 id="members-login-title">Members Login</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={() => dialog.current?.close()}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <form className="auth-form" method="post" onSubmit={onSubmit}>
          <label className="auth-field">
            <span>Email</span>
            <input name="email" type="email" autoComplete="email" required maxLength={254} />
          </label>
          <label className="auth-field">
            <span>Password</span>
            <input name="password" type="password" autoComplete="current-password" required maxLength={128} />
          </label>
          {error && (
            <p className="auth-error" role="alert">
              {error}
            </p>
          )}
          <button className="button primary auth-submit" type="submit" disabled={busy}>
            {busy ? 'Loading...' : 'Sign In'}
          </button>
        </form>
        <p className="auth-switch">
          New to VERSE?{' '}
          <a href="/login" onClick={() => dialog.current?.close()}>
            Create an account
          </a>
        </p>
      </div>
    </dialog>
  );
}

/**
 * The header's member area. Signed out (or not known yet): a Members Login button opening the
 * modal. Signed in: the display name or email, and Logout, which goes to /.
 */
export function AuthMenu() {
  const user = useUser();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const logoutButton = useRef<HTMLButtonElement>(null);
  const [problem, setProblem] = useState('');

  const onLogout = async () => {
    setProblem('');
    try {
      await logout();
      navigate('/');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <div className="auth-menu">
      {user ? (
        <>
          <span className="auth-name" title={user.email}>
            {user.displayName || user.email}
          </span>
          <button ref={logoutButton} type="button" className="button auth-button" onClick={onLogout}>
            Logout
          </button>
        </>
      ) : (
        <button ref={opener} type="button" className="button auth-button" aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
          Members Login
        </button>
      )}
      {problem && (
        <p className="auth-error auth-menu-error" role="alert">
          {problem}
        </p>
      )}
      {/* Closing comes after the header shows the new state: focus goes to Logout after a sign-in, else back to the button. */}
      <LoginDialog dialog={dialog} onClosed={() => (logoutButton.current ?? opener.current)?.focus()} />
    </div>
  );
}
