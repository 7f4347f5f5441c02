import { describe, expect, it } from 'vitest';
import { apiBaseAttribute } from '../runtime/meta';
import { formThemeProperties, leadFormElement } from './meta';

const own = {
  summary: 'A form.',
  attributes: [{ name: 'heading', type: 'string' as const, description: 'The heading.', default: 'Ask Us' }],
  submitted: { detail: '{ id: string }', description: 'It was stored.' },
  embed: { path: 'ask-form', title: 'Ask Us - VERSE' },
};

describe("a lead form's docs, from its folder and its own sentences", () => {
  it('names the element from its folder and ends its attributes with the API origin every lead form reads', () => {
    const meta = leadFormElement('ask-form', own);
    expect([meta.tag, meta.className, meta.folder, meta.summary]).toEqual(['verse-ask-form', 'VerseAskForm', 'ask-form', 'A form.']);
    expect(meta.attributes).toEqual([...own.attributes, apiBaseAttribute]);
    expect(meta.embed).toEqual(own.embed);
  });

  it('sends one submitted event and has the theme, the card, heading and submit button of every lead form, then its own parts', () => {
    const meta = leadFormElement('ask-form', { ...own, submit: 'The Ask button.', parts: [{ name: 'dialog', description: 'A dialog.' }] });
    expect(meta.events).toEqual([{ name: 'submitted', detail: '{ id: string }', description: 'It was stored.' }]);
    expect(meta.cssProperties).toBe(formThemeProperties);
    expect(meta.parts!.map((part) => part.name)).toEqual(['form', 'heading', 'submit', 'dialog']);
    expect(meta.parts![2]!.description).toBe('The Ask button.');
    expect(leadFormElement('ask-form', own).parts![2]!.description).toBe('The submit button.');
  });
});
