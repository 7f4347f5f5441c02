/**
 * `<verse-letter-tiles>`: pick a tile from the palette, then tap an empty space on the board.
 * Attributes: level, list, case, and the kit's (audio, allow-links, font, spacing, tint, bg).
 * Events (bubbling, composed): complete. Parts: board, palette, legend.
 */
import { useId, useLayoutEffect, useRef, useState, type JSX, type KeyboardEvent, type RefObject } from 'react';
import { lazyPart, useFirstUse } from '../runtime/lazy';
import { LineIcon, ToolShell, useGridKeys, useLoaded, useResults, useToolSettings, type ToolCommonProps } from '../tool-kit';
import { readWordList } from '../tool-kit/content';
import { useStepReducer } from '../tool-kit/reducer';
import { COLUMNS, NO_WORDS, ROWS, blankState, paletteFor, slotName, tileText, type LetterCase, type LetterTile, type LetterTilesAction, type LetterTilesState } from './ready';
import { ToolStep } from '../tool-kit/step';
import { Picture } from './pictures';
import { settings as declared, tool } from './tool';

type LetterTilesProps = ToolCommonProps & { level?: number; list?: string; case?: string; words?: string; lesson?: number };

/** The moves, what they say and the panel's own fields: with the first tap, key or focus, at once when a list or words are given. */
const playPart = lazyPart(() => import('./play'));
type Play = typeof import('./play');

/** The list one tap starts from No Words: the first of the sequence. */
const STARTER_LIST = 'short-a';

const KIND_NAMES = { vowel: 'vowel', consonant: 'consonant', special: 'special tile', image: 'picture' } as const;

const icons = {
  prev: 'M15 18l-6-6 6-6',
  next: 'M9 18l6-6-6-6',
  reload: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  check: 'M5 12.5l4.5 4.5L19 7.5',
};

const kindClass = (tile: LetterTile) => `kind-${tile.type}${tile.rules ? ` rule-${tile.rules.position}` : ''}`;

/** What a tile says to a screen reader: "sh, special tile", "less, suffix", "apple, picture". */
function tileName(tile: LetterTile, letterCase: LetterCase): string {
  const kind = tile.rules?.position === 'end' ? 'suffix' : tile.rules?.position === 'start' ? 'start of a word' : KIND_NAMES[tile.type];
  return `${tileText(tile, letterCase)}, ${kind}`;
}

/** A tile's face: its letters, or its picture (its name when there is no drawing). */
function Face({ tile, letterCase }: { tile: LetterTile; letterCase: LetterCase }) {
  if (tile.type === 'image') return <Picture name={tile.label} fallback={tile.label} />;
  return <>{tileText(tile, letterCase)}</>;
}

