import { useRef, type JSX, type KeyboardEvent } from 'react';
import { lazyPart, useFirstUse } from '../runtime/lazy';
import { speak, useAnnounce, useCelebrate, useGridKeys, useLoaded, useReducedMotion, useResults, useSound, useToolSettings, type ToolCommonProps } from '../tool-kit';
import { useStepReducer } from '../tool-kit/reducer';
import { RoundBar, TimedGame, newSeed, useStart, type RoundStageProps } from '../tool-kit/timed-round';
import { HOLES, holeForKey, readyField, targetText, type Config, type WhackAction, type WhackRound } from './ready';
import { HoleBack, HoleFront, Mallet } from './pictures';
import { settings as declared, tool } from './tool';

export type WhackAMoleProps = ToolCommonProps & {
  /** A Letter Tiles word list (`short-a`…) or a pattern (`with-sh`…). */
  list?: string;
  /** Round time in seconds: 30, 60 or 90. */
  time?: string;
  /** `slow`, `medium` or `fast`. */
  speed?: string;
  /** `timed` (default) or `relaxed`: no clock, scored on accuracy. */
  pace?: string;
  /** A teacher's own words: `ship,shop,chip,chin`. */
  words?: string;
  /** Which of them to whack: `ship,shop`. */
  targets?: string;
  /** A lesson of the scope and sequence (1-51): its words, each in turn, instead of the list. */
  lesson?: number;
};

/**
 * What a round needs and the first screen does not (play.tsx): the rules that move it, its clock,
 * the mole, what a whack says, the end, the panel's fields, the reading of a teacher's words, a
 * lesson's words. Loaded with the first tap, key or focus in the tool, or at once when a teacher
 * gave words or a lesson is set; Start waits for it.
 */
const playPart = lazyPart(() => import('./play'));

/**
 * Whack-a-mole: moles rise from a 3 x 3 field carrying words; whack the ones that match the
 * prompt (a word, or words with a pattern) before the round's timer runs out.
 */
export function WhackAMole(props: WhackAMoleProps): JSX.Element {
  const held = useToolSettings(tool, declared, props);
  const [settings, set] = held;
  const long = (text?: string) => (text && text.length > declared.words.maxLength ? text : '');
  const wordsText = settings.words || long(props.words);
  const targetsText = settings.targets || long(props.targets);
  // A teacher's words are read by the part, which then loads at once. Until it is here the field
  // shows the list, as the first screen did, and a Start tapped meanwhile waits for their round.
  const given = !!(wordsText.trim() || targetsText.trim());
  const play = playPart.use(given || settings.lesson > 0);
  const read = given ? play?.readOwn(wordsText, targetsText) : {};
  // A lesson's words play as a teacher's would, each in turn; a teacher's own words still win.
  const lesson = useLoaded(settings.lesson, play?.lessonPlay);
  const own = read?.own ?? (lesson?.words && { words: lesson.words, targets: [] });
  const problem = read?.problem ?? lesson?.problem;

  return (
    <TimedGame
      held={held}
      // The fields come with the rules: a focus on Settings loads them.
      settings={<>{play && <play.Fields values={settings} set={set} own={!!read?.own} lesson={settings.lesson > 0} />}</>}
      problem={problem}
      Stage={Field}
      config={{ list: settings.list, seconds: settings.time, speed: settings.speed, pace: settings.pace, ...(own && { own }) }}
      waiting={!read || (settings.lesson > 0 && !lesson)}
    />
  );
}

function Field({ config, music, common, waiting, pending }: RoundStageProps<Config>) {
  const reduced = useReducedMotion();
  const field = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  // Before the rules arrive nothing moves: no round plays until Start, which waits for them; they
  // bring the reducer and name it in each step.
  const [round, dispatch] = useStepReducer<WhackRound, WhackAction>(null, () => readyField(config, newSeed()));
  const outside = { announce: useAnnounce(), celebrate: useCelebrate(), play: useSound().play, results: useResults(tool.id, common), round, dispatch, field };
  const [part, withPart] = useFirstUse(playPart, stage);
  // A whack needs a round playing, so the rules are here by then.
  const hit = (hole: number) => part?.whack(outside, hole);
  const keys = useGridKeys({ columns: 3, count: HOLES, onPick: hit });
  const { game } = round;

  // A tap on Start before the part arrives waits for it, then starts the round (with a teacher's
  // words, the round they make).
  const start = useStart(waiting, pending, playPart.load, () => withPart((p) => p.start(outside)));

  const digitKeys = (event: KeyboardEvent) => {
    const hole = holeForKey(event.key);
    if (hole === null || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    // Focus follows the key, so arrows go on from the hole just whacked.
    field.current?.querySelectorAll('button')[hole]?.focus();
    hit(hole);
  };

  const target = targetText(game.target);

  return (
    <div ref={stage} className="wm-stage" data-motion={reduced ? 'still' : 'full'} onKeyDown={digitKeys}>
      {part && <part.Clock outside={outside} music={music} />}
      <RoundBar
        prefix="wm"
        round={round}
        picture={<Mallet />}
        verb="whack"
        target={target}
        score={game.hits}
        onStart={start}
        onHear={() => speak(target)}
        onFinish={() => part?.finish(outside)}
        Live={part?.Live}
      />
      <div ref={field} className="wm-field" role="group" aria-label="Molehills, keys 1 to 9">
        {Array.from({ length: HOLES }, (_, i) => {
          // A mole up, while a round plays (so the rules are here).
          const up = part?.moleIn(round, i);
          return (
            <button
              key={i}
              type="button"
              className="wm-hole"
              data-state={up?.state ?? 'empty'}
              aria-label={up?.label ?? `Hole ${i + 1}, empty`}
              onClick={() => hit(i)}
              {...keys.keyProps(i)}
            >
              <span className="wm-key" aria-hidden="true">
                {i + 1}
              </span>
              <HoleBack />
              <span className="wm-pit">{up?.mole}</span>
              <HoleFront />
            </button>
          );
        })}
      </div>
    </div>
  );
}
