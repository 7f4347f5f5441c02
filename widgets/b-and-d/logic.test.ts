import { describe, expect, it } from 'vitest';
import { BAND_COUNT, BAND_HEIGHT, PAPER_HEIGHT, PAPER_WIDTH, bands, boardReducer, startBoard, stepText, type Point } from './logic';
import { visibleStrokes, type Stroke } from '../tool-kit/ink/logic';
import { CHOOSE_FIRST, FINISH_TONE, LETTER_LEFT, LETTER_WIDTH, TURN_TONE, carAt, driveCheck, route, strokes, toneStops, trail, turningPoints } from './route';

/** Twice the signed area of a closed path: positive runs clockwise on screen (y points down), negative counter-clockwise. */
const signedArea = (points: Point[]) => points.reduce((sum, p, i) => sum + (i ? points[i - 1]!.x * p.y - p.x * points[i - 1]!.y : 0), 0);

describe('the ruled paper', () => {
  it('has 5 bands of 60 px, each with its top line, dashed midline halfway and baseline, inside 580 × 660', () => {
    expect([PAPER_WIDTH, PAPER_HEIGHT, BAND_COUNT, BAND_HEIGHT]).toEqual([580, 660, 5, 60]);
    const all = bands();
    expect(all).toHaveLength(5);
    for (const band of all) {
      expect(band.baseline - band.topLine).toBe(60);
      expect(band.midline - band.topLine).toBe(30);
      expect(band.topLine).toBeGreaterThan(0);
      expect(band.baseline).toBeLessThan(660);
    }
    expect(all.map((b) => b.topLine)).toEqual([36, 168, 300, 432, 564]);
  });
});

describe('the letters', () => {
  it('d starts with the doughnut circle, counter-clockwise from its top right, then the stick from the top line down', () => {
    const [circle, stick] = strokes('d');
    expect(strokes('d')).toHaveLength(2);
    // The circle: from the top right, once round, between the midline and the baseline.
    expect(circle![0]!.x).toBeGreaterThan(15);
    expect(circle![0]!.y).toBeLessThan(45);
    expect(circle!.at(-1)).toEqual(circle![0]);
    expect(Math.min(...circle!.map((p) => p.y))).toBe(30);
    expect(Math.max(...circle!.map((p) => p.y))).toBe(60);
    // Counter-clockwise on the page: its first move is up and to the left, and its area runs that way.
    expect(circle![1]!.x).toBeLessThan(circle![0]!.x);
    expect(circle![1]!.y).toBeLessThan(circle![0]!.y);
    expect(signedArea(circle!)).toBeLessThan(0);
    expect(stick).toEqual([
      { x: LETTER_WIDTH, y: 0 },
      { x: LETTER_WIDTH, y: 60 },
    ]);
  });

  it('b starts with the candy-bar stick from the top line down, then the bump clockwise from the midline', () => {
    const [stick, bump] = strokes('b');
    expect(stick).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 60 },
    ]);
    expect(bump![0]).toEqual({ x: 15, y: 30 });
    expect(bump![1]!.x).toBeGreaterThan(15);
    expect(signedArea(bump!)).toBeGreaterThan(0);
    // The bump sits on the stick's right, touching it.
    expect(Math.min(...bump!.map((p) => p.x))).toBe(0);
  });

  it('keeps every point inside the band: the top line to the baseline, the letter width across', () => {
    for (const letter of ['b', 'd'] as const) {
      for (const p of strokes(letter).flat()) {
        expect(p.y).toBeGreaterThanOrEqual(0);
        expect(p.y).toBeLessThanOrEqual(BAND_HEIGHT);
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.x).toBeLessThanOrEqual(LETTER_WIDTH);
      }
    }
  });

  it('plays tones where each stroke begins and where the letter ends', () => {
    expect(turningPoints('d')).toEqual([strokes('d')[0]![0], { x: 30, y: 0 }, { x: 30, y: 60 }]);
    expect(turningPoints('b')).toEqual([{ x: 0, y: 0 }, { x: 15, y: 30 }, { x: 15, y: 30 }]);
  });
});

describe('choosing before driving', () => {
  it('alerts without a letter, drives with one, and does nothing while the car moves', () => {
    expect(driveCheck(null, false)).toEqual({ drive: false, alert: 'Choose a letter (🍩 or 🍫) first.' });
    expect(CHOOSE_FIRST).toBe('Choose a letter (🍩 or 🍫) first.');
    expect(driveCheck('d', false)).toEqual({ drive: true });
    expect(driveCheck('b', true)).toEqual({ drive: false });
  });
});

