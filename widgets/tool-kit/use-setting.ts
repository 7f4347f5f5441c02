import { useEffect, useState } from 'react';

type Choice<A, T> = { attribute: A; value: T } | null;

/**
 * One of a tool's settings, the rule written once: the element's attribute (or the embed page's
 * URL, which becomes the attribute) gives it; the settings panel may change it; a new attribute
 * value applies again, over whatever the panel chose. `read` turns the attribute into the
 * setting (its default when the attribute is absent or invalid). Several attributes that make
 * one setting pass one key that changes with any of them.
 */
export function useSetting<A, T>(attribute: A, read: (attribute: A) => T): [T, (next: T | ((current: T) => T)) => void] {
  const [choice, setChoice] = useState<Choice<A, T>>(null);
  const chosen = choice !== null && Object.is(choice.attribute, attribute);
  const value = chosen ? choice.value : read(attribute);
  // A choice made under another attribute value is dropped, so the attribute coming back to that value does not bring it back.
  useEffect(() => {
    if (choice !== null && !chosen) setChoice(null);
  }, [choice, chosen]);
  const choose = (next: T | ((current: T) => T)) =>
    setChoice((previous) => {
      const current = previous !== null && Object.is(previous.attribute, attribute) ? previous.value : read(attribute);
      return { attribute, value: typeof next === 'function' ? (next as (current: T) => T)(current) : next };
    });
  return [value, choose];
}
