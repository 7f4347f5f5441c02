import { useState } from 'react';

/**
 * A Copy button for one text; says Copied for a moment. `name` is its accessible name where the
 * visible label alone would not say what is copied (it starts with the label, as a voice user says it).
 */
export function CopyButton({ text, label, name }: { text: string; label: string; name?: string }) {
  const [said, setSaid] = useState('');
  return (
    <>
      <button
        type="button"
        className="button small"
        aria-label={name}
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => setSaid('Copied.'),
            () => setSaid('Could not copy: select the text and copy it.'),
          )
        }
      >
        {label}
      </button>
      <span className="copy-said" role="status">
        {said}
      </span>
    </>
  );
}
