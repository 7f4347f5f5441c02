// @vitest-environment happy-dom
// The element as shipped (preact/compat), with pdf.js replaced by a fake engine: happy-dom has
// neither canvas nor workers. The fake opens "documents" by address, draws each page as a line of
// text in the text layer, and keeps the real pen (pen.ts) so marks are drawn by pointer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { button as findButton, eventually, mount as mountElement, openSettings, tick, useFakeClock } from '../runtime/testing';
import { fakeCanvas, pointer, scribble } from '../tool-kit/ink/testing';
import { definePdfViewer } from './define';
import { MESSAGES, NOTES_KEY, notesFor } from './logic';

const opened: string[] = [];
const printed: { pages: number; marks: number[] }[] = [];

vi.mock('./engine', async () => {
  const pen = await vi.importActual<typeof import('./pen')>('./pen');
  const fail = (name: string, status?: number) => Object.assign(new Error(name), { name, status });
  return {
    ...pen,
    async openDocument(source: { url?: string; data?: Uint8Array }) {
      const name = source.url ?? `data:${source.data?.length}`;
      opened.push(name);
      if (name.endsWith('/bad.pdf') || source.data?.[0] !== undefined && source.data[0] !== 0x25) throw fail('InvalidPDFException');
      if (name.endsWith('/locked.pdf')) throw fail('PasswordException');
      if (name.endsWith('/missing.pdf')) throw fail('ResponseException', 404);
      const pages = name.includes('long') ? 40 : 3;
      return { pdf: { numPages: pages, destroy: vi.fn() }, pages, id: `id-${name}` };
    },
    async pageSize() {
      return { width: 600, height: 800 };
    },
    showPage(_pdf: unknown, n: number, scale: number, _box: HTMLElement, text: HTMLElement) {
      const span = document.createElement('span');
      span.textContent = `Text of page ${n} at ${Math.round(scale * 100)}%`;
      text.replaceChildren(span);
      return { cancel() {}, done: Promise.resolve() };
    },
    async printDocument(pdf: { numPages: number }, marks: (n: number) => unknown[]) {
      printed.push({ pages: pdf.numPages, marks: Array.from({ length: pdf.numPages }, (_, i) => marks(i + 1).length) });
      return 'window';
    },
  };
});

async function mount(attributes: Record<string, string> = {}) {
  const { host, root } = await mountElement('verse-pdf-viewer', attributes);
  const button = (name: string) => findButton(root, name);
  const text = () => root.querySelector('.textLayer')?.textContent ?? '';
  const alert = () => root.querySelector('[role="alert"]')?.textContent ?? '';
  const stage = () => root.querySelector<HTMLElement>('[role="region"]')!;
  const key = (key: string, target: Element = stage()) => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
  const said = () => root.querySelector('.tool-shell [role="status"]:last-of-type')?.textContent ?? '';
  return { host, root, button, text, alert, stage, key, said };
}

