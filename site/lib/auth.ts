import { useEffect, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import type { Role } from '../../contract/rules';
import type { RouteAnswer, RouteBody } from '../../contract/routes';
import { useLaterEffect } from './next-task';
import { apiBase, callRoute, type RouteCall, type RouteResult } from '../../widgets/runtime/api';
import { failureText, UNREACHABLE } from './route-answer';
import { botToken } from '../../widgets/runtime/botcheck';

/** The signed-in member, as the account calls answer it. */
export type User = NonNullable<RouteAnswer<'GET /api/auth/me'>['user']>;

/** The account calls the site makes. */
type AccountRoute =
  | 'GET /api/auth/me'
  | 'POST /api/auth/login'
  | 'POST /api/auth/register'
  | 'POST /api/auth/logout'
  | 'POST /api/auth/password-reset'
  | 'POST /api/auth/password-reset/confirm'
  | 'POST /api/auth/sign-in-link'
  | 'POST /api/auth/sign-in-link/confirm';

/** `undefined` until the worker has answered (and always in the prerender); `null` when signed out. */
export type UserState = User | null | undefined;

/** The login page's message when no spam-check token can be had. */
const SECURITY_CHECK_FAILED = 'Security verification failed. Please try again.';

const FIELD_LABELS: Record<string, string> = { email: 'Email', password: 'Password', displayName: 'Name', token: 'The link' };

let current: UserState;
let asking: Promise<User | null> | undefined;
const listeners = new Set<(user: UserState) => void>();

function publish(user: User | null) {
  current = user;
  for (const listener of listeners) listener(user);
}

/** A refusal as one sentence: the first field problem, named, or the worker's error. */
function messageOf(result: Extract<RouteResult<unknown>, { ok: false }>): string {
  const [field, problem] = Object.entries(result.fields ?? {})[0] ?? [];
  if (field && problem) return problem.replace(/^This field/, FIELD_LABELS[field] ?? 'This field');
  return result.status >= 500 || result.error ? failureText(result) : UNREACHABLE;
}

/** One account call, typed by the contract's route table; rejects with a message to show the person. */
async function call<K extends AccountRoute>(route: K, body?: RouteBody<K>): Promise<RouteAnswer<K>> {
  const result = await callRoute(route, (body === undefined ? {} : { body }) as RouteCall<K>);
  if (!result.ok) throw new Error(messageOf(result));
  const data = result.data as { user?: User | null } | null;
  return { ...data, user: data?.user ?? null } as RouteAnswer<K>;
}

async function tokenFor(action: 'login' | 'register' | 'password_reset' | 'sign_in_link'): Promise<string> {
  try {
    return await botToken(apiBase(), action);
  } catch {
    throw new Error(SECURITY_CHECK_FAILED);
  }
}

/**
 * Who is signed in, as the worker says now; callers at the same moment share one request. When
 * the worker cannot be reached, the site behaves as for a visitor (and the worker decides anyway).
 */
function me(): Promise<User | null> {
  asking ??= call('GET /api/auth/me')
    .then(({ user }) => user, () => null)
    .then((user) => {
      publish(user);
      return user;
    })
    .finally(() => (asking = undefined));
  return asking;
}

/** Signs in; rejects with a message to show the person. */
export async function login(email: string, password: string): Promise<User> {
  const recaptchaToken = await tokenFor('login');
  const { user } = await call('POST /api/auth/login', { email: email.trim(), password, recaptchaToken });
  publish(user);
  return user!;
}

const WRONG_CREDENTIALS = 'The email or password is not correct.';
const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';

/**
 * Creates a member account, then signs in with it; rejects with a message to show the person.
 * The worker answers every sign-up alike, whether the address had an account or not, and signs no
 * one in: when the new password then does not sign in, the address had an account already.
 */
export async function register(email: string, password: string, displayName?: string): Promise<User> {
  const recaptchaToken = await tokenFor('register');
  await call('POST /api/auth/register', { email: email.trim(), password, displayName: displayName?.trim() || undefined, recaptchaToken });
  try {
    return await login(email, password);
  } catch (problem) {
    throw problem instanceof Error && problem.message === WRONG_CREDENTIALS ? new Error(EMAIL_TAKEN) : problem;
  }
}

/**
 * Asks for an emailed link to set a new password. The worker answers alike whether or not the
 * address has an account, so this resolves for both; rejects with a message to show the person.
 */
export async function askPasswordReset(email: string): Promise<void> {
  const recaptchaToken = await tokenFor('password_reset');
  await call('POST /api/auth/password-reset', { email: email.trim(), recaptchaToken });
}

/** Sets a new password with an emailed link's token; every other session ends, this one is signed in. */
export async function resetPassword(token: string, password: string): Promise<User> {
  const { user } = await call('POST /api/auth/password-reset/confirm', { token, password });
  publish(user);
  return user!;
}

/**
 * Asks for an emailed link that signs in without the password. Like a reset, the worker answers
 * alike whether or not the address has an account; rejects with a message to show the person.
 */
export async function askSignInLink(email: string): Promise<void> {
  const recaptchaToken = await tokenFor('sign_in_link');
  await call('POST /api/auth/sign-in-link', { email: email.trim(), recaptchaToken });
}

/** Signs in with an emailed link's token (once); rejects with a message to show the person. */
export async function signInWithLink(token: string): Promise<User> {
  const { user } = await call('POST /api/auth/sign-in-link/confirm', { token });
  publish(user);
  return user!;
}

/**
 * The place a signed-in account works in, which signing in anywhere (the login page, the header's
 * modal, a reset) takes it to: a teacher's workspace. Null for a member, who stays where the spec
 * has them (the login page goes on to /, the modal leaves them on their page).
 */
export const workspaceOf = (user: User): string | null => (user.role === 'teacher' ? '/teacher-portal' : null);

/** Where an account goes once signed in from a link: its own area. */
export const homeOf = (user: User): string => (user.role === 'teacher' ? '/teacher-portal' : user.role === 'admin' ? '/admin' : '/my-consultations');

export async function logout(): Promise<void> {
  await call('POST /api/auth/logout');
  publish(null);
}

/** The signed-in member as every component sees it; the header and the pages always agree. */
export function useUser(): UserState {
  const [user, setUser] = useState<UserState>(current);
  useEffect(() => {
    listeners.add(setUser);
    setUser(current);
    return () => void listeners.delete(setUser);
  }, []);
  // Asked in a task of its own: the page's other effects are not held up by the request.
  useLaterEffect(() => {
    if (current === undefined) void me();
  }, []);
  return user;
}

/**
 * The signed-in member if they have this role; anyone else is sent to /login. `undefined` while
 * that is not known yet, so the caller shows a spinner rather than the protected content.
 *
 * @example const admin = useRequiredRole('admin'); if (!admin) return <Spinner />;
 */
export function useRequiredRole(role: Role): User | undefined {
  const user = useUser();
  const allowed = user?.role === role;
  useEffect(() => {
    if (user !== undefined && !allowed) navigate('/login', { replace: true });
  }, [user, allowed]);
  return allowed ? user : undefined;
}
