import { useEffect } from 'react';
import { ReadingArt } from '../components/ReadingArt';
import { Band, Hero } from '../components/Band';
import { Claims } from '../components/Claims';
import { CtaBand } from '../components/CtaBand';
import { Icon } from '../components/Icon';
import { IconCards, type IconCard } from '../components/IconCards';
import { trackCtaClick, trackLandingPageView } from '../lib/measurement';
import { useHash } from '../lib/router';

const reasons: IconCard[] = [
  {
    icon: 'cap',
    title: 'Certified dyslexia tutors',
    text: 'Every tutor is trained in the Orton-Gillingham approach and has years of experience with dyslexic learners.',
  },
  {
    icon: 'people',
    title: 'Truly one to one',
    text: 'Your child has the same tutor every week, and every lesson is planned for them alone.',
  },
  {
    icon: 'globe',
    title: 'From your own home',
    text: 'Lessons happen online, so there is no driving, and your child learns where they feel at ease.',
  },
  {
    icon: 'chart',
    title: 'Progress you can see',
    text: 'Regular check-ins and assessments show you what your child has mastered and what comes next.',
  },
];

const outcomes: IconCard[] = [
  { icon: 'book', title: 'Reads with confidence', text: 'Sounds out new words instead of guessing.' },
  { icon: 'spell', title: 'Spells with a plan', text: 'Knows the rules and patterns behind the words.' },
  { icon: 'star', title: 'Enjoys learning again', text: 'Homework stops being a nightly battle.' },
  { icon: 'target', title: 'Keeps up in class', text: 'Brings new skills and a new attitude to school.' },
];

const CONSULTATION = '/start-here?open=consultation';

function ConsultationButton({ label }: { label: string }) {
  return (
    <a className="button primary" href={CONSULTATION} onClick={() => trackCtaClick(label, CONSULTATION)}>
      {label}
    </a>
  );
}

export function Dyslexia() {
  const hash = useHash();
  useEffect(() => trackLandingPageView('dyslexia'), []);
  useEffect(() => {
    if (hash === '#testimonials') document.getElementById('testimonials')?.scrollIntoView({ behavior: 'smooth' });
  }, [hash]);

  return (
    <>
      <Hero
        title="Dyslexia tutoring that helps your child read, spell and shine"
        lead={
          <>
            Your child is smart. They just learn differently. Our certified tutors teach reading and spelling the way a
            dyslexic brain learns best: one to one, step by step, online.
          </>
        }
        actions={
          <div className="actions">
            <ConsultationButton label="Book a Free Consultation" />
            <a className="button" href="#testimonials">
              See Success Stories
            </a>
          </div>
        }
        art={<ReadingArt />}
      />

      <Band id="why-parents" title="Why parents choose VERSE">
        <IconCards items={reasons} across="four" />
        <div className="actions center">
          <ConsultationButton label="Schedule a Free Consultation" />
          <a className="button" href="/structured-literacy">
            Learn About Our Approach
          </a>
        </div>
      </Band>

      <Band
        id="outcomes"
        title="What changes for your child"
        tone="tint"
        lead="95% of our students improve. Here is what families tell us they notice first."
      >
        <ul className="tiles">
          {outcomes.map((outcome) => (
            <li className="tile" key={outcome.title}>
              <Icon name={outcome.icon} size={32} />
              <h3>{outcome.title}</h3>
              <p>{outcome.text}</p>
            </li>
          ))}
        </ul>
      </Band>

      <section className="band" id="testimonials" aria-labelledby="testimonials-heading">
        <div className="wrap narrow">
          <h2 id="testimonials-heading">Success stories</h2>
          <figure className="testimonial">
            <blockquote>
              <p>
                Before VERSE, reading time ended in tears, and my son was sure he was “just bad at it.” Six months later he
                reads chapter books at bedtime and asks for one more page. His tutor never gave up on him, and now he
                doesn't give up on himself.
              </p>
            </blockquote>
            <figcaption>
              <strong>Melissa T.</strong>, mother of a fourth grader with dyslexia
            </figcaption>
          </figure>
          <Claims />
        </div>
      </section>

      <CtaBand
        heading="Take the first step today"
        text="A free 30-minute call with a tutor. No pressure, just answers and a plan."
      >
        <div className="actions">
          <ConsultationButton label="Book Your Consultation" />
        </div>
      </CtaBand>
    </>
  );
}
