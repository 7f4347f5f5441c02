// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMFORT_KEY } from './comfort';
import { SOUND_KEY } from './sound';
import { ToolShell, useAnnounce, type ToolShellProps } from './ToolShell';
import { useCelebrate } from './confetti';
import { act, advance, button, clearRecords, click, fired, openSettings, press, render, stubClipboard, stubMatchMedia, unmount, useFakeClock } from '../runtime/testing';
import { tool as alphabetSequencing } from '../alphabet-sequencing/tool';
import { settings as letterSettings, tool as letterTiles } from '../letter-tiles/tool';
import { useToolSettings, type HeldSettings } from './use-setting';
import type { ToolDeclaration, ToolSettings } from './declaration';
import type { ToolCommonProps } from './settings';

const { confettiMock } = await vi.hoisted(() => import('../runtime/testing/mocks'));
vi.mock('canvas-confetti', confettiMock);
vi.mock('howler', () => ({
  Howl: class {
    play() {}
    volume() {}
    stop() {}
  },
  Howler: { volume() {}, mute() {}, _setup() {} },
}));

const wait = (ms = 80) => act(() => advance(ms));

type ShellProps = Omit<ToolShellProps, 'held' | 'tool' | 'common' | 'children'> & { held?: HeldSettings<ToolSettings>; tool?: ToolDeclaration; common?: ToolCommonProps; children?: ReactNode };

/** Letter Tiles' shell (or the tool given) with no common attributes but those given; held settings carry their own. */
function Shell({ held, tool = letterTiles, common = {}, children = <p>Tiles here</p>, ...props }: ShellProps) {
  const whose = held ? { held } : { tool, common };
  return (
    <ToolShell {...whose} {...props}>
      {children}
    </ToolShell>
  );
}

