// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activityId, startEmbedFrame } from './embed-frame';

/**
 * A page that frames the tool, speaking both dialects the way real parents do: Canvas-style
 * `lti.frameResize`, and H5P's resizer (hello → hello; prepareResize answered only when the sizes
 * differ, after setting the frame to clientHeight; resize sets the frame to scrollHeight).
 */
class FakeParent {
  received: Record<string, unknown>[] = [];
  /** When each `hello` arrived (`Date.now()`, fake under fake timers). */
  hellosAt: number[] = [];
  frameHeight = 150;
  lti = true;
  h5p = true;
  postMessage(message: Record<string, unknown>, targetOrigin: string) {
    expect(targetOrigin).toBe('*');
    this.received.push(structuredClone(message));
    if (message.context === 'h5p' && message.action === 'hello') this.hellosAt.push(Date.now());
    if (this.lti && message.subject === 'lti.frameResize') this.frameHeight = message.height as number;
    if (!this.h5p || message.context !== 'h5p') return;
    const respond = (action: string) => queueMicrotask(() => window.dispatchEvent(new MessageEvent('message', { data: { context: 'h5p', action }, source: this as never })));
    switch (message.action) {
      case 'hello':
        return respond('hello');
      case 'prepareResize':
        if (this.frameHeight !== message.scrollHeight || message.scrollHeight !== message.clientHeight) {
          this.frameHeight = message.clientHeight as number;
          respond('resizePrepared');
        }
        return;
      case 'resize':
        this.frameHeight = message.scrollHeight as number;
    }
  }
  /** The parent's own window was resized: H5P asks the frame to start a new round. */
  windowResized() {
    this.say('resize');
  }
  /** A message of H5P's from this parent to the frame. */
  say(action: string) {
    window.dispatchEvent(new MessageEvent('message', { data: { context: 'h5p', action }, source: this as never }));
  }
  of(kind: 'lti' | 'h5p') {
    return this.received.filter((m) => (kind === 'lti' ? m.subject === 'lti.frameResize' : m.context === 'h5p'));
  }
}

