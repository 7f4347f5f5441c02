import { describe, expect, it } from 'vitest';
import type { Stroke } from '../tool-kit/ink/logic';
import {
  FIT_MARGIN,
  MAX_DOCUMENTS,
  MAX_ZOOM,
  MIN_ZOOM,
  ZOOM_STEPS,
  clampPage,
  fitWidthScale,
  keyAction,
  newReader,
  notesFor,
  readAll,
  readerReducer,
  withNotes,
  zoomIn,
  zoomLabel,
  zoomOut,
  type ReaderAction,
  type ReaderState,
} from './logic';
import { MESSAGES, newViewer, openError, viewerReducer } from './logic';
import { resolveSource } from './open';

describe('clampPage', () => {
  it('keeps a page within 1..count', () => {
    expect(clampPage(3, 6)).toBe(3);
    expect(clampPage(0, 6)).toBe(1);
    expect(clampPage(-4, 6)).toBe(1);
    expect(clampPage(7, 6)).toBe(6);
    expect(clampPage(40, 40)).toBe(40);
  });
  it('rounds to a whole page and treats nonsense as page 1', () => {
    expect(clampPage(2.4, 6)).toBe(2);
    expect(clampPage(2.6, 6)).toBe(3);
    expect(clampPage(Number('abc'), 6)).toBe(1);
    expect(clampPage(Infinity, 6)).toBe(1);
  });
  it('is page 1 for a document without pages', () => {
    expect(clampPage(5, 0)).toBe(1);
    expect(clampPage(5, NaN)).toBe(1);
  });
});

describe('zoom steps', () => {
  it('steps up and down through the list', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomIn(0.5)).toBe(0.75);
    expect(zoomOut(0.5)).toBe(0.25);
    expect(zoomOut(4)).toBe(3);
  });
  it('stops at 25 % and 400 %', () => {
    expect(MIN_ZOOM).toBe(0.25);
    expect(MAX_ZOOM).toBe(4);
    expect(zoomOut(0.25)).toBe(0.25);
    expect(zoomIn(4)).toBe(4);
  });
  it('from a fitted scale between steps goes to the neighbouring step', () => {
    expect(zoomIn(1.13)).toBe(1.25);
    expect(zoomOut(1.13)).toBe(1);
    expect(zoomIn(0.3)).toBe(0.5);
    expect(zoomOut(0.3)).toBe(0.25);
    expect(zoomOut(9)).toBe(4);
  });
  it('every step is reached once going up from the smallest', () => {
    const seen = [MIN_ZOOM as number];
    while (seen.at(-1)! < MAX_ZOOM) seen.push(zoomIn(seen.at(-1)!));
    expect(seen).toEqual([...ZOOM_STEPS]);
  });
  it('labels a scale as a percentage', () => {
    expect(zoomLabel(1)).toBe('100%');
    expect(zoomLabel(1.254)).toBe('125%');
    expect(zoomLabel(0.5)).toBe('50%');
  });
});

describe('fitWidthScale', () => {
  it('fills the width less the margin', () => {
    // A US Letter page is 612 points wide.
    expect(fitWidthScale(612 + FIT_MARGIN, 612)).toBe(1);
    expect(fitWidthScale(1240, 612)).toBe(Math.floor(((1240 - FIT_MARGIN) / 612) * 1000) / 1000);
    // A 360 px phone: the whole width of the page shows.
    expect(fitWidthScale(330, 612) * 612).toBeLessThanOrEqual(330 - FIT_MARGIN);
    expect(fitWidthScale(330, 612)).toBeGreaterThan(0.5);
  });
  it('never leaves the zoom limits', () => {
    expect(fitWidthScale(100, 612)).toBe(MIN_ZOOM);
    expect(fitWidthScale(250, 612)).toBe(Math.floor(((250 - FIT_MARGIN) / 612) * 1000) / 1000);
    expect(fitWidthScale(10_000, 300)).toBe(MAX_ZOOM);
  });
  it('is 100 % before anything is measured', () => {
    expect(fitWidthScale(0, 612)).toBe(1);
    expect(fitWidthScale(800, 0)).toBe(1);
  });
});

describe('keyAction', () => {
  it('pages with Page Down/Up and the left and right arrows, Home and End', () => {
    expect(keyAction('PageDown')).toBe('next');
    expect(keyAction('ArrowRight')).toBe('next');
    expect(keyAction('PageUp')).toBe('previous');
    expect(keyAction('ArrowLeft')).toBe('previous');
    expect(keyAction('Home')).toBe('first');
    expect(keyAction('End')).toBe('last');
  });
  it('zooms with + (or =), - and 0', () => {
    expect(keyAction('+')).toBe('zoomIn');
    expect(keyAction('=')).toBe('zoomIn');
    expect(keyAction('-')).toBe('zoomOut');
    expect(keyAction('0')).toBe('fit');
  });
  it('leaves other keys, and any key with Ctrl, Alt or Meta, to the browser', () => {
    expect(keyAction('ArrowDown')).toBeNull();
    expect(keyAction('a')).toBeNull();
    expect(keyAction('+', { ctrl: true })).toBeNull();
    expect(keyAction('0', { meta: true })).toBeNull();
    expect(keyAction('PageDown', { alt: true })).toBeNull();
  });
});

