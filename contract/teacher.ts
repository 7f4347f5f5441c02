// The teacher workspace's wire format: teacher accounts, activities (a template, the teacher's own
// content and the template's settings), sharing by code, classes of students (first names only),
// assignments, the results a student's play sends, and the reports made of them. The worker
// checks an activity's settings against the tools' own declarations as well (widgets/<tool>/tool.ts).
import { z } from './zod';
import { EMAIL_PATTERN, FIELD_MESSAGES, isTimeZone, LIMITS } from './rules';
import type { RouteDoc } from './route-doc';
import type { ContentKind } from './content-kinds';
import { TEMPLATES, TEMPLATE_CONTENT } from './templates.data';
import { LESSONS } from '../phonics/lessons';
import { PATTERN_IDS } from '../phonics/patterns';
import type { TemplateId } from '../widgets/tools';
import { CODE_PATTERN, STUDENT_PICTURES } from './classroom';

// The codes and the pictures, which a student's page checks without the schemas below.
export { CODE_PATTERN, PASSWORD_PICTURES, STUDENT_PICTURES, type StudentPicture } from './classroom';

// ---- Templates and content -------------------------------------------------------------------

// The templates, their content kinds and cards come from the tools' declarations (templates.data.ts).
export { CARD_TEMPLATES, TEMPLATES, TEMPLATE_CONTENT } from './templates.data';
export type { ContentKind } from './content-kinds';
/** A template an activity may play as. @public */
export type Template = TemplateId;

/** The templates that can play this kind of content (what "Switch template" offers). */
export const templatesFor = (kind: ContentKind): Template[] => TEMPLATES.filter((template) => TEMPLATE_CONTENT[template].includes(kind));

/**
 * A tool's settings that an activity's content stands in for: its own words, sentences or groups,
 * and the built-in list, content, clues or patterns they would choose. An activity of a template
 * that plays content never sets them (the editor does not offer them, the API refuses them); one
 * of a template that plays none may.
 */
const CONTENT_SETTINGS: ReadonlySet<string> = new Set(['words', 'sentences', 'groups', 'list', 'content', 'clues', 'patterns']);

/** Whether an activity of `template` gives the tool's setting `name` itself (not its content's). */
export const activitySets = (template: Template, name: string): boolean => TEMPLATE_CONTENT[template].includes('none') || !CONTENT_SETTINGS.has(name);

/** A classroom's list: up to 100 items of up to 40 characters; sentences up to 12 words; 2 to 4 groups. @public */
export const CONTENT_LIMITS = { items: 100, itemLength: 40, sentenceWords: 12, sentenceLength: 120, groupsMin: 2, groupsMax: 4, groupName: 40 } as const;

const noControl = (value: string) => !/[\p{Cc}]/u.test(value);
const item = z.string().trim().min(1).max(CONTENT_LIMITS.itemLength).refine(noControl, { error: 'Items are one line each.' });
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sentence = z
  .string()
  .trim()
  .min(1)
  .max(CONTENT_LIMITS.sentenceLength)
  .refine(noControl, { error: 'Sentences are one line each.' })
  .refine((text) => wordCount(text) <= CONTENT_LIMITS.sentenceWords, { error: `A sentence has at most ${CONTENT_LIMITS.sentenceWords} words.` });

const group = z.object({ name: z.string().trim().min(1).max(CONTENT_LIMITS.groupName).refine(noControl), items: z.array(item).min(1).max(CONTENT_LIMITS.items) });

/**
 * An activity's content. `none` is a template that plays from its settings alone (Place Value
 * Showdown). A word list may be empty when the settings choose a lesson (`lesson`): the game then
 * plays that lesson's words (`activityBody` holds the one or the other).
 */
