// @vitest-environment happy-dom
// The teacher workspace's screens as a teacher uses them, against the worker's answers: a game's
// row (Assign, one-press Share) and Track Assignments (what assigning did, one count for the list
// and the report).
import { describe, expect, it, vi } from 'vitest';
import { button, click, field, mockApi, render, settle, type } from '../../widgets/runtime/testing';
import { CreateGames } from './CreateGames';
import { Track } from './Track';
import { FIXTURE_TIME, testTeacherScreens } from './screen-testing';

testTeacherScreens();

const at = FIXTURE_TIME;
const summary = { id: 'a1', title: 'Digraph words', template: 'anagram', shareCode: null, updatedAt: at, items: 3, assignments: 0 };
const activity = { id: 'a1', title: 'Digraph words', template: 'anagram', content: { kind: 'words', words: ['ship', 'chop', 'thin'] }, settings: {}, shareCode: null, createdAt: at, updatedAt: at };
const classes = { classes: [{ id: 'c1', name: 'Room 4', joinCode: 'ABCD2345', students: 5, createdAt: at }] };
const assignment = (id: string, title: string, played: number) => ({
  id,
  activityId: 'a1',
  activityTitle: title,
  template: 'anagram',
  classId: 'c1',
  className: 'Room 4',
  code: `GAME${id.toUpperCase().padEnd(4, '2')}`,
  dueAt: null,
  attemptRule: 'every',
  createdAt: at,
  played,
  students: 5,
});
const report = (a: ReturnType<typeof assignment>) => ({ assignment: a, students: [], items: [], byPattern: { patterns: [], confusions: [] }, attempts: [], more: false });

const text = (root: ParentNode) => root.textContent?.replace(/\s+/g, ' ') ?? '';

describe('a game’s row in My activities', () => {
  it('shares with one press of Share: the link, the QR code and the embed code at once', async () => {
    const shared = { ...activity, shareCode: '7K3MQ9TX' };
    const api = mockApi({ '/api/teacher/activities': { body: { activities: [summary] } }, '/api/teacher/activities/a1/share': { body: { activity: shared } } });
    const page = render(<CreateGames />);
    await settle(() => page.querySelector('.activity'));
    click(button(page, 'Share'));
    await settle(() => page.querySelector('input[readonly]'));
    expect(field(page, 'Link for students').value).toMatch(/\/play\/7K3MQ9TX$/);
    expect(field<HTMLTextAreaElement>(page, 'Embed in a class page or slide').value).toContain('/embed/play/7K3MQ9TX');
    expect(page.querySelector('[role="img"][aria-label="QR code for Digraph words"]')).not.toBeNull();
    expect(api.posted('/api/teacher/activities/a1/share')).toHaveLength(1);
    expect(text(page)).not.toContain('Get a Link');
    expect(text(page)).toContain('Digraph words is shared: its link, QR code and embed code are below it.');
  });

  it('assigns the game to a class from its row, and says so there', async () => {
    const api = mockApi({
      '/api/teacher/activities': { body: { activities: [summary] } },
      '/api/teacher/classes': { body: classes },
      '/api/teacher/assignments': { status: 201, body: { assignment: assignment('n1', 'Digraph words', 0) } },
    });
    const page = render(<CreateGames />);
    await settle(() => page.querySelector('.activity'));
    click(button(page, 'Assign'));
    await settle(() => page.querySelector('select'));
    click(button(page, 'Assign Game'));
    await settle(() => page.querySelector('[role="alert"]'));
    expect(page.querySelector('[role="alert"]')?.textContent).toBe('Choose a class.');
    type(field<HTMLSelectElement>(page, 'Class'), 'c1');
    click(button(page, 'Assign Game'));
    await settle(() => text(page).includes('Assigned Digraph words to Room 4.'));
    expect(api.posted('/api/teacher/assignments').map((r) => r.body)).toEqual([{ activityId: 'a1', classId: 'c1', dueAt: null, attemptRule: 'every' }]);
    expect(text(page)).toContain('Assigned Digraph words to Room 4. It is on the class page now. Its report is under Track Assignments.');
    // The form has done its work and closes.
    expect(page.querySelector('select')).toBeNull();
  });
});

