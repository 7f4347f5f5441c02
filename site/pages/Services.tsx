import { CtaBand } from '../components/CtaBand';
import { PageHero } from '../components/Band';

/** One offer of the price list. */
type ServiceOffer = {
  title: string;
  subtitle?: string;
  price: string;
  badge?: string;
  description: string;
  /** Names a colour of styles.css (.offer-<colour>). */
  colour: 'sage' | 'sun' | 'sky' | 'plum' | 'coral' | 'teal';
  action: { href: string; label: string };
};

const book = { href: '/start-here?open=consultation', label: 'Book a Free Consultation' };

const offers: ServiceOffer[] = [
  {
    title: 'Free Consultation',
    price: 'Free',
    description:
      'A 30-minute phone call with a tutor. Tell us about your child, ask anything, and leave with clear next steps.',
    colour: 'sage',
    action: book,
  },
  {
    title: 'Student Assessments',
    price: '$100',
    badge: 'Free after completing 8 sessions',
    description:
      "An Orton-Gillingham benchmark, SPIRE or math assessment that shows your child's strengths and exactly what to teach next.",
    colour: 'sun',
    action: { href: '/assessments', label: 'About Assessments' },
  },
  {
    title: '1:1 Online Reading Tutoring',
    price: '$70/hour',
    description: 'Structured literacy lessons in phonics, decoding, fluency, spelling and comprehension with a certified tutor.',
    colour: 'sky',
    action: book,
  },
  {
    title: '1:1 Online Math Tutoring',
    price: '$70/hour',
    description: 'Hands-on, multi-sensory math: number sense, facts, and word problems broken into steps that make sense.',
    colour: 'teal',
    action: book,
  },
  {
    title: 'Reading Discovery Program',
    subtitle: 'Online 1:1, twenty sessions',
    price: '$1,200',
    description: 'A focused program of twenty one-to-one sessions that builds a strong reading foundation from the ground up.',
    colour: 'plum',
    action: book,
  },
  {
    title: '1:1 Online Writing',
    subtitle: "Printing, D'Nealian, cursive",
    price: '$50/hour',
    description: 'Handwriting taught step by step, then sentences and paragraphs your child can write with pride.',
    colour: 'coral',
    action: book,
  },
];

export function Services() {
  return (
    <>
      <PageHero
        eyebrow="Services and prices"
        title="Services Offered"
        lead={
          <>
            Simple, honest prices. Every family starts with a free consultation, and Utah Fits All scholarships are
            welcome.
          </>
        }
      />
      <section className="band" aria-label="Price list">
        <div className="wrap">
          <ul className="offers">
            {offers.map((offer) => (
              <li className={`offer offer-${offer.colour}`} key={offer.title}>
                <h2>{offer.title}</h2>
                {offer.subtitle && <p className="offer-subtitle">{offer.subtitle}</p>}
                <p className="offer-price">{offer.price}</p>
                {offer.badge && <p className="offer-badge">{offer.badge}</p>}
                <p className="offer-description">{offer.description}</p>
                <a className="button" href={offer.action.href}>
                  {offer.action.label}
                </a>
              </li>
            ))}
          </ul>
          <p className="note">
            Using a Utah Fits All scholarship? <a href="/utah-fits-all">See how it works with VERSE</a>.
          </p>
        </div>
      </section>
      <CtaBand heading="Not sure which service fits?" />
    </>
  );
}
