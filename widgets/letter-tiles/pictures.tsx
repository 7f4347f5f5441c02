import type { JSX } from 'react';
import { lazyPart } from '../runtime/lazy';

/** The drawings (drawings.tsx): asked for as the tool first shows; each box keeps its size meanwhile, so nothing moves when they arrive. */
const drawn = lazyPart(() => import('./drawings'));

/** A keyword picture; `fallback` (the tile's name) when there is no drawing of that name. */
export function Picture({ name, fallback }: { name: string; fallback: string }): JSX.Element {
  const loaded = drawn.use(true);
  const Drawing = loaded?.drawings[name];
  if (loaded && !Drawing) return <>{fallback}</>;
  return (
    <svg className="picture" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      {Drawing && <Drawing />}
    </svg>
  );
}
