export function FollowUpsPage() {
  return (
    <section aria-labelledby="section-title">
      <h2 id="section-title">Follow-ups</h2>
    </section>
  );
}
