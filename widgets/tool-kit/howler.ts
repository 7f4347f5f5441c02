// howler is CommonJS. It is imported here, in a module the kit loads on the first gesture, so the
// bundler's CommonJS helper travels with howler and not with the kit every tool downloads.
import * as howler from 'howler';

type HowlerModule = typeof import('howler');

/** Bundlers hand CommonJS over as named exports or as the default export alone. */
export const { Howl, Howler }: HowlerModule = 'Howl' in howler && howler.Howl ? howler : (howler as unknown as { default: HowlerModule }).default;