export const activityContent = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('words'),
      words: z.array(item).max(CONTENT_LIMITS.items),
      /** Words of the list the teacher keeps as heart words (learnt by heart): the lesson's check no longer marks them. */
      heartWords: z.array(item).max(CONTENT_LIMITS.items).optional(),
    })
    .refine((content) => (content.heartWords ?? []).every((word) => content.words.includes(word)), { error: 'A heart word must be one of the words.', path: ['heartWords'] }),
  z.object({ kind: z.literal('sentences'), sentences: z.array(sentence).min(1).max(CONTENT_LIMITS.items) }),
  z.object({
    kind: z.literal('groups'),
    groups: z
      .array(group)
      .min(CONTENT_LIMITS.groupsMin)
      .max(CONTENT_LIMITS.groupsMax)
      .refine((groups) => groups.reduce((n, g) => n + g.items.length, 0) <= CONTENT_LIMITS.items, { error: `Up to ${CONTENT_LIMITS.items} items in all the groups together.` }),
  }),
  z.object({ kind: z.literal('none') }),
]);
export type ActivityContent = z.output<typeof activityContent>;

/** A template's settings as the tools take them in a link (`time=30`); the worker checks each by the tool's declaration. */
const activitySettings = z.record(z.string().regex(/^[a-z][a-zA-Z0-9-]{0,39}$/), z.string().max(4100)).refine((s) => Object.keys(s).length <= 30, { error: 'Too many settings.' });

const title = z.string().trim().min(1).max(100).refine(noControl, { error: FIELD_MESSAGES.control });

/** The lesson of the scope and sequence an activity's settings choose (`lesson`, 1 to 51), else 0: its words play where the teacher typed none. */
export const activityLesson = (settings: Readonly<Record<string, string>>): number => {
  const n = Number(settings.lesson);
  return Number.isInteger(n) && n >= 1 && n <= LESSONS.length ? n : 0;
};

/** What an activity of words needs: a word, or a lesson to play instead. */
export const NO_WORDS_NOR_LESSON = 'Type at least one word, or choose a lesson.';

/** POST /api/teacher/activities and PUT /api/teacher/activities/:id. */
export const activityBody = z
  .object({ title, template: z.enum(TEMPLATES), content: activityContent, settings: activitySettings.default({}) })
  .refine((body) => TEMPLATE_CONTENT[body.template].includes(body.content.kind), { error: 'This template cannot play this content.', path: ['content'] })
  .refine((body) => body.content.kind !== 'words' || body.content.words.length > 0 || activityLesson(body.settings) > 0, { error: NO_WORDS_NOR_LESSON, path: ['content'] });

/** POST /api/teacher/activities/:id/template: the same content, played as another template. */
export const switchTemplateBody = z.object({ template: z.enum(TEMPLATES) });

/** A code that cannot be one answers 404 with the sentence of any unknown code. */
export const codeParams = z.object({ code: z.string().toUpperCase().regex(CODE_PATTERN, { error: 'There is no activity at this address. Please check the code.' }) });

