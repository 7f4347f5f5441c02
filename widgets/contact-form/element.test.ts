// @vitest-environment happy-dom
// The element as a page has it (preact/compat, as shipped): defined under its tag, rendering into
// its shadow root, following its attributes (meta.ts) and firing `submitted` out of the shadow.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { button, click, eventsAt, eventsOf, field, mockApi, mount, tick, type, until, useFakeClock } from '../runtime/testing';
import { defineContactForm } from './define';
import type { ContactSubmittedDetail } from './ContactForm';
import { fill, sent } from './testing';

const heading = (root: ShadowRoot) => root.querySelector('[part="heading"]')?.textContent ?? null;
const ready = (root: ShadowRoot) => button(root, 'Send Message').getAttribute('aria-disabled') === 'false';

/** Every `submitted` event that reaches the document: it bubbles, and leaves the shadow root. */
const submittedEvents = () => eventsAt<ContactSubmittedDetail>(document, 'submitted');

useFakeClock();
beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('<verse-contact-form>', () => {
  it('defines its tag once, renders into its shadow root and follows its heading', async () => {
    mockApi({});
    expect(defineContactForm()).toBe(customElements.get('verse-contact-form'));
    const { host, root } = await mount('verse-contact-form', { 'api-base': 'https://api.test' });
    expect(host.childNodes).toHaveLength(0);
    expect(root.adoptedStyleSheets.length).toBeGreaterThan(0);
    expect(heading(root)).toBe('Send Us a Message');
    expect(button(root, 'Send Message').getAttribute('part')).toBe('submit');
    host.setAttribute('heading', 'Write to us');
    await tick();
    expect(heading(root)).toBe('Write to us');
    host.setAttribute('heading', '');
    await tick();
    expect(heading(root)).toBeNull();
  });

  it('sends the message with the attribution attribute (JSON) to its api-base and fires submitted, bubbling and composed', async () => {
    const { posted } = mockApi({ '/api/contactForms': { status: 201, body: { id: 'c-9' } } });
    localStorage.setItem('verse.attribution', JSON.stringify({ utm_source: 'stored', ts: 2 }));
    const submitted = submittedEvents();
    const { host, root } = await mount('verse-contact-form', { 'api-base': 'https://api.test', attribution: '{"utm_source":"google","ts":1}' });
    const onHost = eventsOf<ContactSubmittedDetail>(host, 'submitted');
    await until(() => ready(root));
    fill(root);
    click(button(root, 'Send Message'));
    await until(() => submitted.length);
    expect(posted('/api/contactForms').map((r) => [r.url, r.body])).toEqual([
      [
        'https://api.test/api/contactForms',
        sent,
      ],
    ]);
    const detail = { id: 'c-9', email: 'priya@example.org', submissionType: 'standard' };
    expect(onHost).toEqual([detail]);
    expect(submitted.map((event) => [event.detail, event.bubbles, event.composed])).toEqual([[detail, true, true]]);
    expect(field<HTMLTextAreaElement>(root, 'Message').value).toBe('');
  });

  it('lists its support-email and support-phone when the security check cannot load, and fires nothing', async () => {
    const { requests } = mockApi({}, { status: 503 });
    const submitted = submittedEvents();
    // Another API base: the bot check's configuration is fetched once for each.
    const { root } = await mount('verse-contact-form', { 'api-base': 'https://api-blocked.test', 'support-email': 'help@verse.example', 'support-phone': '(801) 555-0100' });
    await until(() => root.textContent?.includes('Security Verification Issue'));
    expect(root.querySelector('[part="verification-panel"] a[href="mailto:help@verse.example"]')).not.toBeNull();
    expect(root.querySelector('[part="verification-panel"] a[href="tel:8015550100"]')).not.toBeNull();
    fill(root);
    click(button(root, 'Send Message'));
    await tick(100);
    expect(requests.map((r) => new URL(r.url).pathname)).not.toContain('/api/contactForms');
    expect(submitted).toEqual([]);
  });
});
