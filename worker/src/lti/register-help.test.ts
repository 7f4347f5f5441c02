// /lti/register opened by hand, as an LMS administrator who found the address would: what it is
// for and how to start from the LMS, not a refused activity.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

describe('/lti/register without a platform', () => {
  it('tells an LMS administrator what the address is for and where to paste it', async () => {
    const response = await SELF.fetch('http://verse.test/lti/register');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Register VERSE from your LMS</h1>');
    expect(html).toContain('<code id="register-url">http://verse.test/lti/register</code>');
    for (const lms of ['Canvas', 'Moodle 4.x', 'Blackboard Learn', 'Schoology']) expect(html).toContain(`<strong>${lms}</strong>`);
    expect(html).toContain('<a href="/lti">VERSE for LMS administrators</a>');
    expect(html).toContain(`mailto:${env.SUPPORT_EMAIL}`);
    expect(html).not.toContain('open the activity again');
    expect(html).not.toContain('This activity could not open');
    // Its one script runs by the page's nonce; nothing else may.
    const nonce = /script-src 'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<script nonce="${nonce}">`);
  });

  it('still refuses a configuration address VERSE may not use', async () => {
    const response = await SELF.fetch(`http://verse.test/lti/register?openid_configuration=${encodeURIComponent('http://lms.example/config')}`);
    expect(response.status).toBe(400);
  });
});
