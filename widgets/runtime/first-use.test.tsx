// @vitest-environment happy-dom
import { useRef, useState } from 'react';
import { act } from 'react-dom/test-utils';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, useFirstUse } from './lazy';

/** A part whose import waits until `arrive()`. */
function heldPart() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const importPart = vi.fn(async () => {
    await arrived;
    return { double: (n: number) => n * 2 };
  });
  return { importPart, arrive, part: lazyPart(importPart) };
}

function mount(view: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  act(() => createRoot(container).render(view));
  return container;
}

const flush = () => act(async () => {});

describe('useFirstUse', () => {
  it('loads nothing until the first tap, key or focus in the tool; a tap before the part arrives waits for it, then counts', async () => {
    const { importPart, arrive, part } = heldPart();
    function Tool() {
      const stage = useRef<HTMLDivElement>(null);
      const [loaded, run] = useFirstUse(part, stage);
      const [total, setTotal] = useState(1);
      return (
        <div>
          <p ref={stage}>{loaded ? 'here' : 'not yet'}</p>
          <button type="button" onClick={() => run((p) => setTotal((t) => p.double(t)))}>
            {total}
          </button>
        </div>
      );
    }
    const container = mount(<Tool />);
    await flush();
    expect(importPart).not.toHaveBeenCalled();
    const button = container.querySelector('button')!;
    // A focus anywhere in the tool (here the document: the root around the stage) starts the loading.
    act(() => void button.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    expect(importPart).toHaveBeenCalledTimes(1);
    act(() => button.click());
    act(() => button.click());
    await flush();
    expect(button.textContent).toBe('1');
    arrive();
    await act(async () => void (await part.load()));
    expect(container.querySelector('p')!.textContent).toBe('here');
    // Both taps counted, in order, once the part was here.
    expect(button.textContent).toBe('4');
    act(() => button.click());
    expect(button.textContent).toBe('8');
    expect(importPart).toHaveBeenCalledTimes(1);
  });

  it('loads at once when asked to (`now`)', async () => {
    const { importPart, arrive, part } = heldPart();
    function Tool() {
      const stage = useRef<HTMLDivElement>(null);
      const [loaded] = useFirstUse(part, stage, true);
      return <p ref={stage}>{loaded ? 'here' : 'not yet'}</p>;
    }
    const container = mount(<Tool />);
    await flush();
    expect(importPart).toHaveBeenCalledTimes(1);
    arrive();
    await act(async () => void (await part.load()));
    expect(container.textContent).toBe('here');
  });
});
