import { useEffect, useRef, useState, type ReactNode } from 'react';
import { problemText } from '../lib/route-answer';

/**
 * An auth page's submit: busy while it runs, and a failure's sentence, which takes focus so
 * keyboard and screen-reader users land on it.
 */
export function useAuthProblem() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const problem = useRef<HTMLParagraphElement>(null);
  const fail = (failure: unknown) => {
    setError(problemText(failure));
    setBusy(false);
    setTimeout(() => problem.current?.focus());
  };
  return { busy, setBusy, error, setError, problem, fail };
}

/** The failure's sentence of `useAuthProblem`, where there is one. */
export function AuthProblem({ error, problem }: Pick<ReturnType<typeof useAuthProblem>, 'error' | 'problem'>) {
  return error ? (
    <p ref={problem} className="auth-error" role="alert" tabIndex={-1}>
      {error}
    </p>
  ) : null;
}

/** What an emailed link carries after `#`: the token alone. */
const TOKEN = /^#([A-Za-z0-9_-]{43})$/;

/**
 * The token of an emailed link, taken out of the address at once (so no page view, bookmark or
 * shared screen carries it): undefined until the address is read (and in the prerender), '' when
 * the address carries none.
 */
export function useLinkToken(): string | undefined {
  const [token, setToken] = useState<string>();
  useEffect(() => {
    const found = TOKEN.exec(window.location.hash)?.[1] ?? '';
    if (window.location.hash) history.replaceState(history.state, '', window.location.pathname);
    setToken(found);
  }, []);
  return token;
}

/** An auth page's card: whom it is for, its heading, then what it asks. */
export function AuthCard({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <section className="auth-page">
      <div className="auth-card">
        <p className="eyebrow">{eyebrow}</p>
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  );
}
