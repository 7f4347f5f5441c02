import { describe, expect, it } from 'vitest';
import { GROUP_LIMITS } from './limits';
import { readContent, readGroups } from './content';
import { inGroup, isPicture, newGame, noun, roundResult, shown, showsGroup, sortReducer, type Game } from './logic';
import { PICTURE_KEYS, pictureName } from '../tool-kit/pictures';
import { SORTS } from './sorts';

const groups = [
  { title: 'short a', items: ['cat', 'map'] },
  { title: 'short i', items: ['pig', 'sit'] },
];
const item = (game: Game, text: string) => game.items.findIndex((i) => i.text === text);
/** Picks `text` (in `all`) and puts it in group `g`. */
const put = (game: Game, text: string, g: number) => sortReducer(game.deal === 'all' ? sortReducer(game, { type: 'pick', item: item(game, text) }) : game, { type: 'place', group: g });

describe('the built-in sorts', () => {
  it('each has 2 to 4 groups within the limits a teacher has too', () => {
    for (const s of SORTS) {
      const text = s.groups.map((g) => `${g.title}:${g.items.join(',')}`).join('|');
      expect(readGroups(text)).toEqual({ groups: s.groups.map((g) => ({ title: g.title, items: [...g.items] })) });
    }
  });
});

describe('a round, checked at once', () => {
  it('deals one at a time, the top item picked; a right item stays in its group, a wrong one goes to the back of the pile', () => {
    let game = newGame(groups, 'one', 'now', 3);
    expect(game.pile).toHaveLength(4);
    expect(shown(game)).toEqual([game.pile[0]]);
    expect(game.picked).toBe(game.pile[0]);
    // In `one`, the top item is always the pick.
    expect(sortReducer(game, { type: 'pick', item: game.pile[1]! })).toBe(game);
    const top = game.picked!;
    const right = game.items[top]!.group;
    game = sortReducer(game, { type: 'place', group: 1 - right });
    expect(game.last).toEqual({ kind: 'wrong', item: top, group: 1 - right });
    expect(game.pile.at(-1)).toBe(top);
    expect(game.picked).toBe(game.pile[0]);
    expect(game.tries[top]).toBe(1);
    expect(showsGroup(game, top)).toBe(false);
    // Sort the rest right, then the one that went back: after a second wrong try it shows its group.
    while (game.picked !== top) game = sortReducer(game, { type: 'place', group: game.items[game.picked!]!.group });
    game = sortReducer(game, { type: 'place', group: 1 - right });
    expect(showsGroup(game, top)).toBe(true);
    expect(game.over).toBe(false);
    game = sortReducer(game, { type: 'place', group: right });
    expect(game.over).toBe(true);
    expect(roundResult(game)).toEqual({ score: 3, max: 4, success: true });
    expect(inGroup(game, right)).toContain(top);
    expect(sortReducer(game, { type: 'check' })).toBe(game);
  });

  it('deals all at once: nothing is placed until an item is picked; picking again puts it back', () => {
    let game = newGame(groups, 'all', 'now', 8);
    expect(shown(game)).toHaveLength(4);
    expect(game.picked).toBeNull();
    expect(sortReducer(game, { type: 'place', group: 0 })).toBe(game);
    const picked = sortReducer(game, { type: 'pick', item: item(game, 'pig') });
    expect(picked.picked).toBe(item(game, 'pig'));
    expect(sortReducer(picked, { type: 'pick', item: item(game, 'pig') }).picked).toBeNull();
    expect(sortReducer(picked, { type: 'place', group: 7 })).toBe(picked);
    game = put(game, 'pig', 1);
    game = put(game, 'cat', 1);
    expect(game.last).toMatchObject({ kind: 'wrong' });
    expect(game.picked).toBeNull();
    game = put(game, 'cat', 0);
    game = put(game, 'map', 0);
    game = put(game, 'sit', 1);
    expect(game.over).toBe(true);
    expect(roundResult(game)).toEqual({ score: 3, max: 4, success: true });
    // Placed items cannot be taken back when each is checked at once.
    expect(sortReducer(game, { type: 'unplace', item: 0 })).toBe(game);
  });
});

