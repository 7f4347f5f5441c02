import type { SettingHelp, TeacherEntry, ToolCard, ToolDeclaration, ToolSettings } from '../tool-kit/declaration';
import { PATTERN_NAMES } from '../tool-kit/pattern-names';
import { NO_WORDS, WORD_LISTS } from '../tool-kit/words';
import { paceHelp, paceSetting } from '../tool-kit/pace';
import { lessonHelp, lessonSetting } from '../tool-kit/lesson';
import { roundTimeSetting } from '../tool-kit/timed-round/logic';

/** The word lists that hold words (not `none`): a round finds each word of one in turn. */
export const WORD_LIST_CHOICES = WORD_LISTS.filter((list) => list.id !== NO_WORDS);

/** Whack-a-mole, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'whack-a-mole',
  routes: ['whack-a-mole'],
  name: 'Whack-a-mole',
} as const satisfies ToolDeclaration;

/** Its settings: attributes, URL settings, the settings panel, share links. */
export const settings = {
  list: {
    type: 'choice',
    label: 'Words',
    values: [...WORD_LIST_CHOICES.map((l) => l.id), ...PATTERN_NAMES.map((p) => p.id)],
    default: 'sh-ch-th-wh',
    labels: Object.fromEntries([...WORD_LIST_CHOICES.map((l) => [l.id, l.label]), ...PATTERN_NAMES.map((p) => [p.id, `words with ${p.label}`])]),
  },
  lesson: lessonSetting,
  time: roundTimeSetting,
  pace: paceSetting,
  words: { type: 'text', label: 'Your words', maxLength: 100 * 21, default: '' },
  targets: { type: 'text', label: 'Targets', maxLength: 100 * 21, default: '' },
  speed: { type: 'choice', label: 'Speed', values: ['slow', 'medium', 'fast'], default: 'medium', labels: { slow: 'Slow', medium: 'Medium', fast: 'Fast' } },
} as const satisfies ToolSettings;

export const help: SettingHelp<typeof settings> = {
  list: 'What to find: a Letter Tiles word list, each word in turn, or a pattern, every word that has it (`with-sh`…).',
  lesson: `${lessonHelp} Each word in turn is the one to whack.`,
  time: 'How long a round lasts, in seconds (a timed round).',
  pace: `${paceHelp} Relaxed: moles stay up twice as long as at slow speed and never speed up; the round ends after 10 words found, or at Finish.`,
  words: 'Your own words for the moles instead of the list (`ship,shop,chip,chin`): 2 to 100 words of up to 20 characters; a list that breaks a limit is named in the tool, which plays the chosen list instead.',
  targets: 'Which of your words to whack (`ship,shop`): any of them scores, the others are misses. Empty: each word in turn is the one to whack.',
  speed: 'How fast moles rise and hide; each hit in a row makes them 10% faster, up to 1.8 times.',
};

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Whack the moles that carry the word or the sound pattern asked for.',
  icon: 'hand',
};

/** What a teacher's activity of it is (the teacher workspace's template; read by the site's build and the worker only). */
export const teacher = { place: 6, content: ['words'], card: { title: 'Whack A Mole', text: 'Rapid identification of words: tap the right one before it hides.' } } as const satisfies TeacherEntry;
