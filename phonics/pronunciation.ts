// Pronunciations as the CMU pronouncing dictionary writes them (ARPAbet), and the compact form the
// build stores them in: one character a phone, with a vowel's stress kept as stressed or not.

export type Phone = { p: string; stressed: boolean };

export const VOWEL_PHONES: ReadonlySet<string> = new Set(['AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW']);
const CONSONANT_PHONES = ['B', 'CH', 'D', 'DH', 'F', 'G', 'HH', 'JH', 'K', 'L', 'M', 'N', 'NG', 'P', 'R', 'S', 'SH', 'T', 'TH', 'V', 'W', 'Y', 'Z', 'ZH'];

const SYMBOLS = [...CONSONANT_PHONES, ...[...VOWEL_PHONES].flatMap((v) => [`${v}1`, `${v}0`])];
const CODE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz01';
const CODE_OF = new Map(SYMBOLS.map((symbol, i) => [symbol, CODE_CHARS[i]!]));
const SYMBOL_OF = new Map(SYMBOLS.map((symbol, i) => [CODE_CHARS[i]!, symbol]));

/** "T EY1 B AH0 L" → phones; secondary stress counts as stressed. */
export function parseArpabet(text: string): Phone[] {
  return text
    .trim()
    .split(/\s+/)
    .map((symbol) => {
      const p = symbol.replace(/[0-2]$/, '');
      return { p, stressed: VOWEL_PHONES.has(p) && !symbol.endsWith('0') };
    });
}

const symbolOf = ({ p, stressed }: Phone) => (VOWEL_PHONES.has(p) ? `${p}${stressed ? 1 : 0}` : p);

export function encodePhones(phones: readonly Phone[]): string {
  return phones.map((phone) => CODE_OF.get(symbolOf(phone)) ?? '').join('');
}

export function decodePhones(code: string): Phone[] {
  return [...code].map((char) => {
    const symbol = SYMBOL_OF.get(char) ?? '';
    const p = symbol.replace(/[01]$/, '');
    return { p, stressed: symbol.endsWith('1') };
  });
}

/** Whether `phones` can be written in the compact form (every symbol known). */
export const encodable = (phones: readonly Phone[]) => phones.every((phone) => CODE_OF.has(symbolOf(phone)));
