import { useEffect, useState, type ReactNode } from 'react';
import { CopyButton } from '../components/CopyButton';
import { business } from '../config';

/**
 * Where the site is published. The page is built before it knows the address it is served from,
 * so it shows this first and the address in the browser's bar once it runs (the same in production).
 */
const PUBLISHED_ORIGIN = (process.env.VERSE_SITE_ORIGIN || 'https://verse.example').replace(/\/$/, '');

function useOrigin(): string {
  const [origin, setOrigin] = useState(PUBLISHED_ORIGIN);
  useEffect(() => setOrigin(window.location.origin), []);
  return origin;
}

type Value = { id: string; name: string; value: string; hint: string };

function values(origin: string): Value[] {
  return [
    { id: 'register', name: 'Dynamic Registration URL', value: `${origin}/lti/register`, hint: 'Canvas, Moodle 4.x and Blackboard: paste this one address and the rest is automatic.' },
    { id: 'canvas', name: 'Canvas configuration URL (JSON URL)', value: `${origin}/lti/canvas.json`, hint: 'Canvas developer key, method “Enter URL”.' },
    { id: 'login', name: 'Login initiation URL (OpenID Connect)', value: `${origin}/lti/login`, hint: 'Also called “Initiate login URL” or “OIDC login URL”.' },
    { id: 'launch', name: 'Launch URL, redirect URL and target link URI', value: `${origin}/lti/launch`, hint: 'Also called “Tool URL”; the only redirect URI.' },
    { id: 'deep-link', name: 'Deep linking URL (content selection)', value: `${origin}/lti/launch`, hint: 'The same address as the launch: the message tells them apart.' },
    { id: 'jwks', name: 'Public keyset URL (JWKS)', value: `${origin}/lti/jwks`, hint: 'Key type: keyset URL. VERSE rotates its keys; the address stays.' },
    { id: 'domain', name: 'Domain', value: new URL(origin).host, hint: '' },
    { id: 'scope', name: 'Grade service scope', value: 'https://purl.imsglobal.org/spec/lti-ags/scope/score', hint: 'Turn on “Assignment and Grade Services” (grade sync) so scores reach the gradebook.' },
  ];
}

/** One value with its Copy button. */
function Copyable({ item }: { item: Value }) {
  return (
    <div className="lti-value">
      <dt id={`lti-${item.id}`}>{item.name}</dt>
      <dd>
        <code>{item.value}</code>
        <span className="lti-copy">
          <CopyButton text={item.value} label="Copy" name={`Copy ${item.name}`} />
        </span>
        {item.hint && <span className="lti-hint">{item.hint}</span>}
      </dd>
    </div>
  );
}

const V = ({ children }: { children: ReactNode }) => <code>{children}</code>;

