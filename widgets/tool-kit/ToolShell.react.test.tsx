// The shell on React 19 itself (no preact/compat), in happy-dom: tools are React code and must
// run on either.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { advance, button, click, failOnReactErrors, openSettings, render, stubMatchMedia, unmount, useFakeClock } from '../runtime/testing';
import { useGridKeys } from './keys';
import { ToolShell, useAnnounce } from './ToolShell';
import { tool as vowelSounds } from '../vowel-sounds/tool';

failOnReactErrors();
useFakeClock({ act });
beforeEach(() => {
  localStorage.clear();
  stubMatchMedia();
  vi.stubGlobal('FontFace', class { load = () => Promise.resolve(); });
  Object.defineProperty(document, 'fonts', { configurable: true, value: { add() {} } });
});
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

function Tiles() {
  const announce = useAnnounce();
  const { keyProps } = useGridKeys({ columns: 2, count: 3, onPick: (i) => announce(`Picked ${'abc'[i]}`) });
  return (
    <div role="group" aria-label="Tiles">
      {['a', 'b', 'c'].map((letter, i) => (
        <button key={letter} type="button" className="tool-tile" {...keyProps(i)}>
          {letter}
        </button>
      ))}
    </div>
  );
}

describe('ToolShell on React', () => {
  it('renders, opens settings, changes comfort and sound, and runs a keyboard grid without React errors', async () => {
    const root = render(
      <ToolShell tool={vowelSounds} common={{}} sound settings={<p>Own settings</p>} toolbar={<button type="button">Reset</button>}>
        <Tiles />
      </ToolShell>,
    );
    expect(root.querySelector('h1')?.textContent).toBe('Vowel Sounds');
    await openSettings(root);
    const wide = [...root.querySelectorAll('label.choice')].find((l) => l.textContent === 'Wide')!.querySelector('input')!;
    click(wide);
    expect(root.querySelector<HTMLElement>('.tool-shell')!.dataset.spacing).toBe('wide');
    const mute = root.querySelector<HTMLButtonElement>('button[aria-label="Mute sound"]')!;
    click(mute);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    click(mute);
    expect(mute.getAttribute('aria-pressed')).toBe('false');

    const tiles = [...root.querySelectorAll<HTMLButtonElement>('.tool-tile')];
    expect(tiles.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    act(() => tiles[0]!.focus());
    act(() => {
      tiles[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
    });
    expect(document.activeElement?.textContent).toBe('c');
    act(() => {
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    });
    await act(() => advance(80));
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Picked c');
  });
});
