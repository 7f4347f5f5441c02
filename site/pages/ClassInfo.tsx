import { Icon } from '../components/Icon';

export function ClassInfo() {
  return (
    <section className="band page-hero">
      <div className="wrap narrow placeholder">
        <span className="card-icon">
          <Icon name="calendar" />
        </span>
        <h1>Class Info</h1>
        <p className="lead">Class information and schedules coming soon.</p>
        <div className="actions center">
          <a className="button primary" href="/start-here?open=consultation">
            Book a Free Consultation
          </a>
          <a className="button" href="/services-offered">
            See Our Services
          </a>
        </div>
      </div>
    </section>
  );
}