/** /lti: what a school's LMS administrator needs to add VERSE, with each value ready to copy. */
export function Lti() {
  const origin = useOrigin();
  const all = values(origin);
  const url = (id: string) => all.find((item) => item.id === id)!.value;
  const support = <a href={`mailto:${business.supportEmail}`}>{business.supportEmail}</a>;
  return (
    <section className="band page-hero lti-admin">
      <div className="wrap narrow">
        <h1>VERSE for LMS administrators</h1>
        <p className="lead">
          Add VERSE's free student tools to your school's Canvas, Moodle, Schoology or Blackboard. Teachers then add any
          tool as an activity or a graded assignment, and each finished round's score goes to the gradebook.
        </p>
        <div className="prose">
          <p>
            VERSE is an LTI 1.3 tool with Dynamic Registration, Deep Linking 2.0 and Assignment and Grade Services. It
            asks for no name and no email: it keeps only the anonymous id your platform gives each student. If your
            platform offers Dynamic Registration, the first address below is all you need.
          </p>
        </div>

        <h2>The values to paste</h2>
        <dl className="lti-values">
          {all.map((item) => (
            <Copyable key={item.id} item={item} />
          ))}
        </dl>

        <div className="prose lti-steps">
          <section aria-labelledby="canvas">
            <h2 id="canvas">Canvas</h2>
            <ol>
              <li>
                Go to <strong>Admin → Developer Keys → + Developer Key → LTI Registration</strong>.
              </li>
              <li>
                Paste the Dynamic Registration URL <V>{url('register')}</V> and follow the steps. Canvas shows what VERSE
                asks for; press <strong>Register VERSE</strong> and the window closes.
              </li>
              <li>
                Switch the new key <strong>On</strong> and copy its Client ID.
              </li>
              <li>
                Go to <strong>Admin → Settings → Apps → View App Configurations → + App</strong>, choose Configuration
                Type <strong>By Client ID</strong>, paste the Client ID and press <strong>Install</strong>.
              </li>
              <li>
                Without Dynamic Registration: <strong>+ LTI Key</strong>, Method <strong>Enter URL</strong>, JSON URL{' '}
                <V>{url('canvas')}</V>, Redirect URIs <V>{url('launch')}</V>; then send us your platform's details (below).
              </li>
            </ol>
          </section>

          <section aria-labelledby="moodle">
            <h2 id="moodle">Moodle (4.x)</h2>
            <ol>
              <li>
                Go to <strong>Site administration → Plugins → Activity modules → External tool → Manage tools</strong>.
              </li>
              <li>
                In <strong>Tool URL</strong>, paste <V>{url('register')}</V> and press <strong>Add LTI Advantage</strong>.
              </li>
              <li>
                On VERSE's page, press <strong>Register VERSE</strong>. The window closes and VERSE is listed as a
                pending tool: press <strong>Activate</strong>.
              </li>
              <li>
                In the tool's settings: <strong>Supports Deep Linking</strong> on; IMS LTI Assignment and Grade Services{' '}
                <strong>Use this service for grade sync only</strong>; share launcher's name and email{' '}
                <strong>Never</strong>; <strong>Show in activity chooser</strong>.
              </li>
            </ol>
          </section>

          <section aria-labelledby="schoology">
            <h2 id="schoology">Schoology</h2>
            <ol>
              <li>
                Schoology has no Dynamic Registration. Go to <strong>System Settings → Integration → External Tools</strong>{' '}
                (or the App Center's <strong>Create App</strong>, LTI 1.3).
              </li>
              <li>
                Tool name <strong>VERSE</strong>, Privacy <strong>Do not send any user information</strong>, Login
                initiation URL <V>{url('login')}</V>, Redirect URLs and Target link URI <V>{url('launch')}</V>, Public JWK
                URL <V>{url('jwks')}</V>, Deep linking URL <V>{url('deep-link')}</V>, Services: Assignment and Grade
                Services.
              </li>
              <li>Install the app for your school.</li>
              <li>Send us the issuer, Client ID, Deployment ID and the platform's OIDC auth, token and keyset URLs (below).</li>
            </ol>
          </section>

          <section aria-labelledby="blackboard">
            <h2 id="blackboard">Blackboard (Learn Ultra and Original)</h2>
            <ol>
              <li>
                Where your Learn offers Dynamic Registration, use <V>{url('register')}</V>. Otherwise register VERSE in
                Anthology's Developer Portal: Domain <V>{url('domain')}</V>, Login initiation URL <V>{url('login')}</V>,
                Tool redirect URL <V>{url('launch')}</V>, Tool JWKS URL <V>{url('jwks')}</V>, signing algorithm RS256.
              </li>
              <li>
                In Learn: <strong>Administrator Panel → Integrations → LTI Tool Providers → Register LTI 1.3/Advantage Tool</strong>,
                paste the Client ID.
              </li>
              <li>
                Institution policies: send no user fields (role only) and allow grade service access.
              </li>
              <li>
                Add a placement of type <strong>Deep Linking content tool</strong> with Target link URI <V>{url('launch')}</V>.
              </li>
            </ol>
          </section>

          <section aria-labelledby="support">
            <h2 id="support">Without Dynamic Registration, or if something does not work</h2>
            <p>
              Email VERSE support at {support} ({business.hours}). Without Dynamic Registration, include your platform's
              issuer, Client ID, Deployment ID(s), authorization (OIDC auth) URL, access token URL and public keyset
              URL: VERSE must know your platform before its first launch.
            </p>
            <p>
              When a launch is refused, VERSE's page says what to tell you; the same words help us find the cause.
            </p>
          </section>
        </div>
      </div>
    </section>
  );
}
