// @vitest-environment happy-dom
import { useRef } from 'react';
import { act } from 'react-dom/test-utils';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useFirstInteraction } from './interaction';

describe('useFirstInteraction', () => {
  function Probe({ root = false }: { root?: boolean }) {
    const target = useRef<HTMLDivElement>(null);
    const touched = useFirstInteraction(target, { root });
    return (
      <div ref={target}>
        <button type="button">{touched ? 'touched' : 'untouched'}</button>
      </div>
    );
  }
  const inShadow = (view: React.ReactNode) => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    act(() => createRoot(shadow).render(view));
    const outside = document.createElement('button');
    shadow.append(outside);
    return { shadow, button: shadow.querySelector('div button')!, outside };
  };
  const fire = (target: Element, type: string) => act(() => void target.dispatchEvent(new Event(type, { bubbles: true, composed: true })));

  it('turns true with focus coming into its node or a pointer pressed there, not elsewhere', () => {
    const { button, outside } = inShadow(<Probe />);
    fire(outside, 'focusin');
    expect(button.textContent).toBe('untouched');
    fire(button, 'pointerdown');
    expect(button.textContent).toBe('touched');
  });

  it('with `root`, listens anywhere in the shadow root', () => {
    const { button, outside } = inShadow(<Probe root />);
    fire(outside, 'focusin');
    expect(button.textContent).toBe('touched');
  });
});
