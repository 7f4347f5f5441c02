import { toolPath, tools } from './tools';

/** The site's menus: the header dropdowns, the mobile drawer and the footer share them. */
export type NavLink = { href: string; label: string; blurb?: string };
export type NavMenu = { id: string; label: string; links: NavLink[] };

/** The student tools, one link each: the tools menu ends with them; the phone drawer folds them. */
function gameLinks(): NavLink[] {
  return tools.filter((tool) => !tool.unlisted).map((tool) => ({ href: toolPath(tool), label: tool.name, blurb: tool.blurb }));
}

/** Whether a menu link opens a student tool (the drawer keeps those behind one disclosure). */
export const isGameLink = (link: NavLink) => tools.some((tool) => toolPath(tool) === link.href);

export const menus: NavMenu[] = [
  {
    id: 'about',
    label: 'Home',
    links: [
      { href: '/', label: 'About VERSE', blurb: 'Our mission and who we teach' },
      { href: '/meet-our-staff', label: 'Meet Our Staff', blurb: 'The tutors who work with your child' },
      { href: '/assessments', label: 'Assessments', blurb: 'See where your child is today' },
      { href: '/utah-fits-all', label: 'Utah Fits All', blurb: 'Use your scholarship with us' },
    ],
  },
  {
    id: 'welcome',
    label: 'Start Here',
    links: [
      { href: '/start-here', label: 'Welcome: Start Here', blurb: 'Book a free consultation' },
      { href: '/dyslexia', label: 'Dyslexia Tutoring', blurb: 'How we help children with dyslexia' },
      { href: '/structured-literacy', label: 'Structured Literacy', blurb: 'Our Orton-Gillingham approach' },
      { href: '/reading-spelling-help', label: 'Reading & Spelling Help', blurb: 'Help your child excel' },
    ],
  },
  {
    id: 'tools',
    label: 'VERSE Tools',
    links: [
      { href: '/student-apps', label: 'Student Apps', blurb: 'Free practice games and tools' },
      { href: '/decoding-discoveries', label: 'Decoding Discoveries', blurb: 'Short lessons in decoding' },
      { href: '/teacher-portal', label: 'Teacher Portal', blurb: 'Create games for your students' },
      { href: '/class-info', label: 'Class Info', blurb: 'Classes and schedules' },
      ...gameLinks(),
    ],
  },
  {
    id: 'resources',
    label: 'Resources',
    links: [
      { href: '/dyslexia-resources', label: 'Dyslexia Resources', blurb: 'Books, podcasts, videos and more' },
      { href: '/privacy', label: 'Privacy Policy' },
      { href: '/terms', label: 'Terms of Service' },
      { href: '/data-deletion', label: 'Data Deletion' },
    ],
  },
];

/** Plain links beside the dropdowns; the drawer puts them first, with their blurbs. */
export const topLinks: NavLink[] = [
  { href: '/services-offered', label: 'Services', blurb: 'Tutoring and prices' },
  { href: '/contact', label: 'Contact', blurb: 'Call or email, Mon-Fri 8am-5pm MT' },
];
