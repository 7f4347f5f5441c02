import type { ReactNode } from 'react';
import { TrustBadge } from './Claims';

type Tone = 'tint' | 'warm';

const bandClass = (tone?: Tone) => (tone ? `band ${tone}` : 'band');

/** The top of a landing page: the trust badge, its promise, what to do first, and a picture beside them. */
export function Hero({ title, lead, actions, art }: { title: string; lead: ReactNode; actions: ReactNode; art: ReactNode }) {
  return (
    <section className="band hero-band">
      <div className="wrap hero-grid">
        <div className="hero-text">
          <TrustBadge />
          <h1>{title}</h1>
          <p className="lead">{lead}</p>
          {actions}
        </div>
        {art}
      </div>
    </section>
  );
}

/** A circle of the backdrop: centre, radius and colour. */
type Dot = readonly [cx: number, cy: number, r: number, fill: string];

/** The frame of a hero's decorative drawing: one size, a large circle and two small ones behind what it shows. */
export function HeroPicture({ backdrop, children }: { backdrop: readonly [Dot, Dot, Dot]; children: ReactNode }) {
  return (
    <svg className="hero-art" viewBox="0 0 480 380" width="480" height="380" aria-hidden="true" focusable="false">
      {backdrop.map(([cx, cy, r, fill]) => (
        <circle key={`${cx} ${cy}`} cx={cx} cy={cy} r={r} fill={fill} />
      ))}
      {children}
    </svg>
  );
}

/** The top of an inner page: where you are (the eyebrow), the page's name and what it is for. */
export function PageHero({
  eyebrow,
  title,
  lead,
  extra,
  narrow = false,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** A look of its own, beside `page-hero` (the student apps' playful one). */
  extra?: string;
  narrow?: boolean;
}) {
  return (
    <section className={extra ? `band page-hero ${extra}` : 'band page-hero'}>
      <div className={narrow ? 'wrap narrow' : 'wrap'}>
        <p className="eyebrow">{eyebrow}</p>
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
      </div>
    </section>
  );
}

/** A full-width band under its own heading (and a sentence below it): cards, steps, charts. */
export function Band({ id, title, lead, tone, children }: { id: string; title: string; lead?: ReactNode; tone?: Tone; children: ReactNode }) {
  return (
    <section className={bandClass(tone)} aria-labelledby={id}>
      <div className="wrap">
        <div className="section-head">
          <h2 id={id}>{title}</h2>
          {lead && <p>{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

/** A narrow band to read down: its heading, then prose, links or questions. */
export function NarrowBand({
  id,
  title,
  tone,
  prose = false,
  children,
}: {
  id: string;
  title: string;
  tone?: Tone;
  /** Lists and paragraphs styled as running text. */
  prose?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={bandClass(tone)} aria-labelledby={id}>
      <div className={prose ? 'wrap narrow prose' : 'wrap narrow'}>
        <h2 id={id}>{title}</h2>
        {children}
      </div>
    </section>
  );
}

/** A band in two columns: the heading (with an eyebrow or a sentence) beside what it speaks of. */
export function SplitBand({
  id,
  title,
  eyebrow,
  text,
  children,
}: {
  id: string;
  title: string;
  eyebrow?: string;
  text?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="band" aria-labelledby={id}>
      <div className="wrap split">
        <div>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={id}>{title}</h2>
          {text && <p className="muted">{text}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
