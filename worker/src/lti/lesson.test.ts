// A school's LMS link keeps the lesson its instructor chose: the deep-linking picker puts `lesson`
// among the link's custom parameters, and the launch opens the tool's embed page with it.
import { SELF } from 'cloudflare:test';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { C, PLATFORM, TestPlatform, TOOL } from '../../test/lti-platform';
import { addPlatform, launchClaims, login, postLaunch } from '../../test/lti-flow';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await TestPlatform.start();
  await addPlatform();
});
afterAll(() => platform.stop());

const pick = (fields: Record<string, string>) =>
  SELF.fetch(`${TOOL}/lti/deep-link`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });

describe('an LTI link with a lesson', { timeout: 30_000 }, () => {
  it('is made with its lesson by the picker, which refuses a lesson that does not exist', async () => {
    const l = await login({}, '198.51.100.31');
    const dl = { deep_link_return_url: `${PLATFORM}/deep-link-return`, accept_types: ['ltiResourceLink'], accept_presentation_document_targets: ['iframe'], data: 'd' };
    const opened = await postLaunch(l, await platform.idToken(launchClaims(l, { [C.messageType]: 'LtiDeepLinkingRequest', [C.resourceLink]: undefined, [C.custom]: undefined, [C.ags]: undefined, [C.dl]: dl })));
    expect(opened.status).toBe(200);
    const session = /name="session" value="([\w-]+)"/.exec(await opened.text())![1]!;
    expect(await (await pick({ session, tool: 'spinner-wheel', settings: 'lesson=52', action: 'done' })).text()).toContain('Lesson: “52” is not a value Spinner Wheel takes.');
    const html = await (await pick({ session, tool: 'spinner-wheel', settings: 'lesson=5', title: 'Short e wheel', action: 'done' })).text();
    const payload = decodeJwt(/name="JWT" value="([^"]+)"/.exec(html)![1]!);
    expect(payload[C.items]).toEqual([expect.objectContaining({ custom: { tool: 'spinner-wheel', lesson: '5' } })]);
  });

  it('opens the tool with its lesson', async () => {
    const l = await login({}, '198.51.100.32');
    const response = await postLaunch(l, await platform.idToken(launchClaims(l, { [C.custom]: { tool: 'spinner-wheel', lesson: '5' }, [C.resourceLink]: { id: 'lesson-link' } })));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('src="/embed/spinner-wheel?lesson=5&amp;allowLinks=false"');
  });
});
