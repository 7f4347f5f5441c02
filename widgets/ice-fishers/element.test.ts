// @vitest-environment happy-dom
import '../runtime/testing/tool-mocks';
import { beforeEach, describe, expect, it } from 'vitest';
import { advance, eventsOf, fired, heard, keydown as press, mountTool, nothingTicksBeforeStart, openSettings, stubMatchMedia, tapTwoRightOneWrong, tick, useElementTest, useGameSteps } from '../runtime/testing';
import type { ResultDetail } from '../tool-kit';

const { played, music: musicCalls, spoken } = heard;

const { defineIceFishers } = await import('./define');

/** Whether a fish label answers the prompt as shown ('words with sh', 'the letter b', '3 + 4'). */
function answers(prompt: string, label: string): boolean {
  const letter = /^the letter ([a-z])$/.exec(prompt);
  if (letter) return label === letter[1];
  const sum = /^(\d+) ([+-]) (\d+)$/.exec(prompt);
  if (sum) return Number(label) === (sum[2] === '+' ? Number(sum[1]) + Number(sum[3]) : Number(sum[1]) - Number(sum[3]));
  const pattern = /^words with (.+)$/.exec(prompt)![1]!;
  const short = /^short ([aeiou])$/.exec(pattern);
  // Short vowels: the CVC words of the lists, whose vowel is the second letter.
  return short ? label[1] === short[1] : label.includes(pattern);
}

async function mount(attributes: Record<string, string> = {}) {
  const tool = await mountTool<ResultDetail>('verse-ice-fishers', attributes, { wait: 150 });
  const { host, root } = tool;
  const holes = () => [...root.querySelectorAll<HTMLButtonElement>('[aria-label="Holes in the ice, keys 1 to 4"] button')];
  /** The label of the fish under each hole, or null. */
  const under = () => holes().map((h) => /^Hole \d, (.+)$/.exec(h.getAttribute('aria-label')!)![1]!).map((l) => (l === 'no fish' ? null : l));
  const prompt = () => root.querySelector('.if-target')?.textContent ?? null;
  const timer = () => root.querySelector('[role="timer"]')!.textContent;
  return { ...tool, holes, under, prompt, timer, run };
}

useElementTest();
/** The game moves every 100 ms from Start; `run(ms)` ends on a move, when the holes show the fish as of it. */
const run = useGameSteps(100);
beforeEach(() => {
  defineIceFishers();
});

/** A tap: the pointer goes down (the tool's first interaction, which loads its rules), then the click. */
async function tap(target: HTMLElement) {
  target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
  await tick();
  target.click();
}

