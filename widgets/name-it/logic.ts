// Name It's rules, pure: the deck (the projective plane of order 7), card layouts, rounds,
// matches and the tap-spam freeze.
import { seededRandom, shuffled } from '../tool-kit/random';
import { SYMBOLS } from '../tool-kit/symbols';

export { FLASH_MS, FREEZE_MS } from './timing';

const ORDER = 7;
/** Three different icons tapped within this window freeze the player. */
const SPAM_WINDOW_MS = 1200;
const SPAM_ICONS = 3;

/**
 * The 57 cards of 8 symbols (symbol numbers 0 to 56): the lines of the projective plane of
 * order 7, so any two cards share exactly one symbol. Symbol (x, y) of the affine plane is
 * x·7 + y; 49 + s is the point at infinity of slope s, 56 the one of the vertical lines.
 */
export function buildDeck(q = ORDER): number[][] {
  const deck: number[][] = [];
  for (let m = 0; m < q; m++)
    for (let b = 0; b < q; b++) {
      const card = [];
      for (let x = 0; x < q; x++) card.push(x * q + ((m * x + b) % q));
      deck.push([...card, q * q + m]);
    }
  for (let x = 0; x < q; x++) {
    const card = [];
    for (let y = 0; y < q; y++) card.push(x * q + y);
    deck.push([...card, q * q + q]);
  }
  deck.push(Array.from({ length: q + 1 }, (_, i) => q * q + i));
  return deck;
}
export const DECK = buildDeck();

/** One symbol placed on a card: centre x, y and size in % of the card, turned `rotation` degrees. */
export type CardIcon = { icon: number; matchKey: string; x: number; y: number; size: number; rotation: number };

/**
 * A card's symbols laid out without overlap: one in the middle, seven on a ring (turned by a
 * random amount), each with its own size and rotation; which symbol goes where is shuffled.
 */
export function layoutCard(symbols: readonly number[], random: () => number): CardIcon[] {
  const order = shuffled(symbols, random);
  const turn = random() * 360;
  return order.map((icon, i) => {
    const ring = i > 0;
    const angle = ((turn + (i - 1) * (360 / 7)) * Math.PI) / 180;
    const r = ring ? 31 + random() * 2 : random() * 3;
    return {
      icon,
      matchKey: SYMBOLS[icon]![0],
      x: round(50 + r * Math.cos(angle)),
      y: round(50 + r * Math.sin(angle)),
      size: round(ring ? 19 + random() * 6 : 22 + random() * 8),
      rotation: Math.floor(random() * 360),
    };
  });
}
const round = (n: number) => Math.round(n * 10) / 10;

/** A round: the centre card and each player's card, three different cards of the deck, laid out. */
export type Round = { centre: CardIcon[]; cards: [CardIcon[], CardIcon[]] };
export function deal(seed: number): Round {
  const random = seededRandom(seed);
  const [c, a, b] = shuffled([...DECK.keys()], random);
  return { centre: layoutCard(DECK[c!]!, random), cards: [layoutCard(DECK[a!]!, random), layoutCard(DECK[b!]!, random)] };
}

/** A guess matches only if the icon is in the centre card's set. */
export const matches = (centre: readonly CardIcon[], matchKey: string) => centre.some((i) => i.matchKey === matchKey);

/** The one symbol a player's card shares with the centre card. */
export const shared = (card: readonly CardIcon[], centre: readonly CardIcon[]) => card.find((i) => matches(centre, i.matchKey))!;

export type Tap = { matchKey: string; at: number };
/**
 * A wrong tap remembered: three different icons within 1.2 s freeze the player (and forget the
 * taps); taps older than the window are forgotten.
 */
export function tapped(taps: readonly Tap[], matchKey: string, at: number): { taps: Tap[]; freeze: boolean } {
  const recent = [...taps.filter((t) => at - t.at < SPAM_WINDOW_MS), { matchKey, at }];
  const freeze = new Set(recent.map((t) => t.matchKey)).size >= SPAM_ICONS;
  return { taps: freeze ? [] : recent, freeze };
}

/**
 * The game as the view holds it: the round dealt (none before Start), each player's recent wrong
 * taps, and what the last tap did: a match (a new round is dealt), a miss, or a freeze. `found` is
 * the picture the player's card shares with the centre, `tapped` the one the child tapped.
 */
export type NameIt = {
  round: Round | null;
  taps: [Tap[], Tap[]];
  last: { player: 0 | 1; outcome: 'match' | 'miss' | 'freeze'; found: string; tapped: string } | null;
};

export type NameItAction = { type: 'deal'; seed: number } | { type: 'tap'; player: 0 | 1; index: number; at: number; seed: number };

export const startNameIt = (): NameIt => ({ round: null, taps: [[], []], last: null });

/** A tap on a picture of the player's card: a match deals the next round from the action's seed; a tap with no round or no picture there changes nothing. */
export function nameItReducer(state: NameIt, action: NameItAction): NameIt {
  if (action.type === 'deal') return { round: deal(action.seed), taps: [[], []], last: null };
  const { round } = state;
  const { player } = action;
  const icon = round?.cards[player][action.index];
  if (!round || !icon) return state;
  const found = shared(round.cards[player], round.centre).matchKey;
  if (matches(round.centre, icon.matchKey)) return { round: deal(action.seed), taps: [[], []], last: { player, outcome: 'match', found, tapped: icon.matchKey } };
  const { taps, freeze } = tapped(state.taps[player], icon.matchKey, action.at);
  const both: [Tap[], Tap[]] = player === 0 ? [taps, state.taps[1]] : [state.taps[0], taps];
  return { round, taps: both, last: { player, outcome: freeze ? 'freeze' : 'miss', found, tapped: icon.matchKey } };
}
