import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY, STUDENT_PICTURES, TEMPLATES, resultBody } from '../../contract/teacher';
import { classGamePath, classPagePath, playAddress, typedCode } from './play-links';
import { attemptKey, resultOf } from './results';
import { badNames } from './Students';
import { contentProblem, splitItems } from './Editor';
import { durationText } from './report-text';
import { contentItems, editableSettings, itemCount, playAttributes } from './templates';

describe('playAttributes: an activity as its element’s attributes', () => {
  it('gives a word list as `words`, one a line, with the template’s declared settings', () => {
    expect(playAttributes('anagram', { kind: 'words', words: ['ship', 'chop'] }, {})).toEqual({ words: 'ship\nchop' });
    expect(playAttributes('spinner-wheel', { kind: 'words', words: ['a', 'b'] }, { after: 'remove' })).toEqual({ words: 'a\nb', after: 'remove' });
  });

  it('never lets a setting stand in for the content, and drops settings the tool does not declare', () => {
    expect(playAttributes('anagram', { kind: 'words', words: ['ship'] }, { words: 'evil', list: 'short-a', nope: '1' })).toEqual({ words: 'ship' });
  });

  it('gives sentences one a line and groups in Sort Categories’ `title:item,item|…` form, without its marks inside', () => {
    expect(playAttributes('sentence-sense', { kind: 'sentences', sentences: ['The cat sat.', 'Sam has a hat.'] }, { fixed: 'ends' })).toEqual({
      sentences: 'The cat sat.\nSam has a hat.',
      fixed: 'ends',
    });
    const groups = { kind: 'groups' as const, groups: [{ name: 'short a', items: ['cat', 'map'] }, { name: 'odd: | ones', items: ['pig, sit'] }] };
    expect(playAttributes('sort-categories', groups, { deal: 'all' })).toEqual({ groups: 'short a:cat,map|odd ones:pig sit', deal: 'all' });
    // The wheel spins every item of the groups.
    expect(playAttributes('spinner-wheel', groups, {})).toEqual({ words: 'cat\nmap\npig, sit' });
  });

  it('plays a lesson where the teacher typed no words', () => {
    expect(playAttributes('anagram', { kind: 'words', words: [] }, { lesson: '5' })).toMatchObject({ lesson: '5', words: '' });
  });

  it('plays Place Value Showdown from its settings alone, in kebab case', () => {
    expect(playAttributes('place-value-showdown', { kind: 'none' }, { players: 'computer', rounds: '5' })).toEqual({ players: 'computer', rounds: '5' });
  });
});

describe('editableSettings: the editor’s settings, from the tool’s declaration', () => {
  it('offers a word game’s own choices, not the settings its content replaces', () => {
    // A lesson plays where the word list is empty: word games offer it, chosen by the lesson's name.
    expect(editableSettings('anagram').map((s) => s.name)).toEqual(['lesson']);
    const whack = editableSettings('whack-a-mole').map((s) => s.name);
    expect(whack).toEqual(expect.arrayContaining(['time', 'speed', 'targets']));
    expect(whack).not.toContain('words');
    expect(whack).not.toContain('list');
    expect(whack).toContain('lesson');
    // Groups are never empty, so a lesson or patterns would never play.
    expect(editableSettings('sort-categories').map((s) => s.name)).toEqual(['deal', 'check']);
  });

  it('words every setting’s help as the teacher sees the game, never in a developer’s terms', () => {
    const developerWords = /\b(sends?|events?|statements?|attributes?|dispatch\w*|xapi|json|boolean|segments?|props?)\b|`(complete|score)`/i;
    const helps = TEMPLATES.flatMap((template) => editableSettings(template).map(({ name, help }) => ({ where: `${template}.${name}`, help })));
    expect(helps.length).toBeGreaterThan(10);
    expect(helps.filter(({ help }) => developerWords.test(help))).toEqual([]);
  });

  it('offers every setting of Place Value Showdown, with the declared help', () => {
    const settings = editableSettings('place-value-showdown');
    expect(settings.map((s) => s.name)).toEqual(['players', 'places', 'goal', 'rounds']);
    expect(settings[0]!.help).toBe('Two players on one device, or one player against the computer.');
  });
});

describe('the content a teacher types', () => {
  it('splits words by lines or commas and sentences by lines, folding spaces', () => {
    expect(splitItems('ship, chop\n\n  thin  \n')).toEqual(['ship', 'chop', 'thin']);
    expect(splitItems('The cat,  sat.\nA dog.', false)).toEqual(['The cat, sat.', 'A dog.']);
  });

  it('says what is missing before anything is sent', () => {
    expect(contentProblem({ kind: 'words', words: [] })).toBe('Type at least one word, or choose a lesson.');
    // A lesson's words play where none are typed.
    expect(contentProblem({ kind: 'words', words: [] }, 5)).toBeUndefined();
    expect(contentProblem({ kind: 'sentences', sentences: ['one two three four five six seven eight nine ten eleven twelve thirteen'] })).toMatch(/more than 12 words/);
    expect(contentProblem({ kind: 'groups', groups: [{ name: 'a', items: ['x'] }, { name: '', items: ['y'] }] })).toBe('Give every group a name.');
    expect(contentProblem({ kind: 'groups', groups: [{ name: 'a', items: ['x'] }, { name: 'b', items: [] }] })).toBe('Put at least one item in every group.');
    expect(contentProblem({ kind: 'words', words: ['ship'] })).toBeUndefined();
  });

  it('counts and lists the items of every kind', () => {
    const groups = { kind: 'groups' as const, groups: [{ name: 'a', items: ['x', 'y'] }, { name: 'b', items: ['z'] }] };
    expect(itemCount(groups)).toBe(3);
    expect(contentItems(groups)).toEqual(['x', 'y', 'z']);
    expect(itemCount({ kind: 'none' })).toBe(0);
  });

  it('refuses emails, surnames and numbers as student names', () => {
    expect(badNames(['Ava', 'Ben T.', 'Zoë', "D'Arcy", 'ava@home.example', 'Ben Thompson', '12'])).toEqual(['ava@home.example', 'Ben Thompson', '12']);
  });
});

