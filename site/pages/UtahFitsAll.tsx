import { Band, SplitBand } from '../components/Band';
import { CtaBand } from '../components/CtaBand';
import { Icon } from '../components/Icon';
import { Steps } from '../components/Lists';

const steps = [
  { title: 'Apply for the scholarship', text: 'Apply on the Utah Fits All website. The program decides who receives a scholarship.' },
  { title: 'Choose VERSE as your provider', text: 'Once your child is awarded, find VERSE in the list of approved providers.' },
  { title: 'Book a free consultation', text: 'We help you pick the right services and take care of the paperwork with you.' },
];

export function UtahFitsAll() {
  return (
    <>
      <section className="band hero-band">
        <div className="wrap">
          <div className="narrow-hero">
            <p className="badge">
              <Icon name="shield" size={18} /> Approved Scholarship Provider
            </p>
            <h1>Use your Utah Fits All scholarship with VERSE</h1>
            <p className="lead">
              VERSE is an approved Utah Fits All scholarship provider. Utah families can use their scholarship for our
              one-to-one online tutoring and student assessments.
            </p>
            <div className="actions">
              <a className="button primary" href="https://utahfitsall.org/">
                Apply Now <Icon name="external" size={18} />
                <span className="visually-hidden"> on the Utah Fits All website</span>
              </a>
              <a className="button" href="/start-here?open=consultation">
                Book a Free Consultation
              </a>
            </div>
          </div>
        </div>
      </section>
      <SplitBand
        id="what-it-covers"
        title="What the scholarship can cover"
        text={
          <>
            Utah Fits All is a state scholarship that helps families pay for learning that fits their child. With
            VERSE, it can be used for:
          </>
        }
      >
        <ul className="checklist">
          <li>1:1 online reading tutoring with a certified Orton-Gillingham tutor</li>
          <li>1:1 online math tutoring</li>
          <li>1:1 online writing and handwriting lessons</li>
          <li>The twenty-session Reading Discovery Program</li>
          <li>Student assessments that measure progress</li>
        </ul>
      </SplitBand>
      <Band id="how-to-use" title="How to use it with us" tone="tint">
        <Steps items={steps} />
        <p className="note">
          Questions about eligibility, deadlines or amounts are answered by the program itself on its website. Questions
          about VERSE? <a href="/contact">Ask us</a>.
        </p>
      </Band>
      <CtaBand />
    </>
  );
}
