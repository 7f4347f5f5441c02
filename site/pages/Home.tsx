import { Band, Hero, SplitBand } from '../components/Band';
import { Claims } from '../components/Claims';
import { ConsultationActions, CtaBand } from '../components/CtaBand';
import { HeroArt } from '../components/HeroArt';
import { Icon } from '../components/Icon';
import { IconCards, type IconCard } from '../components/IconCards';
import { business, phoneHref } from '../config';
import { Steps } from '../components/Lists';

const learners: IconCard[] = [
  {
    icon: 'book',
    title: 'Children with dyslexia',
    text: 'Bright kids who find reading and spelling hard, even after lots of practice at school.',
  },
  {
    icon: 'puzzle',
    title: 'Other learning differences',
    text: 'Dysgraphia, dyscalculia, ADHD and processing differences. We teach to how your child learns best.',
  },
  {
    icon: 'target',
    title: 'Kids who need a boost',
    text: 'Students who fell behind, lost confidence, or need a steady plan to catch up and keep up.',
  },
];

const subjects: IconCard[] = [
  { icon: 'book', title: 'Reading', text: 'Sounds, phonics, decoding, fluency and understanding what they read.' },
  { icon: 'spell', title: 'Spelling', text: 'Clear spelling rules and patterns, practised until they stick.' },
  { icon: 'math', title: 'Math', text: 'Number sense, facts and problem solving, with hands-on models.' },
  { icon: 'pencil', title: 'Writing', text: "Printing, D'Nealian and cursive handwriting, then sentences and stories." },
];

const steps = [
  {
    title: 'A free consultation call',
    text: 'Tell us about your child. We listen, answer your questions about programs and prices, and suggest next steps.',
  },
  {
    title: 'A clear starting point',
    text: 'A short assessment shows what your child already knows and what to teach next.',
  },
  {
    title: 'One-to-one online lessons',
    text: 'Your child meets the same tutor each week, from home, with lessons built around them.',
  },
];

export function Home() {
  return (
    <>
      <Hero
        title="Tutoring that fits the way your child learns"
        lead={
          <>
            VERSE tutors children with dyslexia and other learning differences in reading, spelling, math and writing.
            Lessons are one to one, online, and use the proven Orton-Gillingham approach.
          </>
        }
        actions={<ConsultationActions also={{ href: '/meet-our-staff', label: 'Meet Our Tutors' }} />}
        art={<HeroArt />}
      />

      <section className="band" aria-label="VERSE at a glance">
        <div className="wrap">
          <Claims />
        </div>
      </section>

      <SplitBand id="mission" eyebrow="Our mission" title="Every child can learn to read. Our job is to find the way in.">
        <div className="prose-block">
          <p>
            Many bright children struggle with words on a page. It is not about effort or intelligence. Their brains
            simply need reading taught in a different way: step by step, out loud, with their eyes, ears and hands.
          </p>
          <p>
            That is what we do. For over 10 years, our tutors have helped children go from guessing at words to
            reading with confidence. We celebrate each win, keep parents in the loop, and never rush a child past
            something they have not mastered.
          </p>
        </div>
      </SplitBand>

      <Band
        id="who-we-teach"
        title="Who we teach"
        tone="tint"
        lead="Children from kindergarten through high school, anywhere you have an internet connection."
      >
        <IconCards items={learners} across="three" />
      </Band>

      <Band
        id="what-we-teach"
        title="What we teach"
        lead="Every lesson is explicit and multi-sensory. Your child sees it, hears it, says it and writes it."
      >
        <IconCards items={subjects} across="four" />
        <p className="more-link">
          <a href="/services-offered">See our services and prices</a>
        </p>
      </Band>

      <Band id="how-it-works" title="How it works" tone="warm">
        <Steps items={steps} />
      </Band>

      <section className="band" aria-labelledby="talk-to-us">
        <div className="wrap contact-strip">
          <h2 id="talk-to-us">Talk to a real person</h2>
          <ul className="contact-list">
            <li>
              <Icon name="clock" /> {business.hours}
            </li>
            <li>
              <Icon name="phone" /> <a href={phoneHref}>{business.phone}</a>
            </li>
            <li>
              <Icon name="mail" /> <a href={`mailto:${business.supportEmail}`}>{business.supportEmail}</a>
            </li>
          </ul>
        </div>
      </section>

      <CtaBand />
    </>
  );
}