describe('the route', () => {
  it('places the letter on the first band, tones on the turns, and ink only along the strokes', () => {
    const band = bands()[0]!;
    const stops = route('d');
    expect(stops[0]).toMatchObject({ ink: false, tone: TURN_TONE, at: 0 });
    expect(stops.at(-1)).toMatchObject({ x: LETTER_LEFT + 30, y: band.baseline, ink: true, tone: FINISH_TONE });
    expect(toneStops(stops).map(({ x, y }) => ({ x: x - LETTER_LEFT, y: y - band.topLine }))).toEqual(turningPoints('d'));
    // Between the circle and the stick the car moves up to the top line without ink.
    const stickTop = stops.findIndex((s) => s.y === band.topLine);
    expect(stops[stickTop]).toMatchObject({ ink: false, tone: TURN_TONE });
    for (const stop of stops) {
      expect(stop.y).toBeGreaterThanOrEqual(band.topLine);
      expect(stop.y).toBeLessThanOrEqual(band.baseline);
    }
  });

  it('measures the distance driven and finds the car along it', () => {
    const stops = route('b');
    // The stick is the first 60 px, straight down.
    expect(stops[1]!.at).toBe(60);
    expect(carAt(stops, 30)).toMatchObject({ x: LETTER_LEFT, y: bands()[0]!.topLine + 30, heading: 90, passed: 0 });
    expect(carAt(stops, 60).passed).toBe(1);
    const end = carAt(stops, 1e6);
    expect([end.x, end.y, end.passed]).toEqual([stops.at(-1)!.x, stops.at(-1)!.y, stops.length - 1]);
    expect(carAt(stops, -5)).toMatchObject({ x: stops[0]!.x, y: stops[0]!.y, passed: 0 });
  });

  it('leaves a trail only along the strokes, in pieces that join up', () => {
    const stops = route('b');
    const total = stops.at(-1)!.at;
    const whole = trail(stops, 0, total);
    expect(whole).toHaveLength(2);
    expect(whole[0]).toEqual([stops[0]!, stops[1]!].map(({ x, y }) => ({ x, y })));
    expect(whole[1]![0]).toEqual({ x: stops[2]!.x, y: stops[2]!.y });
    expect(trail(stops, 0, 30)).toEqual([[{ x: stops[0]!.x, y: stops[0]!.y }, { x: stops[0]!.x, y: stops[0]!.y + 30 }]]);
    // During the move from the stick to the bump, nothing is drawn.
    expect(trail(stops, 61, stops[2]!.at - 1)).toEqual([]);
    expect(trail(stops, total, total)).toEqual([]);
  });
});

describe('what to do now', () => {
  const stage = { letter: null, moving: false, driven: false, wrote: false } as const;
  it('leads from the letter to the drive to the child writing', () => {
    expect(stepText(stage)).toBe('Choose the doughnut d or the candy bar b.');
    expect(stepText({ ...stage, letter: 'b' })).toBe('Press Drive to watch the car write b.');
    expect(stepText({ ...stage, letter: 'b', moving: true, driven: true })).toBe('Watch the car write b.');
    expect(stepText({ ...stage, letter: 'b', driven: true })).toBe('Now write b on the lines with your finger.');
  });

  it('after the child writes, says what comes next', () => {
    expect(stepText({ ...stage, letter: 'd', driven: true, wrote: true })).toBe('Well done! Write d again on the next line, or choose the other letter.');
    expect(stepText({ ...stage, letter: 'd', wrote: true })).toBe('Nice writing! Press Drive to watch the car write d.');
    expect(stepText({ ...stage, wrote: true })).toBe('Nice writing! Now choose the doughnut d or the candy bar b, and press Drive.');
  });
});

describe('the board as the view holds it (boardReducer)', () => {
  const stroke: Stroke = { tool: 'pencil', color: '#000', points: [{ x: 1, y: 1, pressure: 0.5 }, { x: 9, y: 9, pressure: 0.5 }] };

  it('a letter is chosen while the car is parked, not while it drives', () => {
    let board = boardReducer(startBoard(), { type: 'choose', letter: 'd' });
    expect(board).toMatchObject({ letter: 'd', moving: false, wrote: false });
    board = boardReducer(board, { type: 'drive' });
    expect(board.moving).toBe(true);
    expect(boardReducer(board, { type: 'choose', letter: 'b' })).toBe(board);
    board = boardReducer(board, { type: 'arrived' });
    expect(boardReducer(board, { type: 'choose', letter: 'b' }).letter).toBe('b');
  });

  it('writing inks the stroke and marks that the child wrote, until a new letter, a drive or Clear', () => {
    let board = boardReducer(boardReducer(startBoard(), { type: 'choose', letter: 'b' }), { type: 'write', stroke });
    expect(board.wrote).toBe(true);
    expect(visibleStrokes(board.history)).toEqual([stroke]);
    expect(boardReducer(board, { type: 'choose', letter: 'd' }).wrote).toBe(false);
    expect(boardReducer(board, { type: 'drive' }).wrote).toBe(false);
    board = boardReducer(board, { type: 'clear' });
    expect(board.wrote).toBe(false);
    expect(visibleStrokes(board.history)).toEqual([]);
    // Empty paper: Clear changes nothing (the view says the paper is already empty).
    expect(boardReducer(board, { type: 'clear' })).toBe(board);
  });

  it('the alert holds its words until a letter is chosen or the car drives', () => {
    const board = boardReducer(startBoard(), { type: 'alert', message: 'Choose a letter first.' });
    expect(board.alert).toBe('Choose a letter first.');
    expect(boardReducer(board, { type: 'alert', message: 'Choose a letter first.' })).toBe(board);
    expect(boardReducer(board, { type: 'choose', letter: 'd' }).alert).toBe('');
  });
});
