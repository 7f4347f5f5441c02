/** A list of what a family gets, each item ticked. */
export function Checklist({ items }: { items: readonly string[] }) {
  return (
    <ul className="checklist">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Numbered steps, each a title and a sentence. */
export function Steps({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ol className="steps">
      {items.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
