import { useEffect, useState, type ReactNode } from 'react';
import { toolUrls } from '../../contract/lti-urls';
import { CopyButton } from '../components/CopyButton';
import { business } from '../config';
import { tools } from '../tools';
import { NarrowBand, PageHero } from '../components/Band';

/** Each tool once (Match It has a second route, Group It). */
const toolCount = new Set(tools.map((tool) => tool.tag)).size;

/** Where the site is published; the prerendered page names it, and the browser's own address replaces it. */
const BUILD_ORIGIN = 'https://verse.example';

type Urls = ReturnType<typeof toolUrls>;

/** One value an administrator pastes into their LMS, with a Copy button named after it. */
function Value({ name, value }: { name: string; value: string }) {
  return (
    <span className="copy-value">
      <code>{value}</code>
      <span className="copy-value-action">
        <CopyButton text={value} label="Copy" name={`Copy ${name}`} />
      </span>
    </span>
  );
}

function Steps({ id, title, intro, steps }: { id: string; title: string; intro?: ReactNode; steps: ReactNode[] }) {
  return (
    <section className="lms-steps" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {intro}
      <ol>
        {steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

const NO_NAMES = 'so VERSE never receives a student’s name or email';

function lmsSteps(urls: Urls): { id: string; title: string; intro?: ReactNode; steps: ReactNode[] }[] {
  return [
    {
      id: 'canvas',
      title: 'Canvas',
      steps: [
        <>
          Go to <strong>Admin → Developer Keys → + Developer Key → LTI Registration</strong>.
        </>,
        <>
          Paste the registration URL <Value name="Canvas registration URL" value={urls.register} /> and follow the steps. Canvas shows what
          VERSE asks for (scores to the gradebook, no names), then closes the window once VERSE says “VERSE is registered”.
        </>,
        <>
          Switch the new key <strong>On</strong> and copy its Client ID. (Older Canvas without LTI Registration: choose <strong>+ LTI Key</strong>,
          Method “Enter URL”, JSON URL <Value name="Canvas JSON URL" value={urls.canvas} />, Redirect URI <Value name="Canvas redirect URI" value={urls.launch} />,
          then send us the Client ID as in “Another LMS” below.)
        </>,
        <>
          Go to <strong>Admin → Settings → Apps → View App Configurations → + App</strong>, Configuration Type “By Client ID”, paste the Client
          ID and press <strong>Install</strong>. Teachers now find VERSE in Assignments (External Tool), in Modules and in the editor’s apps menu.
        </>,
      ],
    },
    {
      id: 'moodle',
      title: 'Moodle (4.x)',
      steps: [
        <>
          Go to <strong>Site administration → Plugins → Activity modules → External tool → Manage tools</strong>.
        </>,
        <>
          In “Tool URL”, paste <Value name="Moodle tool URL" value={urls.register} /> and press <strong>Add LTI Advantage</strong>. On VERSE’s page,
          press <strong>Register VERSE</strong>; the window closes.
        </>,
        <>
          VERSE now shows as a pending tool: press <strong>Activate</strong>.
        </>,
        <>
          In the tool’s settings, check that “Supports Deep Linking” is on, IMS LTI Assignment and Grade Services is “Use this service for grade sync
          only”, and sharing the launcher’s name and email is “Never”, {NO_NAMES}. Tick “Show in activity chooser”.
        </>,
      ],
    },
    {
      id: 'schoology',
      title: 'Schoology',
      intro: <p>Schoology has no Dynamic Registration, so the values are entered by hand.</p>,
      steps: [
        <>
          Go to <strong>System Settings → Integration → External Tools</strong> (or the App Center’s <strong>Create App</strong>, LTI 1.3) and add a
          tool named “VERSE”, Configuration type “Manual”, Privacy “Do not send any user information”.
        </>,
        <>
          Login initiation URL <Value name="Schoology login initiation URL" value={urls.login} />
        </>,
        <>
          Redirect URL and Target link URI <Value name="Schoology redirect URL" value={urls.launch} />
        </>,
        <>
          Public JWK URL <Value name="Schoology public JWK URL" value={urls.jwks} />
        </>,
        <>
          Deep linking (content item selection) URL <Value name="Schoology deep linking URL" value={urls.deepLink} />, and turn on Assignment and
          Grade Services (scores).
        </>,
        <>
          Install the app for your school, then send us the values it shows, as in “Another LMS” below. Issuer:{' '}
          <code>https://schoology.schoology.com</code>.
        </>,
      ],
    },
    {
      id: 'blackboard',
      title: 'Blackboard (Learn Ultra and Original)',
      steps: [
        <>
          Where your Learn offers Dynamic Registration, paste <Value name="Blackboard registration URL" value={urls.register} />. Otherwise register
          VERSE in Anthology’s Developer Portal with Domain <Value name="Blackboard domain" value={urls.domain} />, Login initiation URL{' '}
          <Value name="Blackboard login initiation URL" value={urls.login} />, Tool redirect URL <Value name="Blackboard tool redirect URL" value={urls.launch} />,
          Tool JWKS URL <Value name="Blackboard tool JWKS URL" value={urls.jwks} />, signing algorithm RS256.
        </>,
        <>
          In Learn, go to <strong>Administrator Panel → Integrations → LTI Tool Providers → Register LTI 1.3/Advantage Tool</strong> and paste the
          Client ID.
        </>,
        <>
          Under Institution Policies, send no user fields (role only), {NO_NAMES}, and allow grade service access.
        </>,
        <>
          Add a placement of type “Deep Linking content tool” with Target link URI <Value name="Blackboard target link URI" value={urls.launch} />.
        </>,
      ],
    },
  ];
}

export function ForSchools() {
  const [origin, setOrigin] = useState(BUILD_ORIGIN);
  // The LMS must reach VERSE at the address this page came from.
  useEffect(() => setOrigin(window.location.origin), []);
  const urls = toolUrls(origin);

  return (
    <>
      <PageHero
        eyebrow="For schools"
        title="VERSE for Schools"
        narrow
        lead={
          <>
            Free reading, spelling and math games for your classes, a Teacher Portal to make games from your own words and follow each student, and one
            link to add them to your learning management system.
          </>
        }
      />

      <NarrowBand id="free" title="What is free" prose>
        <p>Everything a teacher and a school use is free, with no trial, no per-student fee and no advertising to children:</p>
        <ul>
          <li>
            the {toolCount} <a href="/student-apps">student apps</a>, in the browser, on any device, and offline once opened;
          </li>
          <li>
            the <a href="/teacher-portal">Teacher Portal</a>: games from your own word lists, classes, assignments and each student’s results;
          </li>
          <li>adding VERSE to Canvas, Moodle, Schoology or Blackboard, with scores going to your gradebook.</li>
        </ul>
        <p>
          What we charge for is one-to-one tutoring for families (see <a href="/services-offered">Services and Prices</a>).
        </p>
      </NarrowBand>

      <NarrowBand id="lms" title="Add VERSE to your LMS" tone="tint">
        <p>
          VERSE is an LTI 1.3 tool with Dynamic Registration, Deep Linking and grade passback. Teachers then add any game, with its settings, as an
          activity or a graded assignment; students play it inside the course. Every value, ready to copy:
        </p>
        <dl className="lti-values">
          {(
            [
              ['Registration URL (Dynamic Registration)', urls.register],
              ['Canvas configuration (JSON URL)', urls.canvas],
              ['Login initiation URL', urls.login],
              ['Launch, redirect and target link URI', urls.launch],
              ['Deep linking URL', urls.deepLink],
              ['Public keyset (JWKS URL)', urls.jwks],
              ['Domain', urls.domain],
            ] as const
          ).map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>
                <Value name={name} value={value} />
              </dd>
            </div>
          ))}
        </dl>
        <nav className="lms-jump" aria-label="Steps for your LMS">
          {lmsSteps(urls).map((lms) => (
            <a key={lms.id} href={`#${lms.id}`}>
              {lms.title}
            </a>
          ))}
        </nav>
        {lmsSteps(urls).map((lms) => (
          <Steps key={lms.id} {...lms} />
        ))}
        <section className="lms-steps" aria-labelledby="other-lms">
          <h3 id="other-lms">Another LMS, or registering by hand</h3>
          <p>
            VERSE must know your platform before it accepts a launch. Email <a href={`mailto:${business.supportEmail}`}>{business.supportEmail}</a> the
            issuer, Client ID, Deployment ID, and your platform’s authentication (OIDC), access token and JWKS URLs; we reply within one business
            day ({business.hours}). Every value on one page, for your LMS’s own form: <a href="/lti">VERSE for LMS administrators</a>.
          </p>
        </section>
      </NarrowBand>

      <NarrowBand id="data" title="What we keep about children, and for how long" prose>
        <ul>
          <li>
            <strong>No child has an account</strong>, an email address or a password. Children’s pages show no advertising, set no cookies and keep
            no identifier.
          </li>
          <li>
            <strong>Through your LMS:</strong> only the opaque ID your LMS gives each student, the game and the score of each finished attempt,
            which we send to your gradebook. We never ask for names or emails and do not store them if sent. A launch is kept for 4 hours, a score
            for 30 days after it reached the gradebook.
          </li>
          <li>
            <strong>In the Teacher Portal:</strong> each student’s first name and a picture the teacher picks from our drawings, and for each
            assigned game the score, time and answers. They stay until the teacher removes them: a student, a class, an assignment, or the whole
            account at once, under Admin.
          </li>
        </ul>
        <p>
          The details are in our <a href="/privacy#teacher-portal">Privacy Policy</a>.
        </p>
      </NarrowBand>

      <NarrowBand id="more" title="More for your review" tone="tint" prose>
        <ul>
          <li>
            <a href="/lti">VERSE for LMS administrators</a>: every LTI value on one page.
          </li>
          <li>
            <a href="/accessibility">Accessibility statement</a> and our <a href="/vpat">accessibility conformance report</a> (WCAG 2.2 AA, VPAT
            2.5 layout).
          </li>
          <li>
            <a href="/privacy">Privacy Policy</a> and <a href="/data-deletion">Data Deletion</a>.
          </li>
          <li>
            Questions? <a href={`mailto:${business.supportEmail}`}>{business.supportEmail}</a>, {business.phone}, {business.hours}.
          </li>
        </ul>
      </NarrowBand>
    </>
  );
}
