export function Home() {
  return (
    <section class="hero">
      <p class="eyebrow">Trusted by 500+ Families</p>
      <h1>Reading, spelling, math and writing tutoring that fits how your child learns</h1>
      <p class="lead">
        VERSE tutors children with dyslexia and other learning differences one to one, online, with a structured,
        Orton-Gillingham approach. It starts with a free 30-minute consultation call.
      </p>
      <a class="button primary" href="/start-here?open=consultation">
        Book a Free Consultation
      </a>
    </section>
  );
}
