import { describe, expect, it } from 'vitest';
import { seededRandom } from '../tool-kit/random';
import { anagramReducer, CLUE_LIMITS, CLUES_TEXT_LENGTH, free, LISTS, newGame, otherWord, ROUND_WORDS, roundEntries, roundResult, scramble, spelled, type Action, type Game } from './logic';
import { readClues, readContent, readWords } from './content';
import { settings } from './tool';

const run = (game: Game, ...actions: Action[]) => actions.reduce(anagramReducer, game);
/** The tile index of each letter of `letters`, in order, taking each tile once. */
function tilesFor(game: Game, letters: string): number[] {
  const left = [...game.board.tiles.keys()];
  return [...letters].map((letter) => left.splice(left.findIndex((i) => game.board.tiles[i] === letter), 1)[0]!);
}
const place = (game: Game, letters: string) => run(game, ...tilesFor(game, letters).map((tile): Action => ({ type: 'place', tile })));

describe('scramble', () => {
  it('never spells the word when another order exists, over many seeds and every built-in word', () => {
    const words = [...LISTS.flatMap((l) => l.words), 'ab', 'aab', 'abab', 'Sam', 'letter', 'aaaaab'];
    const sorted = (letters: Iterable<string>) => [...letters].sort().join('');
    // Checked in plain code, one expectation at the end: 60,000 expectations would take seconds.
    const bad: string[] = [];
    for (const word of words)
      for (let seed = 0; seed < 300; seed++) {
        const tiles = scramble(word, seededRandom(seed));
        if (tiles.join('') === word || sorted(tiles) !== sorted(word)) bad.push(`${word} ${seed}: ${tiles.join('')}`);
      }
    expect(bad).toEqual([]);
  });

  it('keeps a word of one repeated letter as it is (no other order exists)', () => {
    expect(scramble('aaa', seededRandom(1))).toEqual(['a', 'a', 'a']);
  });

  it('draws every order of a word over seeds, not one fixed answer', () => {
    const seen = new Set(Array.from({ length: 400 }, (_, seed) => scramble('ship', seededRandom(seed)).join('')));
    expect(seen.size).toBe(23);
  });
});

