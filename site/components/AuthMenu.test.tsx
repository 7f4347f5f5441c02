// @vitest-environment happy-dom
// The header's name leads a signed-in account to its own page: a teacher to her workspace, a
// member to their consultations.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, render, settle, unmount, useFakeClock } from '../../widgets/runtime/testing';
import { login, logout } from '../lib/auth';
import { AuthMenu } from './AuthMenu';

useFakeClock();
afterEach(async () => {
  unmount();
  await logout();
  vi.unstubAllGlobals();
});

/** The header of a page, signed in as `user`. */
async function signedInAs(user: { email: string; displayName: string; role: string }) {
  mockApi({ '/api/auth/me': { body: { user: null } }, '/api/auth/login': { body: { user } }, '/api/auth/logout': { body: { user: null } } });
  await login(user.email, 'phonics-rule-9');
  const header = render(<AuthMenu />);
  await settle(() => header.querySelector('.auth-name'));
  return header.querySelector<HTMLAnchorElement>('.auth-name')!;
}

describe('the header’s name', () => {
  it('takes a teacher to the Teacher Portal', async () => {
    const name = await signedInAs({ email: 'ms.rivera@school.example', displayName: 'Ms Rivera', role: 'teacher' });
    expect(name.textContent).toBe('Ms Rivera');
    expect(name.getAttribute('href')).toBe('/teacher-portal');
    expect(name.title).toBe('Teacher Portal (ms.rivera@school.example)');
  });

  it('takes a member with no teacher account to their consultations', async () => {
    const name = await signedInAs({ email: 'dana@example.com', displayName: 'Dana', role: 'member' });
    expect(name.getAttribute('href')).toBe('/my-consultations');
    expect(name.title).toBe('My consultations (dana@example.com)');
  });
});