let parent: FakeParent;
let contentHeight = 640;
let observed: (() => void) | undefined;
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  parent = new FakeParent();
  contentHeight = 640;
  Object.defineProperty(window, 'parent', { configurable: true, value: parent });
  vi.spyOn(document.documentElement, 'getBoundingClientRect').mockImplementation(() => ({ height: contentHeight }) as DOMRect);
  Object.defineProperty(document.documentElement, 'clientHeight', { configurable: true, get: () => parent.frameHeight });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private callback: () => void) {}
      observe() {
        observed = this.callback;
      }
      disconnect() {
        observed = undefined;
      }
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window, 'parent', { configurable: true, value: window });
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('startEmbedFrame', () => {
  it('does nothing outside a frame', () => {
    Object.defineProperty(window, 'parent', { configurable: true, value: window });
    const post = vi.spyOn(window, 'postMessage');
    startEmbedFrame(document.createElement('div'), 'grammar')();
    expect(post).not.toHaveBeenCalled();
  });

  it('sizes an LTI parent on start and whenever the height changes, and only then', async () => {
    parent.h5p = false;
    const stop = startEmbedFrame(document.createElement('div'), 'letter-tiles');
    expect(parent.of('lti')).toEqual([{ subject: 'lti.frameResize', height: 640 }]);
    observed!();
    expect(parent.of('lti')).toHaveLength(1);
    contentHeight = 812.4;
    observed!();
    expect(parent.of('lti').at(-1)).toEqual({ subject: 'lti.frameResize', height: 813 });
    expect(parent.frameHeight).toBe(813);
    stop();
    expect(observed).toBeUndefined();
  });

  it("completes H5P's handshake: hello, then prepareResize, then resize with scrollHeight and height equal", async () => {
    parent.received = [];
    parent.frameHeight = 150;
    startEmbedFrame(document.createElement('div'), 'math-it');
    await tick();
    expect(parent.of('h5p')).toEqual([
      { context: 'h5p', action: 'hello' },
      { context: 'h5p', action: 'prepareResize', scrollHeight: 640, clientHeight: 640 },
    ]);
    // The LTI message already sized this parent; make the H5P round do the work instead.
    parent.received = [];
    parent.frameHeight = 150;
    parent.windowResized();
    await tick();
    expect(parent.of('h5p')).toEqual([
      { context: 'h5p', action: 'prepareResize', scrollHeight: 640, clientHeight: 150 },
      { context: 'h5p', action: 'resize', scrollHeight: 640, height: 640 },
    ]);
    expect(parent.frameHeight).toBe(640);

    // Content grows: a new round, and both dialects hear of it.
    parent.received = [];
    contentHeight = 900;
    observed!();
    await tick();
    expect(parent.of('lti')).toEqual([{ subject: 'lti.frameResize', height: 900 }]);
    expect(parent.frameHeight).toBe(900);
  });

  it("keeps offering H5P's hello, backing off to every 30 s, until a resizer that arrives late answers; then stops", async () => {
    vi.useFakeTimers();
    // A page with only H5P's resizer, whose script has not arrived yet.
    parent.lti = false;
    parent.h5p = false;
    const stop = startEmbedFrame(document.createElement('div'), 'grammar');
    expect(parent.hellosAt).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    const gaps = parent.hellosAt.slice(1).map((at, i) => at - parent.hellosAt[i]!);
    expect(gaps.slice(0, 7)).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000]);
    expect(gaps.slice(7).every((gap) => gap === 30_000)).toBe(true);
    expect(parent.frameHeight).toBe(150);

    // The resizer arrives: the next hello is answered, the frame is sized, and hello stops.
    parent.h5p = true;
    parent.received = [];
    await vi.advanceTimersByTimeAsync(30_000);
    expect(parent.of('h5p').map((m) => m.action)).toEqual(['hello', 'prepareResize', 'resize']);
    expect(parent.frameHeight).toBe(640);
    const hellos = parent.hellosAt.length;
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(parent.hellosAt).toHaveLength(hellos);
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });

  it('stops offering hello when stopped', async () => {
    vi.useFakeTimers();
    parent.h5p = false;
    const stop = startEmbedFrame(document.createElement('div'), 'name-it');
    await vi.advanceTimersByTimeAsync(1500);
    expect(parent.hellosAt).toEqual([0, 500, 1500].map((gap) => parent.hellosAt[0]! + gap));
    stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(parent.hellosAt).toHaveLength(3);
  });

  it("says hello at once when a resizer announces itself with H5P's ready", async () => {
    vi.useFakeTimers();
    parent.h5p = false;
    const stop = startEmbedFrame(document.createElement('div'), 'letter-tiles');
    parent.h5p = true;
    parent.say('ready');
    await vi.advanceTimersByTimeAsync(0);
    expect(parent.hellosAt).toHaveLength(2);
    expect(parent.of('h5p').map((m) => m.action)).toEqual(['hello', 'hello', 'prepareResize']);
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });

  it('ignores messages from anyone but the parent, and other contexts', async () => {
    startEmbedFrame(document.createElement('div'), 'math-it');
    await tick();
    parent.received = [];
    window.dispatchEvent(new MessageEvent('message', { data: { context: 'h5p', action: 'resize' }, source: window as never }));
    window.dispatchEvent(new MessageEvent('message', { data: 'resize', source: parent as never }));
    window.dispatchEvent(new MessageEvent('message', { data: { context: 'other', action: 'resize' }, source: parent as never }));
    await tick();
    expect(parent.received).toEqual([]);
  });

  it('forwards complete and score events as xAPI statements, without actor or the query', async () => {
    history.replaceState(null, '', '/embed/math-it?student=ada@example.com#x');
    const element = document.createElement('verse-math-it');
    document.body.append(element);
    const stop = startEmbedFrame(element, 'math-it');
    parent.received = [];
    element.dispatchEvent(
      new CustomEvent('complete', { detail: { tool: 'math-it', verb: 'completed', score: 9, max: 10, success: true, durationMs: 61_000 }, bubbles: true, composed: true }),
    );
    element.dispatchEvent(new CustomEvent('score', { detail: { tool: 'math-it', verb: 'answered', score: 1, max: 1, durationMs: 2000 } }));
    const results = parent.received.filter((m) => m.type === 'verse:result');
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({
      type: 'verse:result',
      tool: 'math-it',
      statement: {
        verb: { id: 'http://adlnet.gov/expapi/verbs/completed' },
        object: { id: `${location.origin}/embed/math-it` },
        result: { score: { min: 0, max: 10, raw: 9, scaled: 0.9 }, completion: true, success: true, duration: 'PT61S' },
      },
    });
    expect(results[1]).toMatchObject({ statement: { verb: { id: 'http://adlnet.gov/expapi/verbs/answered' }, result: { completion: false } } });
    expect(JSON.stringify(results)).not.toContain('ada');
    expect(results[0]!.statement).not.toHaveProperty('actor');
    stop();
    element.dispatchEvent(new CustomEvent('complete', { detail: { tool: 'math-it', verb: 'completed', durationMs: 1 } }));
    expect(parent.received.filter((m) => m.type === 'verse:result')).toHaveLength(2);
  });
});

describe('activityId', () => {
  it('is the embed URL without its query or hash', () => {
    expect(activityId('https://verse.example/embed/grammar?lti_user=42&bg=transparent#top')).toBe('https://verse.example/embed/grammar');
  });
});
