import { Icon } from './Icon';

/** The provider's four headline facts, in one place. */
const claims = [
  { figure: '500+', text: 'families have trusted us with their child' },
  { figure: '95%', text: 'of our students improve' },
  { figure: 'Free', text: '30-minute consultation to start' },
  { figure: '10+', text: 'years of teaching children who learn differently' },
];

export function Claims() {
  return (
    <ul className="claims" aria-label="VERSE in numbers">
      {claims.map((claim) => (
        <li key={claim.figure}>
          <strong>{claim.figure}</strong>
          <span>{claim.text}</span>
        </li>
      ))}
    </ul>
  );
}

/** The 'Trusted by 500+ Families' badge, worn by the landing pages' heroes. */
export function TrustBadge() {
  return (
    <p className="badge">
      <Icon name="heart" size={18} /> Trusted by 500+ Families
    </p>
  );
}
