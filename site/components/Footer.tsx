import { business, phoneHref } from '../config';

/** The consent banner (site/components/ConsentHost.tsx) listens for this and shows itself again. */
const openConsentSettings = () => document.dispatchEvent(new Event('verse:consent-settings'));

const quickLinks = [
  { href: '/', label: 'Home' },
  { href: '/start-here', label: 'Start Here' },
  { href: '/meet-our-staff', label: 'Meet Our Staff' },
  { href: '/services-offered', label: 'Services and Prices' },
  { href: '/contact', label: 'Contact Us' },
];

const resourceLinks = [
  { href: '/dyslexia-resources', label: 'Dyslexia Resources' },
  { href: '/structured-literacy', label: 'Structured Literacy' },
  { href: '/assessments', label: 'Assessments' },
  { href: '/utah-fits-all', label: 'Utah Fits All Scholarship' },
  { href: '/student-apps', label: 'Free Student Apps' },
  { href: '/for-schools', label: 'For Schools' },
];

/** `cookieSettings`: the button that shows the cookie banner again (not on a page made for children, which has none). */
export function Footer({ cookieSettings = true }: { cookieSettings?: boolean }) {
  return (
    <footer className="site-footer">
      <div className="wrap footer-grid">
        <section className="footer-about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-heading">
            About VERSE
          </h2>
          <p>
            VERSE gives children with dyslexia and other learning differences one-to-one online tutoring in reading,
            spelling, math and writing. Our certified tutors use the Orton-Gillingham approach: clear, step-by-step
            and multi-sensory.
          </p>
        </section>
        <FooterLinks id="footer-quick" heading="Quick Links" links={quickLinks} />
        <FooterLinks id="footer-resources" heading="Resources" links={resourceLinks} />
        <section aria-labelledby="footer-support">
          <h2 id="footer-support" className="footer-heading">
            Support
          </h2>
          <ul>
            <li>
              <a href={`mailto:${business.supportEmail}`}>{business.supportEmail}</a>
            </li>
            <li>
              <a href={phoneHref}>{business.phone}</a>
            </li>
            <li>{business.hours}</li>
          </ul>
        </section>
      </div>
      <div className="wrap footer-bottom">
        <p>© 2024 VERSE. All rights reserved.</p>
        <ul className="footer-legal">
          <li>
            <a href="/privacy">Privacy Policy</a>
          </li>
          <li>
            <a href="/data-deletion">Data Deletion</a>
          </li>
          <li>
            <a href="/terms">Terms of Service</a>
          </li>
          <li>
            <a href="/accessibility">Accessibility</a>
          </li>
          {cookieSettings && (
            <li>
              <button type="button" className="text-button" onClick={openConsentSettings}>
                Cookie settings
              </button>
            </li>
          )}
        </ul>
      </div>
    </footer>
  );
}

/** A column of the footer's links under its heading. */
function FooterLinks({ id, heading, links }: { id: string; heading: string; links: readonly { href: string; label: string }[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="footer-heading">
        {heading}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
