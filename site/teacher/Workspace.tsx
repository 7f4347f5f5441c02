import { Tabs } from '../components/Tabs';
import type { User } from '../lib/auth';
import { AccountTab } from './AccountTab';
import { ConfirmedTeacher } from './ConfirmAddress';
import { CreateGames } from './CreateGames';
import { Students } from './Students';
import { Track } from './Track';

/** A signed-in teacher's workspace: Create (games, assignments, students) and Admin, once her address is confirmed. */
export function Workspace({ user, signOut }: { user: User; signOut: () => void }) {
  return (
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
  );
}
