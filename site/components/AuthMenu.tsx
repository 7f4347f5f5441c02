import { useRef, useState } from 'preact/hooks';
import { login, logout, useUser } from '../lib/auth';
import { navigate } from '../lib/router';

/** The Members Login modal: email, password, Sign In. Native <dialog>: focus stays inside, Escape closes. */
function LoginDialog({ dialog, onClosed }: { dialog: preact.RefObject<HTMLDialogElement>; onClosed: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const data = new FormData(form);
    setBusy(true);
    setError('');
    try {
      await login(String(data.get('email') ?? '').trim(), String(data.get('password') ?? ''));
      form.reset();
      dialog.current?.close();
    } catch (problem) {
      // product.md logs this only; a person who cannot sign in needs to read why.
      console.error('Members Login failed', problem);
      setError(problem instanceof Error ? problem.message : String(problem));
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      class="auth-dialog"
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
      <div class="auth-dialog-inner">
        <div class="auth-dialog-top">
          <h2 id="members-login-title">Members Login</h2>
          <button type="button" class="icon-button" aria-label="Close" onClick={() => dialog.current?.close()}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
            </svg>
          </button>
        </div>
        <form class="auth-form" method="post" onSubmit={onSubmit}>
          <label class="auth-field">
            <span>Email</span>
            <input name="email" type="email" autoComplete="email" required maxLength={254} />
          </label>
          <label class="auth-field">
            <span>Password</span>
            <input name="password" type="password" autoComplete="current-password" required maxLength={128} />
          </label>
          {error && (
            <p class="auth-error" role="alert">
              {error}
            </p>
          )}
          <button class="button primary auth-submit" type="submit" disabled={busy}>
            {busy ? 'Loading...' : 'Sign In'}
          </button>
        </form>
        <p class="auth-switch">
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
    <div class="auth-menu">
      {user ? (
        <>
          <span class="auth-name" title={user.email}>
            {user.displayName || user.email}
          </span>
          <button ref={logoutButton} type="button" class="button auth-button" onClick={onLogout}>
            Logout
          </button>
        </>
      ) : (
        <button ref={opener} type="button" class="button auth-button" aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
          Members Login
        </button>
      )}
      {problem && (
        <p class="auth-error auth-menu-error" role="alert">
          {problem}
        </p>
      )}
      {/* Closing comes after the header shows the new state: focus goes to Logout after a sign-in, else back to the button. */}
      <LoginDialog dialog={dialog} onClosed={() => (logoutButton.current ?? opener.current)?.focus()} />
    </div>
  );
}
