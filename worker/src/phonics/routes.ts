// The phonics calls of the spec: the scope and sequence, the analyser, and a lesson's word bank.
// The engine is the repository's phonics/ module; this file only reads the request and answers.
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { PHONICS_LIMITS } from '../../../contract/phonics';
import { ROUTES, type RouteAnswer } from '../../../contract/routes';
import { analyseWord } from '../../../phonics/analyse';
import { dictionary } from '../../../phonics/dictionary';
import { BANK_LOADERS } from '../../../phonics/generated/banks';
import { LESSONS } from '../../../phonics/lessons';
import type { AppEnv } from '../env';
import { readJson } from '../http/body';
import { apiError } from '../http/errors';
import { limitPhonics } from './limits';

const analyzeBody = ROUTES['POST /api/phonics/analyze'].body;
const wordsQuery = ROUTES['GET /api/phonics/lessons/:n/words'].query;

const LESSON_LIST = {
  lessons: LESSONS.map(({ n, id, title, patterns, example }) => ({ n, id, title, patterns: [...patterns], example })),
} satisfies RouteAnswer<'GET /api/phonics/lessons'>;

const NO_SUCH_LESSON = `There is no such lesson: lessons are numbered from 1 to ${LESSONS.length}.`;

/** 400 whose sentence is the first problem's own (the schemas word each for a person), with every field's. */
function refused(c: Context, error: z.ZodError): Response {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return apiError(c, 400, error.issues[0]?.message ?? 'Please correct the highlighted fields.', fields);
}

export const phonicsRoutes = new Hono<AppEnv>()
  .get('/lessons', async (c) => {
    const limited = await limitPhonics(c);
    return limited ?? c.json(LESSON_LIST);
  })
  .post('/analyze', readJson, async (c) => {
    const parsed = analyzeBody.safeParse(c.get('json'));
    if (!parsed.success) return refused(c, parsed.error);
    const limited = await limitPhonics(c);
    if (limited) return limited;
    const { words, lesson } = parsed.data;
    return c.json({ words: words.map((word) => analyseWord(word, dictionary, lesson)) } satisfies RouteAnswer<'POST /api/phonics/analyze'>);
  })
  .get('/lessons/:n/words', async (c) => {
    const n = c.req.param('n');
    const load = /^[1-9]\d{0,2}$/.test(n) ? BANK_LOADERS[Number(n) - 1] : undefined;
    if (!load) return apiError(c, 404, NO_SUCH_LESSON);
    const query = wordsQuery.safeParse(c.req.query());
    if (!query.success) return refused(c, query.error);
    const limited = await limitPhonics(c);
    if (limited) return limited;
    const bank = (await load()).default;
    const words = bank[query.data.kind ?? 'real'].slice(0, query.data.count ?? PHONICS_LIMITS.defaultCount);
    return c.json({ lesson: Number(n), words } satisfies RouteAnswer<'GET /api/phonics/lessons/:n/words'>);
  });
