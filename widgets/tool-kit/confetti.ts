import { createContext, useContext, useEffect, useState } from 'react';
import type { CreateTypes } from 'canvas-confetti';

const REDUCED = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(REDUCED).matches;
}

/** Whether the student asked their device for less motion; follows changes live. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(prefersReducedMotion);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(REDUCED);
    const change = () => setReduced(query.matches);
    change();
    query.addEventListener?.('change', change);
    return () => query.removeEventListener?.('change', change);
  }, []);
  return reduced;
}

export type CelebrateOptions = { particles?: number };

const launchers = new WeakMap<HTMLElement, Promise<CreateTypes>>();

/**
 * Fires confetti from a canvas we create inside `layer` (in the tool's shadow root). The library
 * loads on the first celebration; it draws on the main thread (`useWorker: false`) because a
 * strict host CSP blocks the blob worker it would otherwise start.
 */
export async function fireConfetti(layer: HTMLElement, particles = 150): Promise<void> {
  let launcher = launchers.get(layer);
  if (!launcher) {
    launcher = import('canvas-confetti').then(({ default: confetti }) => {
      const canvas = document.createElement('canvas');
      canvas.className = 'confetti-canvas';
      canvas.setAttribute('aria-hidden', 'true');
      layer.append(canvas);
      return confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
    });
    launchers.set(layer, launcher);
  }
  const fire = await launcher;
  await fire({ particleCount: particles, spread: 100, startVelocity: 45, origin: { y: 0.6 }, disableForReducedMotion: true });
}

/** Provided by ToolShell: confetti, or a still star badge under reduced motion. */
export const CelebrateContext = createContext<(options?: CelebrateOptions) => void>(() => undefined);

/** Celebrates a success: confetti, or a still celebration when the student prefers less motion. */
export function useCelebrate(): (options?: CelebrateOptions) => void {
  return useContext(CelebrateContext);
}