describe('a word on the board', () => {
  const game = () => newGame([{ word: 'ship' }, { word: 'bell', clue: 'It rings' }], 42);

  it('places tiles in order, sends a tapped slot back, shifting the rest; Backspace and Clear', () => {
    let g = place(game(), 'shi');
    expect(spelled(g.board)).toBe('shi');
    expect(free(g.board)).toHaveLength(1);
    g = run(g, { type: 'remove', slot: 1 });
    expect(spelled(g.board)).toBe('si');
    g = run(g, { type: 'back' });
    expect(spelled(g.board)).toBe('s');
    g = run(place(g, 'hi'), { type: 'clear' });
    expect(g.board.placed).toEqual([]);
    // Nothing to send back: the same state.
    expect(run(g, { type: 'back' })).toBe(g);
    expect(run(g, { type: 'remove', slot: 3 })).toBe(g);
  });

  it('a tile already placed cannot be placed again', () => {
    const g = place(game(), 's');
    expect(run(g, { type: 'place', tile: g.board.placed[0]! })).toBe(g);
  });

  it('checks when the slots are full: right, or wrong with a try counted, then no tile until one goes back', () => {
    const wrong = place(game(), 'shpi');
    expect(wrong.board.status).toBe('wrong');
    expect(wrong.board.tries).toBe(1);
    expect(run(wrong, { type: 'check' })).toBe(wrong);
    const back = run(wrong, { type: 'remove', slot: 2 });
    expect(back.board.status).toBe('playing');
    const right = place(back, 'p');
    expect(spelled(right.board)).toBe('ship');
    expect(right.board.status).toBe('right');
    expect(right.board.tries).toBe(1);
    // A right word takes no more tiles, hints or sends.
    expect(run(right, { type: 'remove', slot: 0 }, { type: 'hint' }, { type: 'clear' })).toBe(right);
    // Check with empty slots changes nothing (the view says how many letters are to go).
    expect(run(game(), { type: 'check' })).toEqual(game());
  });

  it('repeated letters are interchangeable: either l of bell in either slot', () => {
    const g = run(game(), { type: 'next' });
    expect(g.index).toBe(0); // not right yet: no next
    let bell = anagramReducer(place(game(), 'ship'), { type: 'next' });
    expect(bell.board.entry).toEqual({ word: 'bell', clue: 'It rings' });
    const ls = bell.board.tiles.flatMap((t, i) => (t === 'l' ? [i] : []));
    const [b, e] = tilesFor(bell, 'be');
    bell = run(bell, { type: 'place', tile: b! }, { type: 'place', tile: e! }, { type: 'place', tile: ls[1]! }, { type: 'place', tile: ls[0]! });
    expect(bell.board.status).toBe('right');
  });

  it('types letters in either case, the first such tile of the pool; a letter with no tile left changes nothing', () => {
    let g = run(game(), { type: 'type', letter: 'S' }, { type: 'type', letter: 'h' });
    expect(spelled(g.board)).toBe('sh');
    expect(run(g, { type: 'type', letter: 's' })).toBe(g);
    expect(run(g, { type: 'type', letter: 'z' })).toBe(g);
    g = run(g, { type: 'type', letter: 'i' }, { type: 'type', letter: 'p' });
    expect(g.board.status).toBe('right');
  });

  it('hint keeps the right start, places the next letter and locks it; counted; the last hint finishes the word', () => {
    let g = place(game(), 'sp');
    g = run(g, { type: 'hint' });
    expect(spelled(g.board)).toBe('sh');
    expect(g.board.locked).toBe(2);
    expect(g.board.hints).toBe(1);
    // Locked slots stay.
    expect(run(g, { type: 'remove', slot: 1 })).toBe(g);
    expect(run(g, { type: 'clear' })).toBe(g);
    g = place(g, 'pi');
    expect(g.board.status).toBe('wrong');
    g = run(g, { type: 'hint' });
    expect(spelled(g.board)).toBe('shi');
    g = run(g, { type: 'hint' });
    expect(g.board).toMatchObject({ status: 'right', hints: 3, locked: 4, tries: 1 });
  });

  it('a right word moves on with its hints and tries; after the last, the round is over and scored', () => {
    let g = run(place(game(), 'ship'), { type: 'next' });
    g = run(g, { type: 'hint' });
    g = place(g, g.board.entry.word.slice(1));
    g = run(g, { type: 'next' });
    expect(g.over).toBe(true);
    expect(g.done).toEqual([
      { word: 'ship', hints: 0, tries: 0 },
      { word: 'bell', hints: 1, tries: 0 },
    ]);
    expect(roundResult(g)).toEqual({ score: 1, max: 2, success: true });
    expect(run(g, { type: 'hint' })).toBe(g);
  });

  it('a wrong answer that is a real word says so', () => {
    const ten = newGame([{ word: 'ten' }], 3);
    expect(otherWord(place(ten, 'net'))).toBe('net');
    expect(otherWord(place(ten, 'tne'))).toBeUndefined();
    expect(otherWord(place(ten, 'te'))).toBeUndefined();
  });
});

