/** Every route the site serves, with what search engines and browsers show for it. */
export type SiteRoute = {
  path: string;
  title: string;
  description: string;
  noindex?: boolean;
};

export const siteRoutes: SiteRoute[] = [
  {
    path: '/',
    title: 'VERSE - Reading, Spelling, Math & Writing Tutoring for Dyslexia',
    description:
      'Virtual one-to-one Orton-Gillingham tutoring in reading, spelling, math and writing for children with dyslexia and other learning differences.',
  },
  {
    path: '/start-here',
    title: 'Start Here - VERSE',
    description: 'Book a free 30-minute consultation call with a VERSE tutor.',
  },
  {
    path: '/get-started',
    title: 'Start Here - VERSE',
    description: 'Book a free 30-minute consultation call with a VERSE tutor.',
  },
  {
    path: '/contact',
    title: 'Contact Us - VERSE',
    description: 'Send VERSE a message, or call or email us. Mon-Fri, 8am-5pm MT.',
  },
  {
    path: '/thank-you/consultation',
    title: 'Consultation Confirmed - VERSE',
    description: 'Your free consultation is booked.',
    noindex: true,
  },
  {
    path: '/thank-you/intake',
    title: 'Intake Form Received - VERSE',
    description: 'We received your intake form.',
    noindex: true,
  },
  {
    path: '/thank-you/contact',
    title: 'Message Sent - VERSE',
    description: 'Your message has been sent.',
    noindex: true,
  },
  { path: '/login', title: 'Members Login - VERSE', description: 'Sign in to your VERSE account, or create one.', noindex: true },
];
