// The teacher workspace's pure rules: codes, settings by the tools' declarations, switching
// template, handing out pictures, and the reports made of results (attempt rules, items hardest first).
import { parseSetting } from '../../../widgets/tool-kit/declaration';
import { studentTools } from '../../../widgets/tools';
import { CONTENT_LIMITS, PASSWORD_PICTURES, STUDENT_PICTURES, TEMPLATE_CONTENT, activityLesson, activitySets, type ActivityContent, type AttemptRule, type StudentPicture, type Template } from '../../../contract/teacher';

/** Crockford's base32 alphabet: no I, L, O or U, so a code read aloud or typed is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 8 characters from 40 random bits: a share, join or assignment code that cannot be guessed or counted through. */
export function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5));
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < 8; i++) code = ALPHABET[Number(bits & 31n)]! + code, (bits >>= 5n);
  return code;
}

/**
 * What is wrong with an activity's settings for its template, by the tool's own declaration
 * (widgets/<tool>/tool.ts), if anything: an undeclared setting or a value the tool does not take.
 * The content travels apart from the settings, so a setting it stands in for (`words`, `list`…) is
 * not one to give (`activitySets`).
 */
export function settingsProblem(template: Template, settings: Record<string, string>): string | undefined {
  const tool = studentTools.find((t) => t.id === template)!;
  for (const [name, value] of Object.entries(settings)) {
    const setting = tool.settings[name];
    if (!setting) return `${tool.name} has no setting “${name.slice(0, 40)}”.`;
    if (!activitySets(template, name)) return `${tool.name} plays the activity's own content: “${name}” is not a setting to give.`;
    if (parseSetting(setting, value) === undefined) return `${setting.label}: “${value.slice(0, 60)}” is not a value ${tool.name} takes.`;
  }
}

/** The settings that still fit after switching to `template`: the ones it declares and takes. */
export function settingsFor(template: Template, settings: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(settings).filter(([name, value]) => !settingsProblem(template, { [name]: value })));
}

export const canPlay = (template: Template, content: ActivityContent) => TEMPLATE_CONTENT[template].includes(content.kind);

/** Pictures for new students: the ones the class does not use yet, in the set's order, then round again. */
export function picturesFor(taken: readonly string[], count: number): StudentPicture[] {
  const used = new Map<string, number>();
  for (const picture of taken) used.set(picture, (used.get(picture) ?? 0) + 1);
  const out: StudentPicture[] = [];
  for (let i = 0; i < count; i++) {
    const least = Math.min(...STUDENT_PICTURES.map((p) => used.get(p) ?? 0));
    const next = STUDENT_PICTURES.find((p) => (used.get(p) ?? 0) === least)!;
    out.push(next);
    used.set(next, least + 1);
  }
  return out;
}

/** A student's secret picture (their picture password): one of the password grid, never the picture they are shown by. */
export function secretPicture(shown: StudentPicture): StudentPicture {
  const choices = PASSWORD_PICTURES.filter((picture) => picture !== shown);
  return choices[crypto.getRandomValues(new Uint32Array(1))[0]! % choices.length]!;
}

// ---- Reports ---------------------------------------------------------------------------------------

export type Attempt = { id: string; studentId: string; score: number; max: number; durationMs: number; playedAt: string; items: Array<{ prompt: string; answer: string; right: boolean }> };

export const fraction = (a: Pick<Attempt, 'score' | 'max'>) => (a.max > 0 ? a.score / a.max : 0);

/** The attempts a report counts for one student (oldest first given): every one, the first, or the best (the earliest of equals). */
export function countedAttempts(attempts: readonly Attempt[], rule: AttemptRule): Attempt[] {
  if (rule === 'every' || attempts.length === 0) return [...attempts];
  if (rule === 'first') return [attempts[0]!];
  return [attempts.reduce((best, a) => (fraction(a) > fraction(best) ? a : best))];
}

