// @vitest-environment happy-dom
// Signing in anywhere takes a teacher to her workspace: the login page (signing in there, or
// arriving signed in) and the header's Members Login. A member stays where the spec has them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, field, mockApi, render, settle, type, unmount, useFakeClock } from '../../widgets/runtime/testing';
import { AuthMenu } from '../components/AuthMenu';
import { login, logout } from '../lib/auth';
import { Login } from './Login';

useFakeClock();
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

const teacher = { email: 'ms.rivera@school.example', displayName: 'Ms Rivera', role: 'teacher' };
const member = { email: 'dana@example.com', displayName: 'Dana', role: 'member' };

/** The worker: signed out until the sign-in, which answers `user`. */
function worker(user: typeof teacher) {
  return mockApi({ '/api/auth/me': { body: { user: null } }, '/api/auth/login': { body: { user } }, '/api/auth/logout': { body: { user: null } } });
}

/** Signed out, on `address`. */
async function at(address: string, user: typeof teacher) {
  worker(user);
  await logout();
  history.replaceState(null, '', address);
}

function signIn(root: ParentNode, submit: string) {
  type(field(root, 'Email'), teacher.email);
  type(field(root, 'Password'), 'phonics-rule-9');
  click(button(root, submit));
}

describe('signing in as a teacher', () => {
  it('on the login page, lands in the Teacher Portal', async () => {
    await at('/login', teacher);
    const page = render(<Login />);
    await settle(() => !button(page, 'Sign In').disabled);
    signIn(page, 'Sign In');
    await settle(() => location.pathname === '/teacher-portal');
  });

  it('from the header’s Members Login on any page, lands in the Teacher Portal', async () => {
    await at('/services-offered', teacher);
    const page = render(<AuthMenu />);
    click(button(page, 'Members Login'));
    signIn(page.querySelector('dialog')!, 'Sign In');
    await settle(() => location.pathname === '/teacher-portal');
  });

  it('opening the login page signed in goes on to the workspace', async () => {
    await at('/', teacher);
    await login(teacher.email, 'phonics-rule-9');
    history.replaceState(null, '', '/login');
    render(<Login />);
    await settle(() => location.pathname === '/teacher-portal');
  });
});

describe('signing in as a member', () => {
  it('the header’s Members Login leaves them on their page; the login page goes on to /', async () => {
    await at('/services-offered', member);
    const header = render(<AuthMenu />);
    click(button(header, 'Members Login'));
    signIn(header.querySelector('dialog')!, 'Sign In');
    await settle(() => header.querySelector('.auth-name'));
    expect(location.pathname).toBe('/services-offered');
    history.replaceState(null, '', '/login');
    render(<Login />);
    await settle(() => location.pathname === '/');
  });
});
