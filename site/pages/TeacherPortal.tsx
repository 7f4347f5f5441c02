import { useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { Spinner } from '../components/Spinner';
import { Tabs } from '../components/Tabs';
import { logout, useUser } from '../lib/auth';
import { servedSignedOut, signedOutOnly } from '../../contract/signed-out-markup';
import { AccountTab } from '../teacher/AccountTab';
import { ConfirmedTeacher } from '../teacher/ConfirmAddress';
import { CreateGames } from '../teacher/CreateGames';
import { TeacherSignIn } from '../teacher/SignIn';
import { Students } from '../teacher/Students';
import { Track } from '../teacher/Track';

/** `/teacher-portal`: sign-in or a teacher account for a visitor; the teacher's workspace once signed in. */
export function TeacherPortal() {
  // Served without a session, the page cannot be signed in: its sign-in is drawn with the page
  // (and kept while the worker is asked anyway) instead of a spinner until the answer comes.
  const [signedOut] = useState(() => servedSignedOut(typeof document === 'undefined' ? undefined : document));
  const asked = useUser();
  const user = asked === undefined && signedOut ? null : asked;
  const signOut = () => logout().then(() => navigate('/'), () => location.assign('/'));

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
          <ConfirmedTeacher signOut={signOut}>
            <Tabs
              className="portal-tabs"
              label="Teacher portal"
              bar={
                <div className="portal-user">
                  <span className="portal-email">{user.email}</span>
                  <button type="button" className="button small" onClick={signOut}>
                    Logout
                  </button>
                </div>
              }
              tabs={[
                {
                  id: 'create',
                  label: 'Create',
                  panel: () => (
                    <Tabs
                      className="portal-subtabs"
                      label="Create"
                      tabs={[
                        { id: 'create-games', label: 'Create Games', panel: () => <CreateGames /> },
                        { id: 'track-assignments', label: 'Track Assignments', panel: () => <Track /> },
                        { id: 'my-students', label: 'My Students', panel: () => <Students /> },
                      ]}
                    />
                  ),
                },
                { id: 'admin', label: 'Admin', panel: () => <AccountTab /> },
              ]}
            />
          </ConfirmedTeacher>
        )}
      </div>
    </section>
  );
}
