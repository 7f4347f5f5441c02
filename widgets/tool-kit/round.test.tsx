// @vitest-environment happy-dom
import { createRoot } from 'react-dom/client';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { NewRoundButton, teacherText, useRound, type Round } from './round';

let seen: Round[] = [];
function Game() {
  const round = useRound(() => 7);
  seen.push(round);
  return (
    <div>
      <NewRoundButton round={round} />
      <button type="button" onClick={() => round.restart(true)}>
        Play again
      </button>
    </div>
  );
}

const host = document.createElement('div');
const root = createRoot(host);
afterEach(() => {
  root.render(null);
  seen = [];
});

describe('useRound', () => {
  it('starts at the given seed without focus; New round deals a new seed with focus kept, Play again with focus moved', () => {
    document.body.append(host);
    act(() => root.render(<Game />));
    expect(seen.at(-1)).toMatchObject({ seed: 7, focusStart: false });
    const [newRound, again] = [...host.querySelectorAll('button')];
    expect(newRound!.textContent).toBe('New round');
    act(() => newRound!.click());
    const second = seen.at(-1)!;
    expect(second.focusStart).toBe(false);
    expect(second.seed).not.toBe(7);
    expect(Number.isInteger(second.seed) && second.seed >= 0 && second.seed < 2 ** 32).toBe(true);
    act(() => again!.click());
    expect(seen.at(-1)!.focusStart).toBe(true);
    expect(seen.at(-1)!.seed).not.toBe(second.seed);
  });
});

describe('teacherText', () => {
  it('is the setting, or the attribute the setting turned away for its length (so its message shows), else empty', () => {
    expect(teacherText('ship,shop', 'ship,shop', 10)).toBe('ship,shop');
    expect(teacherText('', 'x'.repeat(11), 10)).toBe('x'.repeat(11));
    expect(teacherText('', 'short', 10)).toBe('');
    expect(teacherText('', undefined, 10)).toBe('');
  });
});