describe('resultOf: a finished play as the teacher’s result', () => {
  const answered = (success: boolean) => ({ verb: 'answered' as const, score: success ? 1 : 0, max: 1, success, durationMs: 1000 });

  it('names each answer by the item the tool says it asked, with what the child answered where the tool says it', () => {
    const result = resultOf(
      [
        { ...answered(true), prompt: 'ship' },
        { ...answered(false), prompt: 'chop', answer: 'pohc' },
        { ...answered(false), prompt: 'thin' },
      ],
      { verb: 'completed', score: 1, max: 3, durationMs: 41_234.6 },
    );
    expect(result).toEqual({
      score: 1,
      max: 3,
      durationMs: 41_235,
      items: [
        { prompt: 'ship', answer: 'right', right: true },
        { prompt: 'chop', answer: 'pohc', right: false },
        { prompt: 'thin', answer: 'not yet', right: false },
      ],
    });
  });

  it('never numbers an answer: one with no item is no item, and still counts in the score', () => {
    const result = resultOf([{ ...answered(true), prompt: 'cat', answer: 'short a' }, answered(false), answered(true), { ...answered(true), prompt: ' \n ' }], { verb: 'completed', durationMs: 5 });
    expect(result.items).toEqual([{ prompt: 'cat', answer: 'short a', right: true }]);
    // No score in `complete`: counted from the answers.
    expect([result.score, result.max]).toEqual([3, 4]);
  });

  it('keeps a round that reports no answer and never a score above the maximum', () => {
    expect(resultOf([], { verb: 'completed', score: 9, max: 12, durationMs: 60_000 })).toEqual({ score: 9, max: 12, durationMs: 60_000, items: [] });
    expect(resultOf([], { verb: 'completed', score: 5, max: 3, durationMs: 1 }).score).toBe(3);
  });

  it('sends what the worker takes, however many and long the answers: items one line, within the body’s 32 KB', () => {
    const sentence = 'The big red ship sails past the tall grey rocks and the small white fish in the deep sea.';
    const answers = Array.from({ length: 300 }, (_, n) => ({ ...answered(n % 2 === 0), prompt: `${sentence} ${n}`, answer: `${'x'.repeat(150)}\u0007${n}` }));
    const result = resultOf([{ ...answered(true), prompt: 'two\nlines', answer: 'tab\there' }, ...answers], { verb: 'completed', score: 150, max: 300, durationMs: 1 });
    expect(result.items[0]).toEqual({ prompt: 'two lines', answer: 'tab here', right: true });
    const body = { ...result, studentId: 'student-1' };
    expect(resultBody.safeParse(body).success).toBe(true);
    expect(new TextEncoder().encode(JSON.stringify(body)).length).toBeLessThanOrEqual(32 * 1024);
    // The first answers are kept, in order.
    expect(result.items.length).toBeGreaterThan(50);
    expect(result.items[1]!.prompt).toBe(`${sentence} 0`);
  });

  it('makes a new idempotency key for each attempt, in the form the worker takes', () => {
    const keys = new Set(Array.from({ length: 20 }, attemptKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY);
  });
});

describe('the report’s words', () => {
  it('says a duration in minutes and seconds', () => {
    expect(durationText(45_000)).toBe('45 s');
    expect(durationText(125_400)).toBe('2 min 05 s');
  });

  it('has a drawn picture for every picture a class hands out', async () => {
    const { pictureLabel } = await import('./pictures/StudentPicture');
    expect(STUDENT_PICTURES.map(pictureLabel)).toContain('Hedgehog');
    expect(STUDENT_PICTURES).toHaveLength(24);
  });
});

describe('play addresses and typed codes', () => {
  it('reads a code as a child types it: any case, spaces or dashes, O for 0 and I or L for 1', () => {
    expect(typedCode(' 7k3m-q9tx ')).toBe('7K3MQ9TX');
    expect(typedCode('ABCD 234O')).toBe('ABCD2340');
    expect(typedCode('lIo23456')).toBe('11023456');
    expect(typedCode('hello')).toBeNull();
    expect(typedCode('ABCDU234')).toBeNull();
  });

  it('names a class page and the class a game came from in its address', () => {
    expect(classPagePath('ABCD2345')).toBe('/play/ABCD2345?class');
    expect(classPagePath('ABCD2345', 's 1', '/embed/play/')).toBe('/embed/play/ABCD2345?class&student=s%201');
    expect(classGamePath('GAME2345', 's1', 'ABCD2345')).toBe('/play/GAME2345?student=s1&from=ABCD2345');
    expect(playAddress('?class=&student=s1')).toEqual({ classPage: true, fromClass: '' });
    expect(playAddress('?student=s1&from=abcd2345')).toEqual({ classPage: false, fromClass: 'ABCD2345' });
    expect(playAddress('?from=..%2Fadmin')).toEqual({ classPage: false, fromClass: '' });
  });
});
