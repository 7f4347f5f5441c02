/** An accordion of questions: native details/summary, so it works by keyboard and before any script. */
export function Faq({ items }: { items: { question: string; answer: string }[] }) {
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.question}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
