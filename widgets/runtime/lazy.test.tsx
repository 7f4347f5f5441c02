// @vitest-environment happy-dom
import { act } from 'react-dom/test-utils';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy';

const part = () => {
  const importPart = vi.fn(async () => ({ Greeting: () => <p>Loaded part</p> }));
  return { importPart, lazy: lazyPart(importPart) };
};

function mount(view: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(view));
  return { container, rerender: (next: React.ReactNode) => act(() => root.render(next)) };
}

const flush = () => act(async () => {});

describe('lazyPart', () => {
  it('loads nothing until a component needs it, then once, and gives it to every component', async () => {
    const { importPart, lazy } = part();
    function Shown({ when }: { when: boolean }) {
      const loaded = lazy.use(when);
      return loaded ? <loaded.Greeting /> : <p>Not yet</p>;
    }
    const first = mount(<Shown when={false} />);
    const second = mount(<Shown when={false} />);
    await flush();
    expect(importPart).not.toHaveBeenCalled();
    expect(first.container.textContent).toBe('Not yet');

    first.rerender(<Shown when />);
    await flush();
    expect(importPart).toHaveBeenCalledTimes(1);
    expect(first.container.textContent).toBe('Loaded part');
    // A component that never asked has it too, once it is there.
    expect(second.container.textContent).toBe('Loaded part');

    await lazy.load();
    expect(importPart).toHaveBeenCalledTimes(1);
    // A component mounted afterwards renders it at once.
    expect(mount(<Shown when={false} />).container.textContent).toBe('Loaded part');
  });
});
