// Sound and confetti for element and component tests: nothing plays, and what would have is
// recorded. The factories are for `vi.mock`, which is hoisted above the file's imports, so they are
// brought in with `vi.hoisted`:
//
//   const { confettiMock, soundMock } = await vi.hoisted(() => import('../runtime/testing/mocks'));
//   vi.mock('../tool-kit/sound', soundMock);
//   vi.mock('canvas-confetti', confettiMock);
//
// and the records read from `../runtime/testing` (the same module).
import { afterEach, beforeEach, vi } from 'vitest';
import { seededRandom } from '../../tool-kit/random';
import type * as Sound from '../../tool-kit/sound';

/** What the tool played, since `clearRecords()`: effects, the background loop's switches, words read aloud, tones. */
export const heard = {
  played: [] as string[],
  music: [] as [on: boolean, volume: number | undefined][],
  spoken: [] as string[],
  tones: [] as number[],
};

/** The particle count of each confetti burst, since `clearRecords()`. */
export const fired: number[] = [];

/** Empties `heard` and `fired` (in place: a test may hold on to an array). */
export function clearRecords(): void {
  for (const record of [...Object.values(heard), fired]) record.length = 0;
}

/**
 * `vi.mock('../tool-kit/sound', soundMock)` (or `import '../runtime/testing/tool-mocks'` first, as a tool's element test does): the kit's sound module with `useSound().play` and
 * `.music`, `speak` and `tone` recording into `heard` instead of playing (`speak` says it spoke).
 * The rest (mute, volume, the remembered state) is the kit's own.
 */
export async function soundMock(importOriginal: <T>() => Promise<T>): Promise<typeof Sound> {
  const sound = await importOriginal<typeof Sound>();
  return {
    ...sound,
    speak: (text: string) => (heard.spoken.push(text), true),
    tone: (frequency: number) => void heard.tones.push(frequency),
    useSound: () => ({
      ...sound.useSound(),
      play: (name: Sound.SoundName) => void heard.played.push(name),
      music: (on: boolean, volume?: number) => void heard.music.push([on, volume]),
    }),
  };
}

/** `vi.mock('canvas-confetti', confettiMock)`: each burst's particle count goes to `fired`; nothing is drawn. */
export function confettiMock() {
  return { default: { create: () => (options: { particleCount: number }) => (fired.push(options.particleCount), Promise.resolve()) } };
}

/**
 * A `matchMedia` the test controls: no query matches but `prefers-reduced-motion`, and that one
 * while `reducedMotion` is (or returns) true.
 */
export function stubMatchMedia(reducedMotion: boolean | (() => boolean) = false): void {
  const reduce = typeof reducedMotion === 'function' ? reducedMotion : () => reducedMotion;
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') && reduce(), addEventListener() {}, removeEventListener() {} }));
}

/** A clipboard that takes every text: `navigator.clipboard.writeText`, a mock that records what it was given. */
export function stubClipboard() {
  const writeText = vi.fn(async (_text: string) => undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return writeText;
}

/**
 * `Math.random` from a fixed seed (the kit's mulberry32) for each test: a game's deals, fish and
 * moles come the same on every run, so no test passes or fails by the draw. A test that needs
 * other draws stubs `Math.random` itself after this. Called by `useElementTest` and `useComponentTest`.
 */
export function useSeededRandom(seed = SEED): void {
  let random: { mockRestore(): void } | undefined;
  beforeEach(() => {
    random = vi.spyOn(Math, 'random').mockImplementation(seededRandom(seed));
  });
  afterEach(() => random?.mockRestore());
}

/** The seed of every element and component test's draws. */
const SEED = 2026;
