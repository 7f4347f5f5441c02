import { describe, expect, it } from 'vitest';
import { forChildren } from './for-children';

describe('pages made for children', () => {
  it('are the student apps (their index too, where the installed app opens), the play and class pages and the embeds', () => {
    for (const path of ['/student-apps', '/student-apps/', '/student-apps/grammar', '/play', '/play/AB12CD34', '/embed/letter-tiles', '/embed/play/AB12CD34']) expect(forChildren(path), path).toBe(true);
  });

  it('are not the pages for parents, teachers and schools', () => {
    for (const path of ['/', '/student-apps.webmanifest', '/start-here', '/teacher-portal', '/for-schools', '/player', '/embed-demo/', '/privacy']) expect(forChildren(path), path).toBe(false);
  });
});