describe('a round, checked at the end', () => {
  it('places anything, takes back, then checks: right items stay, wrong ones return with a try; over when all are right', () => {
    let game = newGame(groups, 'all', 'end', 5);
    game = put(game, 'cat', 1);
    expect(game.last).toBeNull();
    expect(game.at[item(game, 'cat')]).toBe(1);
    game = sortReducer(game, { type: 'unplace', item: item(game, 'cat') });
    expect(game.pile).toContain(item(game, 'cat'));
    game = put(game, 'cat', 1);
    game = put(game, 'map', 0);
    expect(sortReducer(game, { type: 'check' })).toBe(game); // the pile is not empty yet
    game = put(game, 'pig', 1);
    game = put(game, 'sit', 0);
    game = sortReducer(game, { type: 'check' });
    expect(game.last).toEqual({ kind: 'checked', right: [item(game, 'map'), item(game, 'pig')].sort(), wrong: [item(game, 'cat'), item(game, 'sit')].sort() });
    expect([...game.pile].sort()).toEqual([item(game, 'cat'), item(game, 'sit')].sort());
    expect(game.over).toBe(false);
    // A checked right item stays.
    expect(sortReducer(game, { type: 'unplace', item: item(game, 'map') })).toBe(game);
    game = put(game, 'cat', 0);
    game = put(game, 'sit', 1);
    game = sortReducer(game, { type: 'check' });
    expect(game.over).toBe(true);
    expect(roundResult(game)).toEqual({ score: 2, max: 4, success: true });
  });

  it('deals one at a time and checks at the end', () => {
    let game = newGame(groups, 'one', 'end', 1);
    for (let i = 0; i < 4; i++) game = sortReducer(game, { type: 'place', group: game.items[game.picked!]!.group });
    expect(game.picked).toBeNull();
    game = sortReducer(game, { type: 'check' });
    expect(game.over).toBe(true);
    expect(roundResult(game)).toEqual({ score: 4, max: 4, success: true });
  });
});

describe('the deal', () => {
  it('every item once, the same for a seed', () => {
    const a = newGame(SORTS[2]!.groups, 'all', 'now', 42);
    expect([...a.pile].sort((x, y) => x - y)).toEqual(a.items.map((_, i) => i));
    expect(newGame(SORTS[2]!.groups, 'all', 'now', 42).pile).toEqual(a.pile);
  });
});

