import { useEffect, useId, useRef, useState, type CSSProperties, type JSX } from 'react';
import { SettingControls, ToolShell, useAnnounce, useCelebrate, useGridKeys, useResults, useSound, useToolSettings, type ToolCommonProps } from '../tool-kit';

import { readSetting } from '../tool-kit/declaration';
import { useLoaded } from '../tool-kit/use-setting';
import { useStepReducer } from '../tool-kit/reducer';
import { ToolStep } from '../tool-kit/step';
import {
  COMPLETE_MESSAGE,
  COUNTDOWN_STEP_MS,
  MUSIC_VOLUME,
  PARTICLES,
  WRONG_FLASH_MS,
  boardReducer,
  isComplete,
  newBoard,
  newSeed,
  newTable,
  resultScore,
  tableReducer,
  type Round,
  type Subdivision,
  type Theme,
  widestCard,
} from './logic';
import { settings as declared, tool } from './tool';

export type AlphabeticalOrderProps = ToolCommonProps & {
  /** 1, 2, 3, 4, 5, 8, 16 or 26 groups. */
  subdivision?: string;
  /** `desert`, `ocean`, `winter` or `summer`. */
  theme?: string;
  /** `false` shows lowercase letters. */
  uppercase?: string;
  /** `timed` (default): a "2, 1" countdown before each shuffle; `relaxed`: none. */
  pace?: string;
};

/**
 * Alphabetical Order: the alphabet in letter groups, shuffled into a deck; each group is picked
 * and placed in its slot. A countdown starts each shuffle; a theme mascot passes by now and then.
 */
export function AlphabeticalOrder(props: AlphabeticalOrderProps): JSX.Element {
  const held = useToolSettings(tool, declared, props);
  const [settings, set] = held;
  const { subdivision, theme } = settings;
  const uppercase = settings.uppercase == 'true';
  // A relaxed pace has no countdown.
  const timed = settings.pace == 'timed';
  const [game, dispatch] = useStepReducer(tableReducer, () => newTable(newSeed(), timed));
  const { music: musicOn, effects: effectsOn } = game;
  const results = useResults(tool.id, props);
  const { music } = useSound();
  const id = useId();

  useEffect(() => {
    music(musicOn, MUSIC_VOLUME);
    return () => music(false);
  }, [musicOn]);

  /** A new shuffle; `countdown` starts the countdown again; `again` (Play Again) puts focus on the deck. */
  const restart = (countdown: boolean, again = false) => {
    dispatch({ type: 'shuffle', seed: newSeed(), countdown: countdown && timed, again });
    results.restart();
  };


  const toggle = (label: string, on: boolean, flip: () => void) => (
    <button type="button" className="tool-button" aria-pressed={on} onClick={flip}>
      {label}
    </button>
  );

  return (
    <ToolShell
      sound
      held={held}
      settings={
        <>
          <div className="choice-row">
            <label className="choice-label" htmlFor={`${id}-sub`}>
              Subdivision
            </label>
            <select
              id={`${id}-sub`}
              className="ao-select"
              value={subdivision}
              onChange={(event) => {
                set('subdivision', readSetting(declared.subdivision, event.currentTarget.value));
                restart(false);
              }}
            >
              {declared.subdivision.values.map((n) => (
                <option key={n} value={n}>
                  {declared.subdivision.labels[n]}
                </option>
              ))}
            </select>
          </div>
          <SettingControls settings={declared} values={settings} set={set} names={['theme', 'pace']} />
        </>
      }
      toolbar={
        <>
          <button type="button" className="tool-button primary" onClick={() => restart(true)}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
              <path d="M16 3h5v5M4 20 21 3M21 16v5h-5M15 15l6 6M4 4l5 5" />
            </svg>
            Shuffle
          </button>
          {toggle('Uppercase', uppercase, () => set('uppercase', uppercase ? 'false' : 'true'))}
          {toggle('Music', musicOn, () => dispatch({ type: 'toggle', what: 'music' }))}
          {toggle('Sound effects', effectsOn, () => dispatch({ type: 'toggle', what: 'effects' }))}
        </>
      }
    >
      <Board
        key={`${subdivision}-${game.seed}`}
        subdivision={subdivision}
        seed={game.seed}
        countdown={game.countdown}
        fresh={game.fresh}
        focusDeck={game.again}
        theme={theme}
        uppercase={uppercase}
        effects={effectsOn}
        answered={(success, letters, slot) => results.answered({ success, prompt: letters, answer: `slot ${slot + 1}` })}
        complete={(round) => results.complete({ ...resultScore(round), pace: settings.pace })}
        again={() => restart(false, true)}
      />
    </ToolShell>
  );
}

