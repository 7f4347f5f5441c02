// @vitest-environment happy-dom
// The element as a page has it (preact/compat, as shipped): defined under its tag, rendering into
// its shadow root, following its attributes (meta.ts) and firing `submitted` out of the shadow.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { button, click, eventsAt, eventsOf, field, fillIn, mockApi, mount, stackText, tick, type, until, useFakeClock } from '../runtime/testing';
import { defineIntakeForm } from './define';
import type { IntakeSubmittedDetail } from './IntakeForm';

const heading = (root: ShadowRoot) => root.querySelector('[part="heading"]')?.textContent ?? null;

const fillContact = (root: ParentNode) => fillIn(root, { 'Parent/Guardian Name': 'Maria Gonzalez', Email: 'maria@example.com', Phone: '(801) 555-0199', 'Student Age': '9' });

/** Every `submitted` event that reaches the document: it bubbles, and leaves the shadow root. */
const submittedEvents = () => eventsAt<IntakeSubmittedDetail>(document, 'submitted');

useFakeClock();
beforeEach(() => {
  sessionStorage.clear();
  defineIntakeForm();
});
afterEach(() => vi.unstubAllGlobals());

describe('<verse-intake-form>', () => {
  it('defines its tag once and renders the full form into its shadow root, nothing into the page', async () => {
    expect(defineIntakeForm()).toBe(customElements.get('verse-intake-form'));
    const { host, root } = await mount('verse-intake-form');
    expect(host.childNodes).toHaveLength(0);
    expect(root.querySelector('[part="form"]')).not.toBeNull();
    expect(heading(root)).toBe('Student Intake Form');
    expect(button(root, 'Submit Intake Form').getAttribute('part')).toBe('submit');
    expect(root.adoptedStyleSheets.length).toBeGreaterThan(0);
  });

  it('follows variant and heading as they change, and an empty heading leaves the heading to the host', async () => {
    const { host, root } = await mount('verse-intake-form', { heading: 'About your child' });
    expect(heading(root)).toBe('About your child');
    host.setAttribute('variant', 'simple');
    await tick();
    expect(button(root, 'Submit Assessment Request')).toBeDefined();
    expect(() => button(root, 'Submit Intake Form')).toThrow();
    expect(heading(root)).toBe('About your child');
    host.removeAttribute('heading');
    await tick();
    expect(heading(root)).toBe("Get Your Child's Assessment");
    host.setAttribute('heading', '');
    await tick();
    expect(heading(root)).toBeNull();
    expect(root.querySelector('[part="form"]')!.hasAttribute('aria-labelledby')).toBe(false);
  });

  it('sends to its api-base and fires submitted, bubbling and composed, with the detail of meta.ts', async () => {
    const { posted } = mockApi({ '/api/intakeForms': { status: 201, body: { id: 'intake-9' } } });
    const submitted = submittedEvents();
    const { host, root } = await mount('verse-intake-form', { variant: 'simple', 'api-base': 'https://api.test/' });
    const onHost = eventsOf<IntakeSubmittedDetail>(host, 'submitted');
    fillContact(root);
    type(field<HTMLTextAreaElement>(root, 'Learning struggles'), 'Sounding out words');
    click(button(root, 'Submit Assessment Request'));
    await until(() => submitted.length);
    expect(posted('/api/intakeForms').map((r) => r.url)).toEqual(['https://api.test/api/intakeForms']);
    expect(posted('/api/intakeForms')[0]!.body).toMatchObject({ leadSource: 'landing_page_intake', parentName: 'Maria Gonzalez', struggles: 'Sounding out words' });
    const detail = { id: 'intake-9', email: 'maria@example.com', phone: '(801) 555-0199', leadSource: 'landing_page_intake' };
    expect(onHost).toEqual([detail]);
    expect(submitted.map((event) => [event.detail, event.bubbles, event.composed])).toEqual([[detail, true, true]]);
    // The form is empty again; the flag and the next page are the host's.
    expect(field(root, 'Parent/Guardian Name').value).toBe('');
    expect(sessionStorage.getItem('intakeSubmitted')).toBeNull();
    await until(() => stackText().includes('Information Received!'));
  });

  it('fires nothing and keeps what was typed when the server fails', async () => {
    const { posted } = mockApi({ '/api/intakeForms': { status: 500, body: { error: 'Internal error' } } });
    const submitted = submittedEvents();
    const { root } = await mount('verse-intake-form', { variant: 'simple', 'api-base': 'https://api.test' });
    fillContact(root);
    click(button(root, 'Submit Assessment Request'));
    await until(() => posted('/api/intakeForms').length);
    await tick(100);
    expect(submitted).toEqual([]);
    expect(field(root, 'Parent/Guardian Name').value).toBe('Maria Gonzalez');
  });
});
