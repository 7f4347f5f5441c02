// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, eventually, render, rerender, unmount } from '../runtime/testing';
import { useLoaded, useSetting, useToolSettings } from './use-setting';
import type { ToolDeclaration } from './declaration';

const levelOf = (attribute?: string) => (attribute === '2' || attribute === '3' ? Number(attribute) : 1);
let choose: (next: number | ((current: number) => number)) => void = () => undefined;

function Level({ level }: { level?: string }) {
  const [value, setValue] = useSetting(level, levelOf);
  choose = setValue;
  return <p>{value}</p>;
}

afterEach(() => {
  unmount();
});

describe('useSetting', () => {
  it("starts from the attribute, or the setting's default when it is absent or invalid", () => {
    expect(render(<Level level="3" />).textContent).toBe('3');
    expect(render(<Level level="9" />).textContent).toBe('1');
    expect(render(<Level />).textContent).toBe('1');
  });

  it('lets the panel change it, by value or from the current one', () => {
    const root = render(<Level level="2" />);
    act(() => choose(3));
    expect(root.textContent).toBe('3');
    act(() => choose((current) => current - 2));
    expect(root.textContent).toBe('1');
  });

  it('applies a new attribute over the choice', () => {
    const root = render(<Level level="2" />);
    act(() => choose(3));
    rerender(<Level level="1" />);
    expect(root.textContent).toBe('1');
  });

  it('keeps the choice while the attribute stays, and does not bring it back with an earlier attribute value', () => {
    const root = render(<Level level="2" />);
    act(() => choose(3));
    rerender(<Level level="2" />);
    expect(root.textContent).toBe('3');
    rerender(<Level level="1" />);
    rerender(<Level level="2" />);
    expect(root.textContent).toBe('2');
  });
});

const tool: ToolDeclaration = { id: 'game', routes: ['game'], name: 'Game' };
const declared = {
  speed: { type: 'choice', label: 'Speed', values: ['slow', 'fast'], default: 'slow' },
  rounds: { type: 'choice', label: 'Rounds', values: [3, 5], default: 3 },
} as const;
let change: ReturnType<typeof useToolSettings<typeof declared>>[1] = () => undefined;

function Game(props: { speed?: string; rounds?: string }) {
  const [settings, set, share] = useToolSettings(tool, declared, props);
  change = set;
  return <p>{`${settings.speed} ${settings.rounds} ${new URLSearchParams(share).toString()}`}</p>;
}

describe('useToolSettings', () => {
  it('reads every declared setting, lets the panel change one, and a new attribute applies them all again', () => {
    const root = render(<Game speed="fast" />);
    expect(root.textContent).toBe('fast 3 speed=fast');
    act(() => change('rounds', 5));
    expect(root.textContent).toBe('fast 5 speed=fast&rounds=5');
    act(() => change('speed', 'slow'));
    expect(root.textContent).toBe('slow 5 rounds=5');
    rerender(<Game speed="fast" rounds="3" />);
    expect(root.textContent).toBe('fast 3 speed=fast');
  });
});

describe('useLoaded', () => {
  /** Each load waits for the test to answer it, so an answer can come after the key has changed. */
  const answers = new Map<number, (words: string) => void>();
  const load = (lesson: number) => (lesson ? new Promise<string>((resolve) => answers.set(lesson, resolve)) : undefined);
  function Words({ lesson, part }: { lesson: number; part: boolean }) {
    return <p>{useLoaded(lesson, part ? load : undefined) ?? 'none yet'}</p>;
  }

  it('loads once the loader is here, again when the key changes, and never shows an answer for a key gone by', async () => {
    const root = render(<Words lesson={5} part={false} />);
    expect(root.textContent).toBe('none yet');
    rerender(<Words lesson={5} part />);
    await eventually(() => expect(answers.has(5)).toBe(true));
    rerender(<Words lesson={12} part />);
    await act(async () => answers.get(5)!('get, let'));
    expect(root.textContent).toBe('none yet');
    await act(async () => answers.get(12)!('ship, shop'));
    await eventually(() => expect(root.textContent).toBe('ship, shop'));
    rerender(<Words lesson={0} part />);
    expect(root.textContent).toBe('none yet');
  });
});