describe('<verse-pdf-viewer>', () => {
  useFakeClock();
  beforeEach(() => {
    document.body.replaceChildren();
    localStorage.clear();
    opened.length = 0;
    printed.length = 0;
    fakeCanvas();
    definePdfViewer();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('before a PDF: an invitation, no page controls, and pdf.js not asked for anything', async () => {
    const { root, button } = await mount();
    expect(root.querySelector('.pdf-empty')?.textContent).toBe('Open a PDF from this device, or the sample reader.');
    expect(root.querySelector('[role="region"]')).toBeNull();
    expect(button('Print').disabled).toBe(true);
    expect(opened).toEqual([]);
  });

  it('opens src, pages by buttons, by keys and by the page number, and fires complete on the last page once', async () => {
    const { host, root, button, text, key } = await mount({ src: '/files/reader.pdf' });
    await eventually(() => expect(text()).toMatch(/^Text of page 1 at/));
    expect(opened).toEqual([`${location.origin}/files/reader.pdf`]);
    expect(button('Previous page').disabled).toBe(true);
    const completes: CustomEvent[] = [];
    host.addEventListener('complete', (e) => completes.push(e as CustomEvent));

    button('Next page').click();
    await eventually(() => expect(text()).toMatch(/^Text of page 2/));
    key('PageUp');
    await eventually(() => expect(text()).toMatch(/^Text of page 1/));
    key('End');
    await eventually(() => expect(text()).toMatch(/^Text of page 3/));
    expect(button('Next page').disabled).toBe(true);
    key('ArrowRight');
    key('Home');
    await eventually(() => expect(text()).toMatch(/^Text of page 1/));
    key('ArrowRight');
    key('ArrowRight');
    await eventually(() => expect(text()).toMatch(/^Text of page 3/));
    expect(completes.map((e) => e.detail.tool + ':' + e.detail.verb)).toEqual(['pdf-viewer:completed']);

    const number = root.querySelector<HTMLInputElement>('input[aria-label="Page number, of 3"]')!;
    number.value = '2';
    number.dispatchEvent(new Event('input', { bubbles: true }));
    number.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await eventually(() => expect(text()).toMatch(/^Text of page 2/));
    // Keys typed into the page number stay there.
    key('End', number);
    await tick();
    expect(text()).toMatch(/^Text of page 2/);
  });

  it('opens at the page attribute, clamped to the document', async () => {
    const { text } = await mount({ src: '/files/reader.pdf', page: '9' });
    await eventually(() => expect(text()).toMatch(/^Text of page 3/));
  });

  it('zooms by steps with the buttons and + and -, and 0 fits the width again', async () => {
    const { root, button, text, key } = await mount({ src: '/files/reader.pdf' });
    await eventually(() => expect(text()).toMatch(/^Text of page 1/));
    const zoom = () => root.querySelector('output')?.textContent;
    expect(button('Fit to width').getAttribute('aria-pressed')).toBe('true');
    // happy-dom lays nothing out: the stage measures 0 wide, so fitting is 100 %.
    expect(zoom()).toBe('100%');
    button('Zoom in').click();
    await eventually(() => expect(zoom()).toBe('125%'));
    await eventually(() => expect(text()).toBe('Text of page 1 at 125%'));
    key('+');
    await eventually(() => expect(zoom()).toBe('150%'));
    key('-');
    key('-');
    await eventually(() => expect(zoom()).toBe('100%'));
    expect(button('Fit to width').getAttribute('aria-pressed')).toBe('false');
    key('0');
    await eventually(() => expect(button('Fit to width').getAttribute('aria-pressed')).toBe('true'));
    expect((root.querySelector('[part="page"]') as HTMLElement).style.width).toBe('600px');
  });

  it('lets a stylus take over from a finger mid-stroke: the finger\'s line goes, the stylus draws, the earlier marks stay', async () => {
    const { root, button, text } = await mount({ src: '/files/reader.pdf' });
    await eventually(() => expect(text()).toMatch(/^Text of page 1/));
    const ink = () => root.querySelector<HTMLCanvasElement>('canvas.pdf-ink')!;
    button('Red pen').click();
    await eventually(() => expect(button('Red pen').getAttribute('aria-pressed')).toBe('true'));
    scribble(ink(), [[10, 10], [40, 40]]);
    const id = `id-${location.origin}/files/reader.pdf`;
    await eventually(() => expect(notesFor(localStorage.getItem(NOTES_KEY), id)[1]).toHaveLength(1));
    await tick(50);
    // A finger starts a line; the stylus comes down before it lifts.
    pointer(ink(), 'pointerdown', 200, 300, { pointerType: 'touch', pointerId: 8 });
    pointer(ink(), 'pointermove', 220, 320, { pointerType: 'touch', pointerId: 8, button: -1 });
    scribble(ink(), [[300, 300], [320, 340], [340, 360]], { pointerType: 'pen', pointerId: 9 });
    pointer(ink(), 'pointerup', 220, 320, { pointerType: 'touch', pointerId: 8 });
    await eventually(() => expect(notesFor(localStorage.getItem(NOTES_KEY), id)[1]).toHaveLength(2));
    const marks = notesFor(localStorage.getItem(NOTES_KEY), id)[1]!;
    expect(marks[1]!.points).toHaveLength(3);
    expect(marks[1]!.points[0]).toMatchObject({ x: expect.any(Number), y: expect.any(Number) });
  });

  it('marks a page with the pen, undoes, and keeps the marks per document across a reload', async () => {
    const first = await mount({ src: '/files/reader.pdf' });
    await eventually(() => expect(first.text()).toMatch(/^Text of page 1/));
    const ink = () => first.root.querySelector<HTMLCanvasElement>('canvas.pdf-ink')!;
    // Reading: the pen draws nothing, and the step on screen says how to write.
    const step = () => first.root.querySelector('.tool-step span')!.textContent;
    expect(step()).toBe('Read the page. Tap Pen to write on it.');
    scribble(ink(), [[10, 10], [40, 40]]);
    expect(first.button('Undo').disabled).toBe(true);

    first.button('Red pen').click();
    await eventually(() => expect(first.button('Red pen').getAttribute('aria-pressed')).toBe('true'));
    expect(step()).toBe('Write on the page with your finger or the mouse.');
    scribble(ink(), [[10, 10], [40, 40], [60, 20]]);
    await eventually(() => expect(first.button('Undo').disabled).toBe(false));
    scribble(ink(), [[100, 100], [120, 120]]);
    const id = `id-${location.origin}/files/reader.pdf`;
    await eventually(() => expect(notesFor(localStorage.getItem(NOTES_KEY), id)[1]).toHaveLength(2));
    expect(notesFor(localStorage.getItem(NOTES_KEY), id)[1]![0]).toMatchObject({ tool: 'pencil', color: '#c81e1e' });

    first.button('Undo').click();
    await eventually(() => expect(notesFor(localStorage.getItem(NOTES_KEY), id)[1]).toHaveLength(1));
    first.button('Eraser').click();
    await eventually(() => expect(first.button('Eraser').getAttribute('aria-pressed')).toBe('true'));
    expect(step()).toBe('Rub out a mark with your finger or the mouse.');
    scribble(ink(), [[10, 10], [40, 40]]);
    await eventually(() => expect(notesFor(localStorage.getItem(NOTES_KEY), id)[1]?.map((s) => s.tool)).toEqual(['pencil', 'eraser']));

    first.button('Print').click();
    await eventually(() => expect(printed).toEqual([{ pages: 3, marks: [2, 0, 0] }]));
    first.host.remove();

    // The same document again (a reload): its marks are back; another document has none.
    const again = await mount({ src: '/files/reader.pdf' });
    await eventually(() => expect(again.button('Clear page').disabled).toBe(false));
    again.button('Clear page').click();
    await eventually(() => expect(notesFor(localStorage.getItem(NOTES_KEY), id)).toEqual({}));
    again.button('Undo').click();
    await eventually(() => expect(notesFor(localStorage.getItem(NOTES_KEY), id)[1]).toHaveLength(2));
    again.host.setAttribute('src', '/files/long.pdf');
    await eventually(() => expect(again.root.querySelector('input[aria-label="Page number, of 40"]')).not.toBeNull());
    expect(again.button('Clear page').disabled).toBe(true);
  });

  it('says clearly what went wrong (not a PDF, locked, missing, a bad address) and stays usable', async () => {
    const { host, alert, text } = await mount({ src: '/files/bad.pdf' });
    await eventually(() => expect(alert()).toBe(MESSAGES.notPdf));
    host.setAttribute('src', '/files/locked.pdf');
    await eventually(() => expect(alert()).toBe(MESSAGES.locked));
    host.setAttribute('src', '/files/missing.pdf');
    await eventually(() => expect(alert()).toBe(MESSAGES.notFound));
    host.setAttribute('src', 'javascript:alert(1)');
    await eventually(() => expect(alert()).toBe(MESSAGES.badAddress));
    host.setAttribute('src', '/files/reader.pdf');
    await eventually(() => expect(text()).toMatch(/^Text of page 1/));
    expect(alert()).toBe('');
    // A failure after a document keeps that document open.
    host.setAttribute('src', '/files/bad.pdf');
    await eventually(() => expect(alert()).toBe(MESSAGES.notPdf));
    expect(text()).toMatch(/^Text of page 1/);
  });

  it('opens a file from the device without sending it anywhere', async () => {
    const { root, text, alert } = await mount();
    const input = root.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('application/pdf,.pdf');
    const pick = (file: File) => {
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      input.dispatchEvent(new Event('change', { bubbles: true }));
    };
    pick(new File(['%PDF-1.4 fake'], 'worksheet.pdf', { type: 'application/pdf' }));
    await eventually(() => expect(text()).toMatch(/^Text of page 1/));
    expect(opened).toEqual(['data:13']);
    pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await eventually(() => expect(alert()).toBe(MESSAGES.notPdf));
  });

  it('the settings panel opens a typed web address', async () => {
    const { root, button, text } = await mount();
    await openSettings(root);
    const field = root.querySelector<HTMLInputElement>('.address-row input')!;
    field.value = '/files/reader.pdf';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    button('Open').click();
    await eventually(() => expect(text()).toMatch(/^Text of page 1/));
    expect(opened).toEqual([`${location.origin}/files/reader.pdf`]);
  });
});
