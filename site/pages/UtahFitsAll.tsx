import { CtaBand } from '../components/CtaBand';
import { Icon } from '../components/Icon';

const steps = [
  { title: 'Apply for the scholarship', text: 'Apply on the Utah Fits All website. The program decides who receives a scholarship.' },
  { title: 'Choose VERSE as your provider', text: 'Once your child is awarded, find VERSE in the list of approved providers.' },
  { title: 'Book a free consultation', text: 'We help you pick the right services and take care of the paperwork with you.' },
];

export function UtahFitsAll() {
  return (
    <>
      <section class="band hero-band">
        <div class="wrap">
          <div class="narrow-hero">
            <p class="badge">
              <Icon name="shield" size={18} /> Approved Scholarship Provider
            </p>
            <h1>Use your Utah Fits All scholarship with VERSE</h1>
            <p class="lead">
              VERSE is an approved Utah Fits All scholarship provider. Utah families can use their scholarship for our
              one-to-one online tutoring and student assessments.
            </p>
            <div class="actions">
              <a class="button primary" href="https://utahfitsall.org/">
                Apply Now <Icon name="external" size={18} />
                <span class="visually-hidden"> on the Utah Fits All website</span>
              </a>
              <a class="button" href="/start-here?open=consultation">
                Book a Free Consultation
              </a>
            </div>
          </div>
        </div>
      </section>
      <section class="band" aria-labelledby="what-it-covers">
        <div class="wrap split">
          <div>
            <h2 id="what-it-covers">What the scholarship can cover</h2>
            <p class="muted">
              Utah Fits All is a state scholarship that helps families pay for learning that fits their child. With
              VERSE, it can be used for:
            </p>
          </div>
          <ul class="checklist">
            <li>1:1 online reading tutoring with a certified Orton-Gillingham tutor</li>
            <li>1:1 online math tutoring</li>
            <li>1:1 online writing and handwriting lessons</li>
            <li>The twenty-session Reading Discovery Program</li>
            <li>Student assessments that measure progress</li>
          </ul>
        </div>
      </section>
      <section class="band tint" aria-labelledby="how-to-use">
        <div class="wrap">
          <div class="section-head">
            <h2 id="how-to-use">How to use it with us</h2>
          </div>
          <ol class="steps">
            {steps.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
          <p class="note">
            Questions about eligibility, deadlines or amounts are answered by the program itself on its website. Questions
            about VERSE? <a href="/contact">Ask us</a>.
          </p>
        </div>
      </section>
      <CtaBand />
    </>
  );
}