const activity = z.object({
  id: z.string(),
  title: z.string(),
  template: z.enum(TEMPLATES),
  content: activityContent,
  settings: z.record(z.string(), z.string()),
  /** The code of `/play/<code>` while shared; null when not shared. */
  shareCode: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Activity = z.output<typeof activity>;

const activitySummary = activity.pick({ id: true, title: true, template: true, shareCode: true, updatedAt: true }).extend({
  /** How many items its content has (words, sentences, or items in all the groups). */
  items: z.number().int(),
  /** How many assignments use it. */
  assignments: z.number().int(),
});

export const activityListAnswer = z.object({ activities: z.array(activitySummary) });
export const activityAnswer = z.object({ activity });
export const deletedAnswer = z.object({ deleted: z.literal(true) });

// ---- Teacher accounts ----------------------------------------------------------------------------

const accountEmail = z.string().trim().toLowerCase().min(1).max(LIMITS.email).regex(EMAIL_PATTERN, { error: FIELD_MESSAGES.email });
const teacherName = z.string().trim().min(1).max(LIMITS.displayName).refine(noControl, { error: FIELD_MESSAGES.control });
const school = z
  .string()
  .trim()
  .max(LIMITS.school)
  .refine(noControl, { error: FIELD_MESSAGES.control })
  .nullish()
  .transform((value) => value || null);
const newPassword = z
  .string()
  .min(LIMITS.passwordMin)
  .max(LIMITS.passwordMax)
  .refine((value) => !value.includes('\u0000'), { error: FIELD_MESSAGES.control });

/** POST /api/teacher/register: a teacher account (role teacher) on the existing accounts; sign in next with /api/auth/login. */
export const teacherRegisterBody = z.object({ name: teacherName, email: accountEmail, password: newPassword, school, recaptchaToken: z.string().min(1).max(LIMITS.botToken) });

/** `verified`: the address is confirmed (a link emailed to it was opened); until then only this answer and deleting the account work. */
const teacher = z.object({ name: z.string(), email: z.string(), school: z.string().nullable(), verified: z.boolean() });
export const teacherAnswer = z.object({ teacher });

/** PATCH /api/teacher/me */
export const teacherUpdateBody = z.object({ name: teacherName.optional(), school }).refine((body) => body.name !== undefined || body.school !== undefined, { error: 'Nothing to change.' });

/** POST /api/teacher/me/password: every other session of the account ends. */
export const passwordChangeBody = z.object({ currentPassword: z.string().min(1).max(LIMITS.passwordMax), newPassword });
export const passwordChangeAnswer = z.object({ changed: z.literal(true) });

/** POST /api/teacher/me/delete: the password again, and the words "DELETE" typed. */
export const accountDeleteBody = z.object({ password: z.string().min(1).max(LIMITS.passwordMax), confirm: z.literal('DELETE', { error: 'Type DELETE to confirm.' }) });
/** What went, counted. The session ends with it. */
export const accountDeleteAnswer = z.object({ deleted: z.object({ activities: z.number(), classes: z.number(), students: z.number(), results: z.number() }) });

// ---- Classes and students ----------------------------------------------------------------------

/** A class holds at most this many students. */
export const CLASS_MAX_STUDENTS = 60;

/** What one teacher account keeps at most: room for a school year, not for a flood. @public */
export const TEACHER_QUOTAS = { activities: 300, classes: 40, assignments: 500 } as const;

/** @public */
export const STUDENT_NAME_MESSAGE = 'Use a first name, or a first name and an initial (Sam, or Sam T.).';

/**
 * A first name, or a first name and one initial: letters with ' - or a space inside a first name
 * of up to 30 characters, then optionally a space and one letter with an optional dot. Anything
 * that looks like an email, a number or a full surname is refused.
 *
 * @public
 */
export const STUDENT_NAME = /^\p{L}[\p{L}\p{M}'’-]{0,29}(?: \p{L}\.?)?$/u;

/** A student's name as the class shows it: spaces folded. @public */
export const studentName = z
  .string()
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .refine((value) => STUDENT_NAME.test(value), { error: STUDENT_NAME_MESSAGE });

/** A teacher's typed or pasted list of names: one per line or between commas. */
export const splitStudentNames = (text: string): string[] =>
  text
    .split(/[\n,;\t]/)
    .map((name) => name.trim().replace(/\s+/g, ' '))
    .filter(Boolean);

const className = z.string().trim().min(1).max(60).refine(noControl, { error: FIELD_MESSAGES.control });

/** POST /api/teacher/classes */
export const classBody = z.object({ name: className });

/** PATCH /api/teacher/classes/:id: a new name, or the picture password turned on or off. */
export const classUpdateBody = z
  .object({ name: className.optional(), picturePassword: z.boolean().optional() })
  .refine((body) => body.name !== undefined || body.picturePassword !== undefined, { error: 'Nothing to change.' });

/** A body about a child takes its fields and nothing else: a surname, an email or any other field is refused, not dropped. */
const ONLY_FIRST_NAMES = { error: 'Only a first name (or a first name and an initial) and a picture are kept for a student.' };

/** POST /api/teacher/classes/:id/students: names typed or pasted (split with splitStudentNames). */
export const studentsAddBody = z.strictObject({ names: z.array(studentName).min(1).max(CLASS_MAX_STUDENTS) }, ONLY_FIRST_NAMES);

/** PATCH /api/teacher/classes/:id/students/:studentId: rename, a new picture, or a move to another of the teacher's classes. */
export const studentUpdateBody = z
  .strictObject({ name: studentName.optional(), picture: z.enum(STUDENT_PICTURES).optional(), classId: z.string().min(1).max(64).optional() }, ONLY_FIRST_NAMES)
  .refine((body) => body.name !== undefined || body.picture !== undefined || body.classId !== undefined, { error: 'Nothing to change.' });

const student = z.object({ id: z.string(), name: z.string(), picture: z.enum(STUDENT_PICTURES) });
/** @public */
export type Student = z.output<typeof student>;

const classSummary = z.object({ id: z.string(), name: z.string(), joinCode: z.string(), students: z.number().int(), createdAt: z.string() });
/** The teacher's own view: with the picture password on, each student's secret picture is on their sign-in card. */
const classDetail = classSummary.omit({ students: true }).extend({
  picturePassword: z.boolean(),
  students: z.array(student.extend({ secretPicture: z.enum(STUDENT_PICTURES) })),
});

export const classListAnswer = z.object({ classes: z.array(classSummary) });
export const classAnswer = z.object({ class: classDetail });
export const studentAnswer = z.object({ student: student.extend({ classId: z.string() }) });

// ---- Assignments -------------------------------------------------------------------------------

/** Which attempts a report counts for a student: every one (their mean), the first, or their best. @public */
export const ATTEMPT_RULES = ['every', 'first', 'best'] as const;
export type AttemptRule = (typeof ATTEMPT_RULES)[number];

const dueAt = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value).toISOString())
  .nullish()
  .transform((value) => value ?? null);

/** POST /api/teacher/assignments */
export const assignmentBody = z.object({ activityId: z.string().min(1).max(64), classId: z.string().min(1).max(64), dueAt, attemptRule: z.enum(ATTEMPT_RULES).default('every') });

const assignment = z.object({
  id: z.string(),
  activityId: z.string(),
  activityTitle: z.string(),
  template: z.enum(TEMPLATES),
  classId: z.string(),
  className: z.string(),
  /** The code of the assignment's link, `/play/<code>`: the class's students pick their name there. */
  code: z.string(),
  dueAt: z.string().nullable(),
  attemptRule: z.enum(ATTEMPT_RULES),
  createdAt: z.string(),
  /** Students of the class who have played it at least once, and the class's students. */
  played: z.number().int(),
  students: z.number().int(),
});
/** @public */
export type Assignment = z.output<typeof assignment>;

export const assignmentListAnswer = z.object({ assignments: z.array(assignment) });
export const assignmentAnswer = z.object({ assignment });

// ---- Reports -----------------------------------------------------------------------------------

/** A pattern id of the phonics spec and how the words that carry it went: `digraph-sh: 0 of 2`. */
const patternTotal = z.object({ pattern: z.enum(PATTERN_IDS), right: z.number().int(), tried: z.number().int() });
export type PatternTotal = z.output<typeof patternTotal>;

/** The confusions a tutor looks for: b and d reversed, short e and i swapped, a digraph (or trigraph) of the word left out. @public */
export const CONFUSION_KINDS = ['b-d', 'short-e-i', 'missing-digraph'] as const;

/** One confusion the wrong answers show: `letters` names it (`b/d`, `e/i`, or the digraph left out: `sh`); up to 3 examples. */
const confusion = z.object({ kind: z.enum(CONFUSION_KINDS), letters: z.string(), count: z.number().int(), examples: z.array(z.object({ prompt: z.string(), answer: z.string() })) });
export type Confusion = z.output<typeof confusion>;

/**
 * Results by pattern: every item whose prompt is one word of letters (sentences and other items are
 * not analysed), totalled by each pattern id the phonics analyser finds in it, weakest first (the
 * smallest share right, then the most tried, then in teaching order; the strongest are at the end);
 * and the confusions its wrong answers show, the most frequent first.
 */
const byPattern = z.object({ patterns: z.array(patternTotal), confusions: z.array(confusion) });
export type ByPattern = z.output<typeof byPattern>;

const studentRow = student.extend({
  played: z.boolean(),
  attempts: z.number().int(),
  /** By the attempt rule: the mean (every), the first, or the best; null before any attempt. */
  score: z.number().nullable(),
  max: z.number().nullable(),
  /** Fraction 0..1 of `score` out of `max`, by the attempt rule. */
  percent: z.number().nullable(),
  /** Time spent over every attempt, in milliseconds. */
  durationMs: z.number().int(),
  lastPlayedAt: z.string().nullable(),
  /** The student's counted attempts (by the attempt rule) by pattern. */
  byPattern,
});

const itemRow = z.object({ prompt: z.string(), right: z.number().int(), asked: z.number().int() });

/** One result as it came in, for the teacher to check and, if it is not right, remove. */
const attemptRow = z.object({ id: z.string(), studentId: z.string(), score: z.number(), max: z.number(), durationMs: z.number().int(), playedAt: z.string() });

/**
 * GET /api/teacher/assignments/:id/report: every student of the class (played or not) with their
 * results by pattern, every item asked (hardest first), the class's results by pattern (`byPattern`,
 * the counted attempts of every student), all of them counted from every result; and the newest
 * 100 results as they came in, newest first (`attempts`). `more`: older results than those listed
 * were left out of the list (the screen says so; the totals count them).
 */
export const reportAnswer = z.object({ assignment, students: z.array(studentRow), items: z.array(itemRow), byPattern, attempts: z.array(attemptRow), more: z.boolean() });

/** GET /api/teacher/students/:id/history: a student's results, newest first, and the results listed by pattern; `more`: older ones past the newest 500 were left out. */
export const studentHistoryAnswer = z.object({
  more: z.boolean(),
  byPattern,
  student: student.extend({ classId: z.string(), className: z.string() }),
  results: z.array(
    z.object({
      id: z.string(),
      assignmentId: z.string(),
      activityTitle: z.string(),
      template: z.enum(TEMPLATES),
      score: z.number(),
      max: z.number(),
      durationMs: z.number().int(),
      playedAt: z.string(),
      items: z.array(z.object({ prompt: z.string(), answer: z.string(), right: z.boolean() })),
    }),
  ),
});

/**
 * GET /api/teacher/assignments/:id/export: the report as RFC 4180 CSV, one row per attempt, named
 * `verse-<class>-<game>.csv`. After the attempt's own columns, two numbers per pattern id the
 * class's words carry, in teaching order (`digraph-sh right`, `digraph-sh tried`: that attempt's
 * words with the pattern; a student's totals are the sum of their counted rows), then one column
 * per item. `timeZone`: the IANA zone its times are written
 * in (the teacher's browser's; UTC without it).
 */
export const reportCsvQuery = z.object({
  timeZone: z
    .string()
    .max(LIMITS.timeZone)
    .refine(isTimeZone, { error: 'Please give a time zone name such as America/Denver.' })
    .optional(),
});
export const reportCsv = z.string();

// ---- Playing ------------------------------------------------------------------------------------

const playable = z.object({ title: z.string(), template: z.enum(TEMPLATES), content: activityContent, settings: z.record(z.string(), z.string()) });

/**
 * GET /api/play/:code: an activity's share code plays anonymously (nothing is stored); an
 * assignment's code also names the class's students (first names and pictures) to pick from, and
 * with a student's play token brings their review words.
 * A code whose activity is no longer shared answers `unshared` with the sentence to show.
 */
export const playAnswer = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('shared'),
    activity: playable,
    /** `picturePassword`: after their name, the student taps their secret picture (one of PASSWORD_PICTURES). */
    assignment: z.object({ className: z.string(), dueAt: z.string().nullable(), picturePassword: z.boolean(), students: z.array(student) }).nullable(),
    /**
     * With an assignment's code and a student's live play token (`Authorization: Bearer`, not
     * spent by reading): that student's spaced review, the words they missed in the class's games
     * that are due again, decodable at the activity's lesson, at most a third of a round, the
     * longest waiting first. The player mixes them into the game's words.
     */
    review: z.array(z.string()).max(CONTENT_LIMITS.items).optional(),
  }),
  z.object({ status: z.literal('unshared'), message: z.literal('This activity is no longer shared') }),
]);

