import { WORD_LIMITS, wordsTextLength } from '../tool-kit/content';
import type { SettingHelp, TeacherEntry, ToolCard, ToolDeclaration, ToolSettings } from '../tool-kit/declaration';
import { lessonHelp, lessonSetting } from '../tool-kit/lesson';
import { CLUES_TEXT_LENGTH, LISTS } from './ready';

/** Anagram, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'anagram',
  routes: ['anagram'],
  name: 'Anagram - Unscramble Letters',
} as const satisfies ToolDeclaration;

/** Its settings: attributes, URL settings, the settings panel, share links. */
export const settings = {
  list: {
    type: 'choice',
    label: 'Word list',
    values: LISTS.map((list) => list.id),
    default: 'sh-ch-th-wh',
    labels: Object.fromEntries(LISTS.map((list) => [list.id, list.label])),
  },
  lesson: lessonSetting,
  words: { type: 'text', label: 'Your words', maxLength: wordsTextLength(WORD_LIMITS), default: '' },
  clues: { type: 'text', label: 'Clues', maxLength: CLUES_TEXT_LENGTH, default: '' },
} as const satisfies ToolSettings;

export const help: SettingHelp<typeof settings> = {
  list: 'The built-in words (`short-a` … `level-6`): 10 of the list, in a shuffled order. Played when no words of your own are given.',
  lesson: `${lessonHelp} 10 of its words a round, in a shuffled order.`,
  words: 'Your own words, played in their order instead of the list: commas or new lines between them (`ship,shop,chip`), up to 100 words of 2 to 12 letters each.',
  clues: 'A clue for any word, shown above its slots: `word:clue` items with `|` between them (`ship:a big boat|chip:a small piece`), up to 100 clues of up to 60 characters. A clue may be one of the project\'s drawn pictures by its name (`sun:pic.sun`; the names are those of Sort Categories\' pictures).',
};

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Tap the mixed-up letter tiles into order to spell the word.',
  icon: 'letters',
};

/** What a teacher's activity of it is (the teacher workspace's template; read by the site's build and the worker only). */
export const teacher = { place: 1, content: ['words'], card: { text: 'Students rebuild a word from its mixed-up letters.' } } as const satisfies TeacherEntry;
