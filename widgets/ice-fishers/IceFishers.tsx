import { useRef, type JSX, type KeyboardEvent } from 'react';
import { lazyPart, useFirstUse } from '../runtime/lazy';
import { speak, useAnnounce, useCelebrate, useGridKeys, useLoaded, useReducedMotion, useResults, useSound, useToolSettings, type ToolCommonProps } from '../tool-kit';
import { useStepReducer } from '../tool-kit/reducer';
import { RoundBar, TimedGame, newSeed, useStart, type RoundStageProps } from '../tool-kit/timed-round';
import { HOLES, HOLE_X, readyLake, spokenText, targetText, type Config, type LakeAction, type LakeRound } from './ready';
import { Bucket, Ice, Water } from './pictures';
import { settings as declared, tool } from './tool';

export type IceFishersProps = ToolCommonProps & {
  /** `words`, `letters` or `numbers`. */
  content?: string;
  /** Round time in seconds: 30, 60 or 90. */
  time?: string;
  /** `timed` (default) or `relaxed`: no clock, the fish wait in the holes, scored on accuracy. */
  pace?: string;
  /** A teacher's own words: `ship,shop,chip`. */
  words?: string;
  /** A lesson of the scope and sequence (1-51): the fish carry its words, each in turn the one to catch. */
  lesson?: number;
};

/**
 * What a round needs and the first screen does not (play.tsx): the rules that move it, its clock,
 * the fish and their swimming, what a cast says, the end, the panel's field, the reading of a
 * teacher's words, a lesson's words. Loaded with the first tap, key or focus in the tool, or at
 * once when a teacher gave words or a lesson is set; Start waits for it.
 */
const playPart = lazyPart(() => import('./play'));

const fishCount = (n: number) => `${n} fish`;

/**
 * Ice Fishers: fish swim under holes in the ice carrying words, letters or numbers; cast into a
 * hole when a fish that matches the prompt is under it, and the catch goes into the bucket.
 */
export function IceFishers(props: IceFishersProps): JSX.Element {
  const held = useToolSettings(tool, declared, props);
  const [settings, set] = held;
  const { content, time: seconds, pace } = settings;
  const long = props.words && props.words.length > declared.words.maxLength ? props.words : '';
  const wordsText = settings.words || long;
  // A teacher's words are read by the part, which then loads at once. Until it is here the lake
  // shows the content, as the first screen did, and a Start tapped meanwhile waits for their round.
  const given = !!wordsText.trim();
  const play = playPart.use(given || settings.lesson > 0);
  const read = given ? play?.readOwnWords(wordsText) : { words: [] };
  // A lesson's words play as a teacher's would, each in turn; a teacher's own words still win.
  const lesson = useLoaded(settings.lesson, play?.lessonPlay);
  const own = read && !read.words.length && lesson?.words ? { words: lesson.words } : read;
  const problem = read?.problem ?? lesson?.problem;
  // Relaxed: the fish wait in the holes, as under reduced motion.
  const still = useReducedMotion() || pace === 'relaxed';

  return (
    <TimedGame
      held={held}
      // The fields come with the rules: a focus on Settings loads them.
      settings={<>{play && <play.Fields values={settings} set={set} own={!!read?.words.length} />}</>}
      problem={problem}
      Stage={Lake}
      config={{ content, seconds, still, pace, ...(own?.words.length && { own: own.words }) }}
      waiting={!own || (settings.lesson > 0 && !lesson)}
    />
  );
}

function Lake({ config, music, common, waiting, pending }: RoundStageProps<Config>) {
  const holes = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const splash = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The rules move on ten times a second; the view draws only when a fish comes, goes or passes a hole, or the clock's second changes.
  // Before the rules arrive nothing moves: no round plays until Start, which waits for them; they
  // bring the reducer and name it in each step.
  const [round, dispatch, latest] = useStepReducer<LakeRound, LakeAction>(null, () => readyLake(config, newSeed()));
  const outside = { announce: useAnnounce(), celebrate: useCelebrate(), play: useSound().play, results: useResults(tool.id, common), round, dispatch, holes, splash };
  const [part, withPart] = useFirstUse(playPart, stage);
  // A cast needs a round playing, so the rules are here by then.
  const castAt = (hole: number) => part?.cast(outside, hole);
  const keys = useGridKeys({ columns: HOLES, count: HOLES, onPick: castAt });
  const { phase, game } = round;

  // A tap on Start before the part arrives waits for it, then starts the round (with a teacher's
  // words, the round they make).
  const start = useStart(waiting, pending, playPart.load, () => withPart((p) => p.start(outside)));

  const digitKeys = (event: KeyboardEvent) => {
    const n = Number(event.key);
    if (!/^[1-9]$/.test(event.key) || n > HOLES || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    holes.current?.querySelectorAll('button')[n - 1]?.focus();
    castAt(n - 1);
  };

  // A round plays only once the rules (and the fish) have arrived.
  const playing = phase === 'playing' ? part : undefined;

  return (
    <div ref={stage} className="if-stage" data-motion={config.still ? 'still' : 'full'} onKeyDown={digitKeys}>
      {part && <part.Clock outside={outside} music={music} />}
      <RoundBar
        prefix="if"
        round={round}
        verb="catch"
        target={targetText(game.target)}
        score={game.bucket.length}
        onStart={start}
        onHear={() => speak(spokenText(game.target))}
        onFinish={() => part?.finish(outside)}
        Live={part?.Live}
      />
      <div className="if-play">
        <div className="if-scene">
          <Water />
          <div className="if-lane" aria-hidden="true">
            {playing && <playing.Fishes round={round} latest={latest} still={config.still} />}
          </div>
          <Ice />
          <div ref={holes} className="if-holes" role="group" aria-label="Holes in the ice, keys 1 to 4">
            {HOLE_X.map((x, i) => {
              const fish = playing?.fishUnder(game, i, round.at);
              return (
                <button
                  key={x}
                  type="button"
                  className="if-hole"
                  style={{ left: `${(x - 0.09) * 100}%` }}
                  data-cast={round.splash?.hole === i ? round.splash.outcome : undefined}
                  aria-label={`Hole ${i + 1}, ${fish ? fish.label : 'no fish'}`}
                  onClick={() => castAt(i)}
                  {...keys.keyProps(i)}
                >
                  <span className="if-key" aria-hidden="true">
                    {i + 1}
                  </span>
                </button>
              );
            })}
          </div>
        </div>
        <div className="if-bucket">
          <Bucket count={game.bucket.length} />
          <span key={game.bucket.length} className="if-bucket-count">
            Bucket: {fishCount(game.bucket.length)}
          </span>
        </div>
      </div>
    </div>
  );
}
