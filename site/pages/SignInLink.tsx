import { navigate } from 'wouter/use-browser-location';
import { AuthCard, AuthProblem, useAuthProblem, useLinkToken } from '../components/auth-problem';
import { homeOf, signInWithLink } from '../lib/auth';

/**
 * /sign-in-link#<token>: the page of an emailed sign-in link. It takes the token out of the address
 * at once (so no page view, bookmark or shared screen carries it), and signs in when the person
 * presses the button, not on opening: a mail scanner that opens links must not use theirs up.
 */
export function SignInLink() {
  const token = useLinkToken();
  const { busy, setBusy, error, setError, problem, fail } = useAuthProblem();

  const signIn = async () => {
    setBusy(true);
    setError('');
    try {
      navigate(homeOf(await signInWithLink(token!)), { replace: true });
    } catch (failure) {
      fail(failure);
    }
  };

  const incomplete = token === '';

  return (
    <AuthCard eyebrow="Members and teachers" title="Sign in with your email link">
      {incomplete ? (
        <p className="auth-error" role="alert">
          This sign-in link is not complete. Please open the link from the email again, or ask for a new one.
        </p>
      ) : (
        <>
          <p className="auth-intro">The link works once: it signs you in on this browser. You can close this page if you did not ask for it.</p>
          <AuthProblem error={error} problem={problem} />
          {!error && (
            <button className="button primary auth-submit" type="button" disabled={busy || token === undefined} onClick={signIn}>
              {busy ? 'Signing in...' : 'Sign In'}
            </button>
          )}
        </>
      )}
      {(incomplete || error) && (
        <p className="auth-switch">
          <a href="/login?mode=link">Ask for a new link</a>
        </p>
      )}
    </AuthCard>
  );
}
