// A game made from a lesson keeps its lesson, and the heart words its teacher kept, wherever it
// goes: saved and opened again, duplicated, switched to another template, shared, and assigned.
import { describe, expect, it } from 'vitest';
import { call, json, teacher } from './testing';

const content = { kind: 'words', words: ['bed', 'night', 'net'], heartWords: ['night'] };

describe('a game from a lesson', { timeout: 30_000 }, () => {
  it('keeps its lesson and its heart words: reopened, duplicated, switched, shared and assigned', async () => {
    const t = await teacher();
    const { activity } = await json(await call(t.cookie, 'POST', '/teacher/activities', { title: 'Short e', template: 'spinner-wheel', content, settings: { lesson: '5' } }), 201);
    const kept = { content, settings: { lesson: '5' } };
    expect(activity).toMatchObject(kept);
    expect((await json(await call(t.cookie, 'GET', `/teacher/activities/${activity.id}`), 200)).activity).toMatchObject(kept);
    const copy = (await json(await call(t.cookie, 'POST', `/teacher/activities/${activity.id}/duplicate`), 201)).activity;
    expect(copy).toMatchObject(kept);
    const switched = (await json(await call(t.cookie, 'POST', `/teacher/activities/${activity.id}/template`, { template: 'anagram' }), 200)).activity;
    expect(switched).toMatchObject({ template: 'anagram', ...kept });
    const shared = (await json(await call(t.cookie, 'POST', `/teacher/activities/${activity.id}/share`), 200)).activity;
    expect((await json(await call(undefined, 'GET', `/play/${shared.shareCode}`), 200)).activity).toEqual({ title: 'Short e', template: 'anagram', ...kept });
    const { class: klass } = await json(await call(t.cookie, 'POST', '/teacher/classes', { name: 'Room 4' }), 201);
    const { assignment } = await json(await call(t.cookie, 'POST', '/teacher/assignments', { activityId: activity.id, classId: klass.id }), 201);
    expect((await json(await call(undefined, 'GET', `/play/${assignment.code}`), 200)).activity).toEqual({ title: 'Short e', template: 'anagram', ...kept });
  });

  it('refuses a heart word that is not one of the words, saying so', async () => {
    const t = await teacher();
    const refused = await json(await call(t.cookie, 'POST', '/teacher/activities', { title: 'Short e', template: 'anagram', content: { ...content, heartWords: ['rain'] }, settings: { lesson: '5' } }), 400);
    expect(JSON.stringify(refused.fields)).toContain('A heart word must be one of the words.');
  });
});
