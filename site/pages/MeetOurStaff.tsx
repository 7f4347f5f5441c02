import { CtaBand } from '../components/CtaBand';
import { Portrait, type PortraitLook } from '../components/Portrait';
import { PageHero } from '../components/Band';

type Tutor = { name: string; role: string; look: PortraitLook; bio: string[]; teaches: string[] };

const tutors: Tutor[] = [
  {
    name: 'Rebecca Hall, M.Ed.',
    role: 'Founder and Lead Tutor',
    look: { backdrop: '#fdf1dc', skin: '#f1c7a5', hair: '#8a5a2b', hairStyle: 'long', top: '#2f5d8a', collar: '#e3edf7', glasses: true },
    bio: [
      'Rebecca taught second and third grade for six years before her own son was diagnosed with dyslexia. Watching him struggle, and then thrive with the right teaching, led her to train in the Orton-Gillingham approach and start VERSE.',
      'She plans every new student’s program, trains our tutors, and still teaches reading every day. Parents say she explains things so they finally make sense.',
    ],
    teaches: ['Reading', 'Spelling', 'Assessments'],
  },
  {
    name: 'Daniel Ortiz',
    role: 'Math and Reading Tutor',
    look: { backdrop: '#e3edf7', skin: '#c68b63', hair: '#2b211b', hairStyle: 'short', top: '#2e7d5b', collar: '#e4f4ea', beard: true },
    bio: [
      'Daniel is a certified structured literacy tutor with a background in special education. He loves showing students that math is a set of patterns they can see and touch, not a race.',
      'He uses blocks, number lines and lots of talking out loud. Many of his students are working on reading and math at the same time.',
    ],
    teaches: ['Math', 'Reading', 'Study skills'],
  },
  {
    name: 'Grace Mensah',
    role: 'Reading and Writing Tutor',
    look: { backdrop: '#e4f4ea', skin: '#7a4b33', hair: '#1c1410', hairStyle: 'curly', top: '#b4533c', collar: '#fdf1dc' },
    bio: [
      'Grace has tutored children with dyslexia and dysgraphia for eight years. She is trained in Orton-Gillingham and in handwriting instruction for printing, D’Nealian and cursive.',
      'Her lessons are calm and playful. She helps young writers go from forming letters to writing sentences they are proud to read aloud.',
    ],
    teaches: ['Reading', 'Handwriting', 'Writing'],
  },
];

export function MeetOurStaff() {
  return (
    <>
      <PageHero
        eyebrow="Our team"
        title="Meet Our Staff"
        lead={
          <>
            Your child works with the same caring tutor every week. Each of us is trained in the Orton-Gillingham
            approach and has years of experience with children who learn differently.
          </>
        }
      />
      <section className="band" aria-label="Tutors">
        <div className="wrap tutors">
          {tutors.map((tutor) => (
            <article className="tutor card" key={tutor.name}>
              <Portrait look={tutor.look} label={`Illustrated portrait of ${tutor.name}`} />
              <div>
                <h2>{tutor.name}</h2>
                <p className="tutor-role">{tutor.role}</p>
                {tutor.bio.map((paragraph) => (
                  <p key={paragraph.slice(0, 20)}>{paragraph}</p>
                ))}
                <ul className="tags" aria-label={`${tutor.name} teaches`}>
                  {tutor.teaches.map((subject) => (
                    <li key={subject}>{subject}</li>
                  ))}
                </ul>
              </div>
            </article>
          ))}
        </div>
      </section>
      <CtaBand heading="Would you like to talk with one of us?" />
    </>
  );
}
