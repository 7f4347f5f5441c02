import { describe, expect, it } from 'vitest';
import type { ElementMeta } from './runtime/meta';
import type { ToolSettings } from './tool-kit/declaration';
import { toolMeta } from './tool-kit/meta';
import { studentTools, templateTools } from './tools';
import { CARD_TEMPLATES, TEMPLATES, TEMPLATE_CONTENT } from '../contract/teacher';
import { TEMPLATE_CARDS, UNJUDGED_TEMPLATES } from '../contract/templates.data';

/** Every folder that declares a tool, by folder name. */
const declarations = import.meta.glob<{ tool: { id: string } }>('./*/tool.ts', { eager: true });
const defines = import.meta.glob<string>('./*/define.ts', { eager: true, query: '?raw', import: 'default' });
const folderOf = (file: string) => file.split('/')[1]!;

describe('the student tools list', () => {
  it('lists every folder that declares a tool, once, under its folder name', () => {
    const folders = Object.keys(declarations).map(folderOf).sort();
    expect(studentTools.map((tool) => tool.id).sort()).toEqual(folders);
    for (const [file, { tool }] of Object.entries(declarations)) expect(tool.id).toBe(folderOf(file));
  });

  it('gives every tool its own routes and name, a blurb and an icon', () => {
    const routes = studentTools.flatMap((tool) => tool.routes);
    expect(new Set(routes).size).toBe(routes.length);
    expect(new Set(studentTools.map((tool) => tool.name)).size).toBe(studentTools.length);
    for (const tool of studentTools) {
      expect(tool.blurb).toMatch(/^[A-Z].*\.$/);
      expect(tool.icon).toBeTruthy();
    }
  });

  it("registers each tool's element as verse-<id>, the tag its docs give", () => {
    for (const tool of studentTools) {
      expect(defines[`./${tool.id}/define.ts`]).toContain(`tag = 'verse-${tool.id}'`);
      expect(toolMeta(tool).tag).toBe(`verse-${tool.id}`);
    }
  });

  it('derives the docs: class name, folder and an embed page per route', () => {
    const alphabet = studentTools.find((tool) => tool.id === 'alphabet-sequencing')!;
    expect(toolMeta(alphabet)).toEqual({
      tag: 'verse-alphabet-sequencing',
      className: 'VerseAlphabetSequencing',
      folder: 'alphabet-sequencing',
      embed: [{ path: 'alphabet-sequencing-game', title: 'Alphabet Sequencing - VERSE' }],
    });
    const bAndD = studentTools.find((tool) => tool.id === 'b-and-d')!;
    expect(toolMeta(bAndD).className).toBe('VerseBAndD');
    const matchIt = studentTools.find((tool) => tool.id === 'match-it')!;
    expect(toolMeta(matchIt).embed).toEqual([
      { path: 'match-it', title: 'Match It - VERSE' },
      { path: 'group-it', title: 'Match It - VERSE' },
    ]);
  });

  it("documents each tool's declared settings, each with its help, and writes them into its embed pages", async () => {
    for (const tool of studentTools) {
      const folder = (await import(`./${tool.id}/tool.ts`)) as { settings?: ToolSettings; help?: Record<string, string> };
      const { meta } = (await import(`./${tool.id}/meta.ts`)) as { meta: ElementMeta };
      expect(meta.settings).toEqual(folder.settings);
      for (const name of Object.keys(folder.settings ?? {})) {
        expect(folder.help?.[name]).toMatch(/^\S.*[.)]$/);
        const doc = meta.attributes.find((attribute) => attribute.name === name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`));
        expect(doc?.description.startsWith(folder.help![name]!)).toBe(true);
      }
    }
  });
});

describe("the teacher workspace's templates, from the tools' `teacher` entries", () => {
  it('keeps the ids, the order and the content kinds the wire format has always had', () => {
    expect(TEMPLATES).toEqual(['anagram', 'place-value-showdown', 'sentence-sense', 'sort-categories', 'spinner-wheel', 'whack-a-mole', 'letter-tiles', 'ice-fishers']);
    expect(CARD_TEMPLATES).toEqual(TEMPLATES.slice(0, 6));
    expect(TEMPLATE_CONTENT['spinner-wheel']).toEqual(['words', 'groups']);
    expect(TEMPLATE_CONTENT['place-value-showdown']).toEqual(['none']);
    expect(UNJUDGED_TEMPLATES).toEqual(['spinner-wheel', 'letter-tiles']);
    expect(new Set(templateTools.map((tool) => tool.teacher.place)).size).toBe(templateTools.length);
  });

  it("titles Create Games' six cards as the spec does, with each tool's own icon", () => {
    expect(CARD_TEMPLATES.map((id) => TEMPLATE_CARDS[id]!.title)).toEqual([
      'Anagram - Unscramble Letters',
      'Place Value Showdown',
      'Sentence Sense - Unscramble Words',
      'Sort Categories',
      'Spinner Wheel',
      'Whack A Mole',
    ]);
    for (const id of CARD_TEMPLATES) expect(TEMPLATE_CARDS[id]!.icon).toBe(studentTools.find((tool) => tool.id === id)!.icon);
  });
});