export function LetterTiles(props: LetterTilesProps): JSX.Element {
  const held = useToolSettings(tool, declared, props);
  const [settings, set] = held;
  const { case: letterCase, level, list: listId } = settings;
  // A teacher's own list (over the setting's length too: its sentence shows).
  const long = props.words && props.words.length > declared.words.maxLength ? props.words : '';
  const ownText = settings.words || long;
  const stage = useRef<HTMLDivElement>(null);
  // The moves load with the first tap, key or focus; a list or a teacher's words are laid out by
  // them, so they load at once then.
  const [play, withPlay] = useFirstUse(playPart, stage, listId !== NO_WORDS || !!ownText.trim() || settings.lesson > 0);
  // A lesson's words (brought by the moves) are laid out one at a time as a teacher's would be; a
  // teacher's own still win.
  const lesson = useLoaded(settings.lesson, play?.lessonPlay);
  // The board as the moves first laid it (its note says nothing).
  const first = useRef<LetterTilesState | null>(null);
  const results = useResults(tool.id, props);
  const id = useId();

  /** The board the settings give now, laid by the moves, and what is wrong with a teacher's list. */
  const laid = (part: Play, from: LetterTilesState | null) => {
    const own = part.readOwnWords(ownText, level);
    const fromLesson = lesson?.words?.filter((word) => part.tilesFit(word, level)) ?? [];
    const words = own.words.length ? own.words : fromLesson.length ? fromLesson : null;
    first.current ??= part.initialState(level, listId, words);
    // The board follows the level, word list and own words the settings give (attribute or panel).
    return { own, state: part.withSettings(from ?? first.current, level, listId, words) };
  };
  // The board the moves made (null until the first); the moves' reducer comes with them, so each
  // step names it, on the board laid as the settings give now.
  const [board, dispatch] = useStepReducer<LetterTilesState | null, LetterTilesAction>(null, () => null);
  // Before the moves arrive: the empty board, at the first word of the list or of the teacher's words.
  const pending = ownText.trim() && readWordList(ownText);
  const { own, state } = play ? laid(play, board) : { own: null, state: blankState(level, listId, pending && !pending.problem ? pending.words : null) };

  // A move made before the moves arrive waits for them, then counts.
  const act = (action: LetterTilesAction) =>
    withPlay((part) => {
      const { before, after } = dispatch(action, (held, move) => part.letterTilesReducer(laid(part, held).state, move));
      const from = laid(part, before).state;
      const read = part.wordRead(from, after!);
      if (read) results.answered(read);
      if (after!.rounds > from.rounds) {
        results.complete();
        results.restart();
      }
    });

  // Whether the board goes through words (a list or a teacher's), and how many: known once the moves are here.
  const listed = !!state.own || state.listId !== NO_WORDS;
  const count = play ? play.wordsOf(state).length : state.own?.length;
  const palette = paletteFor(state.level);
  const picked = palette.find((tile) => tile.id === state.picked);
  const groups = [
    { label: 'Letters', tiles: palette.filter((t) => t.type === 'vowel' || t.type === 'consonant') },
    { label: 'Special tiles', tiles: palette.filter((t) => t.type === 'special') },
    { label: 'Pictures', tiles: palette.filter((t) => t.type === 'image') },
  ];
  const upper = letterCase === 'upper';

  const toolbar = (
    <>
      <button type="button" className="tool-button" title="Previous word" disabled={!listed} onClick={() => act({ type: 'prev' })}>
        <LineIcon d={icons.prev} weight={2.5} />
        <span className="label-wide">Prev</span>
      </button>
      <button type="button" className="tool-button" title="Lay the word out again" onClick={() => act({ type: 'reload' })}>
        <LineIcon d={icons.reload} weight={2.5} />
        <span className="label-wide">Reload</span>
      </button>
      <button type="button" className="tool-button" title="Next word" disabled={!listed} onClick={() => act({ type: 'next' })}>
        <span className="label-wide">Next</span>
        <LineIcon d={icons.next} weight={2.5} />
      </button>
      <button type="button" className="tool-button" aria-pressed={upper} onClick={() => set('case', upper ? 'lower' : 'upper')}>
        <span aria-hidden="true">{upper ? 'AB' : 'ab'}</span>
        <span className="label-wide">Uppercase</span>
      </button>
    </>
  );

  return (
    <ToolShell sound toolbar={toolbar} settings={play && <play.Fields id={id} settings={declared} values={settings} set={set} />} held={held}>
      {play && <play.Feedback note={state.note} initial={first.current?.note} rounds={state.rounds} letterCase={letterCase} />}
      {(own?.problem || lesson?.problem) && (
        <p className="own-problem" role="alert">
          {own?.problem ?? lesson?.problem}
        </p>
      )}
      <div
        ref={stage}
        className="letter-tiles"
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Escape' && state.picked) {
            event.preventDefault();
            act({ type: 'cancel' });
          }
        }}
      >
        <p className="status">
          <span>
            {listed ? (
              <>
                <strong>{state.own ? 'Your words' : declared.list.labels[state.listId]}</strong>
                {count ? `: word ${state.index + 1} of ${count}` : ''}
              </>
            ) : (
              // The spec's default has no list: say what to do first, with one tap to a list.
              <>
                No Words: build your own words, or{' '}
                <button type="button" className="tool-button start-list" onClick={() => set('list', STARTER_LIST)}>
                  practise {declared.list.labels[STARTER_LIST]} words
                </button>
              </>
            )}
          </span>
        </p>
        <ToolStep text={stepText(listed, picked ? tileText(picked, letterCase) : null, state.board.some(Boolean))} />
        <Board state={state} letterCase={letterCase} dispatch={act} />
        <div className="palette" part="palette" role="group" aria-label="Tiles to pick">
          {groups.map((group) =>
            group.tiles.length ? (
              <TileGroup key={group.label} label={group.label} tiles={group.tiles} picked={state.picked} letterCase={letterCase} onPick={(tileId) => act({ type: 'pick', tileId })} />
            ) : null,
          )}
        </div>
        <Legend palette={palette} />
      </div>
    </ToolShell>
  );
}

/** What to do now: first a list or a word of one's own, then the space for the picked tile. */
function stepText(listed: boolean, picked: string | null, built: boolean): string {
  if (picked) return `Now tap an empty space for ${picked}.`;
  if (listed) return 'Read the word. Make it again in the top row, then press Next.';
  return built ? 'Pick the next tile, then tap a space.' : 'Build a word: pick a tile, then tap a space. Or tap a word list.';
}

