import { afterEach, describe, expect, it, vi } from 'vitest';
import { readToolUrlSettings } from './url-settings';

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

  it("checks a student tool's declared settings against what each allows", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const extra = { speed: 'string', gameType: 'string', page: 'number' } as const;
    const settings = {
      speed: { type: 'choice', label: 'Speed', values: ['slow', 'fast'], default: 'slow' },
      gameType: { type: 'choice', label: 'Game Type', values: ['numbers', 'letters'], default: 'numbers' },
      page: { type: 'number', label: 'Page', min: 1, max: 9, default: 1 },
    } as const;
    expect(readToolUrlSettings('speed=fast&gameType=letters&page=3', extra, settings)).toEqual({ speed: 'fast', 'game-type': 'letters', page: '3' });
    expect(readToolUrlSettings('speed=warp&gameType=words&page=12', extra, settings)).toEqual({});
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toContain('speed, gameType, page');
  });
});
