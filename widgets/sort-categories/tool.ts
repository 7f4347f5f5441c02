import type { SettingHelp, TeacherEntry, ToolCard, ToolDeclaration, ToolSettings } from '../tool-kit/declaration';
import { GROUPS_TEXT_LENGTH } from './limits';
import { SORTS } from './sorts';
import { LESSON_SORT_IDS, SORT_PATTERN_IDS } from './pattern-ids';
import { lessonHelp, lessonSetting } from '../tool-kit/lesson';

/** Sort Categories, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'sort-categories',
  routes: ['sort-categories'],
  name: 'Sort Categories',
} as const satisfies ToolDeclaration;

/** Its settings: attributes, URL settings, the settings panel, share links. */
export const settings = {
  list: {
    type: 'choice',
    label: 'Built-in sort',
    values: [...SORTS.map((s) => s.id), ...LESSON_SORT_IDS],
    default: 'short-a-i',
    // The sorts made from lessons are named by the panel's fields (pattern-sorts.ts), with the patterns' names.
    labels: Object.fromEntries(SORTS.map((s) => [s.id, s.label])),
  },
  patterns: { type: 'list', label: 'Your patterns', values: SORT_PATTERN_IDS, default: [] },
  lesson: lessonSetting,
  groups: { type: 'text', label: 'Your groups', maxLength: GROUPS_TEXT_LENGTH, default: '' },
  deal: { type: 'choice', label: 'Deal', values: ['one', 'all'], default: 'one', labels: { one: 'One at a time', all: 'All at once' } },
  check: { type: 'choice', label: 'Check', values: ['now', 'end'], default: 'now', labels: { now: 'Each one at once', end: 'All at the end' } },
} as const satisfies ToolSettings;

export const help: SettingHelp<typeof settings> = {
  list: 'The built-in sort when no groups are given: `short-a-i`, `short-o-u-e`, `digraphs`, `welded`, `suffixes`, `pictures` (pictures sorted by their short vowel), or one made from the lessons\' words: `ck-k`, `a-a_e`, `a_e-i_e-o_e`, `tch-ch`, `ar-or`, `ai-ay`, `ee-ea`, `igh-y`, `oi-oy`, `au-aw`.',
  patterns: 'A sort of your own making by two or three patterns (`team-ai,team-ay`; `k` is a final k that is not ck or nk): each group holds words of the lessons that teach them that show its pattern and none of the others. Over the built-in sort and the lesson; your own groups still win.',
  lesson: `${lessonHelp} Sort Categories plays the pattern sort the lesson has taught last (lesson 2: short a or short i; lesson 37: ai or ay).`,
  groups: 'Your own groups: `title:item,item` with `|` between groups (`short a:cat,map|short i:pig,sit`), 2 to 4 groups with titles up to 30 characters, up to 100 items of up to 40 characters in all, no item in two groups. An item may be one of the project\'s pictures by its name: `pic.` and the name in lowercase, hyphens for spaces (`short u:pic.sun,pic.cup|short a:pic.cat,pic.ice-cream`); the names are those of Name It\'s pictures (see the README).',
  deal: '`one` deals the items one at a time; `all` lays every item out at once.',
  check: '`now` checks each item as it is placed (a wrong one goes back to the pile); `end` checks them all when the pile is empty.',
};

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Sort words into their groups: by sound, by spelling pattern or by any groups a teacher sets.',
  icon: 'puzzle',
};

/** What a teacher's activity of it is (the teacher workspace's template; read by the site's build and the worker only). */
export const teacher = { place: 4, content: ['groups'], card: { text: 'Drag words or pictures into the group they belong to.' } } as const satisfies TeacherEntry;
