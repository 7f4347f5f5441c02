import type { JSX } from 'react';
import { lazyPart } from '../runtime/lazy';

/** The drawings (pictures.tsx): asked for as the tool first shows; each box keeps its size meanwhile, so nothing moves when they arrive. */
const drawings = lazyPart(() => import('./pictures'));

function Drawn({ name, viewBox, className }: { name: 'doughnut' | 'candyBar' | 'car'; viewBox: string; className: string }): JSX.Element {
  const drawn = drawings.use(true);
  return (
    <svg viewBox={viewBox} aria-hidden="true" focusable="false" className={className}>
      {drawn?.[name]}
    </svg>
  );
}

/** A pink-iced doughnut: the round part of d. */
export const Doughnut = () => <Drawn name="doughnut" viewBox="0 0 56 56" className="picture" />;
/** A chocolate bar in its wrapper, standing up: the stick of b. */
export const CandyBar = () => <Drawn name="candyBar" viewBox="0 0 56 56" className="picture" />;
/** The car, seen from the side, facing right. */
export const Car = () => <Drawn name="car" viewBox="0 0 48 30" className="car-picture" />;
