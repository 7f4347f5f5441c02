// What plays the sounds once the first gesture has made the AudioContext: the files through howler,
// their synthesized copies (while the files load, or when one fails) and the background loop.
// sound.ts loads this ahead, once a tool with sound has shown and the page has settled (prepare:
// howler's code and the synthesized copies, a note at a time), and starts it on the first gesture,
// so the first tap only starts what is ready instead of making it.
import type { Howl as HowlType, HowlerGlobal } from 'howler';
import { SAMPLE_RATE, SOUND_NAMES, synthesize, synthesizeSliced, type SoundName } from './synth';

/** What sound.ts shares: the context and master gain, the mute and volume, the wanted loop, the files' addresses. */
export type PlayerHost = {
  context: AudioContext;
  master: GainNode;
  state(): { muted: boolean; volume: number };
  music: { on: boolean; volume: number };
  url(name: SoundName): string;
};

type Loaded = { howl: HowlType; status: 'loading' | 'loaded' | 'failed' };

let host: PlayerHost;
let howlerGlobal: HowlerGlobal | null = null;
const howls = new Map<SoundName, Loaded>();
const buffers = new Map<SoundName, AudioBuffer>();
/** The synthesized copies made ahead by prepare. */
const made = new Map<SoundName, Float32Array>();
let preparing: Promise<void> | null = null;
const warned = new Set<SoundName>();
const loop = { via: null as null | 'howl' | 'buffer', source: null as AudioBufferSourceNode | null, gain: null as GainNode | null };

function warnOnce(name: SoundName, what: string, error?: unknown) {
  if (warned.has(name)) return;
  warned.add(name);
  console.warn(`VERSE: the ${name} sound could not ${what}; a synthesized copy plays instead.`, error ?? '');
}

/**
 * Readies what the first tap would otherwise do in one go: howler's module, and every synthesized
 * copy (the background loop first, the longest to make), each made a note at a time between
 * other tasks. Needs no AudioContext; safe to call again.
 */
export function prepare(): Promise<void> {
  preparing ??= (async () => {
    await import('./howler').catch(() => undefined);
    for (const name of ['background', ...SOUND_NAMES.filter((other) => other !== 'background')] as SoundName[]) {
      if (!made.has(name)) made.set(name, await synthesizeSliced(name));
    }
  })();
  return preparing;
}

/** Starts playing through `from`: the synthesized sounds at once, the files once howler has loaded them. */
export function startPlayer(from: PlayerHost): void {
  host = from;
  void import('./howler')
    .then(startHowler)
    .catch((error: unknown) => {
      for (const name of SOUND_NAMES) warnOnce(name, 'load (howler did not start)', error);
    });
  syncMusic();
}

function startHowler({ Howl, Howler }: typeof import('./howler')) {
  const shared = Howler as typeof Howler & { masterGain: GainNode; _setup(): void };
  if (!shared.ctx) {
    // One AudioContext for howler, tones and the fallback, so mute and volume govern them all.
    shared.ctx = host.context;
    shared.masterGain = host.master;
    shared.autoSuspend = false;
    shared._setup();
  }
  howlerGlobal = Howler;
  stateChanged();
  for (const name of SOUND_NAMES) {
    const entry: Loaded = {
      status: 'loading',
      howl: new Howl({
        src: [host.url(name)],
        format: ['wav'],
        loop: name === 'background',
        volume: name === 'background' ? host.music.volume : 1,
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
            loop.via = null;
            syncMusic();
          } else startBuffer(name, host.master, false);
        },
      }),
    };
    howls.set(name, entry);
  }
}

function startBuffer(name: SoundName, destination: AudioNode, repeat: boolean): AudioBufferSourceNode {
  const { context } = host;
  let buffer = buffers.get(name);
  if (!buffer) {
    const samples = made.get(name) ?? synthesize(name, SAMPLE_RATE);
    buffer = context.createBuffer(1, samples.length, SAMPLE_RATE);
    buffer.getChannelData(0).set(samples);
    buffers.set(name, buffer);
  }
  const source = context.createBufferSource();
  source.buffer = buffer;
  source.loop = repeat;
  source.connect(destination);
  source.start();
  return source;
}

/** Plays one sound: its file when loaded; still loading, or failed, the same sound synthesized. */
export function play(name: SoundName): void {
  const entry = howls.get(name);
  if (entry?.status === 'loaded') entry.howl.play();
  else startBuffer(name, host.master, false);
}

/** Mute or volume changed: howler follows (the master gain is sound.ts's), and so does the loop. */
export function stateChanged(): void {
  const { muted, volume } = host.state();
  howlerGlobal?.volume(volume);
  howlerGlobal?.mute(muted);
  syncMusic();
}

function stopMusic() {
  if (loop.via === 'howl') howls.get('background')?.howl.stop();
  if (loop.source) {
    loop.source.stop();
    loop.source.disconnect();
  }
  loop.source = null;
  loop.via = null;
}

/** Starts, follows or stops the background loop as wanted (on, not muted). */
export function syncMusic(): void {
  const { music } = host;
  if (!music.on || host.state().muted) return stopMusic();
  const entry = howls.get('background');
  // Already playing: follow the volume, never restart (a jump in the loop is worse than either copy).
  if (loop.via === 'howl') return void entry?.howl.volume(music.volume);
  if (loop.via === 'buffer') {
    if (loop.gain) loop.gain.gain.value = music.volume;
    return;
  }
  if (entry?.status === 'loaded') {
    entry.howl.volume(music.volume);
    entry.howl.play();
    loop.via = 'howl';
  } else {
    loop.gain ??= host.context.createGain();
    loop.gain.gain.value = music.volume;
    loop.gain.connect(host.master);
    loop.source = startBuffer('background', loop.gain, true);
    loop.via = 'buffer';
  }
}
