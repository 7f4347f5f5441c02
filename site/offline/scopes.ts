/**
 * Where the service worker works: the student tools' pages and nothing else. One worker script
 * (`/sw.js`), registered once per area at the area's own scope, so the parent pages, the API, `/lti`,
 * `/manage` and the admin area are never controlled by it (a request from them never reaches it).
 */
export const OFFLINE_SCOPES = {
  /** `/student-apps` (the tool index, which installs as an app) and every `/student-apps/<route>`. */
  studentApps: '/student-apps',
  /** `/embed/<route>` of each student tool (the lead forms' embed pages stay online-only). */
  embeds: '/embed/',
  /** A teacher's `/play/<code>` pages. */
  play: '/play/',
} as const;

export type OfflineScope = (typeof OFFLINE_SCOPES)[keyof typeof OFFLINE_SCOPES];

/** The embed pages of the forms that send to the API: nothing to do offline, so never kept. */
export const ONLINE_ONLY_EMBEDS = ['booking', 'contact-form', 'intake-form', 'consultation-request', 'assessment-request'];
