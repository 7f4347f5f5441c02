import { ConsultationActions } from '../components/CtaBand';
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
        <ConsultationActions also={{ href: '/services-offered', label: 'See Our Services' }} center />
      </div>
    </section>
  );
}
