import { createContext, useContext, useEffect, useState } from 'react';

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

/** Provided by ToolShell: confetti, or a still star badge under reduced motion. */
export const CelebrateContext = createContext<(options?: CelebrateOptions) => void>(() => undefined);

/** Celebrates a success: confetti, or a still celebration when the student prefers less motion. */
export function useCelebrate(): (options?: CelebrateOptions) => void {
  return useContext(CelebrateContext);
}
