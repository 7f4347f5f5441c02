import { business } from '../config';
import { Claims } from './Claims';

const onTheCall = [
  'We ask about your child: what they enjoy, what feels hard, and what school has said.',
  'We explain how our one-to-one lessons work and answer your questions about programs and prices.',
  'You leave with a clear next step, whether or not it is with us. There is no obligation.',
];

/** Start Here's reassurance: what the free call is like, when we answer, and the headline facts. */
export function WhatToExpect() {
  return (
    <section className="band tint" aria-labelledby="what-to-expect">
      <div className="wrap split">
        <div>
          <h2 id="what-to-expect">What happens on the free call</h2>
          <p className="muted">
            It takes 30 minutes and a tutor calls you at the time you pick. Questions first? We answer email and phone{' '}
            {business.hours}.
          </p>
        </div>
        <ol className="steps compact-steps">
          {onTheCall.map((text) => (
            <li key={text}>
              <p>{text}</p>
            </li>
          ))}
        </ol>
      </div>
      <div className="wrap claims-row">
        <Claims />
      </div>
    </section>
  );
}
