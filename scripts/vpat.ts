// `npm run vpat`: writes site/accessibility/report.ts, VERSE's accessibility conformance report
// (WCAG 2.2 A and AA, in the layout of the VPAT 2.5 WCAG edition), from what the end-to-end suite
// enforces: the axe rules it runs on every site page and on every tool and embed page (each rule
// mapped to its WCAG criteria by axe's own tags), and the suite's keyboard and layout tests, named
// here per criterion. A criterion nothing checks is "Not Evaluated"; one with a known gap
// (site/accessibility/gaps.ts) is "Partially Supports". Run it after changing the suite's axe
// checks, those tests or the gaps; a unit test fails while the file in the tree is not what this
// script makes.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import axe from 'axe-core';
import { knownGaps, type Conformance, type ReportRow } from '../site/accessibility/gaps.ts';
import { studentTools } from '../widgets/tools.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const reportPath = path.join(root, 'site/accessibility/report.ts');

type Criterion = { id: string; name: string; level: ReportRow['level'] };

/** WCAG 2.2's success criteria at levels A and AA (4.1.1 Parsing is obsolete in 2.2 and left out). */
const CRITERIA: Criterion[] = (
  [
    ['1.1.1', 'Non-text Content', 'A'],
    ['1.2.1', 'Audio-only and Video-only (Prerecorded)', 'A'],
    ['1.2.2', 'Captions (Prerecorded)', 'A'],
    ['1.2.3', 'Audio Description or Media Alternative (Prerecorded)', 'A'],
    ['1.2.4', 'Captions (Live)', 'AA'],
    ['1.2.5', 'Audio Description (Prerecorded)', 'AA'],
    ['1.3.1', 'Info and Relationships', 'A'],
    ['1.3.2', 'Meaningful Sequence', 'A'],
    ['1.3.3', 'Sensory Characteristics', 'A'],
    ['1.3.4', 'Orientation', 'AA'],
    ['1.3.5', 'Identify Input Purpose', 'AA'],
    ['1.4.1', 'Use of Color', 'A'],
    ['1.4.2', 'Audio Control', 'A'],
    ['1.4.3', 'Contrast (Minimum)', 'AA'],
    ['1.4.4', 'Resize Text', 'AA'],
    ['1.4.5', 'Images of Text', 'AA'],
    ['1.4.10', 'Reflow', 'AA'],
    ['1.4.11', 'Non-text Contrast', 'AA'],
    ['1.4.12', 'Text Spacing', 'AA'],
    ['1.4.13', 'Content on Hover or Focus', 'AA'],
    ['2.1.1', 'Keyboard', 'A'],
    ['2.1.2', 'No Keyboard Trap', 'A'],
    ['2.1.4', 'Character Key Shortcuts', 'A'],
    ['2.2.1', 'Timing Adjustable', 'A'],
    ['2.2.2', 'Pause, Stop, Hide', 'A'],
    ['2.3.1', 'Three Flashes or Below Threshold', 'A'],
    ['2.4.1', 'Bypass Blocks', 'A'],
    ['2.4.2', 'Page Titled', 'A'],
    ['2.4.3', 'Focus Order', 'A'],
    ['2.4.4', 'Link Purpose (In Context)', 'A'],
    ['2.4.5', 'Multiple Ways', 'AA'],
    ['2.4.6', 'Headings and Labels', 'AA'],
    ['2.4.7', 'Focus Visible', 'AA'],
    ['2.4.11', 'Focus Not Obscured (Minimum)', 'AA'],
    ['2.5.1', 'Pointer Gestures', 'A'],
    ['2.5.2', 'Pointer Cancellation', 'A'],
    ['2.5.3', 'Label in Name', 'A'],
    ['2.5.4', 'Motion Actuation', 'A'],
    ['2.5.7', 'Dragging Movements', 'AA'],
    ['2.5.8', 'Target Size (Minimum)', 'AA'],
    ['3.1.1', 'Language of Page', 'A'],
    ['3.1.2', 'Language of Parts', 'AA'],
    ['3.2.1', 'On Focus', 'A'],
    ['3.2.2', 'On Input', 'A'],
    ['3.2.3', 'Consistent Navigation', 'AA'],
    ['3.2.4', 'Consistent Identification', 'AA'],
    ['3.2.6', 'Consistent Help', 'A'],
    ['3.3.1', 'Error Identification', 'A'],
    ['3.3.2', 'Labels or Instructions', 'A'],
    ['3.3.3', 'Error Suggestion', 'AA'],
    ['3.3.4', 'Error Prevention (Legal, Financial, Data)', 'AA'],
    ['3.3.7', 'Redundant Entry', 'A'],
    ['3.3.8', 'Accessible Authentication (Minimum)', 'AA'],
    ['4.1.2', 'Name, Role, Value', 'A'],
    ['4.1.3', 'Status Messages', 'AA'],
  ] as const
).map(([id, name, level]) => ({ id, name, level }));

