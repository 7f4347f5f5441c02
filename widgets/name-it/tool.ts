import type { SettingHelp, ToolCard, ToolDeclaration, ToolSettings } from '../tool-kit/declaration';
import { paceSetting } from '../tool-kit/pace';
import { gameTimeSetting, rotateSetting, twoPlayerHelp } from '../tool-kit/two-player/two-player';

/** Name It, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'name-it',
  routes: ['name-it'],
  name: 'Name It',
} as const satisfies ToolDeclaration;

/** Its settings: attributes, URL settings, the settings panel, share links. */
export const settings = { minutes: gameTimeSetting(2), rotate: rotateSetting, pace: paceSetting } as const satisfies ToolSettings;

export const help: SettingHelp<typeof settings> = twoPlayerHelp;

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Two players race to find the picture their card shares with the centre card.',
  icon: 'eye',
};