/** GET /api/join/:code: a class by its join code, for the student picker: first names and pictures, and its assignments. */
/** `moreAssignments`: the class has older assignments than the newest 50 listed (each still opens by its own link). */
export const joinAnswer = z.object({
  class: z.object({ name: z.string(), picturePassword: z.boolean(), students: z.array(student), assignments: z.array(z.object({ code: z.string(), title: z.string(), template: z.enum(TEMPLATES), dueAt: z.string().nullable() })), moreAssignments: z.boolean() }),
});

const answerText = z.string().max(200).refine(noControl);

/**
 * POST /api/play/:code/sign-in with an assignment's code or a class's join code: the student who
 * tapped their name (and, with the picture password on, their secret picture). The answer's token
 * lets one result of that class's assignments in (`Authorization: Bearer <token>`).
 */
export const playSignInBody = z.strictObject({ studentId: z.string().min(1).max(64), picture: z.enum(STUDENT_PICTURES).optional() });

/** A play token: one result's worth, until `expiresAt` (a sitting: two hours from the name's tap). */
const playToken = z.object({ token: z.string(), expiresAt: z.string() });
export const playSignInAnswer = playToken;

/**
 * POST /api/play/:code/results with an assignment's code, the student's play token
 * (`Authorization: Bearer <token>`, spent by the result) and an `Idempotency-Key` header (8 to 64
 * of A-Z a-z 0-9 _ -) made once per attempt: a repeat of the key is the same attempt, counted once.
 * The score and the maximum are bounded by the activity (scoreBound). Like every body, at most
 * 32 KB (a round of 100 words with their answers is about 10 KB).
 */