let reduce = false;
useFakeClock();
beforeEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
  reduce = false;
  clearRecords();
  stubMatchMedia(() => reduce);
  vi.stubGlobal('FontFace', class { load = () => Promise.resolve(); });
  Object.defineProperty(document, 'fonts', { configurable: true, value: { add() {} } });
});
afterEach(() => {
  unmount();
  Object.defineProperty(window, 'parent', { configurable: true, value: window });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const panel = (root: HTMLElement) => root.querySelector<HTMLElement>('.settings-panel')!;
const shell = (root: HTMLElement) => root.querySelector<HTMLElement>('.tool-shell')!;
const radio = (root: HTMLElement, label: string) =>
  [...root.querySelectorAll('label.choice')].find((l) => l.textContent?.trim() === label)!.querySelector('input')!;

describe('ToolShell layout', () => {
  it('shows the title as the page heading when the page has none, the toolbar and the tool', async () => {
    const root = render(<Shell toolbar={<button type="button">New word</button>} />);
    expect(root.querySelector('h1')?.textContent).toBe('Letter Tiles');
    expect((await openSettings(root)).querySelector('h2')?.textContent).toBe('Settings');
    expect(button(root, 'New word')).toBeTruthy();
    expect(root.querySelector('.tool-body')?.textContent).toBe('Tiles here');
    expect(root.querySelector('[role="status"][aria-live="polite"]')).not.toBeNull();
  });

  it('uses a second-level heading on a page that has its own h1', async () => {
    const h1 = document.createElement('h1');
    document.body.append(h1);
    const root = render(<Shell />);
    expect(root.querySelector('h2.tool-title')?.textContent).toBe('Letter Tiles');
    expect((await openSettings(root)).querySelector('h3')?.textContent).toBe('Settings');
  });

  it('shows a teacher’s title for her game in place of the tool’s name', () => {
    const h1 = document.createElement('h1');
    document.body.append(h1);
    const root = render(<Shell common={{ heading: 'Digraph words, week 3' }} />);
    expect(root.querySelector('h2.tool-title')?.textContent).toBe('Digraph words, week 3');
  });

  it('loads the settings panel on first open; Escape closes it and gives focus back to the button', async () => {
    const root = render(<Shell settings={<label>Level <select /></label>} />);
    const settings = button(root, 'Settings');
    expect(settings.getAttribute('aria-expanded')).toBe('false');
    // Not part of the tool until asked for: no tool carries the panel's code before then.
    expect(panel(root)).toBeNull();
    expect(settings.hasAttribute('aria-controls')).toBe(false);
    await openSettings(root);
    expect(settings.getAttribute('aria-controls')).toBe(panel(root).id);
    expect(settings.getAttribute('aria-expanded')).toBe('true');
    expect(panel(root).hidden).toBe(false);
    expect(panel(root).textContent).toContain('Level');
    expect([...panel(root).querySelectorAll('legend')].map((l) => l.textContent)).toEqual(['Letter Tiles', 'Reading comfort', 'Share']);
    press(radio(root, 'Wide'), 'Escape');
    expect(panel(root).hidden).toBe(true);
    expect(document.activeElement).toBe(settings);
    // Opened again at once: it is loaded.
    click(settings);
    expect(panel(root).hidden).toBe(false);
    click(settings);
    expect(panel(root).hidden).toBe(true);
  });
});

describe('reading comfort', () => {
  it('applies a choice at once and remembers it on the device', async () => {
    const root = render(<Shell />);
    expect(shell(root).dataset).toMatchObject({ font: 'lexend', spacing: 'normal' });
    expect(shell(root).dataset.tint).toBeUndefined();
    await openSettings(root);
    act(() => radio(root, 'OpenDyslexic').click());
    act(() => radio(root, 'Wide').click());
    act(() => radio(root, 'Cream').click());
    expect(shell(root).dataset).toMatchObject({ font: 'opendyslexic', spacing: 'wide', tint: 'cream' });
    expect(JSON.parse(localStorage.getItem(COMFORT_KEY)!)).toEqual({ font: 'opendyslexic', spacing: 'wide', tint: 'cream' });
    unmount();
    const again = render(<Shell />);
    expect(shell(again).dataset).toMatchObject({ font: 'opendyslexic', spacing: 'wide', tint: 'cream' });
    await openSettings(again);
    expect(radio(again, 'OpenDyslexic').checked).toBe(true);
  });

  it('lets attributes override the device; a choice in the panel is remembered without the attributes', async () => {
    localStorage.setItem(COMFORT_KEY, JSON.stringify({ font: 'atkinson', spacing: 'normal', tint: 'none' }));
    const root = render(<Shell common={{ font: 'opendyslexic', tint: 'blue' }} />);
    expect(shell(root).dataset).toMatchObject({ font: 'opendyslexic', tint: 'blue' });
    await openSettings(root);
    act(() => radio(root, 'Wide').click());
    expect(shell(root).dataset).toMatchObject({ font: 'opendyslexic', spacing: 'wide', tint: 'blue' });
    expect(JSON.parse(localStorage.getItem(COMFORT_KEY)!)).toEqual({ font: 'atkinson', spacing: 'wide', tint: 'none' });
  });

  it('makes the background transparent with bg="transparent"', () => {
    const root = render(<Shell common={{ bg: 'transparent' }} />);
    expect(shell(root).dataset.bg).toBe('transparent');
  });
});

describe('sound controls', () => {
  it('are there only for tools with sound: a mute toggle in the bar and a volume slider, both remembered', async () => {
    expect(render(<Shell />).querySelector('[aria-label="Mute sound"]')).toBeNull();
    const root = render(<Shell sound />);
    const mute = button(root, 'Mute sound');
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    click(mute);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem(SOUND_KEY)!)).toMatchObject({ muted: true });
    click(mute);
    expect(mute.getAttribute('aria-pressed')).toBe('false');

    await openSettings(root);
    const slider = root.querySelector<HTMLInputElement>('input[type="range"]')!;
    expect(root.querySelector(`label[for="${slider.id}"]`)?.textContent).toBe('Volume');
    expect(slider.value).toBe('70');
    act(() => {
      slider.value = '40';
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      slider.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(JSON.parse(localStorage.getItem(SOUND_KEY)!)).toEqual({ muted: false, volume: 0.4 });
    expect(root.querySelector('output')?.textContent).toBe('40%');
  });

  it('starts muted with audio="muted"', () => {
    const root = render(<Shell sound common={{ audio: 'muted' }} />);
    expect(button(root, 'Mute sound').getAttribute('aria-pressed')).toBe('true');
  });

  it('unlocks sound on the first pointerdown or key inside the tool', async () => {
    const made: unknown[] = [];
    vi.stubGlobal(
      'AudioContext',
      class {
        state = 'running';
        currentTime = 0;
        destination = {};
        constructor() {
          made.push(this);
        }
        createGain() {
          return { gain: { value: 1, setValueAtTime() {} }, connect() {} };
        }
      },
    );
    const { audioUnlocked } = await import('./sound');
    const root = render(<Shell sound />);
    expect(made).toHaveLength(0);
    act(() => root.querySelector('.tool-body p')!.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(made).toHaveLength(1);
    expect(audioUnlocked()).toBe(true);
  });
});

describe('sharing', () => {
  it("copies a link to the configured embed page: the tool's settings and the chosen comfort", async () => {
    const writeText = stubClipboard();
    const root = render(<Shell shareParams={{ level: '2', list: 'short a' }} common={{ bg: 'transparent' }} />);
    await openSettings(root);
    act(() => radio(root, 'OpenDyslexic').click());
    await act(async () => button(root, 'Copy link').click());
    expect(writeText).toHaveBeenLastCalledWith(`${location.origin}/embed/letter-tiles?level=2&list=short+a&font=opendyslexic&bg=transparent`);
    await wait();
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Link copied.');

    await act(async () => button(root, 'Copy embed code').click());
    expect(writeText.mock.calls.at(-1)![0]).toMatch(
      /^<iframe src="http:\/\/[^"]+\/embed\/letter-tiles\?level=2&amp;list=short\+a&amp;font=opendyslexic&amp;bg=transparent" title="Letter Tiles - VERSE" width="100%" height="\d+" allow="autoplay; clipboard-write"><\/iframe>$/,
    );
    await wait();
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Embed code copied.');
  });

  it('shows the held settings named as choices, before its own controls, and the link carries those not at their defaults', async () => {
    const writeText = stubClipboard();
    function Held(props: { level?: string }) {
      const held = useToolSettings(letterTiles, letterSettings, props);
      return <Shell held={held} choices={['case', 'level']} settings={<button type="button">Own control</button>} />;
    }
    const root = render(<Held level="2" />);
    await openSettings(root);
    const group = panel(root).querySelector('.settings-group')!;
    expect([...group.querySelectorAll('.choice-label, button')].map((e) => e.textContent)).toEqual(['Letters', 'Level', 'Own control']);
    expect(group.querySelector('input:checked')?.parentElement?.textContent).toBe('lowercase');
    act(() => radio(root, 'UPPERCASE').click());
    expect(radio(root, 'UPPERCASE').checked).toBe(true);
    await act(async () => button(root, 'Copy link').click());
    expect(writeText).toHaveBeenLastCalledWith(`${location.origin}/embed/letter-tiles?level=2&case=upper`);
  });

  it('shows no choices without `choices`, yet the link still carries the held settings', async () => {
    const writeText = stubClipboard();
    function Held(props: { level?: string }) {
      return <Shell held={useToolSettings(letterTiles, letterSettings, props)} />;
    }
    const root = render(<Held level="3" />);
    await openSettings(root);
    expect(panel(root).querySelector('legend')?.textContent).toBe('Reading comfort');
    await act(async () => button(root, 'Copy link').click());
    expect(writeText).toHaveBeenLastCalledWith(`${location.origin}/embed/letter-tiles?level=3`);
  });

  it('shows the text selected in a read-only field when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } });
    const root = render(<Shell />);
    await openSettings(root);
    await act(async () => button(root, 'Copy link').click());
    await wait(10);
    const field = root.querySelector<HTMLTextAreaElement>('.share-fallback textarea')!;
    expect(field.readOnly).toBe(true);
    expect(field.value).toBe(`${location.origin}/embed/letter-tiles`);
    expect(document.activeElement).toBe(field);
    expect(root.querySelector(`label[for="${field.id}"]`)?.textContent).toBe('Link');
  });
});

describe('links out', () => {
  it('offers "Open in VERSE" when framed, and hides it with allowLinks=false', () => {
    expect(render(<Shell />).querySelector('a')).toBeNull();
    Object.defineProperty(window, 'parent', { configurable: true, value: { postMessage() {} } });
    const link = render(<Shell tool={alphabetSequencing} />).querySelector('a')!;
    expect(link.textContent).toBe('Open in VERSE');
    expect(link.getAttribute('href')).toBe(`${location.origin}/student-apps/alphabet-sequencing-game`);
    expect(render(<Shell common={{ allowLinks: false }} />).querySelector('a')).toBeNull();
    // As the element passes them: the attribute absent (allowed), "false" (forbidden), "true".
    expect(render(<Shell common={{ allowLinks: undefined }} />).querySelector('a')).not.toBeNull();
    expect(render(<Shell common={{ allowLinks: 'false' }} />).querySelector('a')).toBeNull();
    expect(render(<Shell common={{ allowLinks: 'true' }} />).querySelector('a')).not.toBeNull();
  });
});

describe('announcements and celebrations', () => {
  function Round() {
    const announce = useAnnounce();
    const celebrate = useCelebrate();
    return (
      <>
        <button type="button" onClick={() => announce('Correct! bat')}>Say</button>
        <button type="button" onClick={() => celebrate({ particles: 300 })}>Party</button>
      </>
    );
  }

  it('announces politely, even the same message twice', async () => {
    const root = render(<Shell><Round /></Shell>);
    const status = root.querySelector('[role="status"]')!;
    click(button(root, 'Say'));
    await wait();
    expect(status.textContent).toBe('Correct! bat');
    click(button(root, 'Say'));
    expect(status.textContent).toBe('');
    await wait();
    expect(status.textContent).toBe('Correct! bat');
  });

  it('fires confetti with the particles asked for', async () => {
    const root = render(<Shell><Round /></Shell>);
    click(button(root, 'Party'));
    await wait(20);
    expect(fired).toEqual([300]);
    expect(root.querySelector('.celebration-layer canvas')).not.toBeNull();
    expect(root.querySelector('.still-badge:not([hidden])')).toBeNull();
  });

  it('shows a still star for about two seconds instead under reduced motion', async () => {
    reduce = true;
    const root = render(<Shell><Round /></Shell>);
    click(button(root, 'Party'));
    await wait(20);
    expect(root.querySelector<HTMLElement>('.still-badge')!.hidden).toBe(false);
    act(() => vi.advanceTimersByTime(2100));
    expect(root.querySelector<HTMLElement>('.still-badge')!.hidden).toBe(true);
    expect(fired).toEqual([]);
  });
});
