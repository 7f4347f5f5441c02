import { Icon } from '../components/Icon';

export function ClassInfo() {
  return (
    <section class="band page-hero">
      <div class="wrap narrow placeholder">
        <span class="card-icon">
          <Icon name="calendar" />
        </span>
        <h1>Class Info</h1>
        <p class="lead">Class information and schedules coming soon.</p>
        <div class="actions center">
          <a class="button primary" href="/start-here?open=consultation">
            Book a Free Consultation
          </a>
          <a class="button" href="/services-offered">
            See Our Services
          </a>
        </div>
      </div>
    </section>
  );
}