export const resultBody = z
  .object({
    studentId: z.string().min(1).max(64),
    score: z.number().finite().min(0).max(10_000),
    max: z.number().finite().min(0).max(10_000),
    durationMs: z.number().int().min(0).max(24 * 60 * 60 * 1000),
    items: z.array(z.object({ prompt: z.string().trim().min(1).max(200).refine(noControl), answer: answerText, right: z.boolean() })).max(200),
  })
  .refine((body) => body.score <= body.max, { error: 'The score cannot be more than the maximum.', path: ['score'] });

/** `next`: the token for the student's next result in this sitting (null for a result already recorded). */
export const resultAnswer = z.object({ recorded: z.literal(true), duplicate: z.boolean(), next: playToken.nullable() });

export const IDEMPOTENCY_KEY = /^[\w-]{8,64}$/;

// ---- Staff: teachers ----------------------------------------------------------------------------

/** `more`: there are teachers past the newest 500 listed. */
export const adminTeachersAnswer = z.object({
  more: z.boolean(),
  teachers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      school: z.string().nullable(),
      disabled: z.boolean(),
      createdAt: z.string(),
      activities: z.number().int(),
      classes: z.number().int(),
      students: z.number().int(),
    }),
  ),
});
/** PATCH /api/admin/teachers/:id: disable a teacher (their sessions end, their links stop playing) or enable again. */
export const adminTeacherUpdateBody = z.object({ disabled: z.boolean() });
export const adminTeacherUpdateAnswer = z.object({ disabled: z.boolean() });

