import type { SettingHelp, TeacherEntry, ToolCard, ToolDeclaration, ToolSettings } from '../tool-kit/declaration';
import { paceHelp, paceSetting } from '../tool-kit/pace';
import { lessonHelp, lessonSetting } from '../tool-kit/lesson';
import { roundTimeSetting } from '../tool-kit/timed-round/logic';

/** Ice Fishers, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'ice-fishers',
  routes: ['ice-fishers'],
  name: 'Ice Fishers',
} as const satisfies ToolDeclaration;

/** Its settings: attributes, URL settings, the settings panel, share links. */
export const settings = {
  content: { type: 'choice', label: 'Fish carry', values: ['words', 'letters', 'numbers'], default: 'words', labels: { words: 'Words', letters: 'Letters', numbers: 'Numbers' } },
  lesson: lessonSetting,
  time: roundTimeSetting,
  pace: paceSetting,
  words: { type: 'text', label: 'Your words', maxLength: 100 * 21, default: '' },
} as const satisfies ToolSettings;

export const help: SettingHelp<typeof settings> = {
  content: 'What the fish carry: words (find a sound pattern), letters or numbers.',
  lesson: `${lessonHelp} The fish carry its words, each in turn the one to catch, whatever the content.`,
  time: 'How long a round lasts, in seconds (a timed round).',
  words: 'Your own words for the fish to carry instead of the content (`ship,shop,chip`): 2 to 100 words of up to 20 characters, each in turn the one to catch; a list that breaks a limit is named in the tool, which plays its own content instead.',
  pace: `${paceHelp} Relaxed: the fish wait in the holes (7 s each) instead of swimming past; the round ends after 10 fish caught, or at Finish.`,
};

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Catch the fish that carry the sound, letter or number asked for.',
  icon: 'target',
};

/** What a teacher's activity of it is (the teacher workspace's template; read by the site's build and the worker only). */
export const teacher = { place: 8, content: ['words'] } as const satisfies TeacherEntry;
