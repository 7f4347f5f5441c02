import type { JSX } from 'react';
import { lazyPart } from '../runtime/lazy';
import type { Animal } from './logic';

/**
 * The drawings (art.ts: the animals and the cards' pictures): asked for as the tool first shows.
 * Each box below keeps its size meanwhile, so nothing moves when they arrive; every picture is
 * decoration beside words that say the same.
 */
const art = lazyPart(() => import('./art'));

export function AnimalIcon({ animal }: { animal: Animal }): JSX.Element {
  const drawn = art.use(true);
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className="animal-icon">
      {drawn?.animalDrawings[animal]}
    </svg>
  );
}

/** The picture of a card's word (every card has one). */
export function WordPicture({ word }: { word: string }): JSX.Element {
  const drawn = art.use(true);
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className="word-picture">
      {drawn?.wordDrawings[word]}
    </svg>
  );
}
