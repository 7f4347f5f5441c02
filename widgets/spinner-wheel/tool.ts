import type { WordLimits } from '../tool-kit/content';
import { wordsTextLength } from '../tool-kit/content';
import type { SettingHelp, TeacherEntry, ToolCard, ToolDeclaration, ToolSettings } from '../tool-kit/declaration';
import { NO_WORDS, WORD_LISTS } from '../tool-kit/words';
import { lessonHelp, lessonSetting } from '../tool-kit/lesson';

/** Spinner Wheel, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'spinner-wheel',
  routes: ['spinner-wheel'],
  name: 'Spinner Wheel',
} as const satisfies ToolDeclaration;

/** A wheel holds 2 to 30 segments of up to 40 characters: words, letters, numbers, short questions. */
export const SEGMENT_LIMITS = { maxItems: 30, maxLength: 40, minItems: 2 } as const satisfies WordLimits;

const wordLists = WORD_LISTS.filter((list) => list.id !== NO_WORDS);

/** Its settings: attributes, URL settings, the settings panel, share links. */
export const settings = {
  list: {
    type: 'choice',
    label: 'Built-in list',
    values: [...wordLists.map((list) => list.id), 'letters', 'numbers'],
    default: 'short-a',
    labels: Object.fromEntries([...wordLists.map((list) => [list.id, list.label]), ['letters', 'Letters a to z'], ['numbers', 'Numbers 1 to 10']]),
  },
  lesson: lessonSetting,
  words: { type: 'text', label: 'Your words', maxLength: wordsTextLength(SEGMENT_LIMITS), default: '' },
  after: { type: 'choice', label: 'After a spin', values: ['keep', 'remove'], default: 'keep', labels: { keep: 'Keep it on the wheel', remove: 'Take it off the wheel' } },
} as const satisfies ToolSettings;

export const help: SettingHelp<typeof settings> = {
  list: 'The built-in segments when no words are given: a Letter Tiles word list (`short-a` … `level-6`), the letters a to z, or the numbers 1 to 10.',
  lesson: `${lessonHelp} Its 12 first words go on the wheel, instead of the built-in list.`,
  words: 'Your own segments, separated by commas or new lines (`ship,shop,chip`): 2 to 30, each up to 40 characters; a list that breaks a limit is named in the tool, which spins its built-in list instead.',
  after: '`keep` leaves the chosen word on the wheel (a button takes it off); `remove` takes it off at the next spin, and the game ends once the wheel is empty.',
};

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Spin a wheel of words, letters or numbers: every segment has the same chance.',
  icon: 'target',
};

/** What a teacher's activity of it is (the teacher workspace's template; read by the site's build and the worker only). */
export const teacher = { place: 5, content: ['words', 'groups'], unjudged: true, card: { text: 'Spin for a word, sound or question to practise.' } } as const satisfies TeacherEntry;
