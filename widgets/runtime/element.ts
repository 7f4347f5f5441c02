import r2wc from '@r2wc/react-to-web-component';
import { createElement, useLayoutEffect, useReducer, type ComponentType } from 'react';
import { adoptStyles } from './styles';
import type { AttributeProps, AttributeType, AttributeTypes, EventProps, HostProps } from './types';

export type ElementOptions<A extends AttributeTypes, E extends EventProps> = {
  /** Props read from attributes (kebab-cased: `apiBase` ↔ `api-base`) and settable as properties. */
  attributes: A;
  /** Callback props (`onBooked`) that leave the element as events (`booked`): bubbling, composed. */
  events?: E;
  /** The element's CSS, installed with adoptedStyleSheets so a host CSP of `style-src 'self'` holds. */
  styles: string;
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

/** The props of one element instance, kept outside r2wc: attributes and properties write them, the view reads them. */
class PropStore {
  private values: Record<string, unknown> = {};
  private readonly listeners = new Set<() => void>();
  snapshot: Record<string, unknown> = {};

  get(prop: string): unknown {
    return this.values[prop];
  }

  set(prop: string, value: unknown) {
    if (Object.is(this.values[prop], value) && prop in this.values) return;
    this.values = { ...this.values, [prop]: value };
    this.snapshot = this.values;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  read = () => this.snapshot;
}

const stores = new WeakMap<Element, PropStore>();

/**
 * Turns a React component into a custom element class with no side effects; register it with
 * `defineElement`. r2wc (its documented API: shadow root, events) mounts the component when the
 * element is connected and turns callback props into bubbling, composed events. Attributes and
 * properties are read here instead of by r2wc, whose parsers lose bare booleans and removed
 * attributes and throw on malformed JSON.
 */
export function createElementClass<A extends AttributeTypes, E extends EventProps = [], P extends object = AttributeProps<A> & HostProps>(
  component: ComponentType<P>,
  options: ElementOptions<A, E>,
): CustomElementConstructor {
  const propNames = Object.keys(options.attributes);
  const attributeToProp = new Map(propNames.map((name) => [kebab(name), name]));

  function ElementView(r2wcProps: HostProps & Record<string, unknown>) {
    const store = stores.get(r2wcProps.container!.host)!;
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    // Subscribed in the commit itself, so no change between the first render and the subscription is missed.
    useLayoutEffect(() => store.subscribe(rerender), [store]);
    return createElement(component as ComponentType<Record<string, unknown>>, { ...store.read(), ...r2wcProps });
  }

  const Base = r2wc(ElementView, {
    shadow: 'open',
    events: Object.fromEntries((options.events ?? []).map((name) => [name, { bubbles: true, composed: true }])),
  }) as unknown as { new (): HTMLElement };

  class VerseElement extends Base {
    static get observedAttributes() {
      return [...attributeToProp.keys()];
    }

    /** How each prop is read from its attribute (an embed page maps its URL settings with it). */
    static readonly attributeTypes: AttributeTypes = options.attributes;

    constructor() {
      super();
      const store = new PropStore();
      stores.set(this, store);
      adoptStyles(this.shadowRoot!, options.styles);
      for (const [attribute, prop] of attributeToProp) {
        store.set(prop, parseAttribute(options.attributes[prop]!, this.getAttribute(attribute), attribute));
      }
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null) {
      const prop = attributeToProp.get(attribute);
      if (prop) stores.get(this)!.set(prop, parseAttribute(options.attributes[prop]!, value, attribute));
    }
  }

  for (const prop of propNames) {
    Object.defineProperty(VerseElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return stores.get(this)!.get(prop);
      },
      set(this: HTMLElement, value: unknown) {
        stores.get(this)!.set(prop, value);
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
