// @vitest-environment happy-dom
// The element as a page has it (preact/compat, as shipped): defined under its tag, rendering into
// its shadow root, following its attributes (meta.ts) and firing `submitted` out of the shadow.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, eventsAt, eventsOf, field, fillIn, mockApi, mount, stackText, tick, type, until, useFakeClock } from '../runtime/testing';
import { defineConsultationRequest } from './define';
import type { ConsultationSubmittedDetail } from './ConsultationRequest';

const heading = (root: ShadowRoot) => root.querySelector('[part="heading"]')?.textContent ?? null;

const fill = (root: ParentNode) => fillIn(root, { 'Parent/Guardian Name': 'Jordan Rivera', Email: 'jordan@example.com', Phone: '(801) 555-0142', 'Student Age': '8' });

/** Every `submitted` event that reaches the document: it bubbles, and leaves the shadow root. */
const submittedEvents = () => eventsAt<ConsultationSubmittedDetail>(document, 'submitted');

useFakeClock();
afterEach(() => vi.unstubAllGlobals());

describe('<verse-consultation-request>', () => {
  it('defines its tag once, renders into its shadow root and follows its heading', async () => {
    expect(defineConsultationRequest()).toBe(customElements.get('verse-consultation-request'));
    const { host, root } = await mount('verse-consultation-request');
    expect(host.childNodes).toHaveLength(0);
    expect(root.adoptedStyleSheets.length).toBeGreaterThan(0);
    expect(heading(root)).toBe('Schedule My Free Consultation');
    expect(button(root, 'Schedule Consultation').getAttribute('part')).toBe('submit');
    host.setAttribute('heading', 'Book a call');
    await tick();
    expect(heading(root)).toBe('Book a call');
    host.setAttribute('heading', '');
    await tick();
    expect(heading(root)).toBeNull();
    expect(root.querySelector('[part="form"]')!.hasAttribute('aria-labelledby')).toBe(false);
  });

  it('sends to its api-base and fires submitted, bubbling and composed, with the detail of meta.ts', async () => {
    const { posted } = mockApi({ '/api/bookConsultation': { status: 201, body: { bookingId: 'b-7', status: 'requested' } } });
    const submitted = submittedEvents();
    const { host, root } = await mount('verse-consultation-request', { 'api-base': 'https://api.test' });
    const onHost = eventsOf<ConsultationSubmittedDetail>(host, 'submitted');
    fill(root);
    type(field<HTMLTextAreaElement>(root, 'Primary Concerns'), 'Reading is hard.');
    click(button(root, 'Schedule Consultation'));
    await until(() => submitted.length);
    expect(posted('/api/bookConsultation').map((r) => r.url)).toEqual(['https://api.test/api/bookConsultation']);
    expect(posted('/api/bookConsultation')[0]!.body).toMatchObject({ parentName: 'Jordan Rivera', notes: 'Reading is hard.', recaptchaToken: 'local:consultation_booking' });
    const detail = { id: 'b-7', status: 'requested', email: 'jordan@example.com', phone: '(801) 555-0142' };
    expect(onHost).toEqual([detail]);
    expect(submitted.map((event) => [event.detail, event.bubbles, event.composed])).toEqual([[detail, true, true]]);
    expect(field(root, 'Parent/Guardian Name').value).toBe('');
    await until(() => stackText().includes('Consultation Scheduled!'));
  });

  it('fires nothing and keeps what was typed when the server fails', async () => {
    const { posted } = mockApi({ '/api/bookConsultation': { status: 500, body: { error: 'Internal error' } } });
    const submitted = submittedEvents();
    const { root } = await mount('verse-consultation-request', { 'api-base': 'https://api.test' });
    fill(root);
    click(button(root, 'Schedule Consultation'));
    await until(() => posted('/api/bookConsultation').length);
    await tick(100);
    expect(submitted).toEqual([]);
    expect(field(root, 'Parent/Guardian Name').value).toBe('Jordan Rivera');
  });
});
