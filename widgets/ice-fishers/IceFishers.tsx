import { useEffect, useId, useRef, useState, type JSX, type KeyboardEvent } from 'react';
import { lazyPart } from '../runtime/lazy';
import { SettingControls, ToolShell, speak, useAnnounce, useCelebrate, useGridKeys, useReducedMotion, useResults, useSound, useToolSettings, type ToolCommonProps } from '../tool-kit';

import { RoundBar, newSeed, useTimedRound } from '../tool-kit/timed-round';
import {
  HOLES,
  HOLE_X,
  PARTICLES,
  readOwnWords,
  readyLake,
  resultScore,
  spokenText,
  targetText,
  type Config,
  type Content,
  type Fish,
  type Game,
  type LakeAction,
  type LakeRound,
} from './logic';
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
};

/** The rules that move a round and the fish (play.ts): loaded with the first tap, key or focus in the tool, needed at Start. */
let loaded: typeof import('./play') | undefined;
const playPart = lazyPart(() => import('./play').then((part) => (loaded = part)));
/** Before the rules arrive nothing moves: no round plays until Start, which waits for them. */
const reducer = (state: LakeRound, action: LakeAction) => (loaded ? loaded.iceFishersReducer(state, action) : state);

const CAST_MS = 400;
const fishCount = (n: number) => `${n} fish`;
/** A timed round ends with the clock; a relaxed one with its catches or Finish. */
const overText = (game: Game) => (game.config.pace === 'relaxed' ? `All done! ${game.bucket.length} of ${game.bucket.length + game.misses} casts right.` : "Time's up!");

/**
 * Ice Fishers: fish swim under holes in the ice carrying words, letters or numbers; cast into a
 * hole when a fish that matches the prompt is under it, and the catch goes into the bucket.
 */
export function IceFishers(props: IceFishersProps): JSX.Element {
  const [settings, set, shareParams] = useToolSettings(declared, props);
  const [musicOn, setMusicOn] = useState(true);
  const { content, time: seconds, pace } = settings;
  const long = props.words && props.words.length > declared.words.maxLength ? props.words : '';
  const own = readOwnWords(settings.words || long);
  const id = useId();
  // Relaxed: the fish wait in the holes, as under reduced motion.
  const still = useReducedMotion() || pace === 'relaxed';

  return (
    <ToolShell
      tool={tool}
      common={props}
      sound
      shareParams={shareParams}
      toolbar={
        <button type="button" className="tool-button" aria-pressed={musicOn} onClick={() => setMusicOn(!musicOn)}>
          Music
        </button>
      }
      settings={
        <>
          <SettingControls settings={declared} values={settings} set={set} names={pace === 'relaxed' ? ['content', 'pace'] : ['content', 'pace', 'time']} />
          <label className="if-field">
            {declared.words.label}
            <textarea rows={2} value={settings.words} maxLength={declared.words.maxLength} aria-describedby={`${id}-words`} onChange={(event) => set('words', event.currentTarget.value)} />
            <span className="hint" id={`${id}-words`}>
              Commas between words, as in ship,shop,chip: 2 to 100 words. Each in turn is the one to catch. Empty plays the content above.
            </span>
          </label>
        </>
      }
    >
      {own.problem && (
        <p className="if-problem" role="alert">
          {own.problem}
        </p>
      )}
      <Lake key={`${content}-${seconds}-${still}-${pace}-${own.words.join()}`} config={{ content, seconds, still, pace, ...(own.words.length && { own: own.words }) }} music={musicOn} common={props} />
    </ToolShell>
  );
}

