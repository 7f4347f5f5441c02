import { useSyncExternalStore } from 'react';
import type { Howl as HowlType, HowlerGlobal } from 'howler';
import type { SoundName } from './synth';
import { kitOrigin } from './settings';

export type { SoundName };

/** Every sound, in the order the files load. */
export const SOUNDS: readonly SoundName[] = ['correct', 'miss', 'background', 'unwrap', 'success', 'end'];

export type SoundState = { muted: boolean; volume: number };

/** Sound choices remembered on the device, for every tool. */
export const SOUND_KEY = 'verse.sound';
export const DEFAULT_VOLUME = 0.7;
/** The background loop plays at this share of the master volume unless a tool says otherwise. */
export const DEFAULT_MUSIC_VOLUME = 0.15;

function readState(): SoundState {
  try {
    const saved = JSON.parse(localStorage.getItem(SOUND_KEY) ?? 'null') as Partial<SoundState> | null;
    return {
      muted: saved?.muted === true,
      volume: typeof saved?.volume === 'number' && saved.volume >= 0 && saved.volume <= 1 ? saved.volume : DEFAULT_VOLUME,
    };
  } catch {
    return { muted: false, volume: DEFAULT_VOLUME };
  }
}

let state: SoundState = typeof window === 'undefined' ? { muted: false, volume: DEFAULT_VOLUME } : readState();
const listeners = new Set<() => void>();

let context: AudioContext | null = null;
let master: GainNode | null = null;
let howler: Promise<void> | null = null;
// The synthesizer (the fallback) also loads on the first gesture, beside howler.
let synth: typeof import('./synth') | null = null;
let synthLoading: Promise<unknown> | null = null;
let howlerGlobal: HowlerGlobal | null = null;
type Loaded = { howl: HowlType; status: 'loading' | 'loaded' | 'failed' };
const howls = new Map<SoundName, Loaded>();
const buffers = new Map<SoundName, AudioBuffer>();
const warned = new Set<SoundName>();
const music = { on: false, volume: DEFAULT_MUSIC_VOLUME, via: null as null | 'howl' | 'buffer', source: null as AudioBufferSourceNode | null, gain: null as GainNode | null, id: 0 };

/** Where the sound files are served: `/sounds/<name>.wav` on the kit's own origin. */
export function soundUrl(name: SoundName): string {
  return new URL(`/sounds/${name}.wav`, kitOrigin()).href;
}

function warnOnce(name: SoundName, what: string, error?: unknown) {
  if (warned.has(name)) return;
  warned.add(name);
  console.warn(`VERSE: the ${name} sound could not ${what}; a synthesized copy plays instead.`, error ?? '');
}

function save() {
  try {
    localStorage.setItem(SOUND_KEY, JSON.stringify(state));
  } catch {
    // Private mode or a full quota: the choice lasts for this visit only.
  }
}

function update(next: Partial<SoundState>, remember = true) {
  state = { ...state, ...next };
  if (remember) save();
  if (master && context) master.gain.setValueAtTime(state.muted ? 0 : state.volume, context.currentTime);
  if (howlerGlobal) {
    howlerGlobal.volume(state.volume);
    howlerGlobal.mute(state.muted);
  }
  syncMusic();
  for (const listener of listeners) listener();
}

export function getSoundState(): SoundState {
  return state;
}
export function setMuted(muted: boolean): void {
  update({ muted });
}
export function setVolume(volume: number): void {
  update({ volume: Math.min(1, Math.max(0, volume)) });
}

/** `audio="muted"` starts muted and `audio="enabled"` unmuted, without changing what is remembered. */
export function applyAudioAttribute(audio: string | undefined): void {
  if (audio === 'muted' && !state.muted) update({ muted: true }, false);
  else if (audio === 'enabled' && state.muted) update({ muted: false }, false);
}

/** Whether the first gesture has happened (sound may play). */
export function audioUnlocked(): boolean {
  return context !== null;
}

/**
 * Call on the first pointerdown or keydown in a tool: creates (or resumes) the one AudioContext
 * inside the gesture, as browsers require, then loads howler and the sound files.
 */
export function unlockAudio(): void {
  if (!context) {
    const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    context = new Context();
    master = context.createGain();
    master.gain.value = state.muted ? 0 : state.volume;
    master.connect(context.destination);
  }
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  synthLoading ??= import('./synth').then((module) => {
    synth = module;
    syncMusic();
  });
  howler ??= import('./howler')
    .then(startHowler)
    .catch((error: unknown) => {
      for (const name of SOUNDS) warnOnce(name, 'load (howler did not start)', error);
    });
  syncMusic();
}

