import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Bindings } from '../env';
import { LtiConfigurationError, signJwt } from './keys';
import { platformUrlProblem } from './urls';

const production = { ...env, ENVIRONMENT: 'production' } as Bindings;
const development = { ...env, ENVIRONMENT: 'development' } as Bindings;

describe('the platform addresses VERSE calls', () => {
  it('are https in production; http only on this machine while developing', () => {
    expect(platformUrlProblem(production, 'https://canvas.instructure.com/api/lti/security/openid-configuration')).toBeNull();
    expect(platformUrlProblem(production, 'http://127.0.0.1:8080/.well-known/openid-configuration')).toBe('must use https');
    expect(platformUrlProblem(development, 'http://127.0.0.1:8080/.well-known/openid-configuration')).toBeNull();
    expect(platformUrlProblem(development, 'http://localhost:8080/x')).toBeNull();
    expect(platformUrlProblem(development, 'http://lms.example/x')).toMatch(/^must use https/);
    expect(platformUrlProblem(development, 'https://user:pw@lms.example/x')).toBe('carries a user name or password');
    expect(platformUrlProblem(development, 'javascript:alert(1)')).toMatch(/^must use https/);
    expect(platformUrlProblem(development, 'not a url')).toBe('is not an address');
    expect(platformUrlProblem(development, undefined)).toBe('is missing');
  });
});

describe('the signing keys in production', () => {
  it('are refused without LTI_KEY_SECRET', async () => {
    await expect(signJwt({ ...production, LTI_KEY_SECRET: undefined }, { test: true })).rejects.toBeInstanceOf(LtiConfigurationError);
  });
});
