// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { synthesize } from './synth';

// Web Audio and howler, faked: what was created, connected and started is what the student hears.
class Param {
  value = 1;
  setValueAtTime(value: number) {
    this.value = value;
  }
  linearRampToValueAtTime() {}
}
class Node {
  connections: Node[] = [];
  connect<T extends Node>(node: T): T {
    this.connections.push(node);
    return node;
  }
  disconnect() {
    this.connections = [];
  }
}
class Gain extends Node {
  gain = new Param();
}
class Source extends Node {
  buffer: { length: number } | null = null;
  loop = false;
  started = false;
  stopped = false;
  constructor(private context: FakeContext) {
    super();
  }
  start() {
    this.started = true;
    this.context.started.push(this);
  }
  stop() {
    this.stopped = true;
  }
}
class Oscillator extends Source {
  frequency = new Param();
  type = '';
}
class FakeContext {
  static made: FakeContext[] = [];
  state = 'suspended';
  currentTime = 0;
  destination = new Node();
  started: Source[] = [];
  constructor() {
    FakeContext.made.push(this);
  }
  resume() {
    this.state = 'running';
    return Promise.resolve();
  }
  createGain() {
    return new Gain();
  }
  createBufferSource() {
    return new Source(this);
  }
  createOscillator() {
    return new Oscillator(this);
  }
  createBuffer(_channels: number, length: number, sampleRate: number) {
    const data = new Float32Array(length);
    return { length, sampleRate, getChannelData: () => data };
  }
}

type HowlOptions = { src: string[]; loop: boolean; volume: number; onload(): void; onloaderror(id: number, e: unknown): void; onplayerror(id: number, e: unknown): void };
const fake = vi.hoisted(() => ({
  imported: 0,
  outcome: 'load' as 'load' | 'fail',
  playFails: false,
  /** Shaped as a bundler's CommonJS interop may hand it over: a default export only. */
  defaultOnly: false,
  /** Files load only when the test says so (`fake.pending`), instead of at once. */
  manual: false,
  pending: [] as (() => void)[],
  howls: [] as { options: HowlOptions; plays: number; stops: number; level: number }[],
  howler: { ctx: undefined as unknown, masterGain: undefined as unknown, autoSuspend: true, _setup() {}, volume(_v: number) {}, mute(_m: boolean) {} },
}));
vi.mock('howler', () => {
  fake.imported++;
  class Howl {
    plays = 0;
    stops = 0;
    level: number;
    constructor(public options: HowlOptions) {
      this.level = options.volume;
      fake.howls.push(this);
      const settle = () => (fake.outcome === 'load' ? options.onload() : options.onloaderror(1, 'Decoding audio data failed.'));
      if (fake.manual) fake.pending.push(settle);
      else queueMicrotask(settle);
    }
    play() {
      this.plays++;
      if (fake.playFails) this.options.onplayerror(1, 'NotAllowedError');
      return 1;
    }
    stop() {
      this.stops++;
    }
    volume(level: number) {
      this.level = level;
    }
  }
  return fake.defaultOnly ? { default: { Howl, Howler: fake.howler } } : { Howl, Howler: fake.howler };
});

/** Lets the lazy imports (synthesizer, howler) settle, then what they started. */
const flush = async () => {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
};
const howl = (name: string) => fake.howls.find((h) => h.options.src[0]!.endsWith(`/sounds/${name}.wav`))!;
const context = () => FakeContext.made[0]!;

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  FakeContext.made = [];
  Object.assign(fake, { imported: 0, outcome: 'load', playFails: false, defaultOnly: false, manual: false, pending: [], howls: [] });
  fake.howler.ctx = undefined;
  vi.stubGlobal('AudioContext', FakeContext);
});
afterEach(async () => {
  vi.useRealTimers();
  // A test's lazy loads finish inside it, not in the next test's fakes.
  await flush();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sound names', () => {
  it('are the synthesizer\'s, so every file has a fallback', async () => {
    const { SOUNDS } = await import('./sound');
    const { SOUND_NAMES } = await import('./synth');
    expect(SOUNDS).toEqual(SOUND_NAMES);
  });
});

describe('sound before the first gesture', () => {
  it('creates no AudioContext and loads no howler at import, and plays nothing', async () => {
    const sound = await import('./sound');
    sound.playSound('correct');
    sound.tone(440, 100);
    sound.setMusic(true);
    sound.setMuted(false);
    expect(FakeContext.made).toHaveLength(0);
    expect(fake.imported).toBe(0);
    expect(sound.audioUnlocked()).toBe(false);
  });
});

