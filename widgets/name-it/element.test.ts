// @vitest-environment happy-dom
import '../runtime/testing/tool-mocks';
import { describe, expect, it, vi } from 'vitest';
import { eventsOf, heard, mountTool, openSettings, stepsOfTwoPlayers, tick, useElementTest } from '../runtime/testing';
import type { ResultDetail } from '../tool-kit';

const { played } = heard;

const { defineNameIt } = await import('./define');

const codes = [
  ['KeyQ', 'KeyW', 'KeyE', 'KeyR', 'KeyA', 'KeyS', 'KeyD', 'KeyF'],
  ['KeyU', 'KeyI', 'KeyO', 'KeyP', 'KeyJ', 'KeyK', 'KeyL', 'Semicolon'],
];

async function mount(attributes: Record<string, string> = {}) {
  // The deck and its pictures load while the names show.
  const tool = await mountTool<ResultDetail>('verse-name-it', attributes);
  const { host, root } = tool;
  await vi.dynamicImportSettled();
  const card = (player: 0 | 1) => [...root.querySelectorAll<HTMLButtonElement>(`[data-player="${player + 1}"] .ni-card button`)];
  const centre = () => root.querySelector('[aria-label^="Centre card: "]')!.getAttribute('aria-label')!.slice(13).split(', ');
  const right = (player: 0 | 1) => card(player).findIndex((b) => centre().includes(b.getAttribute('aria-label')!));
  const wrong = (player: 0 | 1) => card(player).flatMap((b, i) => (centre().includes(b.getAttribute('aria-label')!) ? [] : [i]));
  const score = (player: 0 | 1) => root.querySelector(`[data-player="${player + 1}"] .tp-score`)!.getAttribute('aria-label');
  const key = (code: string) => dispatchEvent(new KeyboardEvent('keydown', { code, bubbles: true, cancelable: true }));
  return { ...tool, card, centre, right, wrong, score, key };
}

useElementTest({ define: defineNameIt });

describe('<verse-name-it>', () => {
  it('offers five names to each player, then plays to the end by mouse: a match scores and deals new cards', async () => {
    const { root, completes, button, card, centre, right, score, status } = await mount({ minutes: '1' });
    const groups = [...root.querySelectorAll('.tp-side [role="radiogroup"]')];
    expect(groups.map((g) => g.querySelectorAll('input').length)).toEqual([5, 5]);
    [...groups[1]!.querySelectorAll('input')][2]!.click();
    await tick();
    expect(root.querySelector('[data-player="2"]')!.getAttribute('aria-label')).toBe('Player 2: Koala');
    expect(card(0)).toHaveLength(0);
    button('Start').click();
    await tick(100);
    expect(card(0)).toHaveLength(8);
    expect(card(1)).toHaveLength(8);
    expect(root.querySelector('[role="timer"]')!.textContent).toBe('1:00');
    const before = centre().join();
    const found = card(0)[right(0)]!.getAttribute('aria-label');
    card(0)[right(0)]!.click();
    await tick(100);
    expect(score(0)).toBe('Score 1');
    expect(played).toContain('correct');
    expect(centre().join()).not.toBe(before);
    expect(status()).toBe(`Fox found the ${found}! New cards.`);
    card(1)[right(1)]!.click();
    await tick();
    card(1)[right(1)]!.click();
    await tick(100);
    expect(score(1)).toBe('Score 2');
    await tick(30000);
    expect(root.querySelector('[role="timer"]')!.textContent).toBe('0:30');
    await tick(30000);
    expect(root.querySelector('[aria-label="Game over"]')!.textContent).toContain('Koala wins!');
    expect(root.querySelector('.tp-scores')!.textContent).toBe('Fox: 1Koala: 2');
    expect(completes).toEqual([{ tool: 'name-it', verb: 'completed', score: 2, durationMs: expect.any(Number), pace: 'timed' }]);
    expect((completes[0] as { durationMs: number }).durationMs).toBeGreaterThanOrEqual(60000);
    button('Play again').click();
    await tick();
    expect(score(0)).toBe('Score 0');
    expect(root.querySelector('[role="timer"]')!.textContent).toBe('1:00');
  });

  it('plays by the two key regions of one keyboard; three different wrong icons within 1.2 s freeze a player for 5 s', async () => {
    const { host, root, button, card, right, wrong, score, status, key } = await mount();
    const answers = eventsOf(host, 'score');
    const name = (player: 0 | 1, index: number) => card(player)[index]!.getAttribute('aria-label');
    button('Start').click();
    await tick();
    expect(root.querySelector('[role="timer"]')!.textContent).toBe('2:00');
    const found = name(1, right(1));
    key(codes[1]![right(1)]!);
    await tick();
    expect(score(1)).toBe('Score 1');
    const [a, b, c] = wrong(0);
    const [asked, tapped] = [name(0, right(0)), name(0, a!)];
    key(codes[0]![a!]!);
    await tick(400);
    // Each tap that counts is a score event naming the picture to find and the one tapped.
    expect(answers).toEqual([
      { tool: 'name-it', verb: 'answered', success: true, prompt: found, answer: found, durationMs: expect.any(Number) },
      { tool: 'name-it', verb: 'answered', success: false, prompt: asked, answer: tapped, durationMs: expect.any(Number) },
    ]);
    key(codes[0]![b!]!);
    await tick(400);
    expect(root.querySelector('.tp-frozen')).toBeNull();
    key(codes[0]![c!]!);
    await tick(100);
    const overlay = root.querySelector('[data-player="1"] .tp-frozen')!;
    expect(overlay.textContent).toBe('Frozen 5');
    expect(overlay.getAttribute('data-flash')).toBe('on');
    expect(status()).toBe('Fox is frozen for 5 seconds.');
    await tick(900);
    expect(overlay.getAttribute('data-flash')).toBeNull();
    key(codes[0]![right(0)]!);
    root.querySelectorAll<HTMLButtonElement>('[data-player="1"] .ni-card button')[right(0)]!.click();
    await tick();
    expect(score(0)).toBe('Score 0');
    await tick(4000);
    expect(root.querySelector('.tp-frozen')).toBeNull();
    await tick(100);
    expect(status()).toBe('Fox can play again.');
    key(codes[0]![right(0)]!);
    await tick();
    expect(score(0)).toBe('Score 1');
    button('Reset').click();
    await tick();
    expect(root.querySelectorAll('.tp-side [role="radiogroup"]')).toHaveLength(2);
  });

  it('turns the far side unless rotate is false, and shares the settings', async () => {
    const { host, root } = await mount({ minutes: '4', rotate: 'false' });
    expect(root.querySelector('.tp-stage')!.getAttribute('data-rotate')).toBe('false');
    host.setAttribute('rotate', 'true');
    await tick();
    expect(root.querySelector('.tp-stage')!.getAttribute('data-rotate')).toBe('true');
    await openSettings(root);
    const time = [...root.querySelectorAll('[role="radiogroup"]')].find((g) => g.textContent?.startsWith('Game time'))!;
    expect(time.querySelector<HTMLInputElement>('input:checked')!.value).toBe('4');
  });
  it('shows what to do now on screen before Start, while playing and at the end, and Hear it reads it aloud', async () => {
    const { root } = await mount({ pace: 'relaxed' });
    await stepsOfTwoPlayers(root, () => 'Find the picture on your card that is on the middle card too. Tap it first!');
  });
});