function startHowler({ Howl, Howler }: typeof import('./howler')) {
  const shared = Howler as typeof Howler & { masterGain: GainNode; _setup(): void };
  if (!shared.ctx && context && master) {
    // One AudioContext for howler, tones and the fallback, so mute and volume govern them all.
    shared.ctx = context;
    shared.masterGain = master;
    shared.autoSuspend = false;
    shared._setup();
  }
  howlerGlobal = Howler;
  Howler.volume(state.volume);
  Howler.mute(state.muted);
  for (const name of SOUNDS) {
    const entry: Loaded = {
      status: 'loading',
      howl: new Howl({
        src: [soundUrl(name)],
        format: ['wav'],
        loop: name === 'background',
        volume: name === 'background' ? music.volume : 1,
        onload: () => {
          entry.status = 'loaded';
          if (name === 'background') syncMusic();
        },
        onloaderror: (_id, error) => {
          entry.status = 'failed';
          warnOnce(name, 'load', error);
          if (name === 'background') syncMusic();
        },
        onplayerror: (_id, error) => {
          entry.status = 'failed';
          warnOnce(name, 'play', error);
          if (name === 'background') {
            music.via = null;
            syncMusic();
          } else playBuffer(name);
        },
      }),
    };
    howls.set(name, entry);
  }
}

function bufferOf(name: SoundName): AudioBuffer | null {
  let buffer = buffers.get(name);
  if (!buffer && synth && context) {
    const samples = synth.synthesize(name, synth.SAMPLE_RATE);
    buffer = context.createBuffer(1, samples.length, synth.SAMPLE_RATE);
    buffer.getChannelData(0).set(samples);
    buffers.set(name, buffer);
  }
  return buffer ?? null;
}

function startBuffer(name: SoundName, destination: AudioNode, loop: boolean): AudioBufferSourceNode | null {
  const buffer = bufferOf(name);
  if (!context || !buffer) return null;
  const source = context.createBufferSource();
  source.buffer = buffer;
  source.loop = loop;
  source.connect(destination);
  source.start();
  return source;
}

/** The synthesized copy of a sound, through Web Audio; if the synthesizer is still loading, as soon as it is. */
function playBuffer(name: SoundName): void {
  if (!master) return;
  if (synth) startBuffer(name, master, false);
  else void synthLoading?.then(() => !state.muted && master && startBuffer(name, master, false));
}

/** Plays one sound, unless muted or before the first gesture (then nothing plays). */
export function playSound(name: SoundName): void {
  if (state.muted || !context) return;
  const entry = howls.get(name);
  if (entry?.status === 'loaded') entry.howl.play();
  // Still loading, or failed: the same sound, synthesized.
  else playBuffer(name);
}

/** Turns the background loop on or off, at `volume` times the master volume. */
export function setMusic(on: boolean, volume = DEFAULT_MUSIC_VOLUME): void {
  music.on = on;
  music.volume = volume;
  syncMusic();
}

function stopMusic() {
  if (music.via === 'howl') howls.get('background')?.howl.stop();
  if (music.source) {
    music.source.stop();
    music.source.disconnect();
  }
  music.source = null;
  music.via = null;
}

function syncMusic() {
  const wanted = music.on && !state.muted && context !== null;
  if (!wanted) return stopMusic();
  const entry = howls.get('background');
  // Already playing: follow the volume, never restart (a jump in the loop is worse than either copy).
  if (music.via === 'howl') return void entry?.howl.volume(music.volume);
  if (music.via === 'buffer') {
    if (music.gain) music.gain.gain.value = music.volume;
    return;
  }
  if (entry?.status === 'loaded') {
    entry.howl.volume(music.volume);
    music.id = entry.howl.play();
    music.via = 'howl';
  } else if (context && master && synth) {
    music.gain ??= context.createGain();
    music.gain.gain.value = music.volume;
    music.gain.connect(master);
    music.source = startBuffer('background', music.gain, true);
    music.via = 'buffer';
  }
}

/** A short synthesized tone (b and d's car horn and engine), respecting mute and the gesture rule. */
export function tone(frequency: number, ms: number): void {
  if (state.muted || !context || !master) return;
  const now = context.currentTime;
  const seconds = Math.max(0.02, ms / 1000);
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0, now);
  gain.gain.linearRampToValueAtTime(0.5, now + 0.01);
  gain.gain.setValueAtTime(0.5, now + seconds - 0.015);
  gain.gain.linearRampToValueAtTime(0, now + seconds);
  oscillator.connect(gain).connect(master);
  oscillator.start(now);
  oscillator.stop(now + seconds);
}

/** Reads text aloud with the browser's voice. False when speech is unavailable or sound is muted. */
export function speak(text: string, options: { rate?: number } = {}): boolean {
  if (state.muted || typeof window === 'undefined' || !('speechSynthesis' in window) || typeof SpeechSynthesisUtterance === 'undefined') return false;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.rate = options.rate ?? 0.9;
  utterance.volume = state.volume;
  utterance.lang = 'en-US';
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
  return true;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type SoundControls = {
  play(name: SoundName): void;
  music(on: boolean, volume?: number): void;
  muted: boolean;
  volume: number;
  setMuted(m: boolean): void;
  setVolume(v: number): void;
};

/** The tool's sound: effects, the background loop, and the shared mute and volume. */
export function useSound(): SoundControls {
  const current = useSyncExternalStore(subscribe, getSoundState, getSoundState);
  return { play: playSound, music: setMusic, muted: current.muted, volume: current.volume, setMuted, setVolume };
}
