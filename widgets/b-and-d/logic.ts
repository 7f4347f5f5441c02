// The rules of b and d's first screen, free of the DOM: the ruled paper and the two letters. The
// stroke order of each, the car's route and its tones are in route.ts, which loads with the first
// tap, key or focus.
import { addStroke, clearPaper, emptyHistory, type History, type Stroke } from '../tool-kit/ink/logic';

/** The paper: 5 ruled bands, drawn at most 580 × 660 px and scaled down on narrow screens. */
export const PAPER_WIDTH = 580;
export const PAPER_HEIGHT = 660;
export const BAND_COUNT = 5;
/** From the top line to the baseline; the dashed midline sits halfway. */
export const BAND_HEIGHT = 60;
/** Each band's share of the paper: the band, with room above and below it. */
const GROUP_HEIGHT = PAPER_HEIGHT / BAND_COUNT;

export type Band = { topLine: number; midline: number; baseline: number };

/** The 5 bands, top to bottom, in paper pixels: each band centred in its fifth of the paper. */
export function bands(): Band[] {
  return Array.from({ length: BAND_COUNT }, (_, i) => {
    const topLine = i * GROUP_HEIGHT + (GROUP_HEIGHT - BAND_HEIGHT) / 2;
    return { topLine, midline: topLine + BAND_HEIGHT / 2, baseline: topLine + BAND_HEIGHT };
  });
}

export type Letter = 'b' | 'd';
export const LETTERS: readonly Letter[] = ['d', 'b'];
/** What each choice button is called: the letter and its picture. */
export const LETTER_NAMES: Record<Letter, string> = { d: 'd for doughnut', b: 'b for candy bar' };

/** A point in band coordinates: x from the letter's left edge, y from the top line (0) to the baseline (60). */
export type Point = { x: number; y: number };


/** Where the child is: the letter chosen, whether the car moves or has written it, whether the child has written since. */
export type Stage = { letter: Letter | null; moving: boolean; driven: boolean; wrote: boolean };

/** What to do now, on screen in words a 7-year-old reads; after the child writes, what comes next. */
export function stepText({ letter, moving, driven, wrote }: Stage): string {
  if (moving && letter) return `Watch the car write ${letter}.`;
  if (wrote && letter && driven) return `Well done! Write ${letter} again on the next line, or choose the other letter.`;
  if (wrote && letter) return `Nice writing! Press Drive to watch the car write ${letter}.`;
  if (wrote) return 'Nice writing! Now choose the doughnut d or the candy bar b, and press Drive.';
  if (!letter) return 'Choose the doughnut d or the candy bar b.';
  return driven ? `Now write ${letter} on the lines with your finger.` : `Press Drive to watch the car write ${letter}.`;
}

/** The board as the view holds it: the letter chosen, whether the car moves, whether the child has written since, her ink and the alert's words. */
export type Board = { letter: Letter | null; moving: boolean; wrote: boolean; history: History; alert: string };

export type BoardAction =
  | { type: 'choose'; letter: Letter }
  | { type: 'drive' }
  | { type: 'arrived' }
  | { type: 'write'; stroke: Stroke }
  | { type: 'clear' }
  | { type: 'alert'; message: string };

export const startBoard = (): Board => ({ letter: null, moving: false, wrote: false, history: emptyHistory, alert: '' });

/** A letter is chosen only while the car is parked; clearing empty paper changes nothing. */
export function boardReducer(board: Board, action: BoardAction): Board {
  switch (action.type) {
    case 'choose':
      return board.moving ? board : { ...board, letter: action.letter, wrote: false, alert: '' };
    case 'drive':
      return { ...board, moving: true, wrote: false, alert: '' };
    case 'arrived':
      return { ...board, moving: false };
    case 'write':
      return { ...board, history: addStroke(board.history, action.stroke), wrote: true };
    case 'clear': {
      const history = clearPaper(board.history);
      return history === board.history ? board : { ...board, history, wrote: false };
    }
    case 'alert':
      return board.alert === action.message ? board : { ...board, alert: action.message };
  }
}
