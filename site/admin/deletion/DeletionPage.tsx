export function DeletionPage() {
  return (
    <section aria-labelledby="section-title">
      <h2 id="section-title">Data deletion</h2>
    </section>
  );
}
