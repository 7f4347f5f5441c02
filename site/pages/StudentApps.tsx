import { Icon, type IconName } from '../components/Icon';
import { toolPath, tools } from '../tools';

const apps: { href: string; icon: IconName; title: string; text: string; colour: string }[] = [
  {
    href: '/student-apps/writing-paper',
    icon: 'pencil',
    title: 'Reading Practice',
    text: 'Lined writing paper to trace, write and read back letters, words and sentences.',
    colour: 'sky',
  },
  {
    href: '/student-apps/letter-tiles',
    icon: 'spell',
    title: 'Spelling Mastery',
    text: 'Build words with colour-coded letter tiles, from short vowels to tricky endings.',
    colour: 'sun',
  },
  {
    href: '/student-apps/math-it',
    icon: 'math',
    title: 'Math It',
    text: 'A two-player race to answer add, subtract, multiply and divide facts.',
    colour: 'teal',
  },
  {
    href: '/student-apps/alphabetical-order',
    icon: 'letters',
    title: 'Alphabetical Order',
    text: 'Put groups of letters in order, with themes, music and a friendly mascot.',
    colour: 'plum',
  },
];

const features: { icon: IconName; title: string; text: string }[] = [
  { icon: 'chart', title: 'Progress tracking', text: 'See each win add up, round after round.' },
  { icon: 'sparkle', title: 'Adaptive learning', text: 'Pick the level and word list that fit today.' },
  { icon: 'compass', title: 'Structured approach', text: 'Skills come in the same order as our lessons.' },
  { icon: 'hand', title: 'Multi-sensory', text: 'See it, hear it, touch it and say it.' },
];

export function StudentApps() {
  return (
    <>
      <section className="band page-hero">
        <div className="wrap">
          <p className="eyebrow">Free for students and teachers</p>
          <h1>Student Apps</h1>
          <p className="lead">Games and tools our tutors use in lessons. Free to use at home or in class, with no sign-up.</p>
        </div>
      </section>
      <section className="band" aria-label="Apps">
        <div className="wrap">
          <ul className="app-cards">
            {apps.map((app) => (
              <li className={`app-card offer-${app.colour}`} key={app.href}>
                <span className="card-icon">
                  <Icon name={app.icon} size={28} />
                </span>
                <h2>
                  <a href={app.href}>{app.title}</a>
                </h2>
                <p>{app.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="band" aria-labelledby="all-tools">
        <div className="wrap">
          <div className="section-head">
            <h2 id="all-tools">All tools</h2>
          </div>
          <ul className="tool-cards">
            {tools
              .filter((tool) => !tool.unlisted)
              .map((tool) => (
                <li className="tool-card" key={tool.route}>
                  <span className="card-icon">
                    <Icon name={tool.icon} />
                  </span>
                  <div>
                    <h3>
                      <a href={toolPath(tool)}>{tool.name}</a>
                    </h3>
                    <p>{tool.blurb}</p>
                  </div>
                </li>
              ))}
          </ul>
        </div>
      </section>
      <section className="band tint" aria-labelledby="made-for-learning">
        <div className="wrap">
          <div className="section-head">
            <h2 id="made-for-learning">Made for the way your child learns</h2>
          </div>
          <ul className="features">
            {features.map((feature) => (
              <li key={feature.title}>
                <span className="card-icon">
                  <Icon name={feature.icon} />
                </span>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