describe('Track Assignments', () => {
  it('says what assigning did, empties the form and brings the new report to the focus', async () => {
    const older = assignment('o1', 'Short a', 1);
    const added = assignment('n1', 'Digraph words', 0);
    const replies: Parameters<typeof mockApi>[0] = {
      '/api/teacher/activities': { body: { activities: [summary] } },
      '/api/teacher/classes': { body: classes },
      '/api/teacher/assignments': { body: { assignments: [older] } },
      '/api/teacher/assignments/o1/report': { body: report(older) },
      '/api/teacher/assignments/n1/report': { body: report(added) },
    };
    const api = mockApi(replies);
    const page = render(<Track />);
    await settle(() => page.querySelector('#report-heading'));
    type(field<HTMLSelectElement>(page, 'Game'), 'a1');
    type(field<HTMLSelectElement>(page, 'Class'), 'c1');
    // The worker answers the POST and, from then on, lists the new assignment first.
    replies['/api/teacher/assignments'] = { body: { assignments: [added, older], assignment: added } };
    click(button(page, 'Assign'));
    await settle(() => document.activeElement?.id === 'report-heading');
    expect(document.activeElement?.textContent).toBe('Digraph words · Room 4');
    expect(page.querySelector('.form-done')?.textContent).toBe('Assigned Digraph words to Room 4. It is on the class page now. Its report is below.');
    expect(field<HTMLSelectElement>(page, 'Game').value).toBe('');
    expect(field<HTMLSelectElement>(page, 'Class').value).toBe('');
    expect(page.querySelector('[aria-pressed="true"]')?.textContent).toContain('Digraph words');
    expect(api.posted('/api/teacher/assignments').filter((r) => r.body)).toHaveLength(1);
  });

  it("a student's history names each item not yet right once, however often the game asked it", async () => {
    const listed = assignment('o1', 'Digraph words', 1);
    const ben = { id: 's1', name: 'Ben T.', picture: 'owl' };
    const row = { ...ben, played: true, attempts: 1, score: 2, max: 5, percent: 0.4, durationMs: 60_000, lastPlayedAt: at, byPattern: { patterns: [], confusions: [] } };
    const items = [
      { prompt: 'ship', answer: 'chin', right: false },
      { prompt: 'ship', answer: 'right', right: true },
      { prompt: 'ship', answer: 'chop', right: false },
      { prompt: 'thin', answer: 'then', right: false },
    ];
    const played = { id: 'r1', assignmentId: 'o1', activityTitle: 'Digraph words', template: 'whack-a-mole', score: 2, max: 5, durationMs: 60_000, playedAt: at, items };
    mockApi({
      '/api/teacher/activities': { body: { activities: [summary] } },
      '/api/teacher/classes': { body: classes },
      '/api/teacher/assignments': { body: { assignments: [listed] } },
      '/api/teacher/assignments/o1/report': { body: { ...report(listed), students: [row] } },
      '/api/teacher/students/s1/history': { body: { more: false, student: { ...ben, classId: 'c1', className: 'Room 4' }, results: [played], byPattern: { patterns: [], confusions: [] } } },
    });
    const page = render(<Track />);
    await settle(() => page.querySelector('#report-heading'));
    click(button(page, 'Ben T.: history'));
    await settle(() => text(page).includes('ship, thin'));
    expect(text(page)).not.toContain('ship, ship');
  });

  it('counts who has played once: the list says what the report says, before any reload of the page', async () => {
    const listed = assignment('o1', 'Short a', 0);
    const replies: Parameters<typeof mockApi>[0] = {
      '/api/teacher/activities': { body: { activities: [summary] } },
      '/api/teacher/classes': { body: classes },
      '/api/teacher/assignments': { body: { assignments: [listed] } },
      // Two students played since the list came.
      '/api/teacher/assignments/o1/report': { body: report({ ...listed, played: 2 }) },
    };
    mockApi(replies);
    const page = render(<Track />);
    await settle(() => page.querySelector('.report-played'));
    expect(page.querySelector('.report-played')?.textContent).toBe('2 of 5 students have played.');
    await settle(() => text(page.querySelector('.assignment-chip')!).includes('2 of 5 played'));
    expect(text(page)).not.toContain('0 of 5');
  });
});
