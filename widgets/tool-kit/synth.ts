// The tools' sounds, made by code: pure functions from a name to mono PCM samples in [-1, 1].
// scripts/make-sounds.ts writes them as WAV files; sound.ts plays the same samples through Web
// Audio when a file cannot be loaded, so a failure sounds exactly like success.
import { seededRandom as random } from './random';

export type SoundName = 'correct' | 'miss' | 'background' | 'unwrap' | 'success' | 'end';
export const SOUND_NAMES: readonly SoundName[] = ['correct', 'miss', 'background', 'unwrap', 'success', 'end'];

export const SAMPLE_RATE = 22050;

/** Equal-tempered frequency of a MIDI note (69 = A4 = 440 Hz). */
export const noteHz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);


/** A sound's maker: yields between its notes (see synthesizeSliced), returns the samples. */
type Maker = Generator<void, Float32Array, void>;

type Note = {
  at: number; // seconds
  hz: number;
  length: number; // seconds
  gain: number;
  /** 0 = sine; higher adds odd harmonics for a brighter, rounder tone. */
  bright?: number;
  /** Frequency multiplier reached at the end of the note (a slide). */
  slide?: number;
  attack?: number;
};

/** Adds one enveloped note into `out` (attack, then an exponential decay to silence). */
function addNote(out: Float32Array, rate: number, note: Note): void {
  const start = Math.round(note.at * rate);
  const count = Math.min(Math.round(note.length * rate), out.length - start);
  const attack = Math.max(1, Math.round((note.attack ?? 0.005) * rate));
  const bright = note.bright ?? 0;
  let phase = 0;
  for (let i = 0; i < count; i++) {
    const t = i / count;
    const hz = note.hz * (note.slide ? note.slide ** t : 1);
    phase += (2 * Math.PI * hz) / rate;
    const envelope = (i < attack ? i / attack : 1) * Math.exp(-5 * t) * (1 - t);
    const wave = Math.sin(phase) + bright * (Math.sin(3 * phase) / 3 + Math.sin(5 * phase) / 5);
    out[start + i]! += (note.gain * envelope * wave) / (1 + bright * 0.5);
  }
}

function silence(seconds: number, rate: number): Float32Array {
  return new Float32Array(Math.round(seconds * rate));
}

/** Scales the loudest sample to `peak`, so every sound sits at the same level. */
export function normalize(samples: Float32Array, peak = 0.8): Float32Array {
  let max = 0;
  for (const s of samples) max = Math.max(max, Math.abs(s));
  if (max === 0) return samples;
  const k = peak / max;
  for (let i = 0; i < samples.length; i++) samples[i]! *= k;
  return samples;
}

/** Two bright rising notes: a "ding-ding" for a right answer. */
function* correct(rate: number): Maker {
  const out = silence(0.45, rate);
  addNote(out, rate, { at: 0, hz: noteHz(84), length: 0.18, gain: 0.6, bright: 0.3 });
  yield;
  addNote(out, rate, { at: 0.09, hz: noteHz(88), length: 0.36, gain: 0.7, bright: 0.3 });
  return normalize(out);
}

/** A soft low "bwomp" sliding down: clear, but never harsh for a wrong answer. */
function* miss(rate: number): Maker {
  const out = silence(0.4, rate);
  addNote(out, rate, { at: 0, hz: 196, length: 0.4, gain: 0.8, bright: 0.6, slide: 0.7, attack: 0.01 });
  return normalize(out, 0.6);
}

/** Rustling paper (filtered noise) and a rising sparkle: a present being opened. */
function* unwrap(rate: number): Maker {
  const out = silence(0.6, rate);
  const rand = random(7);
  let low = 0;
  const rustle = Math.round(0.35 * rate);
  for (let i = 0; i < rustle; i++) {
    const t = i / rustle;
    // Bursts of crinkle: noise gated by a fast irregular flutter.
    const flutter = 0.5 + 0.5 * Math.sin(2 * Math.PI * 23 * (i / rate) + 3 * Math.sin(2 * Math.PI * 7 * (i / rate)));
    const noise = rand() * 2 - 1;
    low += 0.35 * (noise - low);
    const fadeIn = Math.min(1, i / (0.01 * rate));
    out[i]! += (noise - low) * flutter * (1 - t) * fadeIn * 0.6;
  }
  for (const [n, midi] of [79, 83, 86, 91].entries()) {
    yield;
    addNote(out, rate, { at: 0.22 + n * 0.07, hz: noteHz(midi), length: 0.3, gain: 0.35, bright: 0.2 });
  }
  return normalize(out);
}

