import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE, SOUND_NAMES, encodeWav, noteHz, normalize, synthesize, synthesizeSliced } from './synth';

/** The strongest frequency among candidates, by correlation (a tiny DFT). */
function power(samples: Float32Array, hz: number, rate = SAMPLE_RATE) {
  let re = 0;
  let im = 0;
  for (let i = 0; i < samples.length; i++) {
    re += samples[i]! * Math.cos((2 * Math.PI * hz * i) / rate);
    im += samples[i]! * Math.sin((2 * Math.PI * hz * i) / rate);
  }
  return Math.hypot(re, im) / samples.length;
}

describe('synthesizeSliced', () => {
  it('makes the same samples as synthesize, a note at a time with a pause for the page between notes', async () => {
    for (const name of SOUND_NAMES) {
      let pauses = 0;
      const samples = await synthesizeSliced(name, async () => {
        pauses++;
      });
      // Compared as bytes: a deep equality over the loop's 176,400 samples takes seconds on a busy machine.
      const bytes = (a: Float32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
      const same = bytes(samples).equals(bytes(synthesize(name)));
      expect(same, `${name}: the sliced samples differ from synthesize's`).toBe(true);
      // The background loop, the longest to make: its 16 melody notes and 4 bass notes one by one.
      if (name === 'background') expect(pauses).toBe(20);
    }
  });
});

describe('synthesize', () => {
  it('makes every sound: audible, within [-1, 1], starting and ending silent (no clicks)', () => {
    for (const name of SOUND_NAMES.filter((n) => n !== 'background')) {
      const samples = synthesize(name);
      let peak = 0;
      for (const s of samples) peak = Math.max(peak, Math.abs(s));
      expect(peak, name).toBeGreaterThan(0.5);
      expect(peak, name).toBeLessThanOrEqual(0.8 + 1e-6);
      expect(Math.abs(samples[0]!), name).toBeLessThan(0.05);
      expect(Math.abs(samples[samples.length - 1]!), name).toBeLessThan(0.02);
    }
  });

  it('loops the background without a click: the end flows into the start', () => {
    const loop = synthesize('background');
    const step = (a: number, b: number) => Math.abs(loop[a]! - loop[b]!);
    let largest = 0;
    for (let i = 1; i < loop.length; i++) largest = Math.max(largest, step(i, i - 1));
    expect(step(0, loop.length - 1)).toBeLessThanOrEqual(largest);
  });

  it('is deterministic, noise included', () => {
    const bytes = () => Buffer.from(synthesize('unwrap').buffer);
    expect(bytes().equals(bytes())).toBe(true);
  });

  it('sounds like its purpose: correct is high (C6/E6), miss is low, the background loop is 4 s', () => {
    const correct = synthesize('correct');
    expect(power(correct, noteHz(88))).toBeGreaterThan(10 * power(correct, 196));
    const miss = synthesize('miss');
    expect(power(miss, 170)).toBeGreaterThan(10 * power(miss, noteHz(88)));
    expect(synthesize('background').length).toBe(4 * SAMPLE_RATE);
  });

  it('follows the sample rate it is given', () => {
    expect(synthesize('correct', 44100).length / synthesize('correct', 22050).length).toBeCloseTo(2, 3);
  });
});

describe('normalize', () => {
  it('scales the peak to the level asked and leaves silence alone', () => {
    expect(Array.from(normalize(new Float32Array([0.1, -0.2]), 0.8))).toEqual([expect.closeTo(0.4, 5), expect.closeTo(-0.8, 5)]);
    expect(Array.from(normalize(new Float32Array(3)))).toEqual([0, 0, 0]);
  });
});

describe('encodeWav', () => {
  it('writes 16-bit little-endian samples after a 44-byte header', () => {
    const wav = encodeWav(new Float32Array([0, 1, -1, 0.5]), 8000, 16);
    const view = new DataView(wav.buffer);
    expect(wav.byteLength).toBe(44 + 8);
    expect(view.getUint32(24, true)).toBe(8000);
    expect([0, 1, 2, 3].map((i) => view.getInt16(44 + 2 * i, true))).toEqual([0, 32767, -32767, 16384]);
  });

  it('writes unsigned 8-bit samples around 128, pads an odd data chunk, and clips out-of-range input', () => {
    const wav = encodeWav(new Float32Array([0, 2, -2]), 8000, 8);
    expect(wav.byteLength).toBe(44 + 3 + 1);
    const view = new DataView(wav.buffer);
    expect(view.getUint32(40, true)).toBe(3);
    expect(Math.abs(wav[44]! - 128)).toBeLessThanOrEqual(1);
    expect(wav[45]).toBeGreaterThanOrEqual(254);
    expect(wav[46]).toBeLessThanOrEqual(2);
  });
});
