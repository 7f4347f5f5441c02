// `npm run size`: gzip sizes of what a partner page downloads, against the budgets of the issues.
// Prints the shared runtime chunk, then each element above it (its module plus the chunks it
// imports statically, not the runtime); lazily loaded code (sounds, confetti, PDF rendering, the
// parts a visitor has not reached yet) is not counted until it is used. Then the first load of the
// site's daily pages (the Teacher Portal, a child's /play) beside the home page's. Exits non-zero when a
// budget is exceeded, so `npm test` catches a regression.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { studentTools } from '../widgets/tools.ts';

const dist = path.resolve(import.meta.dirname, '..', process.env.VERSE_DIST ?? 'dist', 'client');
const widgets = path.join(dist, 'widgets');
if (!existsSync(widgets)) throw new Error(`${widgets} does not exist: run the build first (npm run build)`);
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).byteLength;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const files = readdirSync(widgets).filter((f) => f.endsWith('.js'));
const runtimeFile = files.find((f) => f.startsWith('runtime-'));
if (!runtimeFile) throw new Error('the build has no runtime chunk');

/** A file plus the chunks it imports statically (not lazy imports), each counted once. */
function bytesWithImports(file: string, seen: Set<string>): number {
  if (seen.has(file)) return 0;
  seen.add(file);
  const source = readFileSync(path.join(widgets, file), 'utf8');
  let total = gz(path.join(widgets, file));
  for (const [, chunk] of source.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) total += bytesWithImports(chunk!, seen);
  return total;
}

// The runtime chunk with what it imports (the bundler's own helpers).
const runtimeFiles = new Set<string>();
const runtime = bytesWithImports(runtimeFile, runtimeFiles);
/** What an element adds above the runtime. */
const elementBytes = (file: string) => bytesWithImports(file, new Set(runtimeFiles));

/**
 * KB gzip. `total` is the element with the runtime (what a page holding only that element
 * downloads); `own` is the element above the runtime (what each further element adds).
 * `target` is what the product asks for; `guard` fails the run: a regression guard at today's
 * figure where the target is not reached yet, so the gap is printed on every run.
 */
type Limit = { total?: number; own?: number };
/** By element: its tag after `verse-` (a student tool's id). */
const budgets: Record<string, { target: Limit; guard: Limit }> = {
  // The calendar; the time buttons, the hold and the details step load with the first interaction with the panel.
  booking: { target: { total: 22 }, guard: { total: 22 } },
  'consent-banner': { target: { total: 14 }, guard: { total: 14 } },
  // The lead forms share a chunk with the booking element (the contract's rules, the API and bot-check
  // clients, Lexend) and one of their own; their toasts load with the first interaction with a form.
  'intake-form': { target: { total: 19 }, guard: { total: 19 } },
  'consultation-request': { target: { total: 19 }, guard: { total: 19 } },
  // The failed spam check's panel and alternative verification dialog load when the check fails.
  'contact-form': { target: { total: 19 }, guard: { total: 19 } },
  // Student tools: their own code plus the shared tool kit (8.0 KB with reading comfort and results), above the runtime.
  // A teacher's own list (words=: the kit's list reader, the field and its message) took it from 14.8 to 15.8.
  // Its step on screen (issue 26) took it from 14.8 to 15.1. The moves, what they say, the panel's fields and the
  // lists' words load with the first tap, key or focus (at once with a list), the pictures as it first shows: 11.9.
  'letter-tiles': { target: { own: 12 }, guard: { own: 11.95 } },
  // The saved image and its printing load with the first tap, key or focus.
  'writing-paper': { target: { own: 12 }, guard: { own: 12 } },
  // The doughnut, the candy bar and the car load as it first shows (in boxes that keep their size); the car's
  // route, drive, trail and tones and the alert with the first tap, key or focus: 11.6.
  'b-and-d': { target: { own: 12 }, guard: { own: 11.7 } },
  'vowel-sounds': { target: { own: 12 }, guard: { own: 12 } },
  'alphabet-sequencing': { target: { own: 12 }, guard: { own: 12 } },
  // pace=relaxed (the kit's pace setting) took it from 14.2 to 14.5; the scenery's and mascot's rules load with them.
  'alphabetical-order': { target: { own: 12 }, guard: { own: 12 } },
  // Before a PDF is opened: pdf.js, the reader (pages, zoom, pen, printing) and its styles load when one opens.
  'pdf-viewer': { target: { own: 12 }, guard: { own: 12 } },
  // The animals and the cards' pictures (art.ts) load as it first shows, in boxes that keep their size.
  grammar: { target: { own: 12 }, guard: { own: 12 } },
  // Two-player games: the kit, the two-player frame's names and Start, and the game; the running match
  // (and Math It's questions) load with the first tap, key or focus; Name It's 57 pictures after the names.
  'name-it': { target: { own: 12 }, guard: { own: 11.4 } },
  'math-it': { target: { own: 12 }, guard: { own: 11.5 } },
  // pace=relaxed and a teacher's words and targets took it from 15.3 to 16.9. All but the first screen
  // (the round's rules, clock and end, the mole or the fish, the panel's fields, the reading of a
  // teacher's words, a pattern's words) loads with the first tap, key or focus (play.tsx); Start waits for it.
  'whack-a-mole': { target: { own: 12 }, guard: { own: 12 } },
  'ice-fishers': { target: { own: 12 }, guard: { own: 12 } },
  'match-it': { target: { own: 12 }, guard: { own: 12 } },
  'place-value-showdown': { target: { own: 12 }, guard: { own: 12 } },
  // The word games (Anagram, Sentence Sense, Sort Categories): the moves, verdicts, end screen, the
  // panel's content fields and the reading of a teacher's text load with the first tap, key or focus,
  // or at once when a teacher gave text (play.tsx); the kit's round.tsx is a chunk the three share.
  anagram: { target: { own: 12 }, guard: { own: 12 } },
  // The spin, the animation, the result card and the panel load with the first tap, key or focus
  // (play.tsx). With Anagram the teacher's-words reader became a chunk the two share (0.4 KB).
  'spinner-wheel': { target: { own: 12 }, guard: { own: 11.1 } },
  'sentence-sense': { target: { own: 12 }, guard: { own: 12 } },
  // Its pictures (Name It's 57) load when a round has one.
  'sort-categories': { target: { own: 12 }, guard: { own: 12 } },
};

