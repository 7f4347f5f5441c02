export function OutboxPage() {
  return (
    <section aria-labelledby="section-title">
      <h2 id="section-title">Outbox</h2>
    </section>
  );
}
