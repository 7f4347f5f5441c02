import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedSnippet, embedUrl, readToolUrlSettings, siteUrl, toolAttributeDocs, toolAttributeTypes, toolEventDocs } from './settings';

afterEach(() => vi.restoreAllMocks());

describe('readToolUrlSettings', () => {
  it('turns the settings every tool accepts into element attributes', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readToolUrlSettings('?bg=transparent&audio=muted&allowLinks=false&font=opendyslexic&spacing=wide&tint=cream')).toEqual({
      bg: 'transparent',
      audio: 'muted',
      'allow-links': 'false',
      font: 'opendyslexic',
      spacing: 'wide',
      tint: 'cream',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops unknown names and invalid values with one warning naming them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readToolUrlSettings('font=comic&bg=red&tint=neon&user=ada&audio=enabled')).toEqual({ audio: 'enabled' });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toContain('font, bg, tint, user');
  });

  it("reads a tool's own settings by type, kebab-casing their names", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const extra = { lines: 'number', wordList: 'string', uppercase: 'boolean' } as const;
    expect(readToolUrlSettings('lines=10&wordList=short%20a&uppercase', extra)).toEqual({ lines: '10', 'word-list': 'short a', uppercase: 'true' });
    expect(readToolUrlSettings('lines=ten&uppercase=maybe', extra)).toEqual({});
    expect(warn).toHaveBeenCalledOnce();
    expect(readToolUrlSettings(`wordList=${'x'.repeat(201)}`, extra)).toEqual({});
  });
});

describe('share addresses', () => {
  it('builds the embed page on the given origin with the settings, under the tool route', () => {
    expect(embedUrl('writing-paper', { lines: '5', bg: 'transparent' }, 'https://verse.example')).toBe(
      'https://verse.example/embed/writing-paper?lines=5&bg=transparent',
    );
    expect(embedUrl('alphabet-sequencing', {}, 'https://verse.example')).toBe('https://verse.example/embed/alphabet-sequencing-game');
    expect(siteUrl('alphabet-sequencing', 'https://verse.example')).toBe('https://verse.example/student-apps/alphabet-sequencing-game');
  });

  it('writes an iframe with a title, full width and the height, escaping the attributes', () => {
    expect(embedSnippet('https://v.example/embed/grammar?a=1&b="2"', 'Grammar - VERSE', 612.4)).toBe(
      '<iframe src="https://v.example/embed/grammar?a=1&amp;b=&quot;2&quot;" title="Grammar - VERSE" width="100%" height="612" allow="autoplay; clipboard-write"></iframe>',
    );
  });
});

describe('docs', () => {
  it('documents every common attribute (kebab-cased) and both events', () => {
    const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
    expect(toolAttributeDocs.map((doc) => doc.name).sort()).toEqual(Object.keys(toolAttributeTypes).map(kebab).sort());
    for (const doc of toolAttributeDocs) expect(doc.type).toBe(toolAttributeTypes[doc.name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) as keyof typeof toolAttributeTypes]);
    expect(toolEventDocs.map((doc) => doc.name)).toEqual(['complete', 'score']);
  });
});
