/** Every route the site serves, with what search engines and browsers show for it. */
export type SiteRoute = {
  path: string;
  title: string;
  description: string;
  /** Kept out of search results and the sitemap (thank-you pages, staff areas). */
  noindex?: boolean;
  /** The path search engines should credit when this route repeats another. */
  canonical?: string;
};

import { toolPath, tools } from './tools';

const consultation = 'Book a free 30-minute consultation call with a VERSE tutor.';

export const siteRoutes: SiteRoute[] = [
  {
    path: '/',
    title: 'VERSE - Reading, Spelling, Math & Writing Tutoring for Dyslexia',
    description:
      'Virtual one-to-one Orton-Gillingham tutoring in reading, spelling, math and writing for children with dyslexia and other learning differences.',
  },
  {
    path: '/meet-our-staff',
    title: 'Meet Our Staff - VERSE',
    description: 'Meet the certified VERSE tutors who teach reading, spelling, math and writing to children with dyslexia.',
  },
  { path: '/start-here', title: 'Start Here - VERSE', description: consultation },
  { path: '/get-started', title: 'Start Here - VERSE', description: consultation, canonical: '/start-here' },
  {
    path: '/structured-literacy',
    title: 'Structured Literacy Tutoring - VERSE',
    description:
      'Explicit, step-by-step Orton-Gillingham lessons in phonological awareness, phonics, fluency, vocabulary and comprehension.',
  },
  {
    path: '/dyslexia',
    title: 'Dyslexia Tutoring Online - VERSE',
    description: 'One-to-one online tutoring for children with dyslexia, from certified Orton-Gillingham tutors. Book a free consultation.',
  },
  {
    path: '/reading-spelling-help',
    title: 'Help Your Child Excel in Reading & Spelling - VERSE',
    description: 'Personal, multi-sensory reading and spelling tutoring online. Schedule a free consultation or request an assessment.',
  },
  {
    path: '/services-offered',
    title: 'Services and Prices - VERSE',
    description: 'Tutoring prices: free consultation, student assessments, 1:1 reading, math and writing tutoring, and the Reading Discovery Program.',
  },
  {
    path: '/dyslexia-resources',
    title: 'Dyslexia Resources for Parents - VERSE',
    description: 'Trusted websites, books, podcasts, videos and courses about dyslexia, chosen by VERSE tutors for parents.',
  },
  {
    path: '/utah-fits-all',
    title: 'Utah Fits All Scholarship - VERSE',
    description: 'VERSE is an approved Utah Fits All scholarship provider. Use your scholarship for tutoring and assessments.',
  },
  {
    path: '/assessments',
    title: 'Student Assessments - VERSE',
    description: 'Orton-Gillingham benchmark, SPIRE and math assessments that show where your child is and how they grow.',
  },
  {
    path: '/decoding-discoveries',
    title: 'Decoding Discoveries - VERSE',
    description: 'Three short modules on letter recognition, sound blending and word recognition.',
  },
  { path: '/class-info', title: 'Class Information - VERSE', description: 'Class information and schedules from VERSE.' },
  {
    path: '/student-apps',
    title: 'Student Apps - VERSE',
    description: 'Free practice tools for reading, spelling, math and alphabetical order, made for children who learn differently.',
  },
  {
    path: '/teacher-portal',
    title: 'Teacher Portal - VERSE',
    description: 'Create games, track assignments and follow your students.',
  },
  {
    path: '/for-schools',
    title: 'VERSE for Schools - VERSE',
    description: 'Free learning games and a Teacher Portal for schools: add VERSE to Canvas, Moodle, Schoology or Blackboard, and what we keep about children.',
  },
  {
    path: '/accessibility',
    title: 'Accessibility Statement - VERSE',
    description: 'VERSE aims at WCAG 2.2 AA on every page and tool: how we test, known gaps, and how to reach us.',
  },
  {
    path: '/accessibility-statement',
    title: 'Accessibility Statement - VERSE',
    description: 'VERSE aims at WCAG 2.2 AA on every page and tool: how we test, known gaps, and how to reach us.',
    canonical: '/accessibility',
  },
  {
    path: '/vpat',
    title: 'Accessibility Conformance Report (VPAT) - VERSE',
    description: 'VERSE’s accessibility conformance report for WCAG 2.2 A and AA, in the VPAT 2.5 layout, generated from its test suite.',
  },
  {
    path: '/privacy',
    title: 'Privacy Policy - VERSE',
    description: 'How VERSE collects, uses and protects information about families and students.',
  },
  {
    path: '/terms',
    title: 'Terms of Service - VERSE',
    description: 'The terms for using the VERSE website and tutoring services.',
  },
  {
    path: '/data-deletion',
    title: 'Data Deletion - VERSE',
    description: 'How to ask VERSE to delete your data, and how long each step takes.',
  },
  {
    path: '/lti',
    title: 'VERSE for LMS Administrators - VERSE',
    description: 'Add VERSE’s free student tools to Canvas, Moodle, Schoology or Blackboard (LTI 1.3): every value to paste, and the steps for each LMS.',
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
  { path: '/login', title: 'Members Login - VERSE', description: 'Sign in to your VERSE account, or create one.', noindex: true },
  { path: '/reset-password', title: 'Choose a New Password - VERSE', description: 'Set a new password for your VERSE account.', noindex: true },
  { path: '/sign-in-link', title: 'Sign In With Your Email Link - VERSE', description: 'Sign in to your VERSE account with the link we emailed you.', noindex: true },
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
  { path: '/play', title: 'Play - VERSE', description: 'A game your teacher made for you.', noindex: true },
  { path: '/admin', title: 'Admin - VERSE', description: 'Staff area.', noindex: true },
  { path: '/manage', title: 'Your Consultation - VERSE', description: 'See, move or cancel your free consultation.', noindex: true },
  { path: '/delete-my-data', title: 'Delete Your Data - VERSE', description: 'Confirm your request to delete your data.', noindex: true },
  { path: '/my-consultations', title: 'My Consultations - VERSE', description: 'Your VERSE consultations, past and upcoming.', noindex: true },
  { path: '/verify-email', title: 'Confirm Your Email - VERSE', description: 'Confirm the email address of your VERSE account.', noindex: true },
  ...tools.map((tool) => ({ path: toolPath(tool), title: `${tool.name} - VERSE`, description: `${tool.blurb} A free VERSE student tool.` })),
];

export const notFoundRoute: SiteRoute = {
  path: '/404',
  title: 'Page not found - VERSE',
  description: 'This page does not exist. Here are good places to go next.',
  noindex: true,
};

export function routeFor(path: string): SiteRoute {
  return siteRoutes.find((route) => route.path === path) ?? notFoundRoute;
}