type BoardProps = {
  subdivision: Subdivision;
  seed: number;
  countdown: boolean;
  /** Dealt again by the player: say so (and, after Play Again, focus the deck). */
  fresh: boolean;
  focusDeck: boolean;
  theme: Theme;
  uppercase: boolean;
  effects: boolean;
  /** A card tried in a slot: its letters, and the slot (from 0). */
  answered(success: boolean, letters: string, slot: number): void;
  complete(round: Round): void;
  again(): void;
};

function Board({ subdivision, seed, countdown, fresh, focusDeck, theme, uppercase, effects, answered, complete, again }: BoardProps) {
  const announce = useAnnounce();
  const celebrate = useCelebrate();
  const { play } = useSound();
  const [state, dispatch] = useStepReducer(boardReducer, () => newBoard(subdivision, seed));
  // The scenery and the mascot are decoration, loaded after the first screen (absolutely placed: nothing moves when they come).
  // The scenery's box is drawn with the first screen (empty till its picture comes); the mascot's rules come with it (pictures.css).
  const stage = useRef<HTMLDivElement>(null);
  const pictures = useLoaded(0, () =>
    import('./pictures').then(
      (part) => {
        const root = stage.current?.getRootNode();
        if (root) part.adoptPictureStyles(root);
        return part;
      },
      // Decoration: the game plays on without it.
      () => undefined,
    ),
  );
  // When the tool showed: the mascot's visits count from here, not from when its picture arrived.
  const [shown] = useState(Date.now);
  const { round, selected, flash, count } = state;
  const flashTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const sound = (name: 'success' | 'miss' | 'end') => effects && play(name);
  const show = (letters: string) => (uppercase ? letters.toUpperCase() : letters);
  const done = isComplete(round);
  const selectedCard = round.deck.find((card) => card.id === selected);

  // The countdown: on first show and after Shuffle (not after Play Again or a new subdivision).
  useEffect(() => {
    if (!countdown) return;
    dispatch({ type: 'countdown', elapsed: 0 });
    const timers = [1, 2].map((n) => setTimeout(() => dispatch({ type: 'countdown', elapsed: n * COUNTDOWN_STEP_MS }), n * COUNTDOWN_STEP_MS));
    return () => timers.forEach(clearTimeout);
  }, []);
  useEffect(() => () => clearTimeout(flashTimer.current), []);
  const deckBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!fresh) return;
    announce(`New shuffle: ${subdivision === 1 ? '1 group' : `${subdivision} groups`}.`);
    if (focusDeck) deckBox.current?.querySelector('button')?.focus();
  }, []);

  const pickCard = (index: number) => {
    const { before, after } = dispatch({ type: 'pick', index });
    if (after === before || after.last?.did !== 'picked') return;
    const { card } = after.last;
    announce(card ? `${show(card.letters)} picked. Now choose its slot.` : 'Nothing picked.');
  };

  const choose = (slot: number) => {
    const { before, after } = dispatch({ type: 'choose', slot });
    const last = after.last;
    if (after === before || !last) return;
    if (last.did === 'filled') return announce(`Slot ${slot + 1} is already filled.`);
    if (last.did === 'nothing') return announce('Pick a card from the deck first.');
    if (last.did === 'wrong' || last.did === 'placed') answered(last.did === 'placed', last.card.letters, slot);
    if (last.did === 'wrong') {
      sound('miss');
      clearTimeout(flashTimer.current);
      flashTimer.current = setTimeout(() => dispatch({ type: 'unflash' }), WRONG_FLASH_MS);
      announce(`Not slot ${slot + 1}. ${show(last.card.letters)} belongs somewhere else. Pick again.`);
      return;
    }
    if (last.did !== 'placed') return;
    if (isComplete(after.round)) {
      sound('end');
      celebrate({ particles: PARTICLES });
      announce(COMPLETE_MESSAGE);
      complete(after.round);
    } else {
      sound('success');
      announce(`${show(last.card.letters)} placed in slot ${slot + 1}.`);
    }
  };

  const deselect = () => {
    const { before, after } = dispatch({ type: 'deselect' });
    if (after !== before) announce('Nothing picked.');
  };
  const deckKeys = useGridKeys({ columns: round.deck.length, count: round.deck.length, onPick: pickCard, onCancel: deselect });
  const slotKeys = useGridKeys({ columns: round.slots.length, count: round.slots.length, onPick: choose, onCancel: deselect });

  return (
    <div ref={stage} className="ao-stage" data-theme={theme}>
      <svg className="ao-scenery" viewBox="0 0 800 300" preserveAspectRatio="xMidYMax slice" aria-hidden="true">
        {pictures && <pictures.Scenery theme={theme} />}
      </svg>
      {pictures && <pictures.MascotVisits theme={theme} since={shown} />}
      <div className="ao-play" data-groups={subdivision}>
        {!done && <ToolStep text={selectedCard ? `Now tap the slot for ${show(selectedCard.letters)}.` : 'Tap a card, then tap its slot. Put the alphabet in order.'} />}
        <section className="ao-area">
          <p className="ao-heading" aria-hidden="true">
            Deck
          </p>
          <div ref={deckBox} className="ao-deck" role="group" aria-label="Deck" style={{ '--ao-text': widestCard(subdivision, uppercase) } as CSSProperties}>
            {round.deck.length === 0 && <p className="ao-empty">All cards placed.</p>}
            {round.deck.map((card, i) => (
              <button
                key={card.id}
                type="button"
                className="tool-tile ao-card"
                data-weight={card.weight}
                aria-pressed={selected === card.id}
                onClick={() => pickCard(i)}
                {...deckKeys.keyProps(i)}
              >
                {show(card.letters)}
              </button>
            ))}
          </div>
        </section>
        <section className="ao-area">
          <p className="ao-heading" aria-hidden="true">
            Slots, in order
          </p>
          <div className="ao-slots" role="group" aria-label="Slots">
            {round.slots.map((card, i) => (
                <button
                  key={i}
                  type="button"
                  className="tool-tile ao-slot"
                  data-filled={card ? 'true' : undefined}
                  data-flash={flash === i ? 'wrong' : undefined}
                  aria-label={card ? `Slot ${i + 1}: ${show(card.letters)}` : `Slot ${i + 1}, empty`}
                  onClick={() => choose(i)}
                  {...slotKeys.keyProps(i)}
                >
                  {card ? (
                    <>
                      <svg className="ao-tick" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                        <circle cx="12" cy="12" r="11" />
                        <path d="M6.5 12.5l3.5 3.5 7.5-8" fill="none" />
                      </svg>
                      {show(card.letters)}
                    </>
                  ) : (
                    <span className="ao-slot-number" aria-hidden="true">
                      {i + 1}
                    </span>
                  )}
                  {flash === i && (
                    <svg className="ao-cross" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <circle cx="12" cy="12" r="11" />
                      <path d="M8 8l8 8M16 8l-8 8" fill="none" />
                    </svg>
                  )}
                </button>
            ))}
          </div>
        </section>
      </div>
      {done && (
        <div className="ao-done" role="group" aria-label="Finished">
          <p className="ao-done-message">{COMPLETE_MESSAGE}</p>
          <button type="button" className="tool-button primary" onClick={again}>
            Play Again
          </button>
        </div>
      )}
      {count !== null && (
        <div className="ao-countdown" role="timer" aria-label="Get ready">
          <span key={count}>{count}</span>
        </div>
      )}
    </div>
  );
}