type BoardProps = { state: LetterTilesState; letterCase: LetterCase; dispatch: (action: LetterTilesAction) => void };

function Board({ state, letterCase, dispatch }: BoardProps) {
  const grid = useGridKeys({
    columns: COLUMNS,
    count: COLUMNS * ROWS,
    onPick: (slot) => dispatch({ type: 'place', slot }),
    onDelete: (slot) => dispatch({ type: 'empty', slot }),
  });
  const rows = Array.from({ length: ROWS }, (_, row) => state.board.slice(row * COLUMNS, (row + 1) * COLUMNS));
  return (
    <div className="board" part="board" role="group" aria-label="Board">
      <div className="board-rows" data-picked={state.picked ? '' : undefined}>
        {rows.map((tiles, row) => (
          <div key={row} className="board-row" role="group" aria-label={`Row ${row + 1}`}>
            {tiles.map((tile, column) => {
              const slot = row * COLUMNS + column;
              const where = slotName(slot).replace(/^r/, 'R');
              return (
                <button
                  key={slot}
                  type="button"
                  className={tile ? 'slot filled' : 'slot'}
                  aria-label={tile ? `${where}: ${tileName(tile, letterCase)}` : `${where}, empty`}
                  onClick={() => dispatch({ type: 'place', slot })}
                  onDoubleClick={() => dispatch({ type: 'empty', slot })}
                  {...grid.keyProps(slot)}
                >
                  {tile && (
                    <span className={`tile-face ${kindClass(tile)}`} data-len={tile.label.length}>
                      <Face tile={tile} letterCase={letterCase} />
                    </span>
                  )}
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

/** How many items sit on the first line of a wrapping list, for Up and Down. */
function useLineLength(list: RefObject<HTMLElement | null>, count: number): number {
  const [columns, setColumns] = useState(count);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => {
      const items = [...element.children] as HTMLElement[];
      const top = items[0]?.offsetTop ?? 0;
      setColumns(Math.max(1, items.filter((item) => item.offsetTop === top).length));
    };
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [list, count]);
  return columns;
}

type TileGroupProps = { label: string; tiles: LetterTile[]; picked: string | null; letterCase: LetterCase; onPick: (tileId: string) => void };

function TileGroup({ label, tiles, picked, letterCase, onPick }: TileGroupProps) {
  const list = useRef<HTMLUListElement>(null);
  const columns = useLineLength(list, tiles.length);
  const grid = useGridKeys({ columns, count: tiles.length, onPick: (i) => onPick(tiles[i]!.id) });
  const labelId = useId();
  return (
    <div>
      <p className="region-label" id={labelId}>
        {label}
      </p>
      <ul className="tile-group" ref={list} aria-labelledby={labelId}>
        {tiles.map((tile, i) => (
          <li key={tile.id}>
            <button
              type="button"
              className={`tool-tile ${kindClass(tile)}`}
              aria-pressed={picked === tile.id}
              aria-label={tileName(tile, letterCase)}
              onClick={() => onPick(tile.id)}
              {...grid.keyProps(i)}
            >
              <Face tile={tile} letterCase={letterCase} />
              {picked === tile.id && (
                <span className="picked-badge" aria-hidden="true">
                  <LineIcon d={icons.check} weight={2.5} />
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

const LEGEND: { kind: string; sample: string; text: string; show: (palette: LetterTile[]) => boolean }[] = [
  { kind: 'kind-vowel', sample: 'a', text: 'Vowel: round', show: () => true },
  { kind: 'kind-consonant', sample: 'b', text: 'Consonant: square', show: () => true },
  { kind: 'kind-special', sample: 'sh', text: 'Special tile: double border', show: (p) => p.some((t) => t.type === 'special') },
  { kind: 'kind-special rule-start', sample: 'wa', text: 'Starts a word only', show: (p) => p.some((t) => t.rules?.position === 'start') },
  { kind: 'kind-special rule-end', sample: 'ly', text: 'Suffix: ends a word only', show: (p) => p.some((t) => t.rules?.position === 'end') },
  { kind: 'kind-image', sample: '', text: 'Picture: dashed border', show: (p) => p.some((t) => t.type === 'image') },
];

function Legend({ palette }: { palette: LetterTile[] }) {
  return (
    <ul className="legend" part="legend" aria-label="Tile key">
      {LEGEND.filter((entry) => entry.show(palette)).map((entry) => (
        <li key={entry.text}>
          <span className={`tile-face ${entry.kind}${entry.sample.length > 1 ? ' wide' : ''}`} aria-hidden="true">
            {entry.sample || <Picture name="apple" fallback="" />}
          </span>
          {entry.text}
        </li>
      ))}
    </ul>
  );
}
