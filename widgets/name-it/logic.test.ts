import { describe, expect, it } from 'vitest';
import { DECK, FLASH_MS, FREEZE_MS, buildDeck, deal, layoutCard, matches, nameItReducer, shared, startNameIt, tapped } from './logic';
import { SYMBOLS } from '../tool-kit/symbols';
import { seededRandom } from '../tool-kit/random';

describe('the deck', () => {
  it('has 57 cards of 8 different symbols from 57 symbols, each symbol on 8 cards', () => {
    expect(DECK).toHaveLength(57);
    expect(SYMBOLS).toHaveLength(57);
    expect(new Set(SYMBOLS.map((s) => s[0])).size).toBe(57);
    const seen = new Map<number, number>();
    for (const card of DECK) {
      expect(new Set(card).size).toBe(8);
      for (const s of card) {
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThan(57);
        seen.set(s, (seen.get(s) ?? 0) + 1);
      }
    }
    expect(seen.size).toBe(57);
    expect([...seen.values()].every((n) => n === 8)).toBe(true);
  });

  it('any two of its cards share exactly one symbol (all 1,596 pairs)', () => {
    let pairs = 0;
    for (let i = 0; i < DECK.length; i++)
      for (let j = i + 1; j < DECK.length; j++) {
        const common = DECK[i]!.filter((s) => DECK[j]!.includes(s));
        expect(common, `cards ${i} and ${j}`).toHaveLength(1);
        pairs++;
      }
    expect(pairs).toBe(1596);
  });

  it('is the plane of its order (order 2: the 7 cards of 3)', () => {
    const fano = buildDeck(2);
    expect(fano).toHaveLength(7);
    for (const a of fano) for (const b of fano) if (a !== b) expect(a.filter((s) => b.includes(s))).toHaveLength(1);
  });
});

describe('a card layout', () => {
  it('places all 8 symbols inside the card without overlap, with size and rotation', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const random = seededRandom(seed);
      const card = layoutCard(DECK[seed % 57]!, random);
      expect(card.map((i) => i.icon).sort()).toEqual([...DECK[seed % 57]!].sort());
      for (const icon of card) {
        expect(icon.matchKey).toBe(SYMBOLS[icon.icon]![0]);
        expect(Math.hypot(icon.x - 50, icon.y - 50) + icon.size / 2).toBeLessThanOrEqual(50);
        expect(icon.rotation).toBeGreaterThanOrEqual(0);
        expect(icon.rotation).toBeLessThan(360);
        expect(icon.size).toBeGreaterThanOrEqual(19);
      }
      for (const a of card) for (const b of card) if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan((a.size + b.size) / 2);
    }
  });
});

describe('a round', () => {
  it('deals three different cards; each player card shares exactly one symbol with the centre card', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const round = deal(seed);
      const keys = (card: { matchKey: string }[]) => card.map((i) => i.matchKey).join();
      expect(new Set([keys(round.centre), keys(round.cards[0]), keys(round.cards[1])]).size).toBe(3);
      for (const card of round.cards) {
        const hits = card.filter((i) => matches(round.centre, i.matchKey));
        expect(hits).toHaveLength(1);
        expect(shared(card, round.centre)).toBe(hits[0]);
      }
    }
    expect(deal(7)).toEqual(deal(7));
  });

  it('a guess matches only if the icon is on the centre card', () => {
    const round = deal(3);
    const right = shared(round.cards[0], round.centre);
    expect(matches(round.centre, right.matchKey)).toBe(true);
    for (const other of round.cards[0].filter((i) => i !== right)) expect(matches(round.centre, other.matchKey)).toBe(false);
  });
});

describe('tapping many icons fast', () => {
  it('three different icons within 1.2 s freeze the player for 5 s with a 0.9 s flash', () => {
    expect([FREEZE_MS, FLASH_MS]).toEqual([5000, 900]);
    let state = tapped([], 'Sun', 0);
    expect(state.freeze).toBe(false);
    state = tapped(state.taps, 'Moon', 500);
    expect(state.freeze).toBe(false);
    state = tapped(state.taps, 'Star', 1199);
    expect(state).toEqual({ taps: [], freeze: true });
  });

  it('the same icon again, or taps spread over more than 1.2 s, do not', () => {
    let state = tapped([], 'Sun', 0);
    state = tapped(state.taps, 'Sun', 100);
    state = tapped(state.taps, 'Moon', 200);
    expect(state.freeze).toBe(false);
    state = tapped(tapped(tapped([], 'Sun', 0).taps, 'Moon', 600).taps, 'Star', 1200);
    expect(state.freeze).toBe(false);
    expect(state.taps.map((t) => t.matchKey)).toEqual(['Moon', 'Star']);
  });
});

describe('the game as the view holds it (nameItReducer)', () => {
  const dealt = nameItReducer(startNameIt(), { type: 'deal', seed: 5 });
  const round = dealt.round!;
  const rightIndex = round.cards[0].findIndex((i) => matches(round.centre, i.matchKey));
  const wrongIndexes = round.cards[0].flatMap((i, n) => (matches(round.centre, i.matchKey) ? [] : [n]));

  it('a tap before the deal, or off the card, changes nothing', () => {
    const start = startNameIt();
    expect(nameItReducer(start, { type: 'tap', player: 0, index: 0, at: 0, seed: 1 })).toBe(start);
    expect(nameItReducer(dealt, { type: 'tap', player: 0, index: 8, at: 0, seed: 1 })).toBe(dealt);
  });

  it("the shared picture scores and deals the next round from the action's seed", () => {
    const after = nameItReducer(dealt, { type: 'tap', player: 0, index: rightIndex, at: 0, seed: 6 });
    const name = round.cards[0][rightIndex]!.matchKey;
    expect(after.last).toEqual({ player: 0, outcome: 'match', found: name, tapped: name });
    expect(after.round).toEqual(deal(6));
  });

  it('a wrong picture is a miss naming what was asked and what was tapped; three different ones quickly freeze', () => {
    const found = shared(round.cards[0], round.centre).matchKey;
    let state = dealt;
    for (const [n, at] of [[0, 0], [1, 100]] as const) {
      state = nameItReducer(state, { type: 'tap', player: 0, index: wrongIndexes[n]!, at, seed: 1 });
      expect(state.last).toEqual({ player: 0, outcome: 'miss', found, tapped: round.cards[0][wrongIndexes[n]!]!.matchKey });
      expect(state.round).toBe(round);
    }
    expect(state.taps[0]).toHaveLength(2);
    expect(state.taps[1]).toEqual([]);
    state = nameItReducer(state, { type: 'tap', player: 0, index: wrongIndexes[2]!, at: 200, seed: 1 });
    expect(state.last!.outcome).toBe('freeze');
    expect(state.taps[0]).toEqual([]);
  });
});