/** VERSE shows no video and plays no recorded speech or music: its sounds answer what a child does. */
const NO_MEDIA = new Set(['1.2.1', '1.2.2', '1.2.3', '1.2.4', '1.2.5']);

/**
 * Criteria of which axe's rules check one narrow case only: with no other test, they stay
 * "Not Evaluated", the rule named in the remark.
 */
const NARROW: Record<string, string> = {
  '1.4.1': 'only links set in running text',
  '1.4.2': 'only audio and video elements that play by themselves',
  '1.4.4': 'only that the page does not turn off zooming',
  '1.4.12': 'only that no inline style forbids wider spacing',
  '2.2.2': 'only blink and marquee elements',
};

/**
 * The end-to-end tests that check a criterion beyond axe, by their titles (each pattern must match
 * at least one test of the suite, or this script stops: a renamed or removed test is not evidence).
 */
const EVIDENCE: Record<string, { what: string; titles: RegExp[] }> = {
  '1.4.10': { what: 'pages and tools used at 360 px wide without sideways scrolling', titles: [/without sideways scrolling/, /360 px/] },
  '2.1.1': { what: 'each tool, the booking, the lead forms, the menus, the Teacher Portal and the admin area used by keyboard alone', titles: [/keyboard/i] },
  '2.1.2': { what: 'menus, dialogs and the cookie banner left by keyboard, focus returning where it was', titles: [/Escape closes it and focus returns/, /focus goes there and comes back/] },
  '2.2.1': { what: 'the timed games played relaxed, without a clock', titles: [/relaxed/] },
  '2.4.1': { what: 'the skip link', titles: [/skip link/] },
  '2.4.3': { what: 'focus order through the cookie banner and a tool\'s controls', titles: [/right after the skip link/, /every control in order/, /focus goes there and comes back/] },
  '2.4.11': { what: 'focused fields kept clear of the cookie banner and the booking hold bar', titles: [/focus never hides behind it/, /clear of the hold bar/] },
  '3.3.1': { what: 'the lead forms naming each missing or wrong field', titles: [/names the missing fields/, /marks a bad email/, /points to each missing field/] },
};

/** The titles of every test in the end-to-end suite. */
async function testTitles(): Promise<{ file: string; title: string }[]> {
  const dir = path.join(root, 'tests/e2e');
  const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.ts'));
  const titles: { file: string; title: string }[] = [];
  for (const file of files.sort()) {
    const text = await readFile(path.join(dir, file), 'utf8');
    for (const match of text.matchAll(/\btest\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)) titles.push({ file: file.replaceAll('\\', '/'), title: match[2]!.replace(/\\(.)/g, '$1') });
  }
  return titles;
}

type AuditRule = { id: string; enabled: boolean; tags: string[] };

/** The rules axe runs when given no options: enabled and not experimental. */
function defaultRules(): AuditRule[] {
  const rules = (axe as unknown as { _audit: { rules: AuditRule[] } })._audit.rules;
  return rules.filter((rule) => rule.enabled && !rule.tags.includes('experimental'));
}

/** The axe checks the suite makes: axeOn (axe's builder, default rules) on the site's pages, tools/checks.ts on tools and embeds. */
async function suiteRules(): Promise<{ pages: Set<string>; tools: Set<string> }> {
  const read = (file: string) => readFile(path.join(root, 'tests/e2e', file), 'utf8');
  const site = await read('site.spec.ts');
  const checks = await read('tools/checks.ts');
  if (!site.includes('shows its heading and content, with 0 axe violations') || !site.includes('axeOn(page).analyze()')) {
    throw new Error('tests/e2e/site.spec.ts no longer runs axe on every route as this script expects');
  }
  if (!checks.includes('export async function expectAccessible')) throw new Error('tests/e2e/tools/checks.ts no longer has expectAccessible');
  const everything = (axe as unknown as { _audit: { rules: AuditRule[] } })._audit.rules;
  const added = [...checks.matchAll(/'([a-z-]+)': \{ enabled: true \}/g)].map((match) => match[1]!);
  for (const id of added) if (!everything.some((rule) => rule.id === id)) throw new Error(`axe has no rule ${id}`);
  // A rule turned off anywhere in the suite counts as enforced nowhere.
  const all = await Promise.all((await readdir(path.join(root, 'tests/e2e'), { recursive: true })).filter((file) => file.endsWith('.ts')).map((file) => read(file)));
  const off = new Set(all.flatMap((text) => [...text.matchAll(/disableRules\(\[([^\]]*)\]\)/g)].flatMap((match) => [...match[1]!.matchAll(/'([a-z-]+)'/g)].map((rule) => rule[1]!))));
  const base = defaultRules().map((rule) => rule.id);
  return { pages: new Set(base.filter((id) => !off.has(id))), tools: new Set([...base, ...added].filter((id) => !off.has(id))) };
}

