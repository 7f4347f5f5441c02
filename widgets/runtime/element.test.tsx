// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createElementClass, defineElement, parseAttribute } from './element';

describe('parseAttribute', () => {
  it('treats a bare boolean attribute as true and a missing one as false', () => {
    expect(parseAttribute('boolean', '')).toBe(true);
    expect(parseAttribute('boolean', 'open')).toBe(true);
    expect(parseAttribute('boolean', 'false')).toBe(false);
    expect(parseAttribute('boolean', null)).toBe(false);
  });

  it('ignores malformed JSON with a warning instead of throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseAttribute('json', '{"a":1}')).toEqual({ a: 1 });
    expect(parseAttribute('json', '{oops', 'words')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('words'));
    warn.mockRestore();
  });

  it('reads numbers, and nothing from empty or bad text', () => {
    expect(parseAttribute('number', '42')).toBe(42);
    expect(parseAttribute('number', 'abc')).toBeUndefined();
    expect(parseAttribute('number', '')).toBeUndefined();
  });
});

describe('createElementClass', () => {
  function Greeting(props: { name?: string; loud?: boolean; onGreet?: (detail: { name?: string }) => void }) {
    return (
      <button type="button" onClick={() => props.onGreet?.({ name: props.name })}>
        {props.loud ? `HELLO ${props.name}` : `hello ${props.name}`}
      </button>
    );
  }
  const Element = createElementClass(Greeting, {
    attributes: { name: 'string', loud: 'boolean' },
    events: ['onGreet'],
    styles: 'button { color: red; }',
  });

  it('renders attributes, follows their changes and removal, and emits composed events', async () => {
    defineElement('test-greeting', Element);
    const host = document.createElement('test-greeting');
    host.setAttribute('name', 'Ada');
    host.setAttribute('loud', '');
    document.body.append(host);
    await Promise.resolve();
    const button = () => host.shadowRoot!.querySelector('button')!;
    expect(button().textContent).toBe('HELLO Ada');

    host.removeAttribute('loud');
    await new Promise((r) => setTimeout(r));
    expect(button().textContent).toBe('hello Ada');

    const seen: unknown[] = [];
    document.addEventListener('greet', (event) => seen.push((event as CustomEvent).detail));
    button().click();
    expect(seen).toEqual([{ name: 'Ada' }]);
    expect(host.shadowRoot!.adoptedStyleSheets.length).toBe(1);
  });

  it('renders only once connected, with every attribute set before', async () => {
    const renders: (string | undefined)[] = [];
    const Probe = createElementClass(
      (props: { name?: string }) => {
        renders.push(props.name);
        return <p>{props.name}</p>;
      },
      { attributes: { name: 'string' }, styles: '' },
    );
    defineElement('test-probe', Probe);
    const host = document.createElement('test-probe');
    host.setAttribute('name', 'Ada');
    expect(renders).toEqual([]);
    document.body.append(host);
    expect(renders).toEqual(['Ada']);
    host.remove();
  });

  it('tolerates a second definition and gives another tag its own class', () => {
    const first = defineElement('test-twice', Element);
    expect(defineElement('test-twice', Element)).toBe(first);
    expect(defineElement('test-other', Element)).not.toBe(first);
  });
});
