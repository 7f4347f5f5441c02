import { CtaBand } from '../components/CtaBand';
import { IconCards, type IconCard } from '../components/IconCards';
import { ProgressChart } from '../components/ProgressChart';
import { Band, PageHero } from '../components/Band';

const kinds: IconCard[] = [
  {
    icon: 'letters',
    title: 'Orton-Gillingham Benchmark',
    text: 'A friendly, one-to-one check of the skills reading is built on. It tells your tutor exactly where to start.',
    checks: ['Letter names and sounds', 'Blending and segmenting sounds', 'Reading real and nonsense words', 'Spelling patterns'],
  },
  {
    icon: 'book',
    title: 'SPIRE Assessment',
    text: 'The placement and progress tests of the SPIRE reading program, which show the right level for your child and how they grow.',
    checks: ['Phonological awareness', 'Decoding and sight words', 'Reading fluency', 'Comprehension'],
  },
  {
    icon: 'math',
    title: 'Math Skills Assessment',
    text: 'A hands-on look at how your child thinks about numbers, so lessons fill real gaps instead of repeating what they know.',
    checks: ['Number sense and place value', 'Math facts', 'Operations', 'Word problems'],
  },
];

/** The school year the charts span; tests fell in the months listed in each series. */
const months = ['Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May'];

/** Both skills were tested in the same months. */
const tested = ['Sep', 'Oct', 'Nov', 'Jan', 'Mar', 'May'];
const scores = (values: number[]) => tested.map((label, index) => ({ label, value: values[index]! }));

const reading = scores([38, 44, 52, 61, 70, 82]);
const spelling = scores([12, 17, 24, 31, 40, 48]);

export function Assessments() {
  return (
    <>
      <PageHero
        eyebrow="Assessments"
        title="Student Assessments"
        lead={
          <>
            A good plan starts with knowing where your child is. Our assessments are calm and one to one, and you get a
            clear, plain-language summary afterwards. $100, and free after completing 8 sessions.
          </>
        }
      />
      <Band id="kinds" title="Three kinds of assessment">
        <IconCards items={kinds} across="three" />
      </Band>
      <Band id="progress" title="What progress looks like" tone="tint" lead="One student's school year with VERSE, measured with the same assessments each time.">
        <div className="charts">
          <ProgressChart id="reading-chart" title="Reading progress" unit="Words read correctly per minute" max={100} months={months} points={reading} colour="#2f5d8a" />
          <ProgressChart id="spelling-chart" title="Spelling progress" unit="Spelling patterns mastered" max={60} months={months} points={spelling} colour="#2e7d5b" />
        </div>
      </Band>
      <CtaBand heading="Find out where your child is today" />
    </>
  );
}
