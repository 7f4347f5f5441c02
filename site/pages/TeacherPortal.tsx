import { Icon, type IconName } from '../components/Icon';
import { Tabs } from '../components/Tabs';

/** The mock-up shows one fixed account; sign-in for teachers comes later. */
const TEACHER_EMAIL = 'teacher@verse.example';

const games: { icon: IconName; title: string; text: string }[] = [
  { icon: 'letters', title: 'Anagram - Unscramble Letters', text: 'Students rebuild a word from its mixed-up letters.' },
  { icon: 'math', title: 'Place Value Showdown', text: 'Ones, tens and hundreds in a head-to-head number game.' },
  { icon: 'pencil', title: 'Sentence Sense - Unscramble Words', text: 'Students put words back in order to make a sentence.' },
  { icon: 'puzzle', title: 'Sort Categories', text: 'Drag words or pictures into the group they belong to.' },
  { icon: 'compass', title: 'Spinner Wheel', text: 'Spin for a word, sound or question to practise.' },
  { icon: 'target', title: 'Whack A Mole', text: 'Rapid identification of words: tap the right one before it hides.' },
];

function ComingSoon({ what }: { what: string }) {
  return (
    <div className="coming-soon">
      <Icon name="sparkle" size={32} />
      <p>{what} coming soon.</p>
    </div>
  );
}

function CreateGames() {
  return (
    <ul className="cards three game-cards">
      {games.map((game) => (
        <li className="card" key={game.title}>
          <span className="card-icon">
            <Icon name={game.icon} />
          </span>
          <h2 id={`game-${game.icon}`}>{game.title}</h2>
          <p>{game.text}</p>
          <button type="button" className="button" aria-describedby={`game-${game.icon}`}>
            Create Game
          </button>
        </li>
      ))}
    </ul>
  );
}

export function TeacherPortal() {
  return (
    <section className="band portal">
      <div className="wrap">
        <h1>Teacher Portal</h1>
        <Tabs
          className="portal-tabs"
          label="Teacher portal"
          bar={
            <div className="portal-user">
              <span className="portal-email">{TEACHER_EMAIL}</span>
              <button type="button" className="button small">
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
                    { id: 'track-assignments', label: 'Track Assignments', panel: () => <ComingSoon what="Assignment tracking is" /> },
                    { id: 'my-students', label: 'My Students', panel: () => <ComingSoon what="Your student list is" /> },
                  ]}
                />
              ),
            },
            { id: 'admin', label: 'Admin', panel: () => <ComingSoon what="Admin tools are" /> },
          ]}
        />
      </div>
    </section>
  );
}
