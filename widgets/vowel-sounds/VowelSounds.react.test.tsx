// The Vowel Sounds view on React 19 itself (no preact/compat), in happy-dom.
import { describe, expect, it } from 'vitest';
import { button, click, renderTool, useComponentTest } from '../runtime/testing';
import { VowelSounds } from './VowelSounds';

useComponentTest({ reducedMotion: true });

describe('VowelSounds on React', () => {
  it('changes the case and the voice in the settings, shares them in the link, and reports all 28 once', async () => {
    const { page, onComplete, choose, copiedLink } = await renderTool((on) => <VowelSounds {...on} />);
    const tiles = () => [...page.querySelectorAll<HTMLButtonElement>('.vowel-line button')];
    expect(tiles()).toHaveLength(28);
    expect(tiles().every((tile) => /^[aeiou]$/.test(tile.textContent!))).toBe(true);

    choose('Uppercase');
    choose('Off');
    expect(tiles().every((tile) => /^[AEIOU]$/.test(tile.textContent!))).toBe(true);
    expect((await copiedLink()).search).toBe('?case=upper&voice=off');

    for (const tile of tiles()) click(tile);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ tool: 'vowel-sounds', verb: 'completed', score: 28, max: 28, success: true, durationMs: expect.any(Number) });
    expect(page.querySelector('.vowel-progress')?.textContent).toBe('All 28 selected!');
    click(tiles()[0]);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
