import { useEffect, useRef, useState, type JSX, type KeyboardEvent } from 'react';
import { ChoiceGroup, ToolShell, speak, useAnnounce, useCelebrate, useGridKeys, useReducedMotion, useResults, useSound, type ToolCommonProps } from '../tool-kit';
import { newSeed } from '../whack-a-mole/logic';
import {
  CONTENTS,
  CONTENT_LABELS,
  HOLES,
  HOLE_X,
  MUSIC_VOLUME,
  PARTICLES,
  ROUND_SECONDS,
  advance,
  cast,
  contentOf,
  fishUnder,
  fishX,
  resultScore,
  roundSecondsOf,
  secondsLeft,
  spokenText,
  startRound,
  targetText,
  type Config,
  type Content,
  type Fish,
  type Game,
  type RoundSeconds,
} from './logic';
import { Bucket, FishPicture, Ice, Water } from './pictures';
import { tool } from './tool';

export type IceFishersProps = ToolCommonProps & {
  /** `words`, `letters` or `numbers`. */
  content?: string;
  /** Round time in seconds: 30, 60 or 90. */
  time?: string;
};

const TICK_MS = 100;
const CAST_MS = 400;
const SECONDS_LABELS = { '30': '30 s', '60': '60 s', '90': '90 s' } as const;
const fishCount = (n: number) => `${n} fish`;

/**
 * Ice Fishers: fish swim under holes in the ice carrying words, letters or numbers; cast into a
 * hole when a fish that matches the prompt is under it, and the catch goes into the bucket.
 */
export function IceFishers(props: IceFishersProps): JSX.Element {
  const [content, setContent] = useState<Content>(() => contentOf(props.content));
  const [seconds, setSeconds] = useState<RoundSeconds>(() => roundSecondsOf(props.time));
  const [musicOn, setMusicOn] = useState(true);
  const still = useReducedMotion();
  useEffect(() => setContent(contentOf(props.content)), [props.content]);
  useEffect(() => setSeconds(roundSecondsOf(props.time)), [props.time]);

  const shareParams: Record<string, string> = {};
  if (content !== 'words') shareParams.content = content;
  if (seconds !== 60) shareParams.time = String(seconds);

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
          <ChoiceGroup label="Fish carry" options={CONTENTS} labels={CONTENT_LABELS} value={content} onChange={setContent} />
          <ChoiceGroup
            label="Round time"
            options={ROUND_SECONDS.map(String) as ('30' | '60' | '90')[]}
            labels={SECONDS_LABELS}
            value={String(seconds) as '30' | '60' | '90'}
            onChange={(value) => setSeconds(roundSecondsOf(value))}
          />
        </>
      }
    >
      <Lake key={`${content}-${seconds}-${still}`} config={{ content, seconds, still }} music={musicOn} common={props} />
    </ToolShell>
  );
}

type Phase = 'ready' | 'playing' | 'over';

/** Which catchable fish is under each hole: the view draws again only when this changes. */
const underKey = (game: Game, now: number) => HOLE_X.map((_, h) => fishUnder(game, h, now)?.id ?? '-').join(',');

