import { useState } from 'react';

/**
 * A Copy button for one text; says Copied (or how to copy by hand) beside it. `name` is its
 * accessible name where several sit together (it must contain the visible label: "Copy JWKS URL").
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