describe('after the first gesture', () => {
  it('creates one AudioContext in the gesture, resumes it, and shares it with howler, which loads every sound from our origin', async () => {
    const sound = await import('./sound');
    sound.unlockAudio();
    sound.unlockAudio();
    expect(FakeContext.made).toHaveLength(1);
    expect(context().state).toBe('running');
    await flush();
    expect(fake.imported).toBe(1);
    expect(fake.howler.ctx).toBe(context());
    expect(fake.howler.autoSuspend).toBe(false);
    expect(fake.howls.map((h) => h.options.src[0])).toEqual(
      ['correct', 'miss', 'background', 'unwrap', 'success', 'end'].map((name) => `${location.origin}/sounds/${name}.wav`),
    );
    expect(howl('background').options.loop).toBe(true);
  });

  it('finds howler when the bundle hands it over as a default export only', async () => {
    fake.defaultOnly = true;
    const sound = await import('./sound');
    sound.unlockAudio();
    await flush();
    sound.playSound('end');
    expect(howl('end').plays).toBe(1);
  });

  it('keeps playing the synthesized sounds, with a warning, when howler cannot start', async () => {
    fake.howler._setup = () => {
      throw new Error('no codecs');
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const sound = await import('./sound');
      sound.unlockAudio();
      await flush();
      sound.playSound('unwrap');
      expect(context().started.map((s) => s.buffer!.length)).toEqual([synthesize('unwrap').length]);
      expect(warn).toHaveBeenCalled();
    } finally {
      fake.howler._setup = () => {};
    }
  });

  it('plays a loaded sound through howler, and the same synthesized sound while files still load', async () => {
    fake.manual = true;
    const sound = await import('./sound');
    sound.unlockAudio();
    sound.playSound('correct');
    await flush();
    expect(context().started).toHaveLength(1);
    expect(context().started[0]!.buffer!.length).toBe(synthesize('correct').length);
    fake.pending.forEach((load) => load());
    sound.playSound('correct');
    expect(howl('correct').plays).toBe(1);
    expect(context().started).toHaveLength(1);
  });

  it('falls back to the synthesized sound with one warning when a file fails to load', async () => {
    fake.outcome = 'fail';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sound = await import('./sound');
    sound.unlockAudio();
    await flush();
    sound.playSound('miss');
    sound.playSound('miss');
    expect(howl('miss').plays).toBe(0);
    expect(context().started.map((s) => s.buffer!.length)).toEqual([synthesize('miss').length, synthesize('miss').length]);
    expect(warn.mock.calls.filter(([text]) => String(text).includes('miss'))).toHaveLength(1);
  });

  it('falls back, with one warning, when howler cannot play', async () => {
    fake.playFails = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sound = await import('./sound');
    sound.unlockAudio();
    await flush();
    sound.playSound('success');
    sound.playSound('success');
    expect(howl('success').plays).toBe(1);
    expect(context().started).toHaveLength(2);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('mute and volume', () => {
  it('start at 0.7 and unmuted, are remembered on the device, and govern everything through one master gain', async () => {
    let sound = await import('./sound');
    expect(sound.getSoundState()).toEqual({ muted: false, volume: 0.7 });
    sound.unlockAudio();
    sound.setVolume(1.4);
    expect(sound.getSoundState().volume).toBe(1);
    sound.setVolume(0.4);
    sound.setMuted(true);
    sound.playSound('correct');
    sound.tone(300, 200);
    expect(context().started).toHaveLength(0);
    expect(sound.speak('bat')).toBe(false);
    expect(JSON.parse(localStorage.getItem(sound.SOUND_KEY)!)).toEqual({ muted: true, volume: 0.4 });

    vi.resetModules();
    sound = await import('./sound');
    expect(sound.getSoundState()).toEqual({ muted: true, volume: 0.4 });
  });

  it('audio="muted" starts muted and audio="enabled" unmuted, without changing what the device remembers', async () => {
    const sound = await import('./sound');
    sound.applyAudioAttribute('muted');
    expect(sound.getSoundState().muted).toBe(true);
    expect(localStorage.getItem(sound.SOUND_KEY)).toBeNull();
    sound.applyAudioAttribute('enabled');
    expect(sound.getSoundState().muted).toBe(false);
  });

  it('sets the master gain to the volume, and to 0 when muted', async () => {
    const sound = await import('./sound');
    sound.unlockAudio();
    const tone = () => {
      sound.tone(500, 120);
      return context().started.at(-1) as Oscillator;
    };
    const osc = tone();
    expect(osc.frequency.value).toBe(500);
    const master = osc.connections[0]!.connections[0] as Gain;
    expect(master.connections[0]).toBe(context().destination);
    expect(master.gain.value).toBe(0.7);
    sound.setVolume(0.3);
    expect(master.gain.value).toBe(0.3);
    sound.setMuted(true);
    expect(master.gain.value).toBe(0);
  });
});

describe('once a tool with sound has shown', () => {
  /** Shows a tool that uses sound; returns the sound module and the player's prepare, watched. */
  const showTool = async () => {
    const sound = await import('./sound');
    const { createElement } = await import('react');
    const { render } = await import('preact');
    const { act } = await import('preact/test-utils');
    const player = await import('./player');
    const prepared = vi.spyOn(player, 'prepare');
    const host = document.createElement('div');
    // act: the tool's effects have run when it returns, as they have once a tool shows.
    act(() => render(createElement(() => (sound.useSound(), null)), host));
    return { sound, prepared, unmount: () => render(null, host) };
  };

  it('readies the AudioContext (suspended) and the player once the page has settled and is idle, plays nothing before the gesture, and the gesture resumes it and plays the loop made ahead', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { sound, prepared, unmount } = await showTool();
    vi.advanceTimersByTime(sound.SOUND_SETTLE_MS - 1);
    expect(idle).toHaveLength(0);
    expect(FakeContext.made).toHaveLength(0);
    vi.advanceTimersByTime(1);
    // Settled: waits for idle time, then readies.
    expect(idle).toHaveLength(1);
    expect(FakeContext.made).toHaveLength(0);
    idle[0]!();
    vi.useRealTimers();
    await vi.waitFor(() => expect(prepared).toHaveBeenCalledTimes(1));
    await prepared.mock.results[0]!.value;
    expect(FakeContext.made).toHaveLength(1);
    expect(context().state).toBe('suspended');
    expect(sound.audioUnlocked()).toBe(false);
    sound.playSound('correct');
    sound.tone(440, 100);
    fake.manual = true;
    sound.setMusic(true, 0.5);
    await flush();
    expect(context().started).toEqual([]);
    sound.unlockAudio();
    expect(FakeContext.made).toHaveLength(1);
    expect(context().state).toBe('running');
    await flush();
    expect(context().started[0]!.buffer!.length).toBe(synthesize('background').length);
    unmount();
  });

  it.each([
    ['a pointer comes over the page', () => document.body.dispatchEvent(new Event('pointerover', { bubbles: true }))],
    ['focus moves into the page', () => document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))],
  ])('readies at once when %s before it has settled, one AudioContext however often asked', async (_, intent) => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { prepared, unmount } = await showTool();
    expect(FakeContext.made).toHaveLength(0);
    intent();
    expect(FakeContext.made).toHaveLength(1);
    expect(context().state).toBe('suspended');
    intent();
    vi.advanceTimersByTime(10_000);
    vi.useRealTimers();
    await vi.waitFor(() => expect(prepared).toHaveBeenCalled());
    expect(FakeContext.made).toHaveLength(1);
    unmount();
  });

  it('loads nothing ahead while the page has not settled and nobody is near it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { prepared, unmount } = await showTool();
    vi.advanceTimersByTime(2000);
    vi.useRealTimers();
    await flush();
    expect(FakeContext.made).toHaveLength(0);
    expect(prepared).not.toHaveBeenCalled();
    unmount();
  });
});