describe('content', () => {
  it("reads a teacher's words: letters only, 2 to 12 of them, with the kit's limits", () => {
    expect(readWords('ship, shop\nchip')).toEqual({ words: ['ship', 'shop', 'chip'] });
    expect(readWords('')).toEqual({ words: [] });
    expect(readWords('ship,sh1p').problem).toBe('"sh1p" has a character that is not a letter; a word is letters only. Playing the built-in words instead.');
    expect(readWords('ship,ice cream').problem).toMatch(/^"ice cream" has a character that is not a letter/);
    expect(readWords('ship,a').problem).toBe('"a" has 1 letter; a word needs 2 to 12. Playing the built-in words instead.');
    expect(readWords(`ship,${'a'.repeat(13)}`).problem).toBe(`"${'a'.repeat(13)}" has 13 letters; a word needs 2 to 12. Playing the built-in words instead.`);
    expect(readWords('ab,' + 'a'.repeat(12)).words).toHaveLength(2);
    expect(readWords(Array.from({ length: 101 }, () => 'ship').join(',')).problem).toBe('The list has 101 items; up to 100 fit. Playing the built-in words instead.');
    expect(readWords(Array.from({ length: 100 }, () => 'ship').join(',')).words).toHaveLength(100);
    expect(readWords(`ship,${'a'.repeat(41)}`).problem).toMatch(/is longer than 40 characters/);
  });

  it('reads clues: word:clue items between bars, by word in lowercase; a malformed item or a broken limit drops them all with a sentence', () => {
    expect(readClues('ship:a big boat| Chip : a small  piece |')).toEqual({ clues: new Map([['ship', 'a big boat'], ['chip', 'a small piece']]) });
    expect(readClues(undefined)).toEqual({ clues: new Map() });
    expect(readClues('ship a big boat')).toEqual({
      clues: new Map(),
      problem: '"ship a big boat" is not a clue: write the word, a colon and the clue, as in ship:a big boat. Playing without clues.',
    });
    expect(readClues('ship:').problem).toMatch(/^"ship:" is not a clue/);
    expect(readClues(':a boat').problem).toMatch(/^":a boat" is not a clue/);
    expect(readClues(`ship:${'x'.repeat(61)}`).problem).toBe('The clue for "ship" is longer than 60 characters. Playing without clues.');
    expect(readClues(`ship:${'x'.repeat(60)}`).clues.get('ship')).toHaveLength(60);
    const many = (n: number) => Array.from({ length: n }, (_, i) => `w${i}:clue`).join('|');
    expect(readClues(many(100)).clues.size).toBe(100);
    expect(readClues(many(101)).problem).toBe('There are 101 clues; up to 100 fit. Playing without clues.');
    // The setting's text holds every clue at its longest.
    const longest = Array.from({ length: CLUE_LIMITS.maxItems }, () => `${'a'.repeat(40)}:${'x'.repeat(60)}`).join('|');
    expect(longest.length).toBeLessThanOrEqual(CLUES_TEXT_LENGTH);
    expect(settings.clues.maxLength).toBe(CLUES_TEXT_LENGTH);
  });

  it("takes a picture of the project's own as a clue (pic. and its name, either case); a name of none drops the clues with the names listed", () => {
    expect(readClues('sun:pic.sun|cup:Pic.Cup|cone:pic.ice-cream')).toEqual({ clues: new Map([['sun', 'pic.sun'], ['cup', 'pic.cup'], ['cone', 'pic.ice-cream']]) });
    const { clues, problem } = readClues('sun:pic.sunn');
    expect(clues.size).toBe(0);
    expect(problem).toMatch(/^"pic\.sunn" names none of the pictures: write pic\. and a picture's name, as in sun:pic\.sun\. The pictures: .*\bsun\b.*\. Playing without clues\.$/);
    // A clue that only mentions a picture in words stays words.
    expect(readClues('sun:a pic. of the sky').clues.get('sun')).toBe('a pic. of the sky');
  });

  it('plays the teacher words when good, else the list, and names every problem', () => {
    expect(readContent('short-a', 'ship,chip', 'ship:a boat')).toMatchObject({ words: ['ship', 'chip'], own: true, problems: [] });
    const bad = readContent('short-a', 'ship,x', 'nope');
    expect(bad.words).toEqual(LISTS.find((l) => l.id === 'short-a')!.words);
    expect(bad.own).toBe(false);
    expect(bad.problems).toHaveLength(2);
    expect(readContent('level-2', '', 'shp:a boat').problems).toEqual(['The clue for "shp" matches none of the words.']);
    expect(readContent('nope', '', '').words).toEqual(LISTS[0]!.words);
  });

  it('a round: 10 of a built-in list, shuffled by seed; all of a teacher list, in order; clues matched caselessly', () => {
    const list = LISTS.find((l) => l.id === 'level-4')!.words;
    const a = roundEntries(list, false, new Map(), 1);
    expect(a).toHaveLength(ROUND_WORDS);
    expect(new Set(a.map((e) => e.word)).size).toBe(ROUND_WORDS);
    expect(roundEntries(list, false, new Map(), 1)).toEqual(a);
    expect(roundEntries(list, false, new Map(), 2)).not.toEqual(a);
    const own = ['Sam', 'ship', ...Array.from({ length: 20 }, () => 'chop')];
    expect(roundEntries(own, true, new Map([['sam', 'a name']]), 1).slice(0, 2)).toEqual([{ word: 'Sam', clue: 'a name' }, { word: 'ship', clue: undefined }]);
    expect(roundEntries(own, true, new Map(), 1)).toHaveLength(22);
  });
});