describe('resolveSource', () => {
  const base = 'https://verse.example/student-apps/pdf-viewer';
  const sample = 'https://verse.example/assets/sample-reader-abc.pdf';
  it('resolves addresses against the page', () => {
    expect(resolveSource('/files/reader.pdf', base, sample)).toBe('https://verse.example/files/reader.pdf');
    expect(resolveSource(' https://cdn.example/a.pdf ', base, sample)).toBe('https://cdn.example/a.pdf');
    expect(resolveSource('blob:https://verse.example/1234', base, sample)).toBe('blob:https://verse.example/1234');
  });
  it('opens the sample reader for `sample`', () => {
    expect(resolveSource('sample', base, sample)).toBe(sample);
  });
  it('refuses other schemes and nothing', () => {
    expect(resolveSource('javascript:alert(1)', base, sample)).toBeNull();
    expect(resolveSource('file:///etc/passwd', base, sample)).toBeNull();
    expect(resolveSource('   ', base, sample)).toBeNull();
    expect(resolveSource('http://', base, sample)).toBeNull();
  });
});

describe('openError', () => {
  it('tells a locked PDF, a file that is not a PDF, and a missing one apart', () => {
    expect(openError({ name: 'PasswordException' })).toBe(MESSAGES.locked);
    expect(openError({ name: 'InvalidPDFException' })).toBe(MESSAGES.notPdf);
    expect(openError({ name: 'ResponseException', status: 404 })).toBe(MESSAGES.notFound);
  });
  it('a request the browser blocked (CORS, policy, no network) is status 0', () => {
    expect(openError({ name: 'ResponseException', status: 0 })).toBe(MESSAGES.blocked);
    expect(openError(new TypeError('Failed to fetch'))).toBe(MESSAGES.blocked);
  });
  it('another refusal names its status; anything else is the general message', () => {
    expect(openError({ name: 'ResponseException', status: 500 })).toBe('The server refused the PDF (error 500).');
    expect(openError(new Error('boom'))).toBe(MESSAGES.failed);
    expect(openError(undefined)).toBe(MESSAGES.failed);
  });
});

describe('marks kept per document', () => {
  const stroke = (x: number, color = '#1d4ed8'): Stroke => ({ tool: 'pencil', color, points: [{ x, y: 10.123, pressure: 0.5 }, { x: x + 5, y: 20, pressure: 0.55 }] });

  it('keeps each document under its own id, page by page, rounded to 0.1', () => {
    let json = withNotes(null, 'doc-a', { 1: [stroke(1.26)], 3: [stroke(2), stroke(3, '#c81e1e')] }, 1);
    json = withNotes(json, 'doc-b', { 2: [stroke(9)] }, 2);
    expect(notesFor(json, 'doc-a')[1]![0]!.points[0]).toEqual({ x: 1.3, y: 10.1, pressure: 0.5 });
    expect(notesFor(json, 'doc-a')[3]).toHaveLength(2);
    expect(Object.keys(notesFor(json, 'doc-b'))).toEqual(['2']);
    expect(notesFor(json, 'doc-c')).toEqual({});
  });
  it('replaces a document’s marks; a page left empty, and a document left without marks, are removed', () => {
    let json = withNotes(null, 'doc-a', { 1: [stroke(1)], 2: [stroke(2)] }, 1);
    json = withNotes(json, 'doc-a', { 1: [], 2: [stroke(4)] }, 2);
    expect(Object.keys(notesFor(json, 'doc-a'))).toEqual(['2']);
    json = withNotes(json, 'doc-a', { 2: [] }, 3);
    expect(readAll(json)).toEqual({});
  });
  it(`keeps the ${MAX_DOCUMENTS} documents marked most recently`, () => {
    let json: string | null = null;
    for (let i = 0; i <= MAX_DOCUMENTS; i++) json = withNotes(json, `doc-${i}`, { 1: [stroke(i)] }, 100 + i);
    const ids = Object.keys(readAll(json));
    expect(ids).toHaveLength(MAX_DOCUMENTS);
    expect(ids).not.toContain('doc-0');
    expect(ids).toContain(`doc-${MAX_DOCUMENTS}`);
  });
  it('reads broken or tampered storage as nothing kept, without throwing', () => {
    expect(readAll('not json')).toEqual({});
    expect(readAll('[1,2]')).toEqual({});
    expect(notesFor('{"d":{"at":1,"pages":{"0":[{}],"x":[],"2":[{"tool":"pen","color":"red","points":[]}]}}}', 'd')).toEqual({});
    const good = withNotes(null, 'd', { 1: [stroke(1)] }, 1);
    const mixed = JSON.parse(good);
    mixed.d.pages[1].push({ tool: 'pencil', color: 'url(x)', points: [] });
    expect(notesFor(JSON.stringify(mixed), 'd')[1]).toHaveLength(1);
  });
});

