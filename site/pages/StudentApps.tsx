import { useEffect } from 'react';
import { Icon, type IconName } from '../components/Icon';
import { ToolPicture } from '../components/ToolPicture';
import { keepOffline } from '../offline/register';
import { OFFLINE_SCOPES } from '../offline/scopes';
import { toolPath, tools } from '../tools';
import { Band, PageHero } from '../components/Band';

/** The four featured cards of the spec, each opening a tool (named on the card: the title alone may not say which). */
const apps: { href: string; title: string; text: string }[] = [
  {
    href: '/student-apps/writing-paper',
    title: 'Reading Practice',
    text: 'Write letters, words and sentences on handwriting lines, then read them back aloud.',
  },
  {
    href: '/student-apps/letter-tiles',
    title: 'Spelling Mastery',
    text: 'Build words with colour-coded letter tiles, from short vowels to tricky endings.',
  },
  {
    href: '/student-apps/math-it',
    title: 'Math It',
    text: 'A two-player race to answer add, subtract, multiply and divide facts.',
  },
  {
    href: '/student-apps/alphabetical-order',
    title: 'Alphabetical Order',
    text: 'Put groups of letters in order, with themes, music and a friendly mascot.',
  },
];

const listed = tools.filter((tool) => !tool.unlisted);
const toolAt = (href: string) => listed.find((tool) => toolPath(tool) === href);

const features: { icon: IconName; title: string; text: string }[] = [
  { icon: 'chart', title: 'Progress tracking', text: 'See each win add up, round after round.' },
  { icon: 'sparkle', title: 'Adaptive learning', text: 'Pick the level and word list that fit today.' },
  { icon: 'compass', title: 'Structured approach', text: 'Skills come in the same order as our lessons.' },
  { icon: 'hand', title: 'Multi-sensory', text: 'See it, hear it, touch it and say it.' },
];

export function StudentApps() {
  // The index opens offline too, as the installed app's start page.
  useEffect(() => keepOffline(OFFLINE_SCOPES.studentApps), []);
  return (
    <>
      <PageHero
        eyebrow="Free for students and teachers"
        title="Student Apps"
        extra="play-hero"
        lead="Pick a game and play! Our tutors use these in lessons. Free at home or in class, with no sign-up."
      />
      <section className="band" aria-label="Apps">
        <div className="wrap">
          <ul className="app-cards">
            {apps.map((app) => {
              const tool = toolAt(app.href);
              return (
                <li className="play-card" key={app.href}>
                  {tool && (
                    <span className="play-card-picture">
                      <ToolPicture tool={tool} />
                    </span>
                  )}
                  <h2>
                    <a href={app.href}>{app.title}</a>
                  </h2>
                  <p>{app.text}</p>
                  {tool && (
                    <p className="play-card-opens" aria-hidden="true">
                      Opens {tool.name} <span className="play-card-arrow">→</span>
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <Band
        id="all-tools"
        title="All tools"
        lead={
          <>
            Every game and tool, {listed.length} in all. Tap a picture to play.
          </>
        }
      >
        <ul className="play-cards">
          {listed.map((tool) => (
            <li className="play-card" key={tool.route}>
              <span className="play-card-picture">
                <ToolPicture tool={tool} />
              </span>
              <h3>
                <a href={toolPath(tool)}>{tool.name}</a>
              </h3>
              <p>{tool.blurb}</p>
            </li>
          ))}
        </ul>
      </Band>
      <Band id="made-for-learning" title="Made for the way your child learns" tone="tint">
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
      </Band>
    </>
  );
}
