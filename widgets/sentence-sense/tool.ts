import type { SettingHelp, TeacherEntry, ToolCard, ToolDeclaration, ToolSettings } from '../tool-kit/declaration';
import { SENTENCES_TEXT_LENGTH } from './limits';
import { SENTENCE_SETS } from './sentences';

/** Sentence Sense, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'sentence-sense',
  routes: ['sentence-sense'],
  name: 'Sentence Sense - Unscramble Words',
} as const satisfies ToolDeclaration;

/** Its settings: attributes, URL settings, the settings panel, share links. */
export const settings = {
  list: {
    type: 'choice',
    label: 'Sentences',
    values: SENTENCE_SETS.map((set) => set.id),
    default: 'short-vowels',
    labels: Object.fromEntries(SENTENCE_SETS.map((set) => [set.id, set.label])),
  },
  sentences: { type: 'text', label: 'Your sentences', maxLength: SENTENCES_TEXT_LENGTH, default: '' },
  fixed: {
    type: 'choice',
    label: 'Help',
    values: ['none', 'ends'],
    default: 'none',
    labels: { none: 'No help', ends: 'First word and end mark in place' },
  },
} as const satisfies ToolSettings;

export const help: SettingHelp<typeof settings> = {
  list: 'The built-in sentences (`short-vowels`, `digraphs`, `welded`, `blends`, `suffixes`): 6 of the set, in a shuffled order. Played when no sentences of your own are given.',
  sentences: 'Your own sentences, played in their order: `|` or new lines between them (`The cat sat.|Sam has a hat.`), up to 30 sentences of 2 to 12 words and up to 100 characters each.',
  fixed: '`ends` places the capitalised first word and the end punctuation for the child, who orders the words between them; `none` leaves every word to the child.',
};

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Tap the mixed-up words into order to build the sentence, then hear it read aloud.',
  icon: 'book',
};

/** What a teacher's activity of it is (the teacher workspace's template; read by the site's build and the worker only). */
export const teacher = { place: 3, content: ['sentences'], card: { text: 'Students put words back in order to make a sentence.' } } as const satisfies TeacherEntry;
