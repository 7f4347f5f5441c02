import { describe, expect, it } from 'vitest';
import { seededRandom } from '../tool-kit/random';
import { SENTENCE_LIMITS } from './limits';
import { asText, boardOf, built, newGame, ROUND_SENTENCES, roundResult, roundSentences, scramble, sentenceReducer, tokenize, wordCount, type Game } from './logic';
import { SENTENCE_SETS } from './sentences';
import { readContent, readSentences } from './content';

/** Places the pool's tiles that read `words`, in order. */
function build(game: Game, words: string[]): Game {
  for (const word of words) {
    const tile = game.board.tiles.findIndex((w, i) => w === word && !game.board.placed.includes(i));
    expect(tile, `a free "${word}" tile`).toBeGreaterThanOrEqual(0);
    game = sentenceReducer(game, { type: 'place', tile });
  }
  return game;
}

describe('tokenize', () => {
  it('cuts words at spaces and the end mark off as its own tile; other punctuation stays with its word', () => {
    expect(tokenize('The cat sat.')).toEqual(['The', 'cat', 'sat', '.']);
    expect(tokenize('  Yes, I  can!  ')).toEqual(['Yes,', 'I', 'can', '!']);
    expect(tokenize('Is it hot?!')).toEqual(['Is', 'it', 'hot', '?!']);
    expect(tokenize('no mark here')).toEqual(['no', 'mark', 'here']);
    expect(wordCount('The cat sat.')).toBe(3);
    expect(asText(tokenize('Is it hot?'))).toBe('Is it hot?');
  });
});

describe('the built-in sentences', () => {
  it('every set has more than a round of sentences, each within the limits a teacher has too', () => {
    for (const set of SENTENCE_SETS) {
      expect(set.sentences.length).toBeGreaterThan(ROUND_SENTENCES);
      expect(readSentences(set.sentences.join('|'))).toEqual({ sentences: [...set.sentences] });
      for (const s of set.sentences) expect(s).toMatch(/^[A-Z].*[.?!]$/);
    }
  });
});

describe('scramble: never the sentence when another order exists', () => {
  it('every built-in sentence over 300 seeds, with and without the help', () => {
    for (const set of SENTENCE_SETS)
      for (const sentence of set.sentences)
        for (let seed = 0; seed < 300; seed++)
          for (const fixed of [false, true]) {
            const board = boardOf(sentence, fixed, seed);
            expect([...board.tiles].sort()).toEqual([...board.answer.slice(board.head.length, board.answer.length - board.tail.length)].sort());
            expect([...board.head, ...board.tiles, ...board.tail].join(' ')).not.toBe(board.answer.join(' '));
          }
  });

  it('words all alike have no other order; repeated words still shuffle away from the answer', () => {
    expect(scramble(['no', 'no'], seededRandom(1))).toEqual(['no', 'no']);
    for (let seed = 0; seed < 200; seed++) expect(scramble(['the', 'the', 'cat'], seededRandom(seed)).join(' ')).not.toBe('the the cat');
  });
});

describe('the help: first word and end mark in place', () => {
  it('fixes the capitalised first word and the end mark; the child orders the rest', () => {
    const board = boardOf('The cat sat on a mat.', true, 4);
    expect(board.head).toEqual(['The']);
    expect(board.tail).toEqual(['.']);
    expect([...board.tiles].sort()).toEqual(['a', 'cat', 'mat', 'on', 'sat']);
    expect(built(board)).toEqual(['The', '.']);
  });

  it('leaves at least two tiles to order, and fixes no mark a sentence does not have', () => {
    expect(boardOf('I ran.', true, 1)).toMatchObject({ head: ['I'], tail: [] });
    expect(boardOf('Go on now', true, 1)).toMatchObject({ head: ['Go'], tail: [] });
    expect(boardOf('Go on.', false, 1)).toMatchObject({ head: [], tail: [] });
  });
});

