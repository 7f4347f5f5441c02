import type { SessionRow } from '../store/lti';
import { PLAY } from './client-scripts';
import { escapeHtml, ltiPage, scriptValue } from './html';
import { embedPath, toolById } from './settings';

/**
 * A resource link's launch: the tool's embed page with the link's settings, framed in a page that
 * passes its height on to the LMS (`lti.frameResize`) and posts each completed result as a score,
 * through the result outbox: a score the network could not take is kept and sent when it returns.
 */
export function playPage(session: SessionRow, token: string): Response {
  const tool = toolById(session.tool)!;
  const settings = { ...(JSON.parse(session.settings) as Record<string, string>), allowLinks: 'false' };
  const graded = session.can_score === 1;
  return ltiPage({
    title: tool.name,
    bodyClass: 'play',
    body: `<main aria-labelledby="activity-title"><h1 id="activity-title" class="visually-hidden">${escapeHtml(tool.name)}</h1>
<iframe id="activity" class="activity" title="${escapeHtml(tool.name)}" src="${escapeHtml(embedPath(tool, settings))}" allow="autoplay; fullscreen"></iframe>
<p id="score-status" class="status" role="status" aria-live="polite"></p></main>`,
    // The result outbox (site/lib/outbox.ts): a score the network could not take waits on the device.
    scriptSources: ['/offline/outbox.js'],
    script: `(${PLAY})(${scriptValue({
      token,
      graded,
      saving: 'Sending your score to your teacher…',
      saved: 'Your score is in your teacher’s gradebook.',
      failed: 'Your score could not be sent. Please tell your teacher.',
      kept: 'You are offline. Your score is saved on this device and goes to your teacher when you are back online.',
    })});`,
  });
}
