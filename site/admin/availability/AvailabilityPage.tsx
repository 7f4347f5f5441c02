/** Staff editor of the hours parents may book. */
export function AvailabilityPage() {
  return (
    <section aria-labelledby="availability-title">
      <h2 id="availability-title">Availability</h2>
    </section>
  );
}