describe('readerReducer, step by step', () => {
  const line = (color = '#1f2937'): Stroke => ({ tool: 'pencil', color, points: [{ x: 1, y: 1, pressure: 0.5 }, { x: 9, y: 9, pressure: 0.5 }] });
  const run = (actions: ReaderAction[], from: ReaderState = newReader(5, 1, {})) => actions.reduce(readerReducer, from);

  it('opens at the asked page within the document, fit to width, reading, with the marks kept for it', () => {
    const kept = newReader(5, 9, { 2: [line()] });
    expect(kept).toMatchObject({ pages: 5, page: 5, zoom: 'fit', mode: 'read' });
    expect(kept.notes[2]).toEqual({ done: [line()], undone: [] });
    expect(newReader(5, 0, {}).page).toBe(1);
  });

  it('goes to pages within the document; a step past either end changes nothing', () => {
    const start = newReader(5, 1, {});
    expect(readerReducer(start, { type: 'go', page: 0 })).toBe(start);
    expect(run([{ type: 'go', page: 3 }]).page).toBe(3);
    const last = run([{ type: 'go', page: 12 }]);
    expect(last.page).toBe(5);
    expect(readerReducer(last, { type: 'go', page: 6 })).toBe(last);
  });

  it('zooms to a scale or back to fit; the same zoom again changes nothing', () => {
    const zoomed = run([{ type: 'zoom', zoom: 1.5 }]);
    expect(zoomed.zoom).toBe(1.5);
    expect(readerReducer(zoomed, { type: 'zoom', zoom: 1.5 })).toBe(zoomed);
    expect(readerReducer(zoomed, { type: 'zoom', zoom: 'fit' }).zoom).toBe('fit');
  });

  it('a pen colour takes up the pen; the eraser and reading put it down', () => {
    const red = run([{ type: 'pen', name: 'Red' }]);
    expect(red.mode).toBe('pencil');
    expect(red.pen.name).toBe('Red');
    expect(readerReducer(red, { type: 'mode', mode: 'eraser' })).toMatchObject({ mode: 'eraser', pen: red.pen });
    expect(readerReducer(red, { type: 'mode', mode: 'read' }).mode).toBe('read');
  });

  it("keeps each page's marks apart, with undo, redo and clear on the page shown", () => {
    const drawn = run([{ type: 'stroke', stroke: line() }, { type: 'go', page: 2 }, { type: 'stroke', stroke: line('#dc2626') }]);
    expect(drawn.notes[1]!.done).toEqual([line()]);
    expect(drawn.notes[2]!.done).toEqual([line('#dc2626')]);
    const undone = readerReducer(drawn, { type: 'marks', change: 'undo' });
    expect(undone.notes[2]).toEqual({ done: [], undone: [line('#dc2626')] });
    expect(undone.notes[1]).toBe(drawn.notes[1]);
    expect(readerReducer(undone, { type: 'marks', change: 'undo' })).toBe(undone);
    expect(readerReducer(undone, { type: 'marks', change: 'redo' }).notes[2]!.done).toEqual([line('#dc2626')]);
    const cleared = run([{ type: 'go', page: 1 }, { type: 'marks', change: 'clear' }], drawn);
    expect(cleared.notes[1]!.done).toEqual([line(), 'clear']);
    // A clear page stays as it is.
    expect(readerReducer(cleared, { type: 'marks', change: 'clear' })).toBe(cleared);
  });
});

describe('the viewer as it holds its document (viewerReducer)', () => {
  it('an opening is busy until it settles; each document opened counts as a new opening', () => {
    let viewer = viewerReducer(newViewer<string>(), { type: 'opening' });
    expect(viewer).toMatchObject({ busy: true, error: '', doc: null });
    viewer = viewerReducer(viewer, { type: 'opened', doc: 'a.pdf' });
    viewer = viewerReducer(viewer, { type: 'opened', doc: 'a.pdf' });
    expect(viewer).toMatchObject({ doc: 'a.pdf', openings: 2, busy: true });
    viewer = viewerReducer(viewer, { type: 'settled' });
    expect(viewer.busy).toBe(false);
    expect(viewerReducer(viewer, { type: 'settled' })).toBe(viewer);
  });

  it('a failure says why and keeps the document open; the next opening clears it', () => {
    const open = viewerReducer(newViewer<string>(), { type: 'opened', doc: 'a.pdf' });
    const failed = viewerReducer(open, { type: 'failed', message: 'That is not a web address of a PDF.' });
    expect(failed).toMatchObject({ doc: 'a.pdf', error: 'That is not a web address of a PDF.' });
    expect(viewerReducer(failed, { type: 'opening' }).error).toBe('');
  });

  it('follows the page the reader shows', () => {
    const viewer = viewerReducer(newViewer<string>(), { type: 'page', page: 3 });
    expect(viewer.page).toBe(3);
    expect(viewerReducer(viewer, { type: 'page', page: 3 })).toBe(viewer);
  });
});
