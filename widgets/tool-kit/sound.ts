import { useEffect, useSyncExternalStore } from 'react';
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
/** The first gesture has happened: sounds may play. */
let unlocked = false;
let master: GainNode | null = null;
// The player (howler, the synthesized copies, the loop) loads on the first gesture.
let player: typeof import('./player') | null = null;
let playerLoading: Promise<typeof import('./player') | null> | null = null;
/** The player once started (on the first gesture): what a sound asked for meanwhile waits for. */
let starting: Promise<typeof import('./player') | null> | null = null;
/** The background loop as the tool wants it; the player makes it so. */
const music = { on: false, volume: DEFAULT_MUSIC_VOLUME };

/** Where the sound files are served: `/sounds/<name>.wav` on the kit's own origin. */
export function soundUrl(name: SoundName): string {
  return new URL(`/sounds/${name}.wav`, kitOrigin()).href;
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
  player?.stateChanged();
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
  return unlocked;
}

/** The player's module, loaded once. */
const loadPlayer = () =>
  (playerLoading ??= import('./player').catch((error: unknown) => {
    console.warn('VERSE: sound could not start.', error);
    return null;
  }));

/** The one AudioContext and its master gain; false where the browser has no Web Audio. */
function makeContext(): boolean {
  if (context) return true;
  const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return false;
  context = new Context();
  master = context.createGain();
  master.gain.value = state.muted ? 0 : state.volume;
  master.connect(context.destination);
  return true;
}

/**
 * Call on the first pointerdown or keydown in a tool: resumes the one AudioContext inside the
 * gesture, as browsers require (creating it, unless prepareWhenSettled made it ahead: browsers
 * let a page create one that stays suspended until a gesture resumes it), then starts the player
 * (howler, the sound files and their synthesized copies).
 */
export function unlockAudio(): void {
  if (!makeContext()) return;
  unlocked = true;
  if (context!.state === 'suspended') void context!.resume().catch(() => undefined);
  if (starting) return;
  const host = { context: context!, master: master!, state: getSoundState, music, url: soundUrl };
  starting = loadPlayer().then((module) => {
    module?.startPlayer(host);
    return (player = module);
  });
}

/** Plays one sound, unless muted or before the first gesture (then nothing plays). */
export function playSound(name: SoundName): void {
  if (state.muted || !unlocked) return;
  if (player) player.play(name);
  // The player is still loading: the sound plays as soon as it can.
  else void starting?.then((loaded) => !state.muted && loaded?.play(name));
}

/** Turns the background loop on or off, at `volume` times the master volume. */
export function setMusic(on: boolean, volume = DEFAULT_MUSIC_VOLUME): void {
  music.on = on;
  music.volume = volume;
  player?.syncMusic();
}

/** A short synthesized tone (b and d's car horn and engine), respecting mute and the gesture rule. */
export function tone(frequency: number, ms: number): void {
  if (state.muted || !unlocked || !context || !master) return;
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

/**
 * How long the page stays untouched after a tool with sound has shown before the sound is readied
 * in idle time: longer than loading takes, shorter than a child reading the first screen.
 */
export const SOUND_SETTLE_MS = 3000;
/** Signs that someone is about to use the page: a pointer over it (before any tap), focus moving into it. */
const INTENT = ['pointerover', 'focusin'];

/**
 * Readies what the first tap would otherwise do: makes the AudioContext (suspended until the first
 * gesture resumes it; making the page's first one blocks it for tens of milliseconds, hundreds on a
 * slow device), loads the player and lets it make its synthesized copies a little at a time
 * (player.ts, prepare), so that the first tap only resumes and starts what is ready. It waits until
 * the page has loaded and settled (SOUND_SETTLE_MS, then idle time), so it never slows loading or
 * the first screen, or until someone is about to use the page (a pointer over it, focus in it),
 * whichever comes first. Nothing here plays; each step happens once however often it is asked.
 */
function prepareWhenSettled(): void {
  const prepare = () => {
    makeContext();
    void loadPlayer().then((module) => module?.prepare());
  };
  for (const type of INTENT) window.addEventListener(type, prepare, { capture: true, once: true });
  setTimeout(() => (window.requestIdleCallback ?? setTimeout)(prepare), SOUND_SETTLE_MS);
}

/** The tool's sound: effects, the background loop, and the shared mute and volume. */
export function useSound(): SoundControls {
  const current = useSyncExternalStore(subscribe, getSoundState, getSoundState);
  useEffect(prepareWhenSettled, []);
  return { play: playSound, music: setMusic, muted: current.muted, volume: current.volume, setMuted, setVolume };
}
