import { useEffect, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { Spinner } from '../components/Spinner';
import { logout, useUser } from '../lib/auth';
import { lazyPage } from '../lib/lazy';
import { servedSignedOut, signedOutOnly } from '../../contract/signed-out-markup';
import { TeacherSignIn } from '../teacher/SignIn';

/**
 * The workspace is its own chunk (the games' editor, the reports, the classes and the contract's
 * rules they check): a visitor, who sees the sign-in, never downloads or runs it.
 */
const Workspace = lazyPage(() => import('../teacher/Workspace').then((m) => m.Workspace), 'Loading the Teacher Portal');

/** `/teacher-portal`: sign-in or a teacher account for a visitor; the teacher's workspace once signed in. */
export function TeacherPortal() {
  // Served without a session, the page cannot be signed in: its sign-in is drawn with the page
  // (and kept while the worker is asked anyway) instead of a spinner until the answer comes.
  const [signedOut] = useState(() => servedSignedOut(typeof document === 'undefined' ? undefined : document));
  const asked = useUser();
  const user = asked === undefined && signedOut ? null : asked;
  const signOut = () => logout().then(() => navigate('/'), () => location.assign('/'));
  // Not known yet, on a page not served signed out (the browser holds a session): the workspace is
  // most likely wanted, so it loads while the worker says who is signed in.
  useEffect(() => {
    if (user === undefined) void Workspace.preload();
  }, [user]);

  return (
    <section className="band portal">
      <div className="wrap">
        <h1>Teacher Portal</h1>
        {user === undefined ? (
          <Spinner label="Loading the Teacher Portal" />
        ) : user === null ? (
          <div {...signedOutOnly}>
            <TeacherSignIn />
          </div>
        ) : user.role !== 'teacher' ? (
          <div className="auth-card teacher-auth">
            <h2>This is not a teacher account</h2>
            <p>
              You are signed in as {user.email}. The Teacher Portal needs a teacher account: sign out, then create one here (it can use another email).
            </p>
            <button type="button" className="button primary" onClick={() => logout().then(() => undefined, () => location.reload())}>
              Sign out
            </button>
          </div>
        ) : (
          <Workspace user={user} signOut={signOut} />
        )}
      </div>
    </section>
  );
}
