import type { ComponentType } from 'react';
import { AvailabilityPage } from './availability/AvailabilityPage';
import { BookingsPage } from './bookings/BookingsPage';
import { DeletionPage } from './deletion/DeletionPage';
import { FollowUpsPage } from './leads/FollowUpsPage';
import { LeadsPage } from './leads/LeadsPage';
import { LtiPage } from './lti/LtiPage';
import { OutboxPage } from './outbox/OutboxPage';
import { TeachersPage } from './teachers/TeachersPage';

/**
 * One part of the staff area: its address under /admin, its name in the section nav and the tab's
 * title, and its screen. A screen owns everything below its path (`/leads` also shows
 * `/leads/<id>`, reading it with wouter's hooks, which see paths relative to /admin) and starts
 * with its own `<h2>`; the page's `<h1>` is the shell's.
 */
export type AdminSection = { path: string; label: string; Page: ComponentType };

/** In the order of the nav. The first is also what /admin itself shows. */
export const sections: AdminSection[] = [
  { path: '/leads', label: 'Leads', Page: LeadsPage },
  { path: '/follow-ups', label: 'Follow-ups', Page: FollowUpsPage },
  { path: '/bookings', label: 'Bookings', Page: BookingsPage },
  { path: '/availability', label: 'Availability', Page: AvailabilityPage },
  { path: '/deletion', label: 'Data deletion', Page: DeletionPage },
  { path: '/outbox', label: 'Outbox', Page: OutboxPage },
  { path: '/lti', label: 'LMS platforms', Page: LtiPage },
  { path: '/teachers', label: 'Teachers', Page: TeachersPage },
];

/** The section an address (relative to /admin) belongs to, or undefined for an unknown one. */
export function sectionAt(path: string): AdminSection | undefined {
  if (path === '/' || path === '') return sections[0];
  return sections.find((section) => path === section.path || path.startsWith(`${section.path}/`));
}