const within = (limit: Limit, own: number, total: number) =>
  (limit.own === undefined || own <= limit.own * 1024) && (limit.total === undefined || total <= limit.total * 1024);
const describe = (limit: Limit) => [limit.own !== undefined && `own ≤ ${limit.own} KB`, limit.total !== undefined && `total ≤ ${limit.total} KB`].filter(Boolean).join(', ');

let over = false;
console.log(`runtime chunk (${runtimeFile})`.padEnd(44), kb(runtime));
console.log('embed.js'.padEnd(44), kb(gz(path.join(dist, 'embed.js'))));
for (const file of files.filter((f) => f.startsWith('verse-')).sort()) {
  const tag = file.replace(/\.js$/, '');
  const own = elementBytes(file);
  const total = own + runtime;
  const budget = budgets[tag.replace(/^verse-/, '')];
  let verdict = '';
  if (budget) {
    const guarded = within(budget.guard, own, total);
    if (!guarded) over = true;
    verdict = !guarded
      ? `guard ${describe(budget.guard)} ✗ (target ${describe(budget.target)})`
      : within(budget.target, own, total)
        ? `target ${describe(budget.target)} ✓`
        : `target ${describe(budget.target)} not reached; guard ${describe(budget.guard)} ✓`;
  }
  console.log(tag.padEnd(44), `${kb(own)} above the runtime, ${kb(total)} with it`.padEnd(40), verdict);
}
// The elements' docs (meta.ts: summaries, attribute and event descriptions) are for the manifest,
// never for partners' downloads: no chunk may carry an attribute's description.
const manifest = JSON.parse(readFileSync(path.join(dist, 'custom-elements.json'), 'utf8')) as {
  modules: { declarations: { tagName: string; attributes?: { description?: string }[] }[] }[];
};
const chunks = readdirSync(widgets)
  .filter((f) => f.endsWith('.js'))
  .map((f) => [f, readFileSync(path.join(widgets, f), 'utf8')] as const);
for (const declaration of manifest.modules.flatMap((m) => m.declarations)) {
  for (const { description } of declaration.attributes ?? []) {
    const carrier = description && description.length > 40 && chunks.find(([, code]) => code.includes(description));
    if (carrier) {
      console.error(`${carrier[0]} carries the docs of ${declaration.tagName} ("${description.slice(0, 50)}…"): keep meta.ts docs out of the bundle`);
      over = true;
    }
  }
}

// A tool's card (its blurb on /student-apps) is the site's: no element carries it.
for (const tool of studentTools) {
  const carrier = chunks.find(([, code]) => code.includes(tool.blurb));
  if (carrier) {
    console.error(`${carrier[0]} carries the card of ${tool.name}: only the site's build reads tool.ts's card`);
    over = true;
  }
}

// The pages a teacher and a child open every day, as they first load (the scripts their built page
// asks for once it has painted, site/paint-first): what the browser parses and runs before a tap
// can be answered. KB gzip; the home page is printed beside them, as the floor every page shares.
// A visitor on /teacher-portal gets the sign-in alone (the workspace loads for a teacher); /play
// gets the page with the box for a code drawn in it, and a code's play part (names, player) comes
// after it, in a chunk of its own.
// Neither runs Zod: the contract's schemas are for the workspace and the worker.
const pageBudgets: Record<string, number | undefined> = { index: undefined, 'teacher-portal': 36, play: 36 };
for (const [name, budget] of Object.entries(pageBudgets)) {
  const html = readFileSync(path.join(dist, `${name}.html`), 'utf8');
  const named = /data-modules="([^"]*)" data-preloads="([^"]*)"/.exec(html);
  if (!named) throw new Error(`${name}.html names no scripts for after its first paint`);
  const scripts = [...new Set(`${named[1]} ${named[2]}`.split(' ').filter(Boolean))];
  const bytes = scripts.reduce((sum, script) => sum + gz(path.join(dist, script)), 0);
  const verdict = budget === undefined ? '' : bytes <= budget * 1024 ? `≤ ${budget} KB ✓` : `≤ ${budget} KB ✗`;
  if (budget !== undefined && bytes > budget * 1024) over = true;
  console.log(`/${name === 'index' ? '' : name} first load (${scripts.length} scripts)`.padEnd(44), kb(bytes).padEnd(40), verdict);
  const zod = budget !== undefined && scripts.find((script) => readFileSync(path.join(dist, script), 'utf8').includes('ZodObject'));
  if (zod) {
    console.error(`/${name} runs Zod as it first loads (${zod}): load the schemas with the part that needs them`);
    over = true;
  }
}

if (over) {
  console.error('A size guard is exceeded, or docs are bundled.');
  process.exit(1);
}
