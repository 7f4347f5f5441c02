import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'preact';
import { adoptStyles } from './styles';

/** How an attribute's text becomes a prop. */
export type AttributeType = 'string' | 'boolean' | 'number' | 'json';

export type ElementOptions<Props> = {
  /** Props read from attributes (kebab-cased: `apiBase` ↔ `api-base`) and settable as properties. */
  attributes: { [K in keyof Props]?: AttributeType };
  /** Callback props (`onBooked`) that leave the element as events (`booked`): bubbling, composed. */
  events?: readonly `on${string}`[];
  /** The element's CSS, installed with adoptedStyleSheets so a host CSP of `style-src 'self'` holds. */
  styles: string;
};

/** Every component gets the element it renders into, for focus, scrolling and the API origin. */
export type HostProps = { container?: ShadowRoot };

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');

type R2wcInternals = HTMLElement & {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  [CONNECTED]: boolean;
};

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * Reads an attribute the way HTML authors expect, where r2wc alone does not: a bare boolean
 * attribute is true and a removed one false, "false" is false, a bad number or malformed JSON is
 * ignored with a warning instead of breaking the element.
 */
export function parseAttribute(type: AttributeType, value: string | null, name = 'attribute'): unknown {
  switch (type) {
    case 'boolean':
      return value !== null && value.trim().toLowerCase() !== 'false';
    case 'number': {
      if (value === null || value.trim() === '') return undefined;
      const n = Number(value);
      return Number.isFinite(n) ? n : undefined;
    }
    case 'json':
      if (value === null || value.trim() === '') return undefined;
      try {
        return JSON.parse(value);
      } catch {
        console.warn(`VERSE: the ${name} attribute is not valid JSON and was ignored.`);
        return undefined;
      }
    default:
      return value ?? undefined;
  }
}

/**
 * Turns a component into a custom element class with no side effects; register it with
 * `defineElement`. The class wraps r2wc once for every VERSE element: attribute parsing above,
 * properties that keep their JS values, events that bubble and cross the shadow root, styles
 * adopted into the shadow root.
 */
export function createElementClass<Props extends object>(
  component: ComponentType<Props & HostProps>,
  options: ElementOptions<Props>,
): CustomElementConstructor {
  const propNames = Object.keys(options.attributes) as (keyof Props & string)[];
  const events = options.events ?? [];
  const Base = r2wc(component as never, {
    shadow: 'open',
    // Declared to r2wc as strings: its own parsers are the traps parseAttribute avoids.
    props: Object.fromEntries(propNames.map((name) => [name, 'string'])) as never,
    events: Object.fromEntries(events.map((name) => [name, { bubbles: true, composed: true }])) as never,
  }) as unknown as { new (): R2wcInternals; readonly observedAttributes: string[] };

  const attributeToProp = new Map(propNames.map((name) => [kebab(name), name]));

  class VerseElement extends Base {
    constructor() {
      super();
      // r2wc starts out "connected", so a page that creates the element and then sets its
      // attributes one by one would mount it detached, with half its props (and fetch with them).
      this[CONNECTED] = false;
      adoptStyles(this.shadowRoot!, options.styles);
      for (const [attribute, prop] of attributeToProp) {
        this[PROPS][prop] = parseAttribute(options.attributes[prop]!, this.getAttribute(attribute), attribute);
      }
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null) {
      const prop = attributeToProp.get(attribute);
      if (!prop) return;
      this[PROPS][prop] = parseAttribute(options.attributes[prop]!, value, attribute);
      this[RENDER]();
    }
  }

  for (const prop of propNames) {
    Object.defineProperty(VerseElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: R2wcInternals) {
        return this[PROPS][prop];
      },
      set(this: R2wcInternals, value: unknown) {
        this[PROPS][prop] = value;
        this[RENDER]();
      },
    });
  }
  return VerseElement as unknown as CustomElementConstructor;
}

/**
 * Registers an element class under a tag. Calling it twice, or after a partner page defined the
 * tag itself, is harmless; a different tag gets its own subclass, as the registry requires.
 */
export function defineElement(
  tag: string,
  elementClass: CustomElementConstructor,
  registry: CustomElementRegistry = customElements,
): CustomElementConstructor {
  const existing = registry.get(tag);
  if (existing) return existing;
  const definition = class extends (elementClass as typeof HTMLElement) {};
  registry.define(tag, definition);
  return definition;
}
