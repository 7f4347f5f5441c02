// The word lists' names as the settings offer them (the attribute's values and the panel's labels).
// Their words are the kit's (words.ts), shared with the word games; they load with the moves
// (logic.ts), so the first screen carries only the names. A test keeps the two in step.

/** No list: the board is left to the student. */
export const NO_WORDS = 'none';

/** Each list's id and label, in the kit's order. */
export const LIST_LABELS = {
  [NO_WORDS]: 'No Words',
  'short-a': 'short a',
  'short-i': 'short i',
  'short-o': 'short o',
  'short-u': 'short u',
  'short-e': 'short e',
  'sh-ch-th-wh': 'sh, ch, th, wh',
  'ang-ing-ong-ung': 'ang, ing, ong, ung',
  'ank-ink-unk': 'ank, ink, unk',
  'level-2': 'Level 2',
  'level-3': 'Level 3',
  'level-4': 'Level 4',
  'level-5': 'Level 5',
  'level-6': 'Level 6',
} as const;
