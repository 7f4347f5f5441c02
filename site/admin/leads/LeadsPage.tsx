export function LeadsPage() {
  return (
    <section aria-labelledby="section-title">
      <h2 id="section-title">Leads</h2>
    </section>
  );
}
