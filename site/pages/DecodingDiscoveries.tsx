import { Icon, type IconName } from '../components/Icon';
import { PageHero } from '../components/Band';

const modules: { id: string; icon: IconName; title: string; text: string; time: string }[] = [
  {
    id: 'letter-recognition',
    icon: 'letters',
    title: 'Letter Recognition',
    text: 'Meet each letter by its shape, name and sound, and learn to tell look-alikes such as b and d apart.',
    time: '10 short lessons',
  },
  {
    id: 'sound-blending',
    icon: 'ear',
    title: 'Sound Blending',
    text: 'Push sounds together to make words: first two sounds, then three, then whole syllables.',
    time: '8 short lessons',
  },
  {
    id: 'word-recognition',
    icon: 'eye',
    title: 'Word Recognition',
    text: 'Read common words quickly and easily, and spot the patterns that make longer words simple.',
    time: '12 short lessons',
  },
];

export function DecodingDiscoveries() {
  return (
    <>
      <PageHero
        eyebrow="VERSE Tools"
        title="Decoding Discoveries"
        lead={
          <>
            Three step-by-step modules that build the skills behind reading. Each lesson is short, playful and made for
            children who learn differently.
          </>
        }
      />
      <section className="band" aria-label="Modules">
        <div className="wrap">
          <ol className="cards three modules">
            {modules.map((module, index) => (
              <li className="card" key={module.id}>
                <span className="card-icon">
                  <Icon name={module.icon} />
                </span>
                <p className="module-number">Module {index + 1}</p>
                <h2 id={module.id}>{module.title}</h2>
                <p>{module.text}</p>
                <p className="module-time">
                  <Icon name="clock" size={18} /> {module.time}
                </p>
                <button type="button" className="button" aria-describedby={module.id}>
                  Start Module
                </button>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
