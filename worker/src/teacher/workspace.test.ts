// The teacher workspace end to end through the worker: accounts, activities checked by the tools'
// declarations, sharing and playing by code, classes of first names, results counted once, the
// reports by attempt rule, the CSV, deleting one's account, and staff's view of teachers.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInAs } from '../admin/testing';
import { setClock } from '../time/clock';
import { csvFileName } from './assignments';
import { PLAY_LIMITS, playKey } from './limits';
import { call, confirmAddress, json, resultHeaders, teacher, workspace } from './testing';

afterEach(() => setClock(null));

const words = (list: string[]) => ({ kind: 'words', words: list });
const key = () => `k-${crypto.randomUUID()}`;

describe('teacher accounts', { timeout: 30_000 }, () => {
  it('sign up with the teacher role, sign in, see and change the account', async () => {
    const email = `t-${crypto.randomUUID().slice(0, 8)}@school.example`;
    const body = { name: 'Ms Rivera', email, password: 'phonics-rule-9', school: 'Maple Elementary', recaptchaToken: 'local:register' };
    const first = await json(await call(undefined, 'POST', '/teacher/register', body), 201);
    // An address with an account already gets the very same answer.
    expect(await json(await call(undefined, 'POST', '/teacher/register', body), 201)).toEqual(first);
    expect(first).toEqual({ user: null, checkEmail: true });
    const login = await call(undefined, 'POST', '/auth/login', { email, password: 'phonics-rule-9', recaptchaToken: 'local:login' });
    expect((await json(login.clone(), 200)).user.role).toBe('teacher');
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    await json(await confirmAddress(email), 200);
    expect(await json(await call(cookie, 'GET', '/teacher/me'), 200)).toEqual({ teacher: { name: 'Ms Rivera', email, school: 'Maple Elementary', verified: true } });
    expect((await json(await call(cookie, 'PATCH', '/teacher/me', { name: 'Ana Rivera', school: '' }), 200)).teacher).toEqual({ name: 'Ana Rivera', email, school: null, verified: true });
    // Password change: the current one is needed; other sessions end, this one goes on.
    const other = (await call(undefined, 'POST', '/auth/login', { email, password: 'phonics-rule-9', recaptchaToken: 'local:login' })).headers.getSetCookie()[0]!.split(';')[0]!;
    await json(await call(cookie, 'POST', '/teacher/me/password', { currentPassword: 'wrong-one-here', newPassword: 'new-phonics-42' }), 400);
    const changed = await call(cookie, 'POST', '/teacher/me/password', { currentPassword: 'phonics-rule-9', newPassword: 'new-phonics-42' });
    await json(changed.clone(), 200);
    const renewed = changed.headers.getSetCookie()[0]!.split(';')[0]!;
    await json(await call(renewed, 'GET', '/teacher/me'), 200);
    await json(await call(other, 'GET', '/teacher/me'), 401);
  });

  it('refuses a bad sign-up field by field, storing nothing', async () => {
    const email = `bad-${crypto.randomUUID().slice(0, 8)}@school.example`;
    const { fields } = await json(await call(undefined, 'POST', '/teacher/register', { name: '', email, password: 'short', recaptchaToken: 'local:register' }), 400);
    expect(Object.keys(fields).sort()).toEqual(['name', 'password']);
    expect(await env.DB.prepare('SELECT 1 FROM users WHERE email = ?').bind(email).first()).toBeNull();
  });

  it('a sign-up from another site is refused before anything is read; a new password of spaces is refused on its own field', async () => {
    const email = `x-${crypto.randomUUID().slice(0, 8)}@school.example`;
    const body = { name: 'Ms Cross', email, password: 'phonics-rule-9', school: null, recaptchaToken: 'local:register' };
    await json(await call(undefined, 'POST', '/teacher/register', body, { Origin: 'https://elsewhere.example' }), 403);
    expect(await env.DB.prepare('SELECT 1 FROM users WHERE email = ?').bind(email).first()).toBeNull();
    const t = await teacher();
    const { fields } = await json(await call(t.cookie, 'POST', '/teacher/me/password', { currentPassword: 'reading-is-fun', newPassword: ' '.repeat(12) }), 400);
    expect(Object.keys(fields)).toEqual(['newPassword']);
  });

  it('Delete my account removes every activity, class, student and result in one audited batch', async () => {
    const t = await teacher();
    const w = await workspace(t.cookie);
    const { deleted } = await json(await call(t.cookie, 'POST', '/teacher/me/delete', { password: 'reading-is-fun', confirm: 'DELETE' }), 200);
    expect(deleted).toEqual({ activities: 1, classes: 1, students: 3, results: 1 });
    for (const table of ['teacher_activities', 'teacher_classes', 'teacher_students', 'teacher_assignments', 'teacher_results', 'teacher_report_students']) {
      expect((await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE teacher_id = ?`).bind(t.id).first<{ n: number }>())!.n).toBe(0);
    }
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM teacher_report_totals WHERE assignment_id = ?').bind(w.assignment.id).first('n')).toBe(0);
    expect(await env.DB.prepare('SELECT 1 FROM users WHERE id = ?').bind(t.id).first()).toBeNull();
    const audit = await env.DB.prepare("SELECT actor_email, detail FROM admin_audit WHERE action = 'deletion.teacher-self' AND actor_id = ?").bind(t.id).first<{ actor_email: string; detail: string }>();
    expect(audit!.actor_email).not.toContain('@');
    expect(JSON.parse(audit!.detail).records).toEqual({ account: 1, activities: 1, classes: 1, students: 3, results: 1 });
    await json(await call(undefined, 'GET', `/play/${w.assignment.code}`), 404);
  });

  it('Delete my account needs the password and the word DELETE', async () => {
    const t = await teacher();
    await json(await call(t.cookie, 'POST', '/teacher/me/delete', { password: 'not-my-password', confirm: 'DELETE' }), 400);
    await json(await call(t.cookie, 'POST', '/teacher/me/delete', { password: 'reading-is-fun', confirm: 'yes' }), 400);
    await json(await call(t.cookie, 'GET', '/teacher/me'), 200);
  });
});

describe('activities', { timeout: 30_000 }, () => {
  it('are checked by the tools’ declarations and keep nothing refused', async () => {
    const t = await teacher();
    const bad = await json(await call(t.cookie, 'POST', '/teacher/activities', { title: 'Moles', template: 'whack-a-mole', content: words(['ship']), settings: { speed: 'ludicrous' } }), 400);
    expect(bad.fields.settings).toContain('Speed');
    await json(await call(t.cookie, 'POST', '/teacher/activities', { title: 'Moles', template: 'whack-a-mole', content: words(['ship']), settings: { colour: 'red' } }), 400);
    // A built-in list beside the activity's own words: the game would never play it.
    const listed = await json(await call(t.cookie, 'POST', '/teacher/activities', { title: 'Moles', template: 'whack-a-mole', content: words(['ship']), settings: { list: 'short-a' } }), 400);
    expect(listed.fields.settings).toBe('Whack-a-mole plays the activity\'s own content: “list” is not a setting to give.');
    await json(await call(t.cookie, 'POST', '/teacher/activities', { title: 'Wheel', template: 'place-value-showdown', content: words(['ship']) }), 400);
    await json(await call(t.cookie, 'POST', '/teacher/activities', { title: 'Long', template: 'anagram', content: words(['x'.repeat(41)]) }), 400);
    await json(await call(t.cookie, 'POST', '/teacher/activities', { title: 'Many', template: 'anagram', content: words(Array.from({ length: 101 }, (_, i) => `w${i}`)) }), 400);
    await json(await call(t.cookie, 'POST', '/teacher/activities', { title: 'Sentences', template: 'sentence-sense', content: { kind: 'sentences', sentences: ['one two three four five six seven eight nine ten eleven twelve thirteen'] } }), 400);
    await json(await call(t.cookie, 'POST', '/teacher/activities', { title: 'Groups', template: 'sort-categories', content: { kind: 'groups', groups: [{ name: 'Only', items: ['a'] }] } }), 400);
    expect((await json(await call(t.cookie, 'GET', '/teacher/activities'), 200)).activities).toEqual([]);
  });

  it('create, list, update, duplicate, switch template, delete', async () => {
    setClock(new Date('2031-03-02T09:00:00Z'));
    const t = await teacher();
    const { activity } = await json(await call(t.cookie, 'POST', '/teacher/activities', { title: 'Digraphs', template: 'anagram', content: words(['ship', 'chop']), settings: { lesson: '3' } }), 201);
    expect(activity).toMatchObject({ template: 'anagram', shareCode: null, settings: { lesson: '3' }, createdAt: '2031-03-02T09:00:00.000Z' });
    setClock(new Date('2031-03-02T09:05:00Z'));
    const updated = await json(await call(t.cookie, 'PUT', `/teacher/activities/${activity.id}`, { title: 'Digraphs 2', template: 'anagram', content: words(['ship', 'chop', 'whip']) }), 200);
    expect(updated.activity).toMatchObject({ title: 'Digraphs 2', settings: {}, updatedAt: '2031-03-02T09:05:00.000Z' });
    const copy = await json(await call(t.cookie, 'POST', `/teacher/activities/${activity.id}/duplicate`), 201);
    expect(copy.activity).toMatchObject({ title: 'Digraphs 2 (copy)', content: words(['ship', 'chop', 'whip']) });
    expect(copy.activity.id).not.toBe(activity.id);
    // A word list plays as Whack-a-mole, not as Sort Categories.
    const switched = await json(await call(t.cookie, 'POST', `/teacher/activities/${activity.id}/template`, { template: 'whack-a-mole' }), 200);
    expect(switched.activity).toMatchObject({ template: 'whack-a-mole', content: words(['ship', 'chop', 'whip']) });
    const refused = await json(await call(t.cookie, 'POST', `/teacher/activities/${activity.id}/template`, { template: 'sort-categories' }), 400);
    expect(refused.fields.template).toContain('anagram');
    // Groups play as Sort Categories or Spinner Wheel.
    const groups = { kind: 'groups', groups: [{ name: 'Short a', items: ['cat', 'map'] }, { name: 'Short i', items: ['pin', 'sit'] }] };
    const sorted = await json(await call(t.cookie, 'POST', '/teacher/activities', { title: 'Sort', template: 'sort-categories', content: groups }), 201);
    await json(await call(t.cookie, 'POST', `/teacher/activities/${sorted.activity.id}/template`, { template: 'spinner-wheel' }), 200);
    const list = await json(await call(t.cookie, 'GET', '/teacher/activities'), 200);
    expect(list.activities.map((a: { title: string; items: number }) => [a.title, a.items]).sort()).toEqual([
      ['Digraphs 2 (copy)', 3],
      ['Digraphs 2', 3],
      ['Sort', 4],
    ]);
    await json(await call(t.cookie, 'DELETE', `/teacher/activities/${activity.id}`), 200);
    await json(await call(t.cookie, 'GET', `/teacher/activities/${activity.id}`), 404);
  });

  it('a lesson stands in for typed words: the game plays its words, kept with the activity wherever it goes', async () => {
    const t = await teacher();
    const none = await json(await call(t.cookie, 'POST', '/teacher/activities', { title: 'Lesson 5', template: 'anagram', content: words([]) }), 400);
    expect(none.fields.content).toBe('Type at least one word, or choose a lesson.');
    const beyond = await json(await call(t.cookie, 'POST', '/teacher/activities', { title: 'Lesson 52', template: 'anagram', content: words(['bed']), settings: { lesson: '52' } }), 400);
    expect(beyond.fields.settings).toContain('Lesson');
    const { activity } = await json(await call(t.cookie, 'POST', '/teacher/activities', { title: 'Lesson 5', template: 'anagram', content: words([]), settings: { lesson: '5' } }), 201);
    expect(activity).toMatchObject({ content: words([]), settings: { lesson: '5' } });
    // Every word template plays a lesson, so it goes with the game to another.
    const switched = await json(await call(t.cookie, 'POST', `/teacher/activities/${activity.id}/template`, { template: 'letter-tiles' }), 200);
    expect(switched.activity).toMatchObject({ template: 'letter-tiles', content: words([]), settings: { lesson: '5' } });
    const shared = (await json(await call(t.cookie, 'POST', `/teacher/activities/${activity.id}/share`), 200)).activity;
    expect((await json(await call(undefined, 'GET', `/play/${shared.shareCode}`), 200)).activity).toEqual({ title: 'Lesson 5', template: 'letter-tiles', content: words([]), settings: { lesson: '5' } });
  });

  it('share by code, play anonymously, unshare says so, share again brings the same link', async () => {
    const t = await teacher();
    const { activity } = await json(await call(t.cookie, 'POST', '/teacher/activities', { title: 'Wheel', template: 'spinner-wheel', content: words(['red', 'blue']) }), 201);
    const shared = (await json(await call(t.cookie, 'POST', `/teacher/activities/${activity.id}/share`), 200)).activity;
    expect(shared.shareCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    const answer = await call(undefined, 'GET', `/play/${shared.shareCode.toLowerCase()}`);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    const played = await json(answer, 200);
    expect(played).toEqual({ status: 'shared', activity: { title: 'Wheel', template: 'spinner-wheel', content: words(['red', 'blue']), settings: {} }, assignment: null });
    // An activity's own code stores nothing.
    await json(await call(undefined, 'POST', `/play/${shared.shareCode}/results`, { studentId: 'x', score: 1, max: 1, durationMs: 1, items: [] }, { 'Idempotency-Key': key() }), 404);
    await json(await call(t.cookie, 'DELETE', `/teacher/activities/${activity.id}/share`), 200);
    expect(await json(await call(undefined, 'GET', `/play/${shared.shareCode}`), 200)).toEqual({ status: 'unshared', message: 'This activity is no longer shared' });
    const again = (await json(await call(t.cookie, 'POST', `/teacher/activities/${activity.id}/share`), 200)).activity;
    expect(again.shareCode).toBe(shared.shareCode);
    await json(await call(undefined, 'GET', '/play/ZZZZZZZZ'), 404);
    await json(await call(undefined, 'GET', '/play/not-a-code'), 404);
  });
});

describe('classes and students', { timeout: 30_000 }, () => {
  it('take first names or a first name and an initial, with a picture each; never an email or a surname', async () => {
    const t = await teacher();
    const { class: klass } = await json(await call(t.cookie, 'POST', '/teacher/classes', { name: 'Owls' }), 201);
    expect(klass.joinCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    for (const name of ['sam@example.com', 'Sam Taylor', 'Sam 2', 'Sam T. Jones', '', 'x'.repeat(40)]) {
      const refused = await json(await call(t.cookie, 'POST', `/teacher/classes/${klass.id}/students`, { names: [name] }), 400);
      expect(refused.fields['names.0']).toBeDefined();
    }
    const added = await json(await call(t.cookie, 'POST', `/teacher/classes/${klass.id}/students`, { names: ['Zoë', 'Mary-Jane', "D'Andre", 'Sam T.', 'Sam  R'] }), 201);
    expect(added.class.students.map((s: { name: string; picture: string }) => [s.name, s.picture])).toEqual([
      ["D'Andre", 'bear'],
      ['Mary-Jane', 'owl'],
      ['Sam R', 'dog'],
      ['Sam T.', 'cat'],
      ['Zoë', 'fox'],
    ]);
    expect(JSON.stringify(added.class.students)).not.toContain('@');
    // A surname or an email field is refused, not dropped.
    for (const extra of [{ surname: 'Smith' }, { email: 'kid@example.com' }]) {
      const refused = await json(await call(t.cookie, 'POST', `/teacher/classes/${klass.id}/students`, { names: ['Eli'], ...extra }), 400);
      expect(refused.fields._).toBe('Only a first name (or a first name and an initial) and a picture are kept for a student.');
    }
    const zoe = added.class.students.find((s: { name: string }) => s.name === 'Zoë');
    await json(await call(t.cookie, 'PATCH', `/teacher/classes/${klass.id}/students/${zoe.id}`, { lastName: 'Smith' }), 400);
    expect((await json(await call(t.cookie, 'GET', `/teacher/classes/${klass.id}`), 200)).class.students).toHaveLength(5);
  });

  it('rename, new picture, move to another class, remove (with their results), rename and delete the class', async () => {
    const t = await teacher();
    const w = await workspace(t.cookie);
    const { class: second } = await json(await call(t.cookie, 'POST', '/teacher/classes', { name: 'Room 5' }), 201);
    const ben = w.students.find((s) => s.name === 'Ben T.')!;
    const renamed = await json(await call(t.cookie, 'PATCH', `/teacher/classes/${w.klass.id}/students/${ben.id}`, { name: 'Benji', picture: 'owl' }), 200);
    expect(renamed.student).toEqual({ id: ben.id, name: 'Benji', picture: 'owl', classId: w.klass.id });
    await json(await call(t.cookie, 'PATCH', `/teacher/classes/${w.klass.id}/students/${ben.id}`, { classId: second.id }), 200);
    expect((await json(await call(t.cookie, 'GET', `/teacher/classes/${second.id}`), 200)).class.students.map((s: { name: string }) => s.name)).toEqual(['Benji']);
    await json(await call(t.cookie, 'DELETE', `/teacher/classes/${w.klass.id}/students/${w.ava.id}`), 200);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM teacher_results WHERE student_id = ?').bind(w.ava.id).first<{ n: number }>())!.n).toBe(0);
    await json(await call(t.cookie, 'PATCH', `/teacher/classes/${w.klass.id}`, { name: 'Room 4B' }), 200);
    const old = w.klass.joinCode;
    const renewed = await json(await call(t.cookie, 'POST', `/teacher/classes/${w.klass.id}/join-code`), 200);
    expect(renewed.class.joinCode).not.toBe(old);
    await json(await call(undefined, 'GET', `/join/${old}`), 404);
    await json(await call(t.cookie, 'DELETE', `/teacher/classes/${w.klass.id}`), 200);
    expect((await json(await call(t.cookie, 'GET', '/teacher/assignments'), 200)).assignments).toEqual([]);
  });

  it('a class by its join code names first names, pictures and assignments only', async () => {
    const t = await teacher();
    const w = await workspace(t.cookie);
    const joined = await json(await call(undefined, 'GET', `/join/${w.klass.joinCode}`), 200);
    expect(joined).toEqual({
      class: {
        name: 'Room 4',
        picturePassword: false,
        students: w.students.map(({ id, name, picture }) => ({ id, name, picture })),
        assignments: [{ code: w.assignment.code, title: 'Digraph words', template: 'anagram', dueAt: null }],
        moreAssignments: false,
      },
    });
  });
});

describe('results and reports', { timeout: 30_000 }, () => {
  const item = (prompt: string, right: boolean) => ({ prompt, answer: right ? prompt : 'x', right });

  it('a result sent again with its Idempotency-Key is one attempt; bad input stores nothing', async () => {
    const t = await teacher();
    const w = await workspace(t.cookie);
    const body = { studentId: w.ava.id, score: 3, max: 3, durationMs: 1000, items: [item('ship', true)] };
    const attempt = await resultHeaders(w.assignment.code, w.ava.id);
    expect(await json(await call(undefined, 'POST', `/play/${w.assignment.code}/results`, body, attempt), 201)).toMatchObject({ recorded: true, duplicate: false });
    expect(await json(await call(undefined, 'POST', `/play/${w.assignment.code}/results`, body, attempt), 200)).toEqual({ recorded: true, duplicate: true, next: null });
    const count = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM teacher_results WHERE assignment_id = ?').bind(w.assignment.id).first<{ n: number }>())!.n;
    expect(await count()).toBe(2);
    const fresh = () => resultHeaders(w.assignment.code, w.ava.id);
    await json(await call(undefined, 'POST', `/play/${w.assignment.code}/results`, body, { Authorization: (await fresh()).Authorization! }), 400);
    await json(await call(undefined, 'POST', `/play/${w.assignment.code}/results`, { ...body, score: 4 }, await fresh()), 400);
    await json(await call(undefined, 'POST', `/play/${w.assignment.code}/results`, { ...body, studentId: crypto.randomUUID() }, await fresh()), 401);
    await json(await call(undefined, 'POST', `/play/${w.assignment.code}/results`, { ...body, items: [{ prompt: 'a', answer: 'x'.repeat(201), right: true }] }, await fresh()), 400);
    // A student of another class (another teacher's) cannot sign in to this assignment, nor post to it.
    const o = await workspace((await teacher()).cookie);
    await json(await call(undefined, 'POST', `/play/${w.assignment.code}/sign-in`, { studentId: o.ava.id }), 404);
    await json(await call(undefined, 'POST', `/play/${w.assignment.code}/results`, { ...body, studentId: o.ava.id }, await resultHeaders(o.assignment.code, o.ava.id)), 401);
    expect(await count()).toBe(2);
  });

  it('play and result calls are limited per client and per code from a client', async () => {
    const t = await teacher();
    const w = await workspace(t.cookie);
    setClock(new Date('2031-05-01T10:00:00Z'));
    const ip = { 'CF-Connecting-IP': '192.0.2.77' };
    await json(await call(undefined, 'GET', `/play/${w.assignment.code}`, undefined, ip), 200);
    // This client has used up its window (as 300 calls would have).
    await env.DB.prepare('UPDATE lead_rate_limits SET hits = ? WHERE bucket = ? AND client = ?').bind(PLAY_LIMITS.lookup.perClient, 'play_lookup_client', await playKey('192.0.2.77')).run();
    expect((await call(undefined, 'GET', `/play/${w.assignment.code}`, undefined, ip)).status).toBe(429);
    // Another client still plays; codes that do not exist count too, so they cannot be tried in bulk.
    await json(await call(undefined, 'GET', `/play/${w.assignment.code}`), 200);
    const refused = await call(undefined, 'GET', '/play/ABCDEFGH', undefined, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBe(600);
    // Per code from a client: a result from a client that has had its window's share of this code is refused, and stores nothing.
    const other = '192.0.2.78';
    await env.DB.prepare('INSERT INTO lead_rate_limits (bucket, client, window_start, hits) VALUES (?, ?, ?, ?)')
      .bind('play_result_code_client', await playKey(`${w.assignment.code}\n${other}`), Date.parse('2031-05-01T10:00:00Z') / 1000, PLAY_LIMITS.result.perCodeAndClient)
      .run();
    const body = { studentId: w.ava.id, score: 1, max: 3, durationMs: 1, items: [] };
    await json(await call(undefined, 'POST', `/play/${w.assignment.code}/results`, body, { ...(await resultHeaders(w.assignment.code, w.ava.id)), 'CF-Connecting-IP': other }), 429);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM teacher_results WHERE assignment_id = ?').bind(w.assignment.id).first<{ n: number }>())!.n).toBe(1);
  });

  it('report by attempt rule: every (mean), first, best; who has not played; items hardest first; student history', async () => {
    setClock(new Date('2031-04-01T10:00:00Z'));
    const t = await teacher();
    const w = await workspace(t.cookie); // Ava: 2 of 3 (ship right, chop wrong, thin right)
    const cleo = w.students.find((s) => s.name === 'Cleo')!;
    setClock(new Date('2031-04-01T10:05:00Z'));
    const send = (studentId: string, score: number, items: ReturnType<typeof item>[], durationMs = 30_000) =>
      resultHeaders(w.assignment.code, studentId).then((headers) => call(undefined, 'POST', `/play/${w.assignment.code}/results`, { studentId, score, max: 3, durationMs, items }, headers));
    await json(await send(w.ava.id, 3, [item('ship', true), item('chop', true), item('thin', true)]), 201);
    await json(await send(cleo.id, 0, [{ prompt: 'ship', answer: 'sip', right: false }, item('chop', false), item('thin', true)]), 201);
    const best = await json(await call(t.cookie, 'GET', `/teacher/assignments/${w.assignment.id}/report`), 200);
    expect(best.assignment).toMatchObject({ attemptRule: 'best', played: 2, students: 3 });
    const row = (name: string) => best.students.find((s: { name: string }) => s.name === name);
    expect(row('Ava')).toMatchObject({ played: true, attempts: 2, score: 3, max: 3, percent: 1, durationMs: 70_000, lastPlayedAt: '2031-04-01T10:05:00.000Z' });
    expect(row('Ben T.')).toMatchObject({ played: false, attempts: 0, score: null, percent: null });
    expect(row('Cleo')).toMatchObject({ played: true, attempts: 1, score: 0 });
    // Best counts Ava's second attempt and Cleo's only one: chop 1 of 2, ship 1 of 2, thin 2 of 2.
    expect(best.items).toEqual([
      { prompt: 'chop', right: 1, asked: 2 },
      { prompt: 'ship', right: 1, asked: 2 },
      { prompt: 'thin', right: 2, asked: 2 },
    ]);
    // By pattern, the same counted attempts: ship (sh, short i), chop (ch, short o), thin (th, short i); weakest first.
    const totals = (byPattern: { patterns: Array<{ pattern: string; right: number; tried: number }> }) => byPattern.patterns.map((t) => `${t.pattern}: ${t.right} of ${t.tried}`);
    expect(totals(best.byPattern)).toEqual(['short-o: 1 of 2', 'digraph-sh: 1 of 2', 'digraph-ch: 1 of 2', 'short-i: 3 of 4', 'digraph-th: 2 of 2']);
    expect(totals(row('Cleo').byPattern)).toEqual(['short-o: 0 of 1', 'digraph-sh: 0 of 1', 'digraph-ch: 0 of 1', 'short-i: 1 of 2', 'digraph-th: 1 of 1']);
    expect(row('Ben T.').byPattern).toEqual({ patterns: [], confusions: [] });
    // Cleo's sip for ship left the sh out; her x for chop shows nothing.
    expect(best.byPattern.confusions).toEqual([{ kind: 'missing-digraph', letters: 'sh', count: 1, examples: [{ prompt: 'ship', answer: 'sip' }] }]);
    expect(row('Cleo').byPattern.confusions).toEqual(best.byPattern.confusions);
    let minute = 10;
    for (const [rule, ava] of [['first', 2], ['every', 2.5]] as const) {
      const { assignment } = await json(await call(t.cookie, 'POST', '/teacher/assignments', { activityId: w.activity.id, classId: w.klass.id, attemptRule: rule, dueAt: '2031-04-08T15:00:00-06:00' }), 201);
      expect(assignment.dueAt).toBe('2031-04-08T21:00:00.000Z');
      const code = assignment.code as string;
      for (const score of [2, 3]) {
        setClock(new Date(`2031-04-01T10:${++minute}:00Z`));
        await json(await call(undefined, 'POST', `/play/${code}/results`, { studentId: w.ava.id, score, max: 3, durationMs: 1, items: [] }, await resultHeaders(code, w.ava.id)), 201);
      }
      const report = await json(await call(t.cookie, 'GET', `/teacher/assignments/${assignment.id}/report`), 200);
      expect(report.students.find((s: { name: string }) => s.name === 'Ava')).toMatchObject({ attempts: 2, score: ava });
    }
    const history = await json(await call(t.cookie, 'GET', `/teacher/students/${w.ava.id}/history`), 200);
    expect(history.student).toMatchObject({ name: 'Ava', className: 'Room 4' });
    expect(history.results.length).toBe(6);
    // Every result listed, by pattern (her chpo for chop kept the ch: no confusion named).
    expect(totals(history.byPattern)).toEqual(['short-o: 1 of 2', 'digraph-ch: 1 of 2', 'short-i: 4 of 4', 'digraph-sh: 2 of 2', 'digraph-th: 2 of 2']);
    expect(history.byPattern.confusions).toEqual([]);
    expect(history.results.at(-1)).toMatchObject({ score: 2, max: 3, activityTitle: 'Digraph words', items: [{ prompt: 'ship', answer: 'ship', right: true }, { prompt: 'chop', answer: 'chpo', right: false }, { prompt: 'thin', answer: 'thin', right: true }] });
  });

  it('CSV export: named by class and game, one row per attempt, its totals by pattern, one column per item, times in the teacher’s zone', async () => {
    setClock(new Date('2026-11-29T16:05:00Z'));
    const t = await teacher();
    const w = await workspace(t.cookie);
    await json(await call(t.cookie, 'PATCH', `/teacher/classes/${w.klass.id}/students/${w.ava.id}`, { name: 'Ava' }), 200);
    const response = await call(t.cookie, 'GET', `/teacher/assignments/${w.assignment.id}/export?timeZone=America%2FDenver`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="verse-room-4-digraph-words.csv"');
    const lines = (await response.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    // Each attempt's words by pattern (right, tried) in teaching order, then each item.
    const byPattern = '"short-i right","short-i tried","short-o right","short-o tried","digraph-sh right","digraph-sh tried","digraph-th right","digraph-th tried","digraph-ch right","digraph-ch tried"';
    expect(lines[0]).toBe(`"Student","Attempt","Counted","Score","Max","Percent","Seconds","Played at (America/Denver)","Items right","Items asked",${byPattern},"ship","chop","thin"`);
    expect(lines[1]).toBe('"Ava","1","yes","2","3","67","40","2026-11-29 09:05","2","3","2","2","0","1","1","1","1","1","0","1","right","not yet: chpo","right"');
    const none = `"0",${Array(21).fill('""').join(',')}`;
    expect(lines.slice(2)).toEqual([`"Ben T.",${none}`, `"Cleo",${none}`]);
    // Without a zone the times are UTC, and say so; a zone that is not one is refused in words.
    const utc = (await (await call(t.cookie, 'GET', `/teacher/assignments/${w.assignment.id}/export`)).text()).split('\r\n');
    expect(utc[0]).toContain('"Played at (UTC)"');
    expect(utc[1]).toContain('"2026-11-29 16:05"');
    expect((await json(await call(t.cookie, 'GET', `/teacher/assignments/${w.assignment.id}/export?timeZone=Mars%2FOlympus`), 400)).fields).toEqual({ timeZone: 'Please give a time zone name such as America/Denver.' });
  });

  it('the CSV’s file name is safe whatever the class and game are called', () => {
    expect(csvFileName('Zoë’s “Room” 4/B', 'Digraphs: sh, ch & th!')).toBe('verse-zoe-s-room-4-b-digraphs-sh-ch-th.csv');
    expect(csvFileName('教室', '../../etc')).toBe('verse-class-etc.csv');
    expect(csvFileName('x'.repeat(60), 'y')).toBe(`verse-${'x'.repeat(40)}-y.csv`);
  });
});

describe('staff and teachers', { timeout: 30_000 }, () => {
  it('staff list teachers and disable one: sessions end, links stop playing, enabling brings them back', async () => {
    const admin = await signedInAs('admin');
    const t = await teacher();
    const w = await workspace(t.cookie);
    const adminCall = (method: string, path: string, body?: unknown) => call(admin.cookie, method, `/admin${path}`, body);
    const listed = (await json(await adminCall('GET', '/teachers'), 200)).teachers.find((x: { id: string }) => x.id === t.id);
    expect(listed).toMatchObject({ email: t.email, disabled: false, activities: 1, classes: 1, students: 3 });
    expect(await json(await adminCall('PATCH', `/teachers/${t.id}`, { disabled: true }), 200)).toEqual({ disabled: true });
    await json(await call(t.cookie, 'GET', '/teacher/me'), 401);
    await json(await call(undefined, 'GET', `/play/${w.assignment.code}`), 404);
    await json(await call(undefined, 'GET', `/join/${w.klass.joinCode}`), 404);
    const again = (await call(undefined, 'POST', '/auth/login', { email: t.email, password: 'reading-is-fun', recaptchaToken: 'local:login' })).headers.getSetCookie()[0]!.split(';')[0]!;
    expect((await json(await call(again, 'GET', '/teacher/activities'), 403)).error).toContain('disabled');
    await json(await adminCall('PATCH', `/teachers/${t.id}`, { disabled: false }), 200);
    await json(await call(again, 'GET', '/teacher/activities'), 200);
    await json(await adminCall('PATCH', `/teachers/${admin.id}`, { disabled: true }), 404);
    const audit = await env.DB.prepare("SELECT COUNT(*) AS n FROM admin_audit WHERE subject = ? AND action IN ('teacher.disable', 'teacher.enable')").bind(t.id).first<{ n: number }>();
    expect(audit!.n).toBe(2);
    await json(await call(t.cookie, 'GET', '/admin/teachers'), 401);
  });

  it('the staff data deletion of a teacher’s address takes their workspace with it', async () => {
    const admin = await signedInAs('admin');
    const t = await teacher();
    const w = await workspace(t.cookie);
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM teacher_report_students WHERE teacher_id = ?').bind(t.id).first('n');
    expect(before).toBe(1);
    const { deleted } = await json(await call(admin.cookie, 'POST', '/admin/deletion', { email: t.email, confirmEmail: t.email }), 200);
    expect(deleted).toMatchObject({ account: 1, teacher_activities: 1, teacher_classes: 1, teacher_students: 3, teacher_results: 1 });
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM teacher_report_totals WHERE assignment_id = ?').bind(w.assignment.id).first('n')).toBe(0);
    for (const table of ['teacher_activities', 'teacher_classes', 'teacher_students', 'teacher_assignments', 'teacher_results', 'teacher_report_students']) {
      expect((await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE teacher_id = ?`).bind(t.id).first<{ n: number }>())!.n).toBe(0);
    }
  });
});

