// Finding what a person finds: a button by its name, a field by its label, a choice by its group.
// Each takes the root to look in: a container from `render`, or an element's shadow root.

/** The button whose accessible name (aria-label, else its text) is `name`. */
export function button(root: ParentNode, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The labelled control, found the way a person finds it: by the text of its label. */
export function field<T extends Control = HTMLInputElement>(root: ParentNode, label: string): T {
  const labels = [...root.querySelectorAll('label')];
  const match = labels.find((l) => l.textContent?.replace(/\s*\*\s*$/, '').trim() === label);
  if (!match) throw new Error(`no field labelled ${label}`);
  const control = match.htmlFor ? root.querySelector(`[id="${match.htmlFor}"]`) : match.querySelector('input');
  if (!control) throw new Error(`no control for ${label}`);
  return control as T;
}

/** One radio button or checkbox of the group whose legend is `legend`. */
export function choice(root: ParentNode, legend: string, label: string): HTMLInputElement {
  const group = [...root.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')?.textContent === legend);
  const match = [...(group?.querySelectorAll('label') ?? [])].find((l) => l.textContent?.trim() === label);
  const input = match?.querySelector('input');
  if (!input) throw new Error(`no choice ${label} in ${legend}`);
  return input;
}

/** The page-wide toast stack's text (a lead form's toasts leave the element for a stack on <body>). */
export const stackText = (): string => document.querySelector('[data-verse-toasts]')?.shadowRoot?.textContent ?? '';
