import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** How an attribute's text becomes a prop. */
export type AttributeType = 'string' | 'boolean' | 'number' | 'json';

/** What an element observes: prop name (camelCase) → how its attribute (kebab-case) is read. */
export type AttributeTypes = Record<string, AttributeType>;

/** Callback props (`onBooked`) that leave the element as events (`booked`). */
export type EventProps = readonly `on${string}`[];

type ValueOf<T extends AttributeType> = T extends 'boolean'
  ? boolean
  : T extends 'number'
    ? number | undefined
    : T extends 'json'
      ? unknown
      : string | undefined;

/** The props a view receives from its element's attributes. */
export type AttributeProps<A extends AttributeTypes> = { -readonly [K in keyof A]?: ValueOf<A[K]> };

/** Every view also gets the shadow root it renders into, for focus, scrolling and the host. */
export type HostProps = { container?: ShadowRoot };

/** An element instance as scripts see it: its attributes are also properties. */
export type ElementInstance<A extends AttributeTypes> = HTMLElement & AttributeProps<A>;

type Kebab<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}`
  : S;

/** An element's attributes as JSX sees them (kebab-case names), for a host page's IntrinsicElements. */
export type ElementJsx<A extends AttributeTypes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  [K in keyof A as Kebab<K & string>]?: A[K] extends 'boolean' ? boolean : string;
};