describe('indexes', { timeout: 30_000 }, () => {
  /** The plan's lines: every table the workspace's hot reads touch is searched by an index, never scanned. */
  const plan = async (sql: string, ...values: unknown[]) =>
    (await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...values).all<{ detail: string }>()).results.map((row) => row.detail).join('\n');

  it('the activity list, a class report (its stored totals and newest results), the per-item report and the history use indexes', async () => {
    const list = await plan('SELECT a.id FROM teacher_activities a WHERE a.teacher_id = ? ORDER BY a.updated_at DESC, a.id LIMIT 500', 't');
    expect(list).toContain('USING INDEX teacher_activities_teacher');
    const results = await plan('SELECT id, student_id, score, max, duration_ms, items, played_at FROM teacher_results WHERE assignment_id = ? AND teacher_id = ? ORDER BY played_at, id LIMIT 20000', 'a', 't');
    expect(results).toContain('USING INDEX teacher_results_assignment');
    const students = await plan('SELECT id, class_id, name, picture FROM teacher_students WHERE class_id = ? ORDER BY name, id', 'c');
    expect(students).toContain('USING INDEX teacher_students_class');
    const history = await plan('SELECT r.id FROM teacher_results r WHERE r.student_id = ? AND r.teacher_id = ? ORDER BY r.played_at DESC LIMIT 500', 's', 't');
    expect(history).toContain('USING INDEX teacher_results_student');
    const played = await plan('SELECT COUNT(*) FROM teacher_report_students r WHERE r.assignment_id = ?', 'a');
    expect(played).toContain('USING COVERING INDEX sqlite_autoindex_teacher_report_students_1');
    const totals = await plan('SELECT student_id, kind, key, detail, correct, tried FROM teacher_report_totals WHERE assignment_id = ? ORDER BY rowid', 'a');
    expect(totals).toContain('USING INDEX sqlite_autoindex_teacher_report_totals_1');
    const newest = await plan('SELECT id FROM teacher_results WHERE assignment_id = ? AND teacher_id = ? ORDER BY played_at DESC, id DESC LIMIT 101', 'a', 't');
    expect(newest).toContain('USING INDEX teacher_results_assignment');
    for (const text of [list, results, students, history, played, totals, newest]) expect(text).not.toMatch(/^SCAN teacher_/m);
  });
});
