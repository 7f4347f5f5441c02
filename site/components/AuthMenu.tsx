import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { login, logout, useUser, workspaceOf, type User } from '../lib/auth';
import { AuthFields, checkAuthFields, focusFirstInvalid, OtherWays, type AuthErrors } from './AuthFields';
import { nextTask } from '../lib/next-task';

const WELCOME_KEY = 'verseWelcome';

/** Called once an account is made: the header greets the new member on the page they go on to. */
export function welcomeAfterSignUp(user: User) {
  try {
    sessionStorage.setItem(WELCOME_KEY, user.displayName || user.email);
  } catch {
    // Storage can be blocked; the header then shows the name alone.
  }
  window.dispatchEvent(new Event(WELCOME_KEY));
}

function takeWelcome(): string {
  try {
    const name = sessionStorage.getItem(WELCOME_KEY) ?? '';
    sessionStorage.removeItem(WELCOME_KEY);
    return name;
  } catch {
    return '';
  }
}

/**
 * The Members Login modal: email, password, Sign In. Native <dialog>: focus stays inside, Escape
 * closes. It opens on the email field; a refused sign-in moves focus to the message saying why.
 */
function LoginDialog({ dialog, onClosed }: { dialog: RefObject<HTMLDialogElement | null>; onClosed: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [errors, setErrors] = useState<AuthErrors>({});
  const problemMessage = useRef<HTMLParagraphElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const invalid = checkAuthFields(String(data.get('email') ?? ''), String(data.get('password') ?? ''), false);
    setErrors(invalid);
    setError('');
    if (invalid.email || invalid.password) {
      setTimeout(() => focusFirstInvalid(form));
      return;
    }
    setBusy(true);
    try {
      const user = await login(String(data.get('email') ?? '').trim(), String(data.get('password') ?? ''));
      form.reset();
      dialog.current?.close();
      const workspace = workspaceOf(user);
      if (workspace && location.pathname !== workspace) navigate(workspace);
    } catch (problem) {
      // Logged, and shown too: a person who cannot sign in needs to read why.
      console.error('Members Login failed', problem);
      setError(problem instanceof Error ? problem.message : String(problem));
      // Sign In was disabled while busy, which dropped focus to the page: bring it to the reason.
      setTimeout(() => problemMessage.current?.focus());
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
        setErrors({});
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
        <form className="auth-form" method="post" noValidate onSubmit={onSubmit}>
          <AuthFields idPrefix="members-login" errors={errors} onEdit={(field) => setErrors(({ [field]: _gone, ...rest }) => rest)} />
          {error && (
            <p ref={problemMessage} className="auth-error" role="alert" tabIndex={-1}>
              {error}
            </p>
          )}
          <button className="button primary auth-submit" type="submit" disabled={busy}>
            {busy ? 'Loading...' : 'Sign In'}
          </button>
        </form>
        <OtherWays onFollow={() => dialog.current?.close()} />
        <p className="auth-switch">
          New to VERSE?{' '}
          <a href="/login?mode=create" onClick={() => dialog.current?.close()}>
            Create an account
          </a>
        </p>
      </div>
    </dialog>
  );
}

/**
 * The header's member area. Signed out (or not known yet): a Members Login button opening the
 * modal. Signed in: the display name or email, leading to the account's own page, and Logout,
 * which goes to /.
 */
export function AuthMenu() {
  const user = useUser();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const logoutButton = useRef<HTMLButtonElement>(null);
  const [problem, setProblem] = useState('');
  const [welcome, setWelcome] = useState('');

  // A new member arrives signed in: greet them once, by name. The page's first read of its session
  // storage is slow, so it comes in a task of its own, after the page's effects.
  useEffect(() => {
    let live = true;
    const greet = () => live && setWelcome((shown) => takeWelcome() || shown);
    void nextTask().then(greet);
    window.addEventListener(WELCOME_KEY, greet);
    return () => {
      live = false;
      window.removeEventListener(WELCOME_KEY, greet);
    };
  }, []);

  /** Opens the modal on its email field (the first control would be Close, which Enter would press). */
  const openLogin = () => {
    dialog.current?.showModal();
    dialog.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
  };

  const onLogout = async () => {
    setProblem('');
    try {
      await logout();
      navigate('/');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  const workspace = user && workspaceOf(user);

  return (
    <div className="auth-menu">
      {user ? (
        <>
          {/* The account's own page: a teacher's workspace; a member's consultations, past and upcoming. */}
          <a className="auth-name" href={workspace ?? '/my-consultations'} title={`${workspace ? 'Teacher Portal' : 'My consultations'} (${user.email})`}>
            {user.displayName || user.email}
          </a>
          <button ref={logoutButton} type="button" className="button auth-button" onClick={onLogout}>
            Logout
          </button>
        </>
      ) : (
        <button ref={opener} type="button" className="button auth-button" aria-haspopup="dialog" onClick={openLogin}>
          Members Login
        </button>
      )}
      <div role="status" className="auth-welcome-slot">
        {user && welcome && (
          <p className="auth-welcome">
            <span>Welcome to VERSE, {welcome}! Your account is ready.</span>
            <button type="button" aria-label="Dismiss welcome" onClick={() => setWelcome('')}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </p>
        )}
      </div>
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
