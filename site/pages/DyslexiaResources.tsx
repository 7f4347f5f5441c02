import { CtaBand } from '../components/CtaBand';
import { Icon, type IconName } from '../components/Icon';
import { NarrowBand, PageHero } from '../components/Band';

type Resource = { title: string; by?: string; href?: string; text: string };
type Group = { id: string; icon: IconName; heading: string; intro: string; items: Resource[] };

const groups: Group[] = [
  {
    id: 'websites',
    icon: 'globe',
    heading: 'Websites',
    intro: 'Trusted places to learn what dyslexia is and how to help.',
    items: [
      {
        title: 'International Dyslexia Association',
        href: 'https://dyslexiaida.org/',
        text: 'Clear fact sheets on dyslexia, structured literacy and your rights at school.',
      },
      {
        title: 'Understood',
        href: 'https://www.understood.org/',
        text: 'Friendly articles and tools for parents of kids who learn and think differently.',
      },
      {
        title: 'Yale Center for Dyslexia & Creativity',
        href: 'https://dyslexia.yale.edu/',
        text: 'Research, success stories and advice for parents from Yale.',
      },
      {
        title: 'Reading Rockets',
        href: 'https://www.readingrockets.org/',
        text: 'Hundreds of free guides and activities to help children learn to read.',
      },
    ],
  },
  {
    id: 'books',
    icon: 'book',
    heading: 'Books',
    intro: 'For parents who want to understand, and one for kids.',
    items: [
      {
        title: 'Overcoming Dyslexia',
        by: 'Sally Shaywitz, M.D., and Jonathan Shaywitz, M.D.',
        text: 'The classic guide to what dyslexia is and how children learn to read with it.',
      },
      {
        title: 'The Dyslexic Advantage',
        by: 'Brock L. Eide, M.D., and Fernette F. Eide, M.D.',
        text: 'How dyslexic minds work, and the real strengths that often come with them.',
      },
      {
        title: 'Proust and the Squid',
        by: 'Maryanne Wolf',
        text: 'The story of how the brain learns to read, told for curious parents.',
      },
      {
        title: 'Fish in a Tree',
        by: 'Lynda Mullaly Hunt',
        text: 'A warm novel for ages 9 and up about a girl who discovers she has dyslexia.',
      },
    ],
  },
  {
    id: 'podcasts',
    icon: 'headphones',
    heading: 'Podcasts',
    intro: 'Listen in the car or on a walk.',
    items: [
      {
        title: 'Sold a Story',
        by: 'Emily Hanford, APM Reports',
        href: 'https://features.apmreports.org/sold-a-story/',
        text: 'How schools came to teach reading in ways that do not work, and what is changing.',
      },
      {
        title: 'Understood Podcasts',
        by: 'Understood',
        href: 'https://www.understood.org/podcasts',
        text: 'Parents, experts and kids talk honestly about learning and thinking differences.',
      },
      {
        title: 'Science of Reading: The Podcast',
        by: 'Amplify',
        href: 'https://amplify.com/science-of-reading-the-podcast/',
        text: 'Researchers and teachers explain how reading is learned, episode by episode.',
      },
    ],
  },
  {
    id: 'videos',
    icon: 'play',
    heading: 'Videos',
    intro: 'Short watches to share with family, teachers and your child.',
    items: [
      {
        title: 'What is dyslexia?',
        by: 'Kelli Sandman-Hurley, TED-Ed',
        href: 'https://ed.ted.com/lessons/what-is-dyslexia-kelli-sandman-hurley',
        text: 'A five-minute animated lesson that explains dyslexia simply. Great to watch with your child.',
      },
      {
        title: 'The Big Picture: Rethinking Dyslexia',
        by: 'HBO documentary',
        text: 'A documentary about growing up with dyslexia, with stories from students and successful adults.',
      },
      {
        title: 'Launching Young Readers',
        by: 'Reading Rockets',
        href: 'https://www.readingrockets.org/shows/launching-young-readers',
        text: 'A video series on how children learn to read and what helps those who struggle.',
      },
    ],
  },
  {
    id: 'courses',
    icon: 'cap',
    heading: 'Courses',
    intro: 'For parents and teachers who want to go deeper.',
    items: [
      {
        title: 'Reading 101',
        by: 'Reading Rockets',
        href: 'https://www.readingrockets.org/reading-101-guide',
        text: 'A free, self-paced course on the building blocks of reading and writing.',
      },
      {
        title: 'The Reading League',
        href: 'https://www.thereadingleague.org/',
        text: 'Webinars and learning modules on the science of reading.',
      },
      {
        title: 'Orton-Gillingham Academy',
        href: 'https://www.ortonacademy.org/',
        text: 'Training and certification in the Orton-Gillingham approach that our tutors use.',
      },
    ],
  },
];

const parentLinks = [
  { href: '/structured-literacy', label: 'How structured literacy works, and when to expect results' },
  { href: '/assessments', label: 'What an assessment shows about your child' },
  { href: '/services-offered', label: 'Our services and prices' },
  { href: '/utah-fits-all', label: 'Paying with a Utah Fits All scholarship' },
];

export function DyslexiaResources() {
  return (
    <>
      <PageHero
        eyebrow="For parents"
        title="Dyslexia Resources"
        lead={
          <>
            Our tutors' favourite places to learn about dyslexia: websites, books, podcasts, videos and courses. These are
            run by others; we simply think they are worth your time.
          </>
        }
      />
      {groups.map((group, index) => (
        <section className={`band${index % 2 ? ' tint' : ''}`} aria-labelledby={group.id} key={group.id}>
          <div className="wrap">
            <div className="section-head with-icon">
              <span className="card-icon">
                <Icon name={group.icon} />
              </span>
              <div>
                <h2 id={group.id}>{group.heading}</h2>
                <p>{group.intro}</p>
              </div>
            </div>
            <ul className="resource-list">
              {group.items.map((item) => (
                <li className="card" key={item.title}>
                  <h3>{item.href ? <a href={item.href}>{item.title}</a> : item.title}</h3>
                  {item.by && <p className="resource-by">{item.by}</p>}
                  <p>{item.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
      <NarrowBand id="parent-faq" title="Parent Resources and FAQ" tone="warm">
        <p>Answers to the questions families ask us most:</p>
        <ul className="link-cards">
          {parentLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href}>
                <Icon name="link" /> {link.label}
              </a>
            </li>
          ))}
        </ul>
      </NarrowBand>
      <CtaBand heading="Have a question these don't answer?" />
    </>
  );
}
