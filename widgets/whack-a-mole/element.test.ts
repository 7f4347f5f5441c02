// @vitest-environment happy-dom
import '../runtime/testing/tool-mocks';
import { beforeEach, describe, expect, it } from 'vitest';
import { advance, eventsOf, fired, heard, keydown as press, mountTool, nothingTicksBeforeStart, openSettings, stubMatchMedia, tapTwoRightOneWrong, tick, useElementTest, useGameSteps } from '../runtime/testing';
import type { ResultDetail } from '../tool-kit';

const { played, music: musicCalls, spoken } = heard;

const { defineWhackAMole } = await import('./define');

async function mount(attributes: Record<string, string> = {}) {
  const tool = await mountTool<ResultDetail>('verse-whack-a-mole', attributes);
  const { host, root } = tool;
  const holes = () => [...root.querySelectorAll<HTMLButtonElement>('[aria-label="Molehills, keys 1 to 9"] button')];
  /** The word on each hole's mole, or null (no mole, or one whacked: `Hole 2, ship: hit`). */
  const words = () => holes().map((h) => /^Hole \d, ([a-z]+)$/.exec(h.getAttribute('aria-label')!)?.[1] ?? null).map((w) => (w === 'empty' ? null : w));
  const target = () => root.querySelector('.wm-target')?.textContent ?? null;
  const timer = () => root.querySelector('[role="timer"]')!.textContent;
  return { ...tool, holes, words, target, timer, run };
}

useElementTest();
/** The game moves every 100 ms from Start; `run(ms)` ends on a move, when the holes show the moles as of it. */
const run = useGameSteps(100);
beforeEach(() => {
  defineWhackAMole();
});

