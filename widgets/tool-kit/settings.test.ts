import { describe, expect, it } from 'vitest';
import { TINTS } from './comfort';
import { toolAttributeDocs, toolEventDocs } from './meta';
import { tool as alphabetSequencing } from '../alphabet-sequencing/tool';
import { tool as writingPaper } from '../writing-paper/tool';
import { siteUrl, toolAttributeTypes } from './settings';
import { embedSnippet, embedUrl } from './share';

describe('share addresses', () => {
  it('builds the embed page on the given origin with the settings, under the tool route', () => {
    expect(embedUrl(writingPaper, { lines: '5', bg: 'transparent' }, 'https://verse.example')).toBe(
      'https://verse.example/embed/writing-paper?lines=5&bg=transparent',
    );
    expect(embedUrl(alphabetSequencing, {}, 'https://verse.example')).toBe('https://verse.example/embed/alphabet-sequencing-game');
    expect(siteUrl(alphabetSequencing, 'https://verse.example')).toBe('https://verse.example/student-apps/alphabet-sequencing-game');
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
    const tint = toolAttributeDocs.find((doc) => doc.name === 'tint')!;
    for (const name of Object.keys(TINTS)) expect(tint.description).toContain(`\`${name}\``);
  });
});
