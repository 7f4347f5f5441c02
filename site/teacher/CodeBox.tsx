// The box where a child types a code: /play with no code (drawn with the page itself, in its
// HTML, before any script) and a play page whose code opens nothing.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { classPagePath, typedCode } from './play-links';

const NOT_A_CODE = 'A code has 8 letters and numbers. Check it on your card, or ask your teacher.';

/**
 * Where a child types the code from their card or the board (8 letters and numbers), when the
 * address has none or one that opens nothing: it opens that code's page, as its QR code would.
 * `onTyping` hears the first keys (the page can fetch the game's code meanwhile); `data-*` marks
 * go on its section.
 */
export function CodeBox({
  title = 'Type your code',
  text = 'Your teacher gave you a code with 8 letters and numbers.',
  base,
  embedded,
  onTyping,
  ...marks
}: { title?: string; text?: string; base: string; embedded: boolean; onTyping?: () => void } & Record<`data-${string}`, string>) {
  const [problem, setProblem] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = typedCode(String(new FormData(event.currentTarget).get('code') ?? ''));
    if (!code) return setProblem(NOT_A_CODE);
    // A typed code is most often the class code printed on a card.
    const path = classPagePath(code, '', base);
    if (embedded) location.assign(path);
    else navigate(path);
  };
  return (
    <section className="play-message code-box" aria-labelledby="code-heading" {...marks}>
      <h1 id="code-heading" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p>{text}</p>
      <form className="code-form" onSubmit={onSubmit} noValidate>
        <label htmlFor="play-code">Your code</label>
        <div className="code-row">
          <input
            id="play-code"
            name="code"
            className="code-input"
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={12}
            size={10}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'code-problem' : 'code-hint'}
            onInput={() => {
              setProblem('');
              onTyping?.();
            }}
          />
          <button type="submit" className="button primary">
            Go
          </button>
        </div>
        {problem ? (
          <p id="code-problem" className="code-problem" role="alert">
            {problem}
          </p>
        ) : (
          <p id="code-hint" className="code-hint">
            Like <span className="code">7K3MQ9TX</span>. Or scan the QR code on your card.
          </p>
        )}
      </form>
    </section>
  );
}
