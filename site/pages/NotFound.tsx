export function NotFound() {
  return (
    <section class="page-head">
      <h1>We can't find that page</h1>
      <p class="lead">The link may be old or mistyped. These are good places to go next:</p>
      <ul class="link-list">
        <li>
          <a href="/">Home</a>
        </li>
        <li>
          <a href="/start-here">Start Here: book a free consultation</a>
        </li>
      </ul>
    </section>
  );
}