describe('background music', () => {
  it('waits for the gesture, plays the loop at its own share of the master volume, and stops when off or muted', async () => {
    fake.manual = true;
    const sound = await import('./sound');
    sound.setMusic(true, 0.5);
    expect(FakeContext.made).toHaveLength(0);
    sound.unlockAudio();
    await flush();
    // The file is still loading: the synthesized loop, at 0.5, into the master gain.
    const loop = context().started[0]!;
    expect(loop.loop).toBe(true);
    expect(loop.buffer!.length).toBe(synthesize('background').length);
    expect((loop.connections[0] as Gain).gain.value).toBe(0.5);
    sound.setMuted(true);
    expect(loop.stopped).toBe(true);
    sound.setMuted(false);
    const again = context().started[1]!;
    expect(again.loop).toBe(true);

    // The file loads meanwhile: the loop already playing goes on (no jump), following the volume.
    fake.pending.forEach((load) => load());
    sound.setMusic(true, 0.3);
    expect(again.stopped).toBe(false);
    expect((again.connections[0] as Gain).gain.value).toBe(0.3);
    expect(howl('background').plays).toBe(0);
    sound.setMusic(false);
    expect(again.stopped).toBe(true);

    // The next start is howler's.
    sound.setMusic(true, 0.5);
    expect(howl('background').plays).toBe(1);
    expect(howl('background').level).toBe(0.5);
    sound.setMusic(true, 0.25);
    expect(howl('background').plays).toBe(1);
    expect(howl('background').level).toBe(0.25);
    sound.setMusic(false);
    expect(howl('background').stops).toBe(1);
    expect(context().started).toHaveLength(2);
  });
});

describe('speak', () => {
  it('uses the browser voice when there is one, and says false when there is none', async () => {
    const sound = await import('./sound');
    const spoken: { text: string; rate: number; volume: number }[] = [];
    vi.stubGlobal('SpeechSynthesisUtterance', class {
      rate = 1;
      volume = 1;
      lang = '';
      constructor(public text: string) {}
    });
    vi.stubGlobal('speechSynthesis', { cancel() {}, speak: (u: (typeof spoken)[number]) => spoken.push(u) });
    expect(sound.speak('b says /b/', { rate: 0.7 })).toBe(true);
    expect(spoken).toMatchObject([{ text: 'b says /b/', rate: 0.7, volume: 0.7 }]);
    delete (window as { speechSynthesis?: unknown }).speechSynthesis;
    vi.unstubAllGlobals();
    expect('speechSynthesis' in window).toBe(false);
    expect(sound.speak('d')).toBe(false);
  });
});
