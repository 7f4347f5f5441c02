// @vitest-environment happy-dom
import { createRoot } from 'react-dom/client';
import { useReducer, useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusAfter } from './focus';

// A game of two words to place: each word's button leaves once placed, and Next comes with the last.
function TwoWords() {
  const stage = useRef<HTMLDivElement>(null);
  const [placed, place] = useReducer((n: number) => n + 1, 0);
  const focusing = useFocusAfter(stage, ['button.word']);
  const tap = () => {
    focusing.after(focusing.inside() ? (placed === 1 ? '.next' : 'keep') : null);
    place();
  };
  return (
    <div ref={stage}>
      {['cat', 'sat'].slice(placed).map((word) => (
        <button key={word} type="button" className="word" onClick={tap}>
          {word}
        </button>
      ))}
      {placed === 2 && (
        <button type="button" className="next">
          Next
        </button>
      )}
    </div>
  );
}

const host = document.createElement('div');
document.body.append(host);
const root = createRoot(host);
// Preact draws a state on a microtask; deferred effects wait for the next frame, later.
const drawn = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const focused = () => (document.activeElement instanceof HTMLButtonElement ? document.activeElement.textContent : 'the page');

afterEach(() => root.render(null));

describe('useFocusAfter', () => {
  it('keeps focus in the game when the pressed control leaves, and reaches Next after two quick keys', async () => {
    root.render(<TwoWords />);
    host.querySelector<HTMLButtonElement>('.word')!.focus();
    host.querySelector<HTMLButtonElement>('.word')!.click();
    await drawn();
    // The first word left: focus went on, in the same drawing, to the word that stays.
    expect(focused()).toBe('sat');
    // The second key comes before the next frame, while the drawing before still has effects pending.
    host.querySelector<HTMLButtonElement>('.word')!.click();
    await drawn();
    expect(focused()).toBe('Next');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(focused()).toBe('Next');
  });

  it('leaves focus alone when it was outside the game', async () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    root.render(<TwoWords />);
    outside.focus();
    host.querySelector<HTMLButtonElement>('.word')!.click();
    await drawn();
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });
});
