import { useEffect, useState } from 'react';

/**
 * One of a tool's settings, the rule written once: the element's attribute (or the embed page's
 * URL, which becomes the attribute) gives it; the settings panel may change it; a new attribute
 * value applies again, over whatever the panel chose. `read` turns the attribute into the
 * setting (its default when the attribute is absent or invalid). Several attributes that make
 * one setting pass one key that changes with any of them.
 */
export function useSetting<A, T>(attribute: A, read: (attribute: A) => T) {
  const state = useState(() => read(attribute));
  useEffect(() => state[1](read(attribute)), [attribute]);
  return state;
}
