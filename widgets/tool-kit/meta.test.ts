import { describe, expect, it } from 'vitest';
import type { ToolSettings } from './declaration';
import { toolAttributeDocs, toolElement, toolEventDocs } from './meta';

const tool = { id: 'word-race', routes: ['word-race', 'race'], name: 'Word Race' } as const;
const settings = { speed: { type: 'choice', label: 'Speed', values: ['slow', 'fast'], default: 'slow' } } as const satisfies ToolSettings;
const own = { summary: 'Race to read the word.', complete: 'The race ended.', score: 'A word was read.' };

describe("a tool's docs, from its declaration and its own sentences", () => {
  it('takes its tag, class, folder and embed pages from the declaration, then the attributes every tool has and its settings', () => {
    const meta = toolElement(tool, { ...own, settings, help: { speed: 'How fast the words come.' }, css: { accent: 'Buttons.' } });
    expect([meta.tag, meta.className, meta.folder]).toEqual(['verse-word-race', 'VerseWordRace', 'word-race']);
    expect(meta.embed).toEqual(['word-race', 'race'].map((path) => ({ path, title: 'Word Race - VERSE' })));
    expect(meta).toMatchObject({ settings, summary: 'Race to read the word.', parts: [] });
    expect(meta.attributes).toEqual([
      ...toolAttributeDocs,
      { name: 'speed', type: 'string', description: 'How fast the words come. One of `slow`, `fast`.', default: 'slow' },
    ]);
  });

  it('has no settings of its own when it declares none', () => {
    const meta = toolElement(tool, { ...own, parts: [{ name: 'track', description: 'The race track.' }], css: { accent: 'Buttons.' } });
    expect('settings' in meta).toBe(false);
    expect(meta.attributes).toEqual(toolAttributeDocs);
    expect(meta.parts).toEqual([{ name: 'track', description: 'The race track.' }]);
  });

  it("gives the kit's complete and score events what they mean for the tool", () => {
    const { events } = toolElement(tool, { ...own, css: { accent: 'Buttons.' } });
    expect(events).toEqual([
      { name: 'complete', detail: toolEventDocs[0]!.detail, description: 'The race ended.' },
      { name: 'score', detail: toolEventDocs[1]!.detail, description: 'A word was read.' },
    ]);
  });

  it('lists the custom properties it reads with their defaults, in the same order in every tool, and the font in the same words', () => {
    const meta = toolElement(tool, { ...own, css: { font: true, background: 'Around the track.', error: 'A misread word.', ok: 'A word read.', focus: 'Focus.', accent: 'Buttons.' } });
    expect(meta.cssProperties).toEqual([
      { name: '--verse-accent', description: 'Buttons.', default: '#2f5d8a' },
      { name: '--verse-focus', description: 'Focus.', default: '#f0a500' },
      { name: '--verse-ok', description: 'A word read.', default: '#1e7a46' },
      { name: '--verse-error', description: 'A misread word.', default: '#b42318' },
      { name: '--verse-tool-background', description: 'Around the track.', default: '#faf7f2' },
      { name: '--verse-font', description: 'Font family of the controls.', default: 'inherit' },
    ]);
    expect(toolElement(tool, { ...own, css: { accent: 'Buttons.' } }).cssProperties).toEqual([{ name: '--verse-accent', description: 'Buttons.', default: '#2f5d8a' }]);
  });
});