describe('<verse-ice-fishers>', () => {
  // First in the file: the part that moves a round (play.tsx) has not loaded yet.
  it("a Start tapped before the rules arrive waits for them, then starts the round: with a teacher's words, theirs, once read", async () => {
    const host = document.createElement('verse-ice-fishers');
    for (const [name, value] of Object.entries({ words: 'ship,shop,chip', time: '30' })) host.setAttribute(name, value);
    document.body.append(host);
    const root = host.shadowRoot!;
    const button = (name: string) => [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
    const prompt = () => root.querySelector('.if-target')!.textContent;
    // Until the part reads the teacher's words, the lake is the first screen's: the content's prompt, a full clock.
    expect(root.querySelector('[role="timer"]')!.textContent).toBe('Time 0:30');
    expect(prompt()).toMatch(/^words with /);
    button('Start')!.click();
    // The part arrives, reads the words, and their round starts (effects run after a frame).
    await advance(200);
    await tick(150);
    expect(prompt()).toMatch(/^(ship|shop|chip)$/);
    expect(button('Start')).toBeUndefined();
    expect(spoken).toEqual([`Catch ${prompt()}`]);
    await run(1000);
    expect(root.querySelector('[role="timer"]')!.textContent).toBe('Time 0:29');
  });

  it('nothing ticks before Start, once the rules are here too', async () => {
    const { root, run } = await mount({ time: '30' });
    await nothingTicksBeforeStart(root, run, '.if-swim');
  });

  it('by mouse: fish swim under the holes; a matching catch fills the bucket, a wrong one is a miss; the timer ends the round', async () => {
    const { root, holes, under, status, button, prompt, timer, completes, run } = await mount({ content: 'letters', time: '30' });
    expect(prompt()).toMatch(/^the letter [a-z]$/);
    expect(timer()).toBe('Time 0:30');
    expect(holes()).toHaveLength(4);
    expect(root.textContent).toContain('Bucket: 0 fish');
    const first = prompt();
    await tap(button('Start'));
    await tick(150);
    expect(prompt()).toBe(first);
    expect(spoken).toEqual([`Catch ${first}`]);
    expect(musicCalls.at(-1)).toEqual([true, 0.15]);
    // A fish swims: its transform moves it right from frame to frame.
    await run(1500);
    const swimmer = root.querySelector<HTMLElement>('.if-swim')!;
    const x1 = parseFloat(/translateX\((-?[\d.]+)cqw\)/.exec(swimmer.style.transform)![1]!);
    await run(500);
    const x2 = parseFloat(/translateX\((-?[\d.]+)cqw\)/.exec(swimmer.style.transform)![1]!);
    expect(x2 - x1).toBeCloseTo(0.11 * 0.5 * 100, 0);

    let caught = 0;
    let wrong = 0;
    // Catches of the prompt on screen: it stays for three of them.
    let ofPrompt = 0;
    for (let t = 0; t < 30_000 && !completes.length; t += 200) {
      await run(200);
      const want = prompt();
      if (want === null) break;
      const labels = under();
      const at = labels.findIndex((l) => l !== null && answers(want, l));
      const other = labels.findIndex((l) => l !== null && !answers(want, l));
      if (at >= 0) {
        holes()[at]!.click();
        await tick(100);
        caught++;
        expect(root.textContent).toContain(`Bucket: ${caught} fish`);
        expect(holes()[at]!.dataset.cast).toBe('caught');
        ofPrompt++;
        if (ofPrompt < 3) {
          expect(prompt()).toBe(want);
          expect(status()).toBe(`Caught ${labels[at]}! ${caught} fish in the bucket. ${3 - ofPrompt} more: ${want}.`);
        } else {
          expect(prompt()).not.toBe(want);
          ofPrompt = 0;
        }
      } else if (other >= 0 && wrong === 0) {
        holes()[other]!.click();
        await tick(100);
        wrong++;
        expect(holes()[other]!.dataset.cast).toBe('wrong');
        expect(holes()[other]!.getAttribute('aria-label')).toBe(`Hole ${other + 1}, no fish`);
        expect(status()).toBe(`${labels[other]} is not ${want}. It swims away.`);
      }
    }
    await run(1000);
    await tick(100);
    expect(caught).toBeGreaterThan(3);
    expect(played.filter((p) => p === 'correct')).toHaveLength(caught);
    expect(played.filter((p) => p === 'miss')).toHaveLength(wrong);
    expect(played.at(-1)).toBe('end');
    expect(root.textContent).toContain(`Time's up! You caught ${caught} fish.`);
    expect(completes).toEqual([{ tool: 'ice-fishers', verb: 'completed', score: caught, max: caught + wrong, success: caught > wrong, durationMs: expect.any(Number), pace: 'timed' }]);
    expect(fired).toEqual([150]);
    expect(musicCalls.at(-1)![0]).toBe(false);
  });

  it('each cast at a fish is an answer on the score event: the letter to catch as its item, the fish taken when it is another', async () => {
    const { host, holes, under, button, prompt, run } = await mount({ content: 'letters', time: '30' });
    const scores = eventsOf<ResultDetail>(host, 'score');
    await tap(button('Start'));
    await tick(150);
    await tapTwoRightOneWrong({ run, item: () => /^the letter ([a-z])$/.exec(prompt()!)![1]!, labels: under, holes }, 'ice-fishers', scores);
  });

  it('by keyboard: arrows choose the hole and Enter casts, keys 1-4 too; an empty hole says so; number facts', async () => {
    const { root, holes, under, status, button, prompt, completes, run } = await mount({ content: 'numbers', time: '30' });
    expect(prompt()).toMatch(/^\d+ [+-] \d+$/);
    await tap(button('Start'));
    await tick(150);
    expect(root.activeElement).toBe(holes()[0]);
    press(root.activeElement!, 'Enter');
    await tick(100);
    expect(status()).toBe('No fish under hole 1.');
    let caught = 0;
    let arrows = false;
    for (let t = 0; t < 30_000 && !completes.length; t += 200) {
      await run(200);
      const want = prompt();
      if (want === null) break;
      const at = under().findIndex((l) => l !== null && answers(want, l));
      // The first catch waits for the fish to reach hole 2, to get there by arrows.
      if (at < 0 || (!arrows && at === 0)) continue;
      if (!arrows) {
        press(root.activeElement!, 'Home');
        for (let k = 0; k < at; k++) press(root.activeElement!, 'ArrowRight');
        await tick(0);
        expect(root.activeElement).toBe(holes()[at]);
        press(root.activeElement!, 'Enter');
        arrows = true;
      } else press(root.activeElement!, String(at + 1));
      await tick(0);
      expect(root.activeElement).toBe(holes()[at]);
      expect(holes()[at]!.dataset.cast).toBe('caught');
      caught++;
    }
    expect(arrows).toBe(true);
    expect(caught).toBeGreaterThan(3);
    expect(completes).toEqual([expect.objectContaining({ tool: 'ice-fishers', score: caught, max: caught, success: true })]);
  });

  it('still mode under reduced motion: fish wait in the holes without swimming; words with a sound pattern', async () => {
    stubMatchMedia(true);
    const { root, under, button, prompt, run } = await mount({ content: 'words', time: '90' });
    expect(prompt()).toMatch(/^words with /);
    expect(root.querySelector('.if-stage')!.getAttribute('data-motion')).toBe('still');
    expect(root.querySelector('[role="timer"]')!.textContent).toBe('Time 1:30');
    await tap(button('Start'));
    await tick(150);
    await run(400);
    const waiting = under().filter((l) => l !== null);
    expect(waiting).toHaveLength(1);
    const swimmer = root.querySelector<HTMLElement>('.if-swim')!;
    const before = swimmer.style.transform;
    expect(['12.50', '37.50', '62.50', '87.50'].some((x) => before === `translateX(${x}cqw)`)).toBe(true);
    await run(2000);
    expect(root.querySelector<HTMLElement>('.if-swim')!.style.transform).toBe(before);
    expect(under().filter((l) => l !== null).length).toBeGreaterThanOrEqual(1);
    await openSettings(root);
    const checked = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')].map((r) => r.value);
    expect(checked.slice(0, 3)).toEqual(['words', 'timed', '90']);
  });
});