function Lake({ config, music: musicOn, common }: { config: Config; music: boolean; common: ToolCommonProps }) {
  const announce = useAnnounce();
  const celebrate = useCelebrate();
  const { play, music } = useSound();
  const results = useResults(tool.id, common);
  const [phase, setPhase] = useState<Phase>('ready');
  const [game, setGame] = useState<Game>(() => startRound(config, newSeed(), 0));
  const [now, setNow] = useState(0);
  const [splash, setSplash] = useState<{ hole: number; outcome: string; n: number } | null>(null);
  const latest = useRef(game);
  const shown = useRef('');
  const swimmers = useRef(new Map<number, HTMLElement>());
  const holesBox = useRef<HTMLDivElement>(null);
  const splashTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const keys = useGridKeys({ columns: HOLES, count: HOLES, onPick: (hole) => castAt(hole) });

  const update = (next: Game, at: number) => {
    latest.current = next;
    setGame(next);
    setNow(at);
  };

  useEffect(() => {
    music(musicOn && phase === 'playing', MUSIC_VOLUME);
  }, [musicOn, phase]);
  useEffect(
    () => () => {
      music(false);
      clearTimeout(splashTimer.current);
    },
    [],
  );

  // The rules move on ten times a second; the view draws only when a fish comes, goes or passes a hole, or the clock's second changes.
  useEffect(() => {
    if (phase !== 'playing') return;
    const timer = setInterval(() => {
      const at = Date.now();
      const next = advance(latest.current, at);
      if (next.over) {
        clearInterval(timer);
        update(next, at);
        setPhase('over');
        finish(next);
        return;
      }
      const key = `${underKey(next, at)}|${secondsLeft(next, at)}`;
      if (next !== latest.current || key !== shown.current) {
        shown.current = key;
        update(next, at);
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [phase]);

  // Swimming: each frame moves the fish by a CSS transform in units of the ice's width (cqw), outside React (no layout, no render).
  useEffect(() => {
    if (phase !== 'playing' || config.still) return;
    let frame = requestAnimationFrame(function swim() {
      const at = Date.now();
      for (const fish of latest.current.fish) {
        const element = swimmers.current.get(fish.id);
        if (element) element.style.transform = `translateX(${(fishX(fish, at) * 100).toFixed(2)}cqw)`;
      }
      frame = requestAnimationFrame(swim);
    });
    return () => cancelAnimationFrame(frame);
  }, [phase]);

  const finish = (over: Game) => {
    play('end');
    if (over.bucket.length > 0) celebrate({ particles: PARTICLES });
    announce(`Time's up! You caught ${fishCount(over.bucket.length)}.`);
    results.complete(resultScore(over));
  };

  const start = () => {
    const at = Date.now();
    // The first round is the one whose target the ready prompt showed.
    const round = startRound(config, phase === 'ready' ? latest.current.seed : newSeed(), at);
    update(round, at);
    setPhase('playing');
    results.restart();
    announce(`Go! ${spokenText(round.target)}.`);
    speak(spokenText(round.target));
    holesBox.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  };

  function castAt(hole: number) {
    if (phase !== 'playing') return;
    const at = Date.now();
    const { game: next, outcome, fish } = cast(advance(latest.current, at), hole, at);
    update(next, at);
    clearTimeout(splashTimer.current);
    setSplash({ hole, outcome, n: at });
    splashTimer.current = setTimeout(() => setSplash(null), CAST_MS);
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

  const left = phase === 'ready' ? config.seconds : secondsLeft(game, now);
  const clock = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  const swimming: Fish[] = phase === 'playing' ? game.fish : [];

  return (
    <div className="if-stage" data-motion={config.still ? 'still' : 'full'} onKeyDown={digitKeys}>
      <div className="if-top">
        <div className="if-prompt">
          {phase === 'over' ? (
            <p className="if-prompt-text" role="group" aria-label="Round over">
              <span>Time's up! You caught {fishCount(game.bucket.length)}.</span>
            </p>
          ) : (
            <p className="if-prompt-text">
              <span className="if-small">{phase === 'ready' ? 'Press Start, then catch' : 'Catch'}</span>
              <strong className="if-target">{targetText(game.target)}</strong>
            </p>
          )}
          {phase === 'playing' ? (
            <button type="button" className="tool-button" onClick={() => speak(spokenText(game.target))}>
              Hear it
            </button>
          ) : (
            <button type="button" className="tool-button primary" onClick={start}>
              {phase === 'over' ? 'Play again' : 'Start'}
            </button>
          )}
        </div>
        <div className="if-meters">
          <span className="if-meter" role="timer" aria-label={`Time left: ${clock}`}>
            Time {clock}
          </span>
          <span className="if-meter">Score {game.bucket.length}</span>
        </div>
      </div>
      <div className="if-play">
        <div className="if-scene">
          <Water />
          <div className="if-lane" aria-hidden="true">
            {swimming.map((fish) => (
              <div
                key={fish.id}
                className="if-swim"
                data-wrong={fish.wrong ? 'true' : undefined}
                ref={(element) => {
                  if (element) swimmers.current.set(fish.id, element);
                  else swimmers.current.delete(fish.id);
                }}
                // Where it is now (the frames move it on from here).
                style={{ transform: `translateX(${((fish.hole !== undefined ? HOLE_X[fish.hole]! : fishX(fish, Date.now())) * 100).toFixed(2)}cqw)` }}
              >
                <FishPicture wrong={fish.wrong} />
                <span className="if-label">{fish.label}</span>
              </div>
            ))}
          </div>
          <Ice />
          <div ref={holesBox} className="if-holes" role="group" aria-label="Holes in the ice, keys 1 to 4">
            {HOLE_X.map((x, i) => {
              const fish = phase === 'playing' ? fishUnder(game, i, now) : undefined;
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
