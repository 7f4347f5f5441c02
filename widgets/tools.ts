import type { TeacherEntry, ToolSettings } from './tool-kit/declaration';
import * as letterTiles from './letter-tiles/tool';
import * as writingPaper from './writing-paper/tool';
import * as bAndD from './b-and-d/tool';
import * as vowelSounds from './vowel-sounds/tool';
import * as alphabetSequencing from './alphabet-sequencing/tool';
import * as pdfViewer from './pdf-viewer/tool';
import * as alphabeticalOrder from './alphabetical-order/tool';
import * as grammar from './grammar/tool';
import * as nameIt from './name-it/tool';
import * as mathIt from './math-it/tool';
import * as whackAMole from './whack-a-mole/tool';
import * as matchIt from './match-it/tool';
import * as iceFishers from './ice-fishers/tool';
import * as placeValueShowdown from './place-value-showdown/tool';
import * as anagram from './anagram/tool';
import * as spinnerWheel from './spinner-wheel/tool';
import * as sentenceSense from './sentence-sense/tool';
import * as sortCategories from './sort-categories/tool';

/**
 * Every student tool, in the order the site lists them: each folder's declaration (`tool.ts`).
 * Adding a tool is its folder and one line here (and its import); see the kit's README.
 */
const declared = [letterTiles, writingPaper, bAndD, vowelSounds, alphabetSequencing, pdfViewer, alphabeticalOrder, grammar, nameIt, mathIt, whackAMole, matchIt, iceFishers, placeValueShowdown, anagram, spinnerWheel, sentenceSense, sortCategories] as const;

/** Every student tool: its identity, its card, and its declared settings with their help (none for a tool without). */
export const studentTools = declared.map((folder) => ({
  ...folder.tool,
  ...folder.card,
  settings: ('settings' in folder ? folder.settings : {}) as ToolSettings,
  help: ('help' in folder ? folder.help : {}) as Readonly<Record<string, string>>,
}));

/** Every student tool's id: what its results carry and its tag says after `verse-`. */
export type ToolId = (typeof declared)[number]['tool']['id'];

type Templated = Extract<(typeof declared)[number], { teacher: TeacherEntry }>;

/** The id of a tool that is a template of the teacher workspace (its `tool.ts` has a `teacher` entry). */
export type TemplateId = Templated['tool']['id'];

/** The tools a teacher's activity plays as, in their `teacher.place` order: id, name, card icon and the entry. */
export const templateTools = declared
  .filter((folder): folder is Templated => 'teacher' in folder)
  .map((folder) => ({ id: folder.tool.id as TemplateId, name: folder.tool.name, icon: folder.card.icon, teacher: folder.teacher as TeacherEntry }))
  .sort((a, b) => a.teacher.place - b.teacher.place);
