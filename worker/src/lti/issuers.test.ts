import { describe, expect, it } from 'vitest';
import { issuerProblem, normalIssuer, pinProblem } from './issuers';

describe('issuerProblem', () => {
  it.each([
    ['https://lms.example/.well-known/openid-configuration', 'https://lms.example'],
    ['https://lms.example/.well-known/openid-configuration', 'https://lms.example/'],
    // Moodle served under a path has its path in the issuer.
    ['https://school.example/moodle/mod/lti/openid-configuration.php', 'https://school.example/moodle'],
    ['https://canvas.instructure.com/api/lti/security/openid-configuration?registration_token=x', 'https://canvas.instructure.com'],
  ])('takes the configuration at %s naming %s', (config, issuer) => {
    expect(issuerProblem(config, issuer)).toBeNull();
  });

  it.each([
    ['https://claimant.example/.well-known/openid-configuration', 'https://lms.example'],
    ['http://lms.example/.well-known/openid-configuration', 'https://lms.example'],
    ['https://lms.example:8443/.well-known/openid-configuration', 'https://lms.example'],
    // Another site on the same host cannot speak for the one under /moodle.
    ['https://school.example/other/openid-configuration', 'https://school.example/moodle'],
    ['https://school.example/moodle-two/openid-configuration', 'https://school.example/moodle'],
    ['https://lms.example/.well-known/openid-configuration', 'https://lms.example/?tenant=1'],
    ['https://lms.example/.well-known/openid-configuration', 42],
  ])('refuses the configuration at %s naming %s', (config, issuer) => {
    expect(issuerProblem(config, issuer)).not.toBeNull();
  });
});

describe('pinProblem', () => {
  it('takes the issuer’s own origin and the authorization servers its vendor documents', () => {
    expect(pinProblem('https://lms.example', 'https://lms.example/token')).toBeNull();
    expect(pinProblem('https://canvas.instructure.com', 'https://sso.canvaslms.com/login/oauth2/token')).toBeNull();
    expect(pinProblem('https://schoology.schoology.com', 'https://lti-service.svc.schoology.com/lti-service/access-token')).toBeNull();
    expect(pinProblem('https://school.brightspace.com', 'https://api.brightspace.com/auth/token')).toBeNull();
  });

  it('refuses any other host, another vendor’s server, and what is not an address', () => {
    expect(pinProblem('https://lms.example', 'https://other.example/token')).toBe('is on other.example, which is not the platform’s own (lms.example)');
    expect(pinProblem('https://lms.example', 'https://sso.canvaslms.com/login/oauth2/token')).not.toBeNull();
    expect(pinProblem('https://canvas.instructure.com', 'https://sso.beta.canvaslms.com/login/oauth2/token')).not.toBeNull();
    expect(pinProblem('https://brightspace.com.evil.example', 'https://api.brightspace.com/auth/token')).not.toBeNull();
    expect(pinProblem('https://lms.example', 'urn:lms:token')).not.toBeNull();
  });

  it('keeps an issuer as its origin and path', () => {
    expect(normalIssuer('https://lms.example/')).toBe('https://lms.example');
    expect(normalIssuer('https://school.example/moodle/')).toBe('https://school.example/moodle');
  });
});