describe('<verse-whack-a-mole>', () => {
  // First in the file: the part that moves a round (play.tsx) has not loaded yet.
  it("a Start tapped before the rules arrive waits for them, then starts the round: with a teacher's words, theirs, once read", async () => {
    const host = document.createElement('verse-whack-a-mole');
    for (const [name, value] of Object.entries({ words: 'ship,shop,chip,chin', targets: 'ship,shop', time: '30' })) host.setAttribute(name, value);
    document.body.append(host);
    const root = host.shadowRoot!;
    const button = (name: string) => [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
    // Until the part reads the teacher's words, the field is the first screen's: the list's prompt, a full clock.
    expect(root.querySelector('[role="timer"]')!.textContent).toBe('Time 0:30');
    expect(root.querySelector('.wm-target')!.textContent).not.toBe('ship or shop');
    button('Start')!.click();
    // The part arrives, reads the words, and their round starts (effects run after a frame).
    await advance(200);
    await tick(150);
    expect(root.querySelector('.wm-target')!.textContent).toBe('ship or shop');
    expect(button('Start')).toBeUndefined();
    expect(button('Hear it')).toBeDefined();
    expect(spoken).toEqual(['ship or shop']);
    await run(1000);
    expect(root.querySelector('[role="timer"]')!.textContent).toBe('Time 0:29');
  });

  it('nothing ticks before Start, once the rules are here too', async () => {
    const { root, run } = await mount({ time: '30' });
    await nothingTicksBeforeStart(root, run, '.wm-mole');
  });

  it('pace=relaxed: no timer, Finish ends the round when the child wants; scored on accuracy, reported as relaxed', async () => {
    const { root, holes, words, status, button, completes, run } = await mount({ list: 'with-sh', pace: 'relaxed' });
    expect(root.querySelector('[role="timer"]')).toBeNull();
    expect(root.textContent).toContain('No clock: find 10');
    button('Start').click();
    await tick(150);
    let hits = 0;
    // Past the longest round a clock could give (90 s): no clock ends it.
    for (let t = 0; t < 120_000 && hits < 3; t += 100) {
      await run(100);
      const match = words().findIndex((w) => w?.includes('sh'));
      if (match >= 0) {
        holes()[match]!.click();
        await tick(0);
        hits++;
      }
    }
    await run(120_000);
    expect(root.textContent).not.toContain("Time's up");
    button('Finish').click();
    await tick(100);
    expect(status()).toBe(`All done! ${hits} of ${hits} whacks right. You whacked ${hits} words.`);
    expect(completes).toEqual([{ tool: 'whack-a-mole', verb: 'completed', score: hits, max: hits, success: true, durationMs: expect.any(Number), pace: 'relaxed' }]);
    expect(button('Play again')).toBeTruthy();
  });

  it('by mouse: Start, hits score with the correct sound, a miss plays the miss sound, the timer ends the round', async () => {
    const { root, holes, words, status, button, target, timer, completes, run } = await mount({ list: 'with-sh', time: '30' });
    expect(target()).toBe('words with sh');
    expect(timer()).toBe('Time 0:30');
    expect(holes()).toHaveLength(9);
    expect(words().every((w) => w === null)).toBe(true);
    button('Start').click();
    // Effects run after the next frame (Preact schedules them about then).
    await tick(150);
    expect(spoken).toEqual(['words with sh']);
    expect(musicCalls.at(-1)).toEqual([true, 0.15]);
    let hits = 0;
    let misses = 0;
    for (let t = 0; t < 31_000; t += 100) {
      await run(100);
      const up = words();
      const match = up.findIndex((w) => w?.includes('sh'));
      const other = up.findIndex((w) => w !== null && !w.includes('sh'));
      if (match >= 0) {
        holes()[match]!.click();
        await tick(0);
        hits++;
        expect(holes()[match]!.dataset.state).toBe('hit');
      } else if (other >= 0 && misses < 2) {
        holes()[other]!.click();
        await tick(0);
        misses++;
        expect(holes()[other]!.dataset.state).toBe('miss');
      }
      if (t === 5000) {
        await tick(100);
        expect(root.textContent).toContain(`Score ${hits}`);
      }
    }
    await tick(100);
    expect(hits).toBeGreaterThan(8);
    expect(misses).toBe(2);
    expect(played.filter((p) => p === 'correct')).toHaveLength(hits);
    expect(played.filter((p) => p === 'miss')).toHaveLength(2);
    expect(played.at(-1)).toBe('end');
    expect(timer()).toBe('Time 0:00');
    expect(root.textContent).toContain(`Time's up! You whacked ${hits} words.`);
    expect(status()).toBe(`Time's up! You whacked ${hits} words.`);
    expect(completes).toEqual([{ tool: 'whack-a-mole', verb: 'completed', score: hits, max: hits + 2, success: true, durationMs: expect.any(Number), pace: 'timed' }]);
    expect(fired).toEqual([150]);
    expect(musicCalls.at(-1)![0]).toBe(false);
    expect(words().every((w) => w === null)).toBe(true);
    // Play again starts a new round.
    button('Play again').click();
    await tick(150);
    await run(600);
    expect(timer()).toBe('Time 0:30');
    expect(words().some((w) => w !== null)).toBe(true);
  });

  it("each whack is an answer on the score event: the word to find as its item, the word whacked when it is another", async () => {
    const { host, holes, words, target, button, run } = await mount({ words: 'ship,shop,chip,chin', time: '30' });
    const scores = eventsOf<ResultDetail>(host, 'score');
    await tick(150);
    button('Start').click();
    await tick(150);
    await tapTwoRightOneWrong({ run, item: () => target()!, labels: words, holes }, 'whack-a-mole', scores);
  });

  it('by keyboard: keys 1-9 whack the holes like a phone keypad, arrows and Enter too; an empty hole says so', async () => {
    const { root, holes, words, status, button, target, timer, run, completes } = await mount({ list: 'short-a', time: '30', speed: 'slow' });
    const shown = target();
    button('Start').focus();
    button('Start').click();
    await tick(150);
    // The round starts with the word the prompt showed.
    expect(target()).toBe(shown);
    expect(spoken).toEqual([shown]);
    // Focus moves to the field, on hole 1.
    expect(root.activeElement).toBe(holes()[0]);
    let hits = 0;
    let checkedEmpty = false;
    let usedArrows = false;
    for (let t = 0; t < 31_000 && !completes.length; t += 100) {
      await run(100);
      const up = words();
      const want = target();
      if (want === null) break; // the round is over
      const at = up.findIndex((w) => w === want);
      if (!checkedEmpty && up.some((w) => w === null)) {
        const empty = up.findIndex((w) => w === null);
        press(root.activeElement!, String(empty + 1));
        await tick(100);
        expect(status()).toBe(`Hole ${empty + 1} is empty.`);
        checkedEmpty = true;
      }
      // Not in the round's last second: the hit's announcement, 60 ms on, would meet the round's end.
      if (at < 0 || timer() === 'Time 0:01') continue;
      if (!usedArrows && at !== 0) {
        // From hole 1: → moves along the row, ↓ a row down, like the keypad.
        holes()[0]!.focus();
        for (let k = 0; k < at % 3; k++) press(root.activeElement!, 'ArrowRight');
        for (let k = 0; k < Math.floor(at / 3); k++) press(root.activeElement!, 'ArrowDown');
        await tick(0);
        expect(root.activeElement).toBe(holes()[at]);
        press(root.activeElement!, 'Enter');
        usedArrows = true;
      } else press(root.activeElement!, String(at + 1));
      await tick(0);
      expect(holes()[at]!.dataset.state).toBe('hit');
      expect(holes()[at]!.getAttribute('aria-label')).toBe(`Hole ${at + 1}, ${want}: hit`);
      hits++;
      await tick(100);
      expect(status()).toMatch(new RegExp(`^Hit! ${want}\\. Now whack [a-z]+\\.$`));
      expect(target()).not.toBe(want);
    }
    expect(usedArrows).toBe(true);
    expect(hits).toBeGreaterThan(5);
    expect(completes).toEqual([expect.objectContaining({ score: hits, max: hits, success: true })]);
  });

  it('reads its settings from attributes into the settings panel; under reduced motion moles appear without moving', async () => {
    stubMatchMedia(true);
    const { root, host, button, target, timer, run } = await mount({ list: 'with-short-e', time: '90', speed: 'fast' });
    expect(target()).toBe('words with short e');
    expect(timer()).toBe('Time 1:30');
    expect(root.querySelector('.wm-stage')!.getAttribute('data-motion')).toBe('still');
    button('Start').click();
    await tick(150);
    await run(600);
    expect(getComputedStyle(root.querySelector('.wm-mole')!).animationName).not.toBe('wm-rise');
    await openSettings(root);
    const select = root.querySelector('select')!;
    expect(select.value).toBe('with-short-e');
    expect([...root.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')].map((r) => r.value).slice(0, 3)).toEqual(['timed', '90', 'fast']);
    host.setAttribute('list', 'level-4');
    await tick(150);
    // A new list ends the round: ready to start again, a word of level 4 to find.
    expect(button('Start')).toBeDefined();
    expect(['stamp', 'frog', 'crisp', 'plant', 'drum', 'swim', 'clap', 'spent', 'twist', 'flag', 'grin', 'trust', 'blend', 'slept', 'crust']).toContain(target());
    button('Music').click();
    await tick();
    expect(button('Music').getAttribute('aria-pressed')).toBe('false');
  });
});
