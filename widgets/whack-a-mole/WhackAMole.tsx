import { useEffect, useId, useRef, useState, type JSX, type KeyboardEvent } from 'react';
import { lazyPart } from '../runtime/lazy';
import { SettingControls, ToolShell, speak, useAnnounce, useCelebrate, useGridKeys, useReducedMotion, useResults, useSound, useToolSettings, type ToolCommonProps } from '../tool-kit';

import { PATTERNS, WORD_LIST_CHOICES } from '../tool-kit/patterns';
import { RoundBar, newSeed, useTimedRound } from '../tool-kit/timed-round';
import {
  HOLES,
  PARTICLES,
  holeForKey,
  readOwn,
  readyField,
  resultScore,
  targetText,
  type Config,
  type Game,
  type WhackAction,
  type WhackRound,
} from './logic';
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
};

/** The rules that move a round and the mole (play.ts): loaded with the first tap, key or focus in the tool, needed at Start. */
let loaded: typeof import('./play') | undefined;
const playPart = lazyPart(() => import('./play').then((part) => (loaded = part)));
/** Before the rules arrive nothing moves: no round plays until Start, which waits for them. */
const reducer = (state: WhackRound, action: WhackAction) => (loaded ? loaded.whackAMoleReducer(state, action) : state);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** A timed round ends with the clock; a relaxed one with its finds or Finish. */
const overText = (game: Game) => (game.config.pace === 'relaxed' ? `All done! ${game.hits} of ${game.hits + game.misses} whacks right.` : "Time's up!");

/**
 * Whack-a-mole: moles rise from a 3 x 3 field carrying words; whack the ones that match the
 * prompt (a word, or words with a pattern) before the round's timer runs out.
 */
export function WhackAMole(props: WhackAMoleProps): JSX.Element {
  const [settings, set, shareParams] = useToolSettings(declared, props);
  const [musicOn, setMusicOn] = useState(true);
  const id = useId();
  const long = (text?: string) => (text && text.length > declared.words.maxLength ? text : '');
  const own = readOwn(settings.words || long(props.words), settings.targets || long(props.targets));

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
          <div className="choice-row">
            <label className="choice-label" htmlFor={`${id}-list`}>
              Words
            </label>
            <select id={`${id}-list`} className="wm-select" value={settings.list} disabled={!!own.own} onChange={(event) => set('list', event.currentTarget.value)}>
              <optgroup label="Find each word of a list">
                {WORD_LIST_CHOICES.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.label}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Find words with a pattern">
                {PATTERNS.map((p) => (
                  <option key={p.id} value={p.id}>
                    words with {p.label}
                  </option>
                ))}
              </optgroup>
            </select>
          </div>
          <SettingControls settings={declared} values={settings} set={set} names={settings.pace === 'relaxed' ? ['pace'] : ['pace', 'time', 'speed']} />
          {(['words', 'targets'] as const).map((name) => (
            <label key={name} className="wm-field">
              {declared[name].label}
              <textarea rows={2} value={settings[name]} maxLength={declared[name].maxLength} aria-describedby={`${id}-${name}`} onChange={(event) => set(name, event.currentTarget.value)} />
              <span className="hint" id={`${id}-${name}`}>
                {name === 'words' ? 'Commas between words, as in ship,shop,chip,chin: 2 to 100 words. Empty plays the list above.' : 'Some of your words to whack, as in ship,shop. Empty: each word in turn.'}
              </span>
            </label>
          ))}
        </>
      }
    >
      {own.problem && (
        <p className="wm-problem" role="alert">
          {own.problem}
        </p>
      )}
      <Field
        key={[settings.list, settings.time, settings.speed, settings.pace, own.own?.words.join(), own.own?.targets.join()].join('\n')}
        config={{ list: settings.list, seconds: settings.time, speed: settings.speed, pace: settings.pace, ...(own.own && { own: own.own }) }}
        music={musicOn}
        common={props}
      />
    </ToolShell>
  );
}

function Field({ config, music: musicOn, common }: { config: Config; music: boolean; common: ToolCommonProps }) {
  const announce = useAnnounce();
  const celebrate = useCelebrate();
  const reduced = useReducedMotion();
  const { play } = useSound();
  const results = useResults(tool.id, common);
  const field = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const part = playPart.use(false);
  const keys = useGridKeys({ columns: 3, count: HOLES, onPick: (hole) => hit(hole) });

  const finish = (over: Game) => {
    play('end');
    if (over.hits > 0) celebrate({ particles: PARTICLES });
    announce(`${overText(over)} You whacked ${plural(over.hits, 'word')}.`);
    results.complete(resultScore(over));
  };
  const [round, dispatch, , finishRound] = useTimedRound(reducer, () => readyField(config, newSeed()), { music: musicOn, onOver: (over) => finish(over.game) });
  const { phase, game } = round;

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
    announce(`Go! Whack ${targetText(after.game.target)}.`);
    speak(targetText(after.game.target));
    // The holes take the keys at once.
    field.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  };

  function hit(hole: number) {
    const { before, after } = dispatch({ type: 'whack', hole, now: Date.now() });
    if (after === before || !after.last) return;
    const { outcome, mole } = after.last;
    const next = after.game;
    if (outcome === 'hit') {
      play('correct');
      announce(next.target.kind === 'word' ? `Hit! ${mole!.word}. Now whack ${next.target.word}.` : `Hit! ${mole!.word}.`);
    } else if (outcome === 'miss') {
      play('miss');
      announce(`Miss: ${mole!.word} is not ${targetText(next.target)}.`);
    } else if (outcome === 'empty') announce(`Hole ${hole + 1} is empty.`);
  }

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
      <RoundBar
        prefix="wm"
        round={round}
        picture={<Mallet />}
        verb="whack"
        target={target}
        over={
          <>
            <span>
              {overText(game)} You whacked {plural(game.hits, 'word')}.
            </span>
            <span className="wm-small">Best streak: {game.bestStreak}</span>
          </>
        }
        score={game.hits}
        onStart={start}
        onHear={() => speak(target)}
        onFinish={finishRound}
      />
      <div ref={field} className="wm-field" role="group" aria-label="Molehills, keys 1 to 9">
        {Array.from({ length: HOLES }, (_, i) => {
          const mole = phase === 'playing' ? game.moles.find((m) => m.hole === i) : undefined;
          return (
            <button
              key={i}
              type="button"
              className="wm-hole"
              data-state={mole ? (mole.whacked ?? 'up') : 'empty'}
              aria-label={mole ? `Hole ${i + 1}, ${mole.word}${mole.whacked ? `: ${mole.whacked}` : ''}` : `Hole ${i + 1}, empty`}
              onClick={() => hit(i)}
              {...keys.keyProps(i)}
            >
              <span className="wm-key" aria-hidden="true">
                {i + 1}
              </span>
              <HoleBack />
              <span className="wm-pit">
                {mole && part && (
                  <span key={mole.id} className="wm-mole">
                    <part.Mole whacked={mole.whacked} />
                    <span className="wm-word">{mole.word}</span>
                  </span>
                )}
              </span>
              <HoleFront />
            </button>
          );
        })}
      </div>
    </div>
  );
}
