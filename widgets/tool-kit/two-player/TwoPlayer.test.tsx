// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, button, click, render, stubMatchMedia, unmount } from '../../runtime/testing';
import { KeyHint, TwoPlayer, type TwoPlayerGame } from './TwoPlayer';
import type { Player } from './two-player';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  stubMatchMedia();
});
afterEach(() => {
  unmount();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A game whose first option scores and whose second freezes for 3 s. */
async function mount(minutes = 1, relaxed = false) {
  const onEnd = vi.fn<(scores: [number, number]) => void>();
  const onStart = vi.fn();
  const keys: [Player, number][] = [];
  const pick = (player: Player, index: number, game: TwoPlayerGame) => {
    if (!game.open(player)) return;
    if (index === 0) game.point(player);
    else game.freeze(player, 3000);
  };
  const page = render(
    <TwoPlayer
      minutes={minutes}
      relaxed={relaxed}
      rotate
      step="Tap your option first!"
      onStart={onStart}
      onEnd={onEnd}
      onKey={(player, index, game) => {
        keys.push([player, index]);
        pick(player, index, game);
      }}
      side={(player, game) => (
        <>
          {[0, 1].map((i) => (
            <button key={i} type="button" aria-label={`P${player + 1} option ${i}`} onClick={() => pick(player, i, game)}>
              <KeyHint player={player} index={i} />
              {`P${player + 1} option ${i}`}
            </button>
          ))}
        </>
      )}
    />,
  );
  // The first touch loads the running match.
  act(() => void page.querySelector('.tp-stage')!.dispatchEvent(new Event('pointerdown', { bubbles: true })));
  await act(() => vi.dynamicImportSettled());
  const key = (code: string) => act(() => void dispatchEvent(new KeyboardEvent('keydown', { code, bubbles: true })));
  const score = (p: 1 | 2) => page.querySelector(`[data-player="${p}"] .tp-score`)!.getAttribute('aria-label');
  return { page, onEnd, onStart, keys, key, score };
}

describe('TwoPlayer', () => {
  it('relaxed: no clock, the first to 10 points wins; Finish ends a match at once', async () => {
    const { page, onEnd, key } = await mount(1, true);
    click(button(page, 'Start'));
    expect(page.querySelector('[role="timer"]')).toBeNull();
    expect(page.querySelector('[data-player="1"] .tp-clock')!.textContent).toBe('First to 10');
    act(() => void vi.advanceTimersByTime(10 * 60_000));
    expect(onEnd).not.toHaveBeenCalled();
    for (let i = 0; i < 9; i++) key('KeyQ');
    key('KeyU');
    expect(onEnd).not.toHaveBeenCalled();
    key('KeyQ');
    expect(onEnd).toHaveBeenCalledExactlyOnceWith([10, 1]);
    expect(page.textContent).toContain('wins!');
    click(button(page, 'Play again'));
    key('KeyU');
    click(button(page, 'Finish'));
    expect(onEnd).toHaveBeenLastCalledWith([0, 1]);
  });

  it('ignores keys before Start, then gives each player their key region; a frozen player is covered and ignored', async () => {
    const { page, onStart, keys, key, score } = await mount();
    key('KeyQ');
    expect(keys).toEqual([]);
    click(button(page, 'Start'));
    expect(onStart).toHaveBeenCalledOnce();
    expect(page.querySelector('[data-player="2"] kbd')!.textContent).toBe('U');
    key('KeyQ');
    key('KeyU');
    expect([score(1), score(2)]).toEqual(['Score 1', 'Score 1']);
    key('KeyW');
    expect(page.querySelector('[data-player="1"] .tp-frozen')!.textContent).toBe('Frozen 3');
    key('KeyQ');
    click(button(page, 'P1 option 0'));
    expect(score(1)).toBe('Score 1');
    key('KeyI');
    expect(page.querySelector('[data-player="2"] .tp-frozen')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1000));
    expect(page.querySelector('[data-player="1"] .tp-frozen')!.textContent).toBe('Frozen 2');
    act(() => void vi.advanceTimersByTime(2000));
    expect(page.querySelector('.tp-frozen')).toBeNull();
    key('KeyQ');
    expect(score(1)).toBe('Score 2');
    expect(keys).toEqual([[0, 0], [1, 0], [0, 1], [1, 1], [0, 0]]);
  });

  it('counts the game time down and ends with both scores and the winner; Play again and Reset', async () => {
    const { page, onEnd, key } = await mount(2);
    click(button(page, 'Start'));
    key('Semicolon');
    key('KeyU');
    expect(page.querySelector('[data-player="2"] .tp-frozen')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(3000));
    key('KeyU');
    expect(page.querySelector('[role="timer"]')!.textContent).toBe('1:57');
    act(() => void vi.advanceTimersByTime(58_000));
    expect(page.querySelector('[role="timer"]')!.textContent).toBe('0:59');
    expect(onEnd).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(59_000));
    expect(onEnd).toHaveBeenCalledExactlyOnceWith([0, 1]);
    expect(page.querySelector('.tp-winner')!.textContent).toBe('Tiger wins!');
    click(button(page, 'Play again'));
    expect(page.querySelector('[role="timer"]')!.textContent).toBe('2:00');
    click(button(page, 'Reset'));
    expect(page.querySelectorAll('[role="radiogroup"]')).toHaveLength(2);
    expect(page.querySelector('[role="timer"]')).toBeNull();
  });
});
