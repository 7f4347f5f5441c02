import type { ReactNode } from 'react';
import { business } from '../config';

type Section = { id: string; heading: string; body: ReactNode };

const SupportEmail = () => <a href={`mailto:${business.supportEmail}`}>{business.supportEmail}</a>;

/** A legal page: title, date, a list of its sections, then the sections. */
function LegalPage({ title, updated, intro, sections }: { title: string; updated: string; intro: ReactNode; sections: Section[] }) {
  return (
    <section className="band page-hero legal">
      <div className="wrap narrow">
        <h1>{title}</h1>
        <p className="legal-date">Last updated: {updated}</p>
        <div className="prose">{intro}</div>
        <nav className="toc" aria-label="On this page">
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose">
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>
                {index + 1}. {section.heading}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}

const privacySections: Section[] = [
  {
    id: 'information-we-collect',
    heading: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to help your child and run our service:</p>
        <ul>
          <li>
            <strong>Information you give us:</strong> your name, email address and phone number; your child's age, school,
            strengths, struggles and goals; messages you send us; and the time you choose for a consultation.
          </li>
          <li>
            <strong>Account information:</strong> if you create an account, your email address, display name and a
            securely hashed password.
          </li>
          <li>
            <strong>Information collected automatically:</strong> pages visited, the page that sent you to us, campaign
            tags in links (such as utm_source or gclid), browser type and device type.
          </li>
          <li>
            <strong>Student tools:</strong> our free student apps run in the browser and do not ask children for personal
            information. What a teacher's class keeps about its students is in{' '}
            <a href="#teacher-portal">The Teacher Portal</a> below.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    heading: 'How We Use Information',
    body: (
      <ul>
        <li>To schedule and hold consultations, and to call you at the time you chose.</li>
        <li>To plan tutoring that fits your child, and to report progress to you.</li>
        <li>To answer your messages and send confirmations and calendar invitations.</li>
        <li>To keep our site secure and to stop spam and abuse.</li>
        <li>To understand, with your consent, which of our pages and advertisements help families find us.</li>
      </ul>
    ),
  },
  {
    id: 'children',
    heading: "Children's Privacy (COPPA and FERPA)",
    body: (
      <>
        <p>
          Our website is meant for parents and guardians. We do not knowingly collect personal information directly from
          children under 13 without a parent's verifiable consent, as the Children's Online Privacy Protection Act
          (COPPA) requires. Information about a child comes to us from their parent or guardian.
        </p>
        <p>
          When we work with a school, we treat student education records as the Family Educational Rights and Privacy Act
          (FERPA) requires: we use them only to provide the agreed services and do not share them further. Parents may
          review their child's information and ask us to correct or delete it at any time.
        </p>
        <p>
          When a school opens our learning tools from its learning management system (LTI), we keep only the opaque ID
          the school's system gives each student, the activity and the score of each finished attempt, which we send to
          the teacher's gradebook. We do not ask the school's system for names or email addresses, and if it sends them we
          do not store them. A launch is kept for 4 hours, and a score for 30 days after it reached the gradebook.
        </p>
        <h3 id="pages-for-children">Pages Made for Children</h3>
        <p>
          The student apps (<code>/student-apps/</code> and each game), a teacher's games and class pages (<code>/play</code>) and
          our tools framed on other sites (<code>/embed/</code>) are made for children. A child cannot consent to advertising, so
          these pages:
        </p>
        <ul>
          <li>show no cookie banner, because there is nothing to ask;</li>
          <li>load no advertising tags (no Google Ads, no Tag Manager) and set no cookies;</li>
          <li>keep no identifier of the child and no record of the link that brought them (no campaign tags, no click IDs);</li>
          <li>
            count a page view only in Google's consent-denied form, without cookies or any identifier, whatever a parent chose
            on our other pages.
          </li>
        </ul>
        <p>
          A game may remember its own settings on the device (such as the reading font) and keep a finished game's score on
          the device until it can be sent to the teacher; neither says who the child is. The pages for parents keep the cookie
          banner and work as described in <a href="#third-party-services">Third-Party Services</a>.
        </p>
        <h3 id="teacher-portal">The Teacher Portal</h3>
        <p>
          Teachers use our free Teacher Portal to make games from their own words, make classes and assign games. To do that
          we keep, in the teacher's account:
        </p>
        <ul>
          <li>
            <strong>About each student:</strong> a first name (or a first name and an initial) and a picture the teacher picks
            from our drawings, so a child can find their own name on the class page. No child has an account, an email
            address or a password, and we never ask for a surname, a birth date or a photo.
          </li>
          <li>
            <strong>About each game played for an assignment:</strong> the score, how long it took, when it was played, and each
            item with the child's answer and whether it was right, so the teacher can see what to practise next.
          </li>
          <li>
            <strong>About the teacher:</strong> their email address, display name and a securely hashed password, and the games,
            classes and assignments they make.
          </li>
        </ul>
        <p>
          We use this only to show the teacher their classes' games and results. It is never used for advertising, never sold
          and never shared outside VERSE.
        </p>
        <p>
          <strong>How long:</strong> we keep it as long as the teacher keeps it. Nothing is deleted on a timer; the teacher
          decides. In the portal the teacher can remove a student (their results go too), delete a class (its students and
          results go too), an assignment or a game, or, under Admin, delete their whole account, which deletes every game,
          class, student name and result in it at once, for good. A parent who wants their child's name and results removed
          can ask the teacher; if that does not help, email <SupportEmail /> and we will take it up with the teacher.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    heading: 'How We Share Information',
    body: (
      <>
        <p>We do not sell or rent your personal information. We share it only:</p>
        <ul>
          <li>with the VERSE tutor and staff who work with your family;</li>
          <li>with service providers who run parts of our service for us (hosting, email, spam protection), bound to protect it;</li>
          <li>when the law requires it, or to protect the safety of a child or others.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'security-and-retention',
    heading: 'Data Security and Retention',
    body: (
      <>
        <p>
          Information travels over encrypted connections (HTTPS) and is stored with access limited to staff who need it.
          Passwords are stored only as secure hashes. No system is perfectly secure, but we work hard to protect your
          family's information.
        </p>
        <p>
          We keep information while we work with your family and for as long as needed for the purposes above. Financial
          records are kept for about 7 years, as tax law requires. You can ask us to delete your data at any time; see
          our <a href="/data-deletion">Data Deletion</a> page.
        </p>
      </>
    ),
  },
  {
    id: 'recaptcha',
    heading: 'Spam Protection (reCAPTCHA v3)',
    body: (
      <p>
        Our forms are protected by Google reCAPTCHA v3, which checks that a real person is sending them without asking you
        to solve puzzles. It collects information about your browser and how you use the page and sends it to Google. Its
        use is subject to Google's <a href="https://policies.google.com/privacy">Privacy Policy</a> and{' '}
        <a href="https://policies.google.com/terms">Terms of Service</a>.
      </p>
    ),
  },
  {
    id: 'email',
    heading: 'Email Communications',
    body: (
      <p>
        We send booking confirmations, calendar invitations and answers to your messages through a trusted email delivery
        provider, which handles your email address only to deliver our messages. We do not send marketing email without
        your permission, and every marketing email has a way to unsubscribe.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your Rights',
    body: (
      <>
        <p>You may at any time:</p>
        <ul>
          <li>ask for a copy of the information we hold about you or your child;</li>
          <li>ask us to correct information that is wrong;</li>
          <li>ask us to delete your information;</li>
          <li>withdraw consent to cookies and measurement with the Cookie settings link at the bottom of every page.</li>
        </ul>
        <p>Email <SupportEmail /> and we will respond promptly.</p>
      </>
    ),
  },
  {
    id: 'state-rights',
    heading: 'State Privacy Rights',
    body: (
      <p>
        Residents of some states, including California, Colorado, Connecticut, Utah and Virginia, have further rights under
        their state's privacy laws, such as the right to know, to delete, to correct and to opt out of targeted
        advertising. We honour these rights for every family, wherever you live. We will not treat you differently for
        using them.
      </p>
    ),
  },
  {
    id: 'international',
    heading: 'International Data Transfers',
    body: (
      <p>
        VERSE is based in the United States and our service providers may process information in the United States and
        other countries. If you use our service from outside the United States, your information will be transferred to,
        and handled in, the United States with the protections this policy describes.
      </p>
    ),
  },
  {
    id: 'third-party-services',
    heading: 'Third-Party Services',
    body: (
      <p>
        With your consent, we use Google Analytics and Google Ads to measure visits and the results of our advertising.
        You choose in our cookie banner whether these may run, and you can change your choice with Cookie settings. Our
        pages link to other websites, such as the resources we recommend; their own privacy policies apply there.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy as our service or the law changes. We will change the date at the top of this page, and
        for important changes we will tell families by email.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact Us',
    body: (
      <p>
        Questions about privacy? Email <SupportEmail /> or call {business.phone}, {business.hours}.
      </p>
    ),
  },
];

export function Privacy() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="November 28, 2026"
      intro={
        <p>
          VERSE ("we", "us") provides online tutoring for children. This policy explains what information we collect when
          you use our website and services, how we use it, and the choices you have.
        </p>
      }
      sections={privacySections}
    />
  );
}

const deletionSections: Section[] = [
  {
    id: 'how-to-request',
    heading: 'How to Request Deletion',
    body: (
      <>
        <p>
          Send an email to <SupportEmail /> with the subject <strong>Data Deletion Request</strong>. Please include:
        </p>
        <ul>
          <li>your full name and the email address you used with us;</li>
          <li>your child's first name, if you gave it to us;</li>
          <li>what you would like deleted (everything, or only some of it).</li>
        </ul>
      </>
    ),
  },
  {
    id: 'timeline',
    heading: 'What Happens Next',
    body: (
      <ol className="timeline">
        <li>
          <strong>Acknowledgment within 48 hours.</strong> We confirm that we received your request.
        </li>
        <li>
          <strong>Verification in 2-3 business days.</strong> We make sure the request really comes from you, so no one
          else can delete your family's data.
        </li>
        <li>
          <strong>Review in 3-5 business days.</strong> We find every record that belongs to you and check whether the law
          asks us to keep any of it.
        </li>
        <li>
          <strong>Deletion within 10 business days.</strong> We delete your data from our active systems and tell you by
          email when it is done. One step removes everything we hold under your email address: forms and messages,
          consultation bookings, your account and its sign-ins, and the emails we sent you. We keep only a note that a
          deletion happened, with no name or address in it.
        </li>
      </ol>
    ),
  },
  {
    id: 'total-time',
    heading: 'How Long It Takes in Total',
    body: <p>From your email to deletion takes about 15 business days in total.</p>,
  },
  {
    id: 'what-we-keep',
    heading: 'What We Keep, and Why',
    body: (
      <ul>
        <li>
          <strong>Backups:</strong> copies of deleted data in our backups are purged within about 30 days.
        </li>
        <li>
          <strong>Financial records:</strong> invoices and payment records are kept for about 7 years, as tax law
          requires. They are used for nothing else.
        </li>
      </ul>
    ),
  },
  {
    id: 'appeals',
    heading: 'Appeals',
    body: (
      <p>
        If we cannot delete something, we will tell you why. You can appeal the decision by replying to our email; appeals
        are answered within 10 business days.
      </p>
    ),
  },
  {
    id: 'deletion-contact',
    heading: 'Questions',
    body: (
      <p>
        Email <SupportEmail /> or call {business.phone}, {business.hours}.
      </p>
    ),
  },
];

export function DataDeletion() {
  return (
    <LegalPage
      title="Data Deletion"
      updated="January 27, 2025"
      intro={<p>You can ask us to delete the information we hold about you and your child at any time. Here is how.</p>}
      sections={deletionSections}
    />
  );
}

const termsSections: Section[] = [
  {
    id: 'acceptance',
    heading: 'Acceptance of Terms',
    body: (
      <p>
        By using the VERSE website, student apps or tutoring services, you agree to these terms. If you do not agree,
        please do not use our services.
      </p>
    ),
  },
  {
    id: 'services',
    heading: 'Our Services',
    body: (
      <p>
        VERSE provides online one-to-one tutoring in reading, spelling, math and writing, student assessments, free
        consultations and free learning tools. We may change or stop offering a service, and will tell enrolled families
        in advance.
      </p>
    ),
  },
  {
    id: 'accounts',
    heading: 'Accounts and Students Under 18',
    body: (
      <p>
        You must be 18 or older to create an account or book services. Students under 18 may use our services only with
        the permission and supervision of a parent or guardian, who is responsible for the account. Keep your password
        private and tell us at once if you think someone else has used your account.
      </p>
    ),
  },
  {
    id: 'privacy',
    heading: 'Privacy',
    body: (
      <p>
        Our <a href="/privacy">Privacy Policy</a> explains how we collect and use information, including information about
        children. It is part of these terms.
      </p>
    ),
  },
  {
    id: 'payment',
    heading: 'Payment and Refunds',
    body: (
      <p>
        Prices are shown on our <a href="/services-offered">Services</a> page. Sessions are paid as agreed when you enrol.
        Paid consultations and assessments are generally non-refundable once they have taken place. Please give at least
        24 hours' notice to reschedule a session.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable Use',
    body: (
      <p>
        Please use our services respectfully. Do not misuse our website or tools, try to get into accounts or systems that
        are not yours, send spam, or upload anything unlawful or harmful.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    heading: 'Intellectual Property',
    body: (
      <p>
        Our lessons, materials, student apps, text and designs belong to VERSE or its licensors. You may use them for your
        own family's or classroom's learning, but not copy, sell or share them for other purposes without our written
        permission.
      </p>
    ),
  },
  {
    id: 'technology',
    heading: 'Technology Requirements',
    body: (
      <p>
        Online lessons need a computer or tablet with a current browser, a camera, a microphone and a reliable internet
        connection. We are not responsible for sessions lost to problems with your equipment or connection, but we will
        always try to help.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Limitation of Liability',
    body: (
      <p>
        We work hard for every student, but we cannot promise specific results. To the fullest extent the law allows, our
        total liability for any claim about our services is limited to the amount you paid us for those services.
      </p>
    ),
  },
  {
    id: 'standards',
    heading: 'Professional Standards',
    body: (
      <p>
        Our tutors follow professional and ethical standards for working with children, keep what you tell them
        confidential, and report concerns about a child's safety as the law requires.
      </p>
    ),
  },
  {
    id: 'third-parties',
    heading: 'Third-Party Services and Links',
    body: (
      <p>
        Our services use some third-party tools (for example video calls and spam protection) and link to other websites.
        Their own terms apply, and we are not responsible for their content.
      </p>
    ),
  },
  {
    id: 'termination',
    heading: 'Termination',
    body: (
      <p>
        You may stop using our services at any time. We may suspend or end access for anyone who breaks these terms. Terms
        that by their nature should continue, such as payment and liability, continue after termination.
      </p>
    ),
  },
  {
    id: 'disputes',
    heading: 'Disputes and Arbitration',
    body: (
      <p>
        If a problem comes up, please contact us first; most concerns are settled by a conversation. Any dispute we cannot
        settle together will be resolved by binding individual arbitration, except where the law lets either side bring a
        claim in small claims court. These terms are governed by the laws of the State of Utah.
      </p>
    ),
  },
  {
    id: 'changes-to-terms',
    heading: 'Changes to These Terms',
    body: (
      <p>
        We may update these terms. We will change the date at the top of this page and tell enrolled families about
        important changes. Using our services after a change means you accept the new terms.
      </p>
    ),
  },
  {
    id: 'terms-contact',
    heading: 'Contact Us',
    body: (
      <p>
        Questions about these terms? Email <SupportEmail /> or call {business.phone}, {business.hours}.
      </p>
    ),
  },
];

export function Terms() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="January 27, 2025"
      intro={<p>These terms explain the agreement between you and VERSE when you use our website and services.</p>}
      sections={termsSections}
    />
  );
}
