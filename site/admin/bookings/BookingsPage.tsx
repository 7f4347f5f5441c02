/** Staff view of upcoming and past consultations. */
export function BookingsPage() {
  return (
    <section aria-labelledby="bookings-title">
      <h2 id="bookings-title">Bookings</h2>
    </section>
  );
}
