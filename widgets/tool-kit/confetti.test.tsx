// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, unmount } from '../runtime/testing';

const fake = vi.hoisted(() => ({
  imported: 0,
  created: [] as { canvas: HTMLCanvasElement; options: Record<string, unknown> }[],
  fired: [] as Record<string, unknown>[],
}));
vi.mock('canvas-confetti', () => {
  fake.imported++;
  const confetti = Object.assign(() => Promise.resolve(), {
    create(canvas: HTMLCanvasElement, options: Record<string, unknown>) {
      fake.created.push({ canvas, options });
      return (fire: Record<string, unknown>) => {
        fake.fired.push(fire);
        return Promise.resolve();
      };
    },
  });
  return { default: confetti };
});

let reduce = false;
const queries = new Set<() => void>();
beforeEach(() => {
  vi.resetModules();
  Object.assign(fake, { imported: 0, created: [], fired: [] });
  reduce = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('reduce') && reduce;
    },
    addEventListener: (_: string, listener: () => void) => queries.add(listener),
    removeEventListener: (_: string, listener: () => void) => queries.delete(listener),
  }));
});
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

describe('fireConfetti', () => {
  it('loads canvas-confetti on first use and draws on a canvas it creates in the shadow root, without a worker', async () => {
    const { fireConfetti } = await import('./celebration');
    expect(fake.imported).toBe(0);
    const host = document.createElement('div');
    document.body.append(host);
    const layer = document.createElement('div');
    host.attachShadow({ mode: 'open' }).append(layer);
    await fireConfetti(layer, 300);
    await fireConfetti(layer, 150);
    expect(fake.imported).toBe(1);
    expect(fake.created).toHaveLength(1);
    expect(fake.created[0]!.canvas.parentNode).toBe(layer);
    expect(fake.created[0]!.canvas.getAttribute('aria-hidden')).toBe('true');
    expect(fake.created[0]!.options).toEqual({ resize: true, useWorker: false, disableForReducedMotion: true });
    expect(fake.fired.map((f) => f.particleCount)).toEqual([300, 150]);
    expect(fake.fired[0]).toMatchObject({ disableForReducedMotion: true });
  });
});

describe('useReducedMotion', () => {
  it("follows the device's setting as it changes", async () => {
    const { useReducedMotion } = await import('./confetti');
    function Probe() {
      return <p>{useReducedMotion() ? 'still' : 'moving'}</p>;
    }
    const root = render(<Probe />);
    expect(root.textContent).toBe('moving');
    reduce = true;
    act(() => queries.forEach((listener) => listener()));
    expect(root.textContent).toBe('still');
  });
});