/** Each WCAG criterion's rules, from axe's tags (`wcag143` is 1.4.3). */
function rulesByCriterion(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const rule of (axe as unknown as { _audit: { rules: AuditRule[] } })._audit.rules) {
    for (const tag of rule.tags) {
      const digits = /^wcag(\d)(\d)(\d+)$/.exec(tag);
      if (!digits) continue;
      const id = digits.slice(1).join('.');
      map.set(id, [...(map.get(id) ?? []), rule.id]);
    }
  }
  return map;
}


const list = (items: string[]) => items.map((item) => `“${item}”`).join(', ');

export async function makeRows(): Promise<ReportRow[]> {
  const titles = await testTitles();
  const { pages, tools } = await suiteRules();
  const byCriterion = rulesByCriterion();
  const toolIds = studentTools.map((tool) => tool.id);
  return CRITERIA.map(({ id, name, level }) => {
    const row = (conformance: Conformance, remarks: string): ReportRow => ({ criterion: id, name, level, conformance, remarks });
    if (NO_MEDIA.has(id)) return row('Not Applicable', 'VERSE has no video and no recorded speech or music; its short sounds accompany what a child does and what the screen shows.');
    const rules = byCriterion.get(id) ?? [];
    const onPages = rules.filter((rule) => pages.has(rule));
    const onTools = rules.filter((rule) => tools.has(rule) && !pages.has(rule));
    const said: string[] = [];
    if (onPages.length) said.push(`Axe checks on every site page, tool and embed page: ${onPages.join(', ')}.`);
    if (onTools.length) said.push(`Axe checks on every tool and embed page only: ${onTools.join(', ')}.`);
    const evidence = EVIDENCE[id];
    if (evidence) {
      const found = titles.filter(({ title }) => evidence.titles.some((pattern) => pattern.test(title)));
      for (const pattern of evidence.titles) if (!found.some(({ title }) => pattern.test(title))) throw new Error(`${id}: no end-to-end test matches ${pattern}`);
      said.push(`End-to-end, ${evidence.what}: ${found.length} test${found.length === 1 ? '' : 's'}, such as ${list(found.slice(0, 2).map(({ title }) => title))}.`);
      if (id === '2.1.1') {
        const untested = toolIds.filter((tool) => !titles.some(({ file, title }) => file === `tools/${tool}.spec.ts` && /keyboard/i.test(title)));
        if (untested.length) said.push(`Not yet tested by keyboard: ${untested.join(', ')}.`);
        else said.push(`Every one of the ${toolIds.length} tools has its own keyboard test.`);
      }
    }
    if (NARROW[id] && !evidence) return row('Not Evaluated', `Axe's ${rules.filter((rule) => pages.has(rule) || tools.has(rule)).join(', ')} runs on every page and tool, but checks ${NARROW[id]}; nothing tests the rest of the criterion yet.`);
    const gaps = knownGaps.filter((gap) => gap.criterion === id);
    if (gaps.length) return row('Partially Supports', [...said, ...gaps.map((gap) => `Known gap, ${gap.where}: ${gap.what}`)].join(' '));
    if (said.length === 0) return row('Not Evaluated', 'No automated check or end-to-end test of the suite covers this yet.');
    return row('Supports', said.join(' '));
  });
}

/** The module the site reads: the rows, as data. */
export async function makeReport(): Promise<string> {
  const rows = await makeRows();
  return [
    '// Made by `npm run vpat` (scripts/vpat.ts) from the end-to-end suite; a unit test fails while it is not current.',
    '',
    "import type { ReportRow } from './gaps';",
    '',
    `/** axe-core ${axe.version}: the rules each criterion's remarks name. */`,
    `export const AXE_VERSION = ${JSON.stringify(axe.version)};`,
    '',
    '/** WCAG 2.2 A and AA, one row per success criterion. */',
    `export const reportRows: ReportRow[] = ${JSON.stringify(rows, null, 2)};`,
    '',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await writeFile(reportPath, await makeReport());
  console.log(path.relative(root, reportPath));
}