describe('a round', () => {
  it('equivalent orders are right: repeated words are interchangeable', () => {
    let game = newGame(['The cat and the dog ran to the den by the pond.'], false, 9);
    // Either "the" tile in any "the" place reads the same sentence.
    const thes = game.board.tiles.map((w, i) => [w, i] as const).filter(([w]) => w === 'the').map(([, i]) => i);
    expect(thes).toHaveLength(3);
    const order = ['The', 'cat', 'and', 'the', 'dog', 'ran', 'to', 'the', 'den', 'by', 'the', 'pond', '.'];
    const reversed = [...thes].reverse();
    for (const word of order) {
      const tile = word === 'the' ? reversed.shift()! : game.board.tiles.indexOf(word);
      game = sentenceReducer(game, { type: 'place', tile });
    }
    expect(game.board.status).toBe('right');
    expect(game.board.tries).toBe(0);
  });

  it('a capital matters: "the ... The" is not the sentence', () => {
    let game = newGame(['The dog and the cat.'], false, 3);
    game = build(game, ['the', 'dog', 'and', 'The', 'cat', '.']);
    expect(game.board.status).toBe('wrong');
    expect(game.board.tries).toBe(1);
    // A wrong sentence takes no more tiles until a word is sent back.
    expect(sentenceReducer(game, { type: 'place', tile: 0 })).toBe(game);
    game = sentenceReducer(game, { type: 'clear' });
    game = build(game, ['The', 'dog', 'and', 'the', 'cat', '.']);
    expect(game.board.status).toBe('right');
  });

  it('remove, back, clear and check; next only after a right sentence; the result scores first tries', () => {
    let game = newGame(['Sam has a hat.', 'The sun is hot.'], true, 11);
    expect(sentenceReducer(game, { type: 'next' })).toBe(game);
    game = build(game, ['hat', 'a']);
    expect(built(game.board)).toEqual(['Sam', 'hat', 'a', '.']);
    expect(sentenceReducer(game, { type: 'check' })).toBe(game);
    game = sentenceReducer(game, { type: 'remove', slot: 0 });
    expect(built(game.board)).toEqual(['Sam', 'a', '.']);
    game = sentenceReducer(game, { type: 'back' });
    expect(game.board.placed).toEqual([]);
    expect(sentenceReducer(game, { type: 'back' })).toBe(game);
    expect(sentenceReducer(game, { type: 'clear' })).toBe(game);
    game = build(game, ['a', 'has', 'hat']);
    expect(game.board).toMatchObject({ status: 'wrong', tries: 1 });
    game = sentenceReducer(game, { type: 'clear' });
    game = build(game, ['has', 'a', 'hat']);
    expect(game.board.status).toBe('right');
    // A right sentence is done: no tile goes back.
    expect(sentenceReducer(game, { type: 'remove', slot: 0 })).toBe(game);
    game = sentenceReducer(game, { type: 'next' });
    expect(game.index).toBe(1);
    expect(game.board.head).toEqual(['The']);
    game = build(game, ['sun', 'is', 'hot']);
    game = sentenceReducer(game, { type: 'next' });
    expect(game.over).toBe(true);
    expect(game.done).toEqual([
      { sentence: 'Sam has a hat.', tries: 1 },
      { sentence: 'The sun is hot.', tries: 0 },
    ]);
    expect(roundResult(game)).toEqual({ score: 1, max: 2, success: true });
    expect(sentenceReducer(game, { type: 'check' })).toBe(game);
  });

  it("a built-in set plays 6 of its sentences in a shuffled order, the same for a seed; a teacher's play all in order", () => {
    const set = SENTENCE_SETS[1]!.sentences;
    const a = roundSentences(set, false, 5);
    expect(a).toHaveLength(ROUND_SENTENCES);
    expect(new Set(a).size).toBe(ROUND_SENTENCES);
    expect(roundSentences(set, false, 5)).toEqual(a);
    expect(roundSentences(['B b.', 'A a.'], true, 5)).toEqual(['B b.', 'A a.']);
  });
});

describe("a teacher's sentences and every limit", () => {
  const { maxItems, maxWords, maxLength } = SENTENCE_LIMITS;
  const suffix = ' Playing the built-in sentences instead.';

  it('reads sentences split at | or new lines, spaces tidied, empties dropped', () => {
    expect(readSentences('The cat sat.| Sam  has a hat. \n\n|Is it hot?')).toEqual({ sentences: ['The cat sat.', 'Sam has a hat.', 'Is it hot?'] });
    expect(readSentences('')).toEqual({ sentences: [] });
    expect(readSentences(' | ')).toEqual({ sentences: [] });
    expect(readSentences(undefined)).toEqual({ sentences: [] });
  });

  it(`up to ${maxItems} sentences`, () => {
    expect(readSentences(Array.from({ length: maxItems }, () => 'A cat.').join('|')).sentences).toHaveLength(maxItems);
    expect(readSentences(Array.from({ length: maxItems + 1 }, () => 'A cat.').join('|'))).toEqual({ sentences: [], problem: `There are 31 sentences; up to 30 fit.${suffix}` });
  });

  it(`2 to ${maxWords} words each`, () => {
    const twelve = 'a b c d e f g h i j k l.';
    expect(readSentences(twelve).sentences).toEqual([twelve]);
    expect(readSentences('The cat sat.|a b c d e f g h i j k l m.')).toEqual({
      sentences: [],
      problem: `Sentence 2 ("a b c d e f g h i j k l m.") has 13 words; a sentence needs 2 to 12.${suffix}`,
    });
    expect(readSentences('Hi.')).toEqual({ sentences: [], problem: `Sentence 1 ("Hi.") has 1 word; a sentence needs 2 to 12.${suffix}` });
  });

  it(`up to ${maxLength} characters each`, () => {
    const long = `${'abcdefghi '.repeat(10).trim()}.`;
    expect(long.length).toBe(maxLength);
    expect(readSentences(long).sentences).toEqual([long]);
    expect(readSentences(`${long}x`).problem).toBe(`Sentence 1 ("abcdefghi abcdefghi abcdefghi …") is longer than 100 characters.${suffix}`);
  });

  it('every word has a letter or digit', () => {
    expect(readSentences('The cat - sat.').problem).toBe(`Sentence 1 ("The cat - sat.") has "-", which is not a word.${suffix}`);
    expect(readSentences('I have 3 pets.').sentences).toEqual(['I have 3 pets.']);
  });

  it('bad content plays the chosen built-in set and says why; good content plays instead of it', () => {
    expect(readContent('digraphs', 'Hi.')).toEqual({ sentences: SENTENCE_SETS[1]!.sentences, own: false, problem: expect.stringContaining('has 1 word') });
    expect(readContent('nope', '')).toEqual({ sentences: SENTENCE_SETS[0]!.sentences, own: false, problem: undefined });
    expect(readContent('digraphs', 'The cat sat.')).toEqual({ sentences: ['The cat sat.'], own: true });
  });
});
