import type { JSX } from 'react';
import { speak } from './sound';

/**
 * What to do now, on screen in words a 7-year-old reads, and **Hear it** to have it read aloud.
 * Imported from `../tool-kit/step` by the tools that show one, so the others do not carry it.
 */
export function ToolStep({ text }: { text: string }): JSX.Element {
  return (
    <p className="tool-step">
      <span>{text}</span>
      <button type="button" className="tool-button" onClick={() => speak(text)}>
        Hear it
      </button>
    </p>
  );
}
