import css from './styles.css?inline';

/** The two-player frame's look: concatenate after `toolStyles` (`toolStyles + twoPlayerStyles + own`). */
export const twoPlayerStyles: string = css;
