import type { JSX } from 'react';
import { speak } from './sound';

/**
 * **Hear it** beside a step a tool shows in a line of its own making (the kit's `ToolStep` has its
 * own): reads `text` aloud. Imported from `../tool-kit/hear-it` by the tools that show one.
 */
export function HearIt({ text }: { text: string }): JSX.Element {
  return (
    <button type="button" className="tool-button" onClick={() => speak(text)}>
      Hear it
    </button>
  );
}
