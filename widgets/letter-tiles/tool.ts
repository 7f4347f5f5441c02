import { WORD_LIMITS, wordsTextLength } from '../tool-kit/content';
import type { SettingHelp, TeacherEntry, ToolCard, ToolDeclaration, ToolSettings } from '../tool-kit/declaration';
import { lessonHelp, lessonSetting } from '../tool-kit/lesson';
import { LIST_LABELS, NO_WORDS } from './lists';

/** Letter Tiles, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'letter-tiles',
  routes: ['letter-tiles'],
  name: 'Letter Tiles',
} as const satisfies ToolDeclaration;

/** Its settings: attributes, URL settings, the settings panel, share links. */
export const settings = {
  level: { type: 'choice', label: 'Level', values: [1, 2, 3], default: 1, labels: { 1: 'Level 1 (beginner)', 2: 'Level 2 (intermediate)', 3: 'Level 3 (advanced)' } },
  list: { type: 'choice', label: 'Word list', values: Object.keys(LIST_LABELS), default: NO_WORDS, labels: LIST_LABELS as Record<string, string> },
  lesson: lessonSetting,
  case: { type: 'choice', label: 'Letters', values: ['lower', 'upper'], default: 'lower', labels: { lower: 'lowercase', upper: 'UPPERCASE' } },
  words: { type: 'text', label: 'Your words', maxLength: wordsTextLength(WORD_LIMITS), default: '' },
} as const satisfies ToolSettings;

export const help: SettingHelp<typeof settings> = {
  level: 'Tiles in the palette: Level 1 letters a-z, Level 2 adds digraphs, welded sounds and wa, Level 3 adds vowel teams and suffixes.',
  list: 'A word list laid out on the board, one word at a time; No Words to build freely.',
  lesson: `${lessonHelp} Laid out one word at a time, instead of the word list: those the level's tiles lay out in one row.`,
  case: 'Lowercase or uppercase letters on the tiles.',
  words: "Your own list, laid out one word at a time instead of the word list: commas or new lines between words (`ship,shop,chip`), up to 100 words of letters only, each made of the level's tiles in up to 12 tiles; a list that breaks a limit is named in the tool, which lays out the word list instead.",
};

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Build words with letter, sound and suffix tiles.',
  icon: 'spell',
};

/** What a teacher's activity of it is (the teacher workspace's template; read by the site's build and the worker only). */
export const teacher = { place: 7, content: ['words'], unjudged: true } as const satisfies TeacherEntry;