describe("a teacher's groups and every limit", () => {
  const suffix = ' Playing the built-in sort instead.';
  const { maxGroups, titleLength, maxItems, itemLength } = GROUP_LIMITS;

  it('reads title:items groups split at | or new lines', () => {
    expect(readGroups('short a: cat, map |short i:pig,sit\nsh:ship')).toEqual({
      groups: [
        { title: 'short a', items: ['cat', 'map'] },
        { title: 'short i', items: ['pig', 'sit'] },
        { title: 'sh', items: ['ship'] },
      ],
    });
    expect(readGroups('')).toEqual({ groups: [] });
    expect(readGroups(undefined)).toEqual({ groups: [] });
  });

  it(`2 to ${maxGroups} groups`, () => {
    expect(readGroups('a:x')).toEqual({ groups: [], problem: `There is 1 group; a sort needs 2 to 4.${suffix}` });
    expect(readGroups('a:x|b:y|c:z|d:w').groups).toHaveLength(4);
    expect(readGroups('a:x|b:y|c:z|d:w|e:v').problem).toBe(`There are 5 groups; a sort needs 2 to 4.${suffix}`);
  });

  it('a group is a title, a colon and items', () => {
    expect(readGroups('short a cat|b:y').problem).toBe(`"short a cat" is not a group: write its title, a colon and its items, as in short a:cat,map.${suffix}`);
    expect(readGroups(':cat|b:y').problem).toContain('is not a group');
    expect(readGroups('a:|b:y').problem).toBe(`The group "a" has no items.${suffix}`);
    expect(readGroups('a:x|A:y').problem).toBe(`Two groups are called "A".${suffix}`);
  });

  it(`titles up to ${titleLength} characters, items up to ${itemLength}`, () => {
    expect(readGroups(`${'t'.repeat(titleLength)}:x|b:y`).groups).toHaveLength(2);
    expect(readGroups(`${'t'.repeat(titleLength + 1)}:x|b:y`).problem).toBe(`The title "${'t'.repeat(titleLength)}…" is longer than 30 characters.${suffix}`);
    expect(readGroups(`a:${'x'.repeat(itemLength)}|b:y`).groups).toHaveLength(2);
    expect(readGroups(`a:${'x'.repeat(itemLength + 1)}|b:y`).problem).toBe(`In "a": "${'x'.repeat(itemLength)}…" is longer than 40 characters.${suffix}`);
  });

  it(`up to ${maxItems} items in all, none in two groups`, () => {
    const items = (from: number, n: number) => Array.from({ length: n }, (_, i) => `w${from + i}`).join(',');
    expect(readGroups(`a:${items(0, 50)}|b:${items(50, 50)}`).groups).toHaveLength(2);
    expect(readGroups(`a:${items(0, 50)}|b:${items(50, 51)}`).problem).toBe(`The groups have 101 items; up to 100 fit.${suffix}`);
    expect(readGroups('a:cat,map|b:Cat').problem).toBe(`"Cat" is in both "a" and "b"; an item belongs to one group.${suffix}`);
    expect(readGroups('a:cat,cat|b:y').problem).toBe(`"cat" is in "a" twice; an item belongs to one group.${suffix}`);
  });

  it('bad groups play the chosen built-in sort and say why; good ones play instead of it', () => {
    expect(readContent('digraphs', 'a:x')).toEqual({ groups: SORTS[2]!.groups, own: false, problem: expect.stringContaining('1 group') });
    expect(readContent('nope', '')).toEqual({ groups: SORTS[0]!.groups, own: false, problem: undefined });
    expect(readContent('digraphs', 'a:x|b:y')).toEqual({ groups: [{ title: 'a', items: ['x'] }, { title: 'b', items: ['y'] }], own: true });
  });
});

describe('pictures as items', () => {
  const suffix = ' Playing the built-in sort instead.';

  it("every picture has a URL-safe item text (pic. and its name) and a name to say; the built-in picture sort uses them", () => {
    expect(PICTURE_KEYS.size).toBe(57);
    for (const key of PICTURE_KEYS.keys()) {
      expect(key).toMatch(/^pic\.[a-z]+(-[a-z]+)*$/);
      expect(isPicture(key)).toBe(true);
      expect(encodeURIComponent(key)).toBe(key);
      expect(pictureName(key)).toMatch(/^[a-z]+([ -][a-z]+)*$/);
    }
    expect(pictureName('pic.ice-cream')).toBe('ice cream');
    expect(pictureName('PIC.Sun')).toBe('sun');
    const pictures = SORTS.find((s) => s.id === 'pictures')!;
    for (const item of pictures.groups.flatMap((g) => g.items)) expect(PICTURE_KEYS.has(item)).toBe(true);
    expect(noun(newGame(pictures.groups, 'one', 'now', 1))).toBe('picture');
  });

  it("a teacher's groups name pictures in either case, beside words; an unknown name is said and lists the pictures", () => {
    expect(readGroups('short u:pic.sun,Pic.Cup|short a:cat,pic.ice-cream')).toEqual({
      groups: [
        { title: 'short u', items: ['pic.sun', 'pic.cup'] },
        { title: 'short a', items: ['cat', 'pic.ice-cream'] },
      ],
    });
    const problem = readGroups('short u:pic.sunn|short a:cat').problem!;
    expect(problem).toMatch(/^"pic\.sunn" names none of the pictures: write pic\. and a picture's name, as in pic\.sun\. The pictures: sun, moon, star, /);
    expect(problem.endsWith(`gift.${suffix}`)).toBe(true);
    expect(readGroups('a:pic.sun|b:PIC.SUN').problem).toBe(`"PIC.SUN" is in both "a" and "b"; an item belongs to one group.${suffix}`);
    expect(isPicture('pic.sun')).toBe(true);
    expect(isPicture('picnic')).toBe(false);
    expect(noun(newGame(readGroups('a:pic.sun|b:cat').groups, 'all', 'now', 1))).toBe('item');
  });
});