export type StudentSummary = { attempts: number; score: number | null; max: number | null; percent: number | null; durationMs: number; lastPlayedAt: string | null };

const round2 = (n: number) => Math.round(n * 100) / 100;

/** What a student's line is made of: every attempt's count, time and newest; the counted ones' count and sums. */
export type Tally = { attempts: number; durationMs: number; lastPlayedAt: string | null; counted: number; score: number; max: number };

/** One student's line of the report from their tally (the mean of the counted attempts). */
export function summaryOf(tally: Tally): StudentSummary {
  const { durationMs } = tally;
  if (!tally.counted) return { attempts: 0, score: null, max: null, percent: null, durationMs, lastPlayedAt: null };
  const score = tally.score / tally.counted;
  const max = tally.max / tally.counted;
  return { attempts: tally.attempts, score: round2(score), max: round2(max), percent: max > 0 ? round2(score / max) : null, durationMs, lastPlayedAt: tally.lastPlayedAt };
}

/** One student's line of the report: their attempts by the rule (the mean when every attempt counts). */
export function summarise(attempts: readonly Attempt[], rule: AttemptRule): StudentSummary {
  const counted = countedAttempts(attempts, rule);
  return summaryOf({
    attempts: attempts.length,
    durationMs: attempts.reduce((n, a) => n + a.durationMs, 0),
    lastPlayedAt: attempts.at(-1)?.playedAt ?? null,
    counted: counted.length,
    score: counted.reduce((n, a) => n + a.score, 0),
    max: counted.reduce((n, a) => n + a.max, 0),
  });
}

export type ItemRow = { prompt: string; right: number; asked: number };

/** Item totals added up by prompt, hardest (lowest share right) first. */
export function mergeItems(rows: Iterable<ItemRow>): ItemRow[] {
  const items = new Map<string, ItemRow>();
  for (const { prompt, right, asked } of rows) {
    const row = items.get(prompt) ?? { prompt, right: 0, asked: 0 };
    row.asked += asked;
    row.right += right;
    items.set(prompt, row);
  }
  return [...items.values()].sort((a, b) => a.right / a.asked - b.right / b.asked || b.asked - a.asked || a.prompt.localeCompare(b.prompt));
}

/** Each item asked in the counted attempts: how many times, how many right; hardest (lowest share right) first. */
export function itemReport(counted: readonly Pick<Attempt, 'items'>[]): ItemRow[] {
  return mergeItems(counted.flatMap((attempt) => attempt.items.map((item) => ({ prompt: item.prompt, right: item.right ? 1 : 0, asked: 1 }))));
}

/** Groups attempts (oldest first) by student. */
export function byStudent(attempts: readonly Attempt[]): Map<string, Attempt[]> {
  const map = new Map<string, Attempt[]>();
  for (const attempt of attempts) map.set(attempt.studentId, [...(map.get(attempt.studentId) ?? []), attempt]);
  return map;
}

// ---- Bounds of a result -------------------------------------------------------------------------

/** How many items an activity's content has: words, sentences, or items in all the groups. */
const itemCount = (content: ActivityContent): number =>
  content.kind === 'words' ? content.words.length : content.kind === 'sentences' ? content.sentences.length : content.kind === 'groups' ? content.groups.reduce((n, g) => n + g.items.length, 0) : 0;

/**
 * The most one round of an activity can score (and its maximum can be): one point an item for
 * the templates that ask each item once a round; a timed game's words come up again and again, so
 * it and Place Value Showdown (no items: games in a sitting) have a round's ceiling instead. A
 * lesson played instead of typed words has up to a bank's words (as many as a list may hold).
 */
export function scoreBound(template: Template, content: ActivityContent, settings: Readonly<Record<string, string>>): number {
  if (template === 'whack-a-mole' || template === 'ice-fishers') return 300;
  if (template === 'place-value-showdown') return 100;
  return itemCount(content) || (activityLesson(settings) ? CONTENT_LIMITS.items : 0);
}
