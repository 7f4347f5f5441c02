import { describe, expect, it } from 'vitest';
import { changedSettings, readSetting, readSettings, settingAttributeTypes, type ToolSettings } from './declaration';
import { settingDocs } from './meta';

const settings = {
  speed: { type: 'choice', label: 'Speed', values: ['slow', 'fast'], default: 'slow' },
  center: { type: 'choice', label: 'Center', values: ['A', 'B'], default: 'A', caseless: true },
  rounds: { type: 'choice', label: 'Rounds', values: [3, 5], default: 3, labels: { 3: 'Best of 3', 5: 'Best of 5' } },
  page: { type: 'number', label: 'Page', min: 1, max: 20, default: 1 },
  operations: { type: 'list', label: 'Operations', values: ['add', 'sub', 'mul'], default: ['add', 'sub', 'mul'] },
  src: { type: 'text', label: 'Document', maxLength: 10, default: '' },
} as const satisfies ToolSettings;

describe('reading a declared setting from its attribute or URL text', () => {
  it('a choice: one of its values, exactly, or in either case when caseless; its default otherwise', () => {
    expect(['fast', ' fast ', 'FAST', 'warp', '', undefined, null].map((raw) => readSetting(settings.speed, raw))).toEqual(['fast', 'fast', 'slow', 'slow', 'slow', 'slow', 'slow']);
    expect(['b', 'B', 'c'].map((raw) => readSetting(settings.center, raw))).toEqual(['B', 'B', 'A']);
    expect(['5', 5, '5.0', '4'].map((raw) => readSetting(settings.rounds, raw))).toEqual([5, 5, 3, 3]);
  });

  it('a number: a whole number within its range, else its default', () => {
    expect(['7', 20, '0', '21', '2.5', 'x', ''].map((raw) => readSetting(settings.page, raw))).toEqual([7, 20, 1, 1, 1, 1, 1]);
  });

  it('a list: the values it names, in declared order, comma-separated; none named is the default', () => {
    expect(readSetting(settings.operations, 'mul, add')).toEqual(['add', 'mul']);
    expect(readSetting(settings.operations, 'nonsense')).toEqual(['add', 'sub', 'mul']);
  });

  it('text: up to its length, else the default', () => {
    expect(readSetting(settings.src, 'sample')).toBe('sample');
    expect(readSetting(settings.src, 'x'.repeat(11))).toBe('');
  });
});

describe('a tool’s settings together', () => {
  it('reads them all from props, and a share link carries only those that differ from the defaults', () => {
    const values = readSettings(settings, { speed: 'fast', rounds: '3', operations: 'add,sub,mul', page: '2' });
    expect(values).toEqual({ speed: 'fast', center: 'A', rounds: 3, page: 2, operations: ['add', 'sub', 'mul'], src: '' });
    expect(changedSettings(settings, values)).toEqual({ speed: 'fast', page: '2' });
    expect(changedSettings(settings, { ...values, operations: ['sub'] })).toEqual({ speed: 'fast', page: '2', operations: 'sub' });
  });

  it('gives the element its attribute types and the docs their attributes, with what each allows', () => {
    expect(settingAttributeTypes(settings)).toEqual({ speed: 'string', center: 'string', rounds: 'string', page: 'number', operations: 'string', src: 'string' });
    const help = { speed: 'How fast.', center: 'The centre.', rounds: 'Best of.', page: 'The page.', operations: 'Which.', src: 'The PDF.' };
    const docs = settingDocs(settings, help);
    expect(docs.map((doc) => doc.name)).toEqual(['speed', 'center', 'rounds', 'page', 'operations', 'src']);
    expect(docs[2]).toEqual({ name: 'rounds', type: 'string', description: 'Best of. One of `3`, `5`.', default: '3' });
    expect(docs[3]!.description).toBe('The page. A whole number from 1 to 20.');
    expect(docs[4]!.description).toBe('Which. Some of `add`, `sub`, `mul`, comma-separated.');
    expect(docs[5]).toEqual({ name: 'src', type: 'string', description: 'The PDF. Up to 10 characters.', default: undefined });
  });
});