function Lake({ config, music: musicOn, common }: { config: Config; music: boolean; common: ToolCommonProps }) {
  const announce = useAnnounce();
  const celebrate = useCelebrate();
  const { play } = useSound();
  const results = useResults(tool.id, common);
  const swimmers = useRef(new Map<number, HTMLElement>());
  const holesBox = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const part = playPart.use(false);
  const splashTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const keys = useGridKeys({ columns: HOLES, count: HOLES, onPick: (hole) => castAt(hole) });

  const finish = (over: Game) => {
    play('end');
    if (over.bucket.length > 0) celebrate({ particles: PARTICLES });
    announce(`${overText(over)} You caught ${fishCount(over.bucket.length)}.`);
    results.complete(resultScore(over));
  };
  // The rules move on ten times a second; the view draws only when a fish comes, goes or passes a hole, or the clock's second changes.
  const [round, dispatch, latest, finishRound] = useTimedRound(reducer, () => readyLake(config, newSeed()), { music: musicOn, onOver: (over) => finish(over.game) });
  const { phase, game } = round;

  useEffect(() => () => clearTimeout(splashTimer.current), []);

  // Swimming: each frame moves the fish by a CSS transform in units of the ice's width (cqw), outside React (no layout, no render).
  useEffect(() => {
    if (phase !== 'playing' || config.still || !loaded) return;
    const { fishX } = loaded;
    let frame = requestAnimationFrame(function swim() {
      const at = Date.now();
      for (const fish of latest.current.game.fish) {
        const element = swimmers.current.get(fish.id);
        if (element) element.style.transform = `translateX(${(fishX(fish, at) * 100).toFixed(2)}cqw)`;
      }
      frame = requestAnimationFrame(swim);
    });
    return () => cancelAnimationFrame(frame);
  }, [phase]);

  // The rules load with the first tap, key or focus anywhere in the tool (its settings too).
  useEffect(() => {
    const root = stage.current?.getRootNode();
    const load = () => void playPart.load();
    for (const type of ['pointerdown', 'keydown', 'focusin']) root?.addEventListener(type, load, { once: true });
    return () => {
      for (const type of ['pointerdown', 'keydown', 'focusin']) root?.removeEventListener(type, load);
    };
  }, []);

  const start = (): void => {
    if (!loaded) return void playPart.load().then(start);
    // The first round is the one whose target the ready prompt showed (the reducer keeps its seed).
    const { after } = dispatch({ type: 'start', seed: newSeed(), now: Date.now() });
    results.restart();
    announce(`Go! ${spokenText(after.game.target)}.`);
    speak(spokenText(after.game.target));
    holesBox.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  };

  function castAt(hole: number) {
    const { before, after } = dispatch({ type: 'cast', hole, now: Date.now() });
    if (after === before || !after.last) return;
    const { outcome, fish } = after.last;
    const next = after.game;
    const n = after.splash!.n;
    clearTimeout(splashTimer.current);
    splashTimer.current = setTimeout(() => dispatch({ type: 'unsplash', n }), CAST_MS);
    if (outcome === 'caught') {
      play('correct');
      announce(`Caught ${fish!.label}! ${fishCount(next.bucket.length)} in the bucket. Now catch ${targetText(next.target)}.`);
      speak(spokenText(next.target));
    } else if (outcome === 'wrong') {
      play('miss');
      announce(`${fish!.label} is not ${targetText(next.target)}. It swims away.`);
    } else if (outcome === 'empty') announce(`No fish under hole ${hole + 1}.`);
  }

  const digitKeys = (event: KeyboardEvent) => {
    const n = Number(event.key);
    if (!/^[1-9]$/.test(event.key) || n > HOLES || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    holesBox.current?.querySelectorAll('button')[n - 1]?.focus();
    castAt(n - 1);
  };

  // A round plays only once the rules (and the fish) have arrived.
  const playing = phase === 'playing' ? part : undefined;
  const swimming: Fish[] = playing ? game.fish : [];
  const splash = round.splash;

  return (
    <div ref={stage} className="if-stage" data-motion={config.still ? 'still' : 'full'} onKeyDown={digitKeys}>
      <RoundBar
        prefix="if"
        round={round}
        verb="catch"
        target={targetText(game.target)}
        over={
          <span>
            {overText(game)} You caught {fishCount(game.bucket.length)}.
          </span>
        }
        score={game.bucket.length}
        onStart={start}
        onHear={() => speak(spokenText(game.target))}
        onFinish={finishRound}
      />
      <div className="if-play">
        <div className="if-scene">
          <Water />
          <div className="if-lane" aria-hidden="true">
            {playing &&
              swimming.map((fish) => (
              <div
                key={fish.id}
                className="if-swim"
                data-wrong={fish.wrong ? 'true' : undefined}
                ref={(element) => {
                  if (element) swimmers.current.set(fish.id, element);
                  else swimmers.current.delete(fish.id);
                }}
                // Where it is now (the frames move it on from here).
                style={{ transform: `translateX(${((fish.hole !== undefined ? HOLE_X[fish.hole]! : playing.fishX(fish, Date.now())) * 100).toFixed(2)}cqw)` }}
              >
                <playing.FishPicture wrong={fish.wrong} />
                <span className="if-label">{fish.label}</span>
              </div>
            ))}
          </div>
          <Ice />
          <div ref={holesBox} className="if-holes" role="group" aria-label="Holes in the ice, keys 1 to 4">
            {HOLE_X.map((x, i) => {
              const fish = playing?.fishUnder(game, i, round.at);
              return (
                <button
                  key={x}
                  type="button"
                  className="if-hole"
                  style={{ left: `${(x - 0.09) * 100}%` }}
                  data-cast={splash?.hole === i ? splash.outcome : undefined}
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
