import { Icon, type IconName } from '../components/Icon';

const places: { href: string; icon: IconName; label: string; text: string }[] = [
  { href: '/', icon: 'heart', label: 'Home', text: 'Who we are and how we help' },
  { href: '/start-here', icon: 'calendar', label: 'Start Here', text: 'Book a free 30-minute consultation' },
  { href: '/services-offered', icon: 'star', label: 'Services and Prices', text: 'What we offer and what it costs' },
  { href: '/student-apps', icon: 'puzzle', label: 'Student Apps', text: 'Free practice games and tools' },
  { href: '/dyslexia-resources', icon: 'book', label: 'Dyslexia Resources', text: 'Books, podcasts, videos and more' },
  { href: '/contact', icon: 'mail', label: 'Contact Us', text: 'Ask us anything' },
];

export function NotFound() {
  return (
    <section className="band page-hero">
      <div className="wrap narrow">
        <p className="eyebrow">Page not found</p>
        <h1>We can't find that page</h1>
        <p className="lead">
          The link may be old, or a letter may be mixed up. That happens to all of us! These are good places to go next:
        </p>
        <ul className="link-cards">
          {places.map((place) => (
            <li key={place.href}>
              <a href={place.href}>
                <Icon name={place.icon} />
                <span>
                  <strong>{place.label}</strong>
                  <span className="link-card-text">{place.text}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