/** A short fanfare: a rising major arpeggio that lands on a held chord. */
function* success(rate: number): Maker {
  const out = silence(1.4, rate);
  for (const [n, midi] of [72, 76, 79].entries()) {
    addNote(out, rate, { at: n * 0.12, hz: noteHz(midi), length: 0.3, gain: 0.5, bright: 0.4 });
    yield;
  }
  for (const midi of [72, 76, 79, 84]) {
    addNote(out, rate, { at: 0.36, hz: noteHz(midi), length: 1.04, gain: 0.3, bright: 0.4, attack: 0.01 });
    yield;
  }
  return normalize(out);
}

/** Three gentle falling notes: time is up, without sounding like a failure. */
function* end(rate: number): Maker {
  const out = silence(1.1, rate);
  for (const [n, midi] of [79, 76, 72].entries()) {
    addNote(out, rate, { at: n * 0.2, hz: noteHz(midi), length: n === 2 ? 0.7 : 0.3, gain: 0.55, bright: 0.2 });
    yield;
  }
  return normalize(out);
}

/**
 * A calm loop of 4 s (two bars at 120 beats a minute): a pentatonic melody over a soft bass.
 * Every note ends inside the loop, so it repeats without a click.
 */
function* background(rate: number): Maker {
  const beat = 0.5;
  const loop = silence(8 * beat, rate);
  // Rendered with room to ring on, then the tail folded onto the start: the seam is seamless.
  const out = silence(8 * beat + 1, rate);
  const melody = [72, 76, 79, 76, 74, 79, 76, 72, 74, 76, 79, 81, 79, 76, 74, 76];
  for (const [n, midi] of melody.entries()) {
    addNote(out, rate, { at: (n * beat) / 2, hz: noteHz(midi), length: beat * 0.9, gain: 0.35, bright: 0.15 });
    yield;
  }
  for (const [n, midi] of [48, 48, 53, 55].entries()) {
    addNote(out, rate, { at: n * 2 * beat, hz: noteHz(midi), length: 2 * beat * 0.95, gain: 0.45, bright: 0.5, attack: 0.02 });
    yield;
  }
  for (let i = 0; i < out.length; i++) loop[i % loop.length]! += out[i]!;
  return normalize(loop, 0.7);
}

const makers: Record<SoundName, (rate: number) => Maker> = { correct, miss, unwrap, success, end, background };

/** The samples of one sound at `rate` Hz, mono, in [-1, 1]. */
export function synthesize(name: SoundName, rate = SAMPLE_RATE): Float32Array {
  const maker = makers[name](rate);
  for (;;) {
    const step = maker.next();
    if (step.done) return step.value;
  }
}

/**
 * The same samples, made a note at a time with a pause for the page between notes (`pause`, a
 * timer by default), so that no part of the making is a long task even on a slow device: the
 * player makes its stand-in copies this way while the page is idle.
 */
export async function synthesizeSliced(name: SoundName, pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0)), rate = SAMPLE_RATE): Promise<Float32Array> {
  const maker = makers[name](rate);
  for (;;) {
    const step = maker.next();
    if (step.done) return step.value;
    await pause();
  }
}

/**
 * A WAV file (RIFF, PCM, mono) of the samples: 16-bit, or 8-bit (unsigned, with triangular
 * dither) for the background loop, whose file would otherwise be the largest.
 */
export function encodeWav(samples: Float32Array, rate = SAMPLE_RATE, bits: 8 | 16 = 16): Uint8Array {
  const bytesPerSample = bits / 8;
  const dataSize = samples.length * bytesPerSample;
  const buffer = new ArrayBuffer(44 + dataSize + (dataSize % 2));
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, buffer.byteLength - 8, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * bytesPerSample, true);
  view.setUint16(32, bytesPerSample, true);
  view.setUint16(34, bits, true);
  text(36, 'data');
  view.setUint32(40, dataSize, true);
  const rand = random(1);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    if (bits === 16) view.setInt16(44 + i * 2, Math.round(s * 32767), true);
    else view.setUint8(44 + i, Math.max(0, Math.min(255, Math.round(128 + s * 127 + rand() - rand()))));
  }
  return new Uint8Array(buffer);
}

/** The bit depth each file is written with. */
export const soundBits: Record<SoundName, 8 | 16> = { correct: 16, miss: 16, unwrap: 16, success: 16, end: 16, background: 8 };
