import { useEffect, useId, useLayoutEffect, useRef, useState, type JSX, type KeyboardEvent, type MouseEvent } from 'react';
import { ToolShell, useAnnounce, useCelebrate, useGridKeys, useResults, useSound, useToolSettings, type ToolCommonProps } from '../tool-kit';
import { useStepReducer } from '../tool-kit/reducer';
import { HearIt } from '../tool-kit/hear-it';

import { AnimalIcon, WordPicture } from './icons';
import {
  WORD_SETS,
  cardOf,
  COLUMNS,
  grammarReducer,
  iconById,
  legendFor,
  newGrammar,
  pointOnCard,
  roleOf,
  type Animal,
  type Level,
  type Mode,
  type PlacedIcon,
  type Point,
} from './logic';
import { settings as declared, tool } from './tool';

export type GrammarProps = ToolCommonProps & {
  /** `1` (noun, verb, adjective), `2` (adds adverb, pronoun, preposition) or `3` (all 10 word classes). */
  level?: string;
  /** `check` (a Check button marks the cards) or `free` (all 10 animals, no checking). */
  mode?: string;
};

const CELEBRATION = 150;

const animalName = (animal: Animal) => animal[0]!.toUpperCase() + animal.slice(1);
const iconName = (icon: PlacedIcon) => `${animalName(icon.char)} (${roleOf(icon.char)})`;

/**
 * Grammar: the parts of speech as animals. The legend gives each animal a word class; the child
 * picks an animal, then taps a word card (anywhere on it) to put the animal there. Check marks
 * each card right or wrong and reports the score; in free mode a tutor places animals freely.
 */
export function Grammar(props: GrammarProps): JSX.Element {
  const held = useToolSettings(tool, declared, props);
  const [settings] = held;
  const { level, mode } = settings;

  return (
    <ToolShell sound held={held} choices>
      <Activity key={`${level}-${mode}`} level={level} mode={mode} onComplete={props.onComplete} onScore={props.onScore} />
    </ToolShell>
  );
}