// ---- How the calls read in /api/openapi.json -----------------------------------------------------

type DocInput = Omit<RouteDoc, 'tag' | 'status' | 'success' | 'failures'> & { status?: number; success?: string; failures?: Record<number, string> };

const FIELDS_REFUSED = 'A field is refused (see fields).';

/** A call of a signed-in teacher: 401 signed out, 403 another role, a disabled teacher, or a change from another site. */
export const teacherDoc = ({ status = 200, success = 'Done.', failures = {}, ...doc }: DocInput): RouteDoc => ({
  tag: 'Teacher workspace',
  status,
  success,
  failures: { 401: 'Not signed in.', 403: 'Not a teacher, a disabled teacher, or a change not from this site.', ...failures },
  ...doc,
});

/** A student's call, keyed by a code: 404 for an unknown code, 429 past the limits per client and per code from a client (never per code alone). */
export const playDoc = ({ status = 200, success = 'Done.', failures = {}, ...doc }: DocInput): RouteDoc => ({
  tag: 'Playing',
  status,
  success,
  failures: { 404: 'No such code (or its teacher is disabled).', 429: 'Too many calls from this client, or from it for this code; see Retry-After.', ...failures },
  ...doc,
});

/** The failures of a call that takes a body, and of one that finds a record by id. */
export const REFUSED = { 400: FIELDS_REFUSED } as const;
export const NOT_OWN = { 404: 'No such record of this teacher (another teacher’s id answers the same).' } as const;
