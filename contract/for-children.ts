/**
 * Pages made for children: the student apps (`/student-apps`, the index the installed app opens on,
 * and each tool at `/student-apps/<tool>`), a teacher's shared game or a class's page (`/play`,
 * `/play/<code>`), an element framed alone (`/embed/<path>`). A child cannot
 * consent to advertising (COPPA: no persistent identifiers for advertising on pages directed to
 * children without verifiable parental consent), so these pages load no advertising tag, set no
 * cookie or identifier, and carry no cookie banner; their page views go out consent-denied, which
 * Google's tags send without cookies. No DOM here: the worker and the build read it too.
 */
export function forChildren(path: string): boolean {
  return /^\/(student-apps|play)(\/|$)/.test(path) || /^\/embed\/./.test(path);
}
