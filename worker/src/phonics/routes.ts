// The phonics calls of the spec: the scope and sequence, the analyser, and a lesson's word bank.
// The engine is the repository's phonics/ module; this file only reads the request and answers.
import { LESSONS } from '../../../phonics/lessons';
import { PHONICS_LIMITS } from '../../../contract/phonics';
import { analyseWord } from '../../../phonics/analyse';
import { dictionary } from '../../../phonics/dictionary';
import { BANK_LOADERS } from '../../../phonics/generated/banks';
import { RouteTable } from '../http/route';
import { limitPhonics } from './limits';

const LESSON_LIST = { lessons: LESSONS.map(({ n, id, title, patterns, example }) => ({ n, id, title, patterns: [...patterns], example })) };

/** Each call checked first (a refused one costs nothing), then counted for its client. */
export const phonicsRoutes = new RouteTable('/api/phonics')
  .serve('GET /api/phonics/lessons', limitPhonics, () => LESSON_LIST)
  .serve('POST /api/phonics/analyze', limitPhonics, (c) => {
    const { words, lesson } = c.get('body');
    return { words: words.map((word) => analyseWord(word, dictionary, lesson)) };
  })
  .serve('GET /api/phonics/lessons/:n/words', limitPhonics, async (c) => {
    const { n } = c.get('params');
    const { count = PHONICS_LIMITS.defaultCount, kind = 'real' } = c.get('query');
    const bank = (await BANK_LOADERS[n - 1]!()).default;
    return { lesson: n, words: bank[kind].slice(0, count) };
  });
