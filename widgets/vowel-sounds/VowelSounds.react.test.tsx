// The Vowel Sounds view on React 19 itself (no preact/compat), in happy-dom.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ResultDetail } from '../tool-kit';
import { button, click, openSettings, render, stubClipboard, useComponentTest } from '../runtime/testing';
import { VowelSounds } from './VowelSounds';

useComponentTest({ reducedMotion: true });

describe('VowelSounds on React', () => {
  it('changes the case and the voice in the settings, shares them in the link, and reports all 28 once', async () => {
    const writeText = stubClipboard();
    const onComplete = vi.fn<(detail: ResultDetail) => void>();
    const page = render(<VowelSounds onComplete={onComplete} />);
    await openSettings(page);
    const tiles = () => [...page.querySelectorAll<HTMLButtonElement>('.vowel-line button')];
    expect(tiles()).toHaveLength(28);
    expect(tiles().every((tile) => /^[aeiou]$/.test(tile.textContent!))).toBe(true);

    const radio = (label: string) => [...page.querySelectorAll('label.choice')].find((l) => l.textContent === label)!.querySelector('input')!;
    click(radio('Uppercase'));
    click(radio('Off'));
    expect(tiles().every((tile) => /^[AEIOU]$/.test(tile.textContent!))).toBe(true);
    await act(async () => click(button(page, 'Copy link')));
    expect(new URL(writeText.mock.calls[0]![0]).search).toBe('?case=upper&voice=off');

    for (const tile of tiles()) click(tile);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ tool: 'vowel-sounds', verb: 'completed', score: 28, max: 28, success: true, durationMs: expect.any(Number) });
    expect(page.querySelector('.vowel-progress')?.textContent).toBe('All 28 selected!');
    click(tiles()[0]);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
