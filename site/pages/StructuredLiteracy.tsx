import { CtaBand } from '../components/CtaBand';
import { Faq } from '../components/Faq';
import { Icon } from '../components/Icon';
import { IconCards, type IconCard } from '../components/IconCards';
import { trackScheduleNow } from '../lib/measurement';
import { Checklist } from '../components/Lists';
import { Band, NarrowBand, PageHero, SplitBand } from '../components/Band';

const pillars: IconCard[] = [
  {
    icon: 'ear',
    title: 'Phonological awareness',
    text: 'Hearing and playing with the sounds inside words: rhymes, syllables, and the single sounds that make up a word.',
  },
  {
    icon: 'letters',
    title: 'Phonics and decoding',
    text: 'Linking each sound to its letters, then blending sounds to read words and breaking words apart to spell them.',
  },
  {
    icon: 'clock',
    title: 'Fluency',
    text: 'Reading smoothly, at a comfortable pace and with expression, so energy goes into meaning instead of sounding out.',
  },
  {
    icon: 'book',
    title: 'Vocabulary and comprehension',
    text: 'Knowing what words mean and understanding, remembering and talking about what was read.',
  },
];

const benefits = [
  'Every skill is taught directly, in a clear order, so nothing is left to guesswork.',
  'Lessons use sight, sound, speech and movement together, which helps new learning stick.',
  'Each step builds on one your child has already mastered.',
  'Tutors adjust every lesson to what your child showed them last time.',
  'Spelling and reading are taught together, so each one strengthens the other.',
  'Children gain confidence as they see their own progress, week after week.',
];

const faq = [
  {
    question: 'How soon will we see results?',
    answer:
      'Most families notice a difference in 4-6 weeks: more confidence, fewer guesses, and words your child can now sound out on their own.',
  },
  {
    question: 'When will my child make significant gains?',
    answer:
      'With steady weekly sessions, significant gains in reading and spelling usually show within 3-6 months. Every child is different, and we share progress with you along the way.',
  },
  {
    question: 'Are your educators certified?',
    answer:
      'Yes. Our educators are certified in Orton-Gillingham based structured literacy, and each one has years of experience teaching children with dyslexia and other learning differences.',
  },
  {
    question: 'Is structured literacy only for children with dyslexia?',
    answer:
      'No. It was designed with dyslexic learners in mind, but it helps any child who finds reading or spelling hard, and it is how every child learns to read best.',
  },
];

export function StructuredLiteracy() {
  return (
    <>
      <PageHero
        eyebrow="Our approach"
        title="Structured Literacy: reading taught step by step"
        lead={
          <>
            Structured literacy is the clear, proven way to teach reading and spelling. Our tutors use the
            Orton-Gillingham approach: explicit, sequential and multi-sensory lessons, one to one, online.
          </>
        }
      />

      <section className="band" aria-label="Get started">
        <div className="wrap cards two">
          <article className="card action-card">
            <span className="card-icon">
              <Icon name="calendar" />
            </span>
            <h2>Talk with a tutor</h2>
            <p>Pick a time for a free 30-minute consultation call. We will call you, listen, and answer your questions.</p>
            <a className="button primary" href="/start-here?open=consultation" onClick={() => trackScheduleNow()}>
              Schedule Now
            </a>
          </article>
          <article className="card action-card">
            <span className="card-icon">
              <Icon name="pencil" />
            </span>
            <h2>Tell us about your child</h2>
            <p>Fill in our intake form with your child's strengths, struggles and goals. We will be in touch soon.</p>
            <a className="button" href="/start-here?open=intake">
              Start Form
            </a>
          </article>
        </div>
      </section>

      <Band id="pillars" title="The four pillars of reading" tone="tint" lead="Strong readers need all four. We check each one and teach what is missing.">
        <IconCards items={pillars} across="four" />
      </Band>

      <SplitBand
        id="benefits"
        title="Why it works"
        text={
          <>
            Decades of reading research point the same way: children learn to read best when sounds and letters are
            taught directly and practised until they are automatic.
          </>
        }
      >
        <Checklist items={benefits} />
      </SplitBand>

      <NarrowBand id="faq" title="Questions parents ask" tone="warm">
        <Faq items={faq} />
      </NarrowBand>

      <CtaBand />
    </>
  );
}