function Activity({ level, mode, ...events }: { level: Level; mode: Mode } & Pick<GrammarProps, 'onComplete' | 'onScore'>) {
  const words = WORD_SETS[level];
  const legend = legendFor(level, mode);
  const [state, dispatch, latest] = useStepReducer(grammarReducer, newGrammar);
  const { board, picked, marks, score } = state;
  const [columns, setColumns] = useState(5);
  const announce = useAnnounce();
  const celebrate = useCelebrate();
  const { play } = useSound();
  const results = useResults(tool.id, events);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const targets = useRef<(HTMLElement | null)[]>([]);

  // The columns the styles give the activity's width (its container queries), for the arrow keys.
  useLayoutEffect(() => {
    const element = box.current!;
    const fit = () => setColumns(Number(getComputedStyle(element.firstElementChild!).getPropertyValue('--columns')) || COLUMNS);
    fit();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
    observer?.observe(element);
    return () => observer?.disconnect();
  }, []);

  const pickAnimal = (animal: Animal) => {
    const { after } = dispatch({ type: 'pickAnimal', animal });
    announce(after.picked ? `${animalName(animal)} picked: ${roleOf(animal)}. Now choose a card.` : 'Nothing picked.');
  };

  const cancel = () => {
    if (dispatch({ type: 'cancel' }).before.picked) announce('Nothing picked.');
  };

  /** Puts what is picked on card `card`, at `at` (a tap) or, from the keyboard, at the centre or the next free spot. */
  const drop = (card: number, at: Point | null) => {
    const { before, after } = dispatch({ type: 'drop', card, at, mode });
    const word = words[card]!.word;
    const held = before.picked;
    if (!held) return announce('Pick an animal first, then a card.');
    if (after.board === before.board) return after.picked ? announce(`${word} is full.`) : undefined;
    if ('animal' in held) return announce(`${animalName(held.animal)} on ${word}.`);
    const icon = iconById(before.board, held.id)!;
    announce(cardOf(before.board, held.id) === card ? `${animalName(icon.char)} moved on ${word}.` : `${animalName(icon.char)} moved to ${word}.`);
  };

  const takeOff = (iconId: string) => {
    const { before, after } = dispatch({ type: 'takeOff', id: iconId });
    if (after === before) return;
    const card = cardOf(before.board, iconId);
    announce(`${animalName(iconById(before.board, iconId)!.char)} taken off ${words[card]!.word}.`);
    cards.setActiveIndex(card);
    targets.current[card]?.focus();
  };

  const tapPoint = (event: MouseEvent<HTMLElement>): Point | null => {
    // A click the keyboard made (detail 0) has no point: the animal goes to the centre.
    if (event.detail === 0) return null;
    // Animals are placed inside the card's border: measured from its padding box.
    const card = event.currentTarget.closest('.gr-card')!;
    const rect = card.getBoundingClientRect();
    return pointOnCard(event.clientX - rect.left - card.clientLeft, event.clientY - rect.top - card.clientTop, card.clientWidth, card.clientHeight);
  };

  const tapIcon = (icon: PlacedIcon, card: number, event: MouseEvent<HTMLElement>) => {
    const held = latest.current.picked;
    if (held && 'id' in held && held.id === icon.id) return cancel();
    if (held) return drop(card, tapPoint(event));
    dispatch({ type: 'pickIcon', id: icon.id });
    announce(`${animalName(icon.char)} picked up from ${words[card]!.word}. Choose a card to move it to, or remove it.`);
  };

  const iconKeys = (icon: PlacedIcon) => (event: KeyboardEvent) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      takeOff(icon.id);
    } else if (event.key === 'Escape' && latest.current.picked) {
      event.preventDefault();
      cancel();
    }
  };

  const runCheck = () => {
    const { before, after } = dispatch({ type: 'check', words });
    if (after === before) return announce('Put an animal on a card first.');
    const result = { score: after.score!, max: words.length };
    const success = result.score === result.max;
    results.answered({ ...result, success });
    if (success) {
      play('success');
      celebrate({ particles: CELEBRATION });
      announce(`All ${result.max} right! Well done.`);
      results.complete({ ...result, success });
    } else {
      play('miss');
      const untried = after.marks.filter((mark) => mark === 'untried').length;
      announce(`${result.score} of ${result.max} right.${untried ? ` ${untried} ${untried === 1 ? 'card' : 'cards'} not tried yet.` : ''} Look for the crosses and try again.`);
    }
  };

  const clear = () => {
    dispatch({ type: 'clear' });
    results.restart();
    announce('Cards cleared.');
  };

  const animals = useGridKeys({ columns, count: legend.length, onPick: (i) => pickAnimal(legend[i]!.animal), onCancel: cancel });
  const cards = useGridKeys({
    columns,
    count: words.length,
    onPick: (i) => drop(i, null),
    onCancel: cancel,
    onDelete: (i) => {
      const last = latest.current.board[i]!.at(-1);
      if (last) takeOff(last.id);
    },
  });

  const pickedIcon = picked && 'id' in picked ? iconById(board, picked.id) : undefined;
  const pickedAnimal = picked && 'animal' in picked ? picked.animal : pickedIcon?.char;
  const step = !pickedAnimal
    ? 'Pick an animal, then tap a card.'
    : pickedIcon
      ? `Move ${animalName(pickedAnimal)}: tap a card.`
      : `${animalName(pickedAnimal)} (${roleOf(pickedAnimal)}): tap a card.`;

  return (
    <div ref={box} className="gr-activity">
      <div className="gr-legend" role="group" aria-label="Animals">
        {/* The name reads the visible words in their order, "noun: dog, a naming word", so saying what
            the button shows presses it (WCAG 2.5.3); it keeps the reminder where a narrow legend hides
            it. The space between the class and the animal keeps them two words in the text. */}
        {legend.map((entry, i) => (
          <button
            key={entry.animal}
            type="button"
            className="gr-animal"
            aria-label={`${entry.role}: ${entry.animal}, ${entry.hint}`}
            aria-pressed={!!picked && 'animal' in picked && picked.animal === entry.animal}
            onClick={() => pickAnimal(entry.animal)}
            {...animals.keyProps(i)}
          >
            <AnimalIcon animal={entry.animal} />
            <span className="gr-animal-text">
              <span className="gr-role">{entry.role}</span>{' '}
              <span className="gr-hint">
                {entry.animal}
                <span className="gr-hint-more">, {entry.hint}</span>
              </span>
            </span>
          </button>
        ))}
      </div>

      {/* What to do now, on screen and read aloud by Hear it. */}
      <div className="gr-picked">
        {pickedAnimal ? (
          <>
            <AnimalIcon animal={pickedAnimal} />
            <span className="gr-picked-text">{step}</span>
            <HearIt text={step} />
            {pickedIcon && (
              <button type="button" className="tool-button" onClick={() => takeOff(pickedIcon.id)}>
                Remove
              </button>
            )}
            <button type="button" className="tool-button" onClick={cancel}>
              Cancel
            </button>
          </>
        ) : (
          <>
            <span className="gr-picked-text">{step}</span>
            <HearIt text={step} />
          </>
        )}
      </div>

      <div className="gr-cards" role="group" aria-label="Cards">
        {words.map((card, i) => {
          const icons = board[i]!;
          const mark = marks[i];
          const described = `${id}-card-${i}`;
          return (
            <div key={card.word} className="gr-card" data-mark={mark}>
              <button
                type="button"
                className="gr-card-target"
                aria-describedby={described}
                onClick={(event) => drop(i, tapPoint(event))}
                {...cards.keyProps(i)}
                ref={(element) => {
                  cards.keyProps(i).ref(element);
                  targets.current[i] = element;
                }}
              >
                <WordPicture word={card.word} />
                <span className="gr-word">{card.word}</span>
              </button>
              <span id={described} className="visually-hidden">
                {icons.length ? icons.map(iconName).join(', ') : 'Empty'}
                {mark && (mark === 'right' ? '. Right' : mark === 'wrong' ? '. Wrong' : '. Not tried yet')}
              </span>
              {mark && mark !== 'untried' && (
                <span className="gr-mark" aria-hidden="true">
                  <svg viewBox="0 0 24 24" focusable="false">
                    <path d={mark === 'right' ? 'M6.5 12.5l3.5 3.5 7.5-8' : 'M7.5 7.5l9 9M16.5 7.5l-9 9'} />
                  </svg>
                  {mark === 'right' ? 'Right' : 'Wrong'}
                </span>
              )}
              {icons.map((icon) => (
                <button
                  key={icon.id}
                  type="button"
                  className="gr-placed"
                  style={{ left: `${icon.left * 100}%`, top: `${icon.top * 100}%` }}
                  aria-label={`${iconName(icon)} on ${card.word}`}
                  aria-pressed={!!picked && 'id' in picked && picked.id === icon.id}
                  onClick={(event) => tapIcon(icon, i, event)}
                  onKeyDown={iconKeys(icon)}
                >
                  <AnimalIcon animal={icon.char} />
                </button>
              ))}
            </div>
          );
        })}
      </div>

      <div className="gr-actions">
        {mode === 'check' && (
          <button type="button" className="tool-button primary" onClick={runCheck}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round">
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
            Check
          </button>
        )}
        <button type="button" className="tool-button" onClick={clear}>
          Clear
        </button>
        {score !== null && <p className="gr-score">{score === words.length ? `All ${score} right!` : `${score} of ${words.length} right`}</p>}
      </div>
    </div>
  );
}
