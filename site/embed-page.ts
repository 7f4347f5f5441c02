// The script of every `/embed/<path>` page: the element alone, made to be framed by other sites
// (LMS pages, lesson slides, partners). It applies the page's URL settings to the element
// (`?bg=transparent&audio=muted&lines=10`…, each a setting the element documents), reports the
// page's height to the framing page in both resize dialects LMSs understand, forwards a
// tool's results as xAPI statements, and keeps a word game's spaced review on the device. Every element's embed page, the booking one included, is
// this script on the same template.
import { startEmbedFrame } from '../widgets/tool-kit/embed-frame';
import type { ToolId } from '../widgets/tools';
import type { ToolSettings } from '../widgets/tool-kit/declaration';
import { applyUrlSettings } from '../widgets/tool-kit/url-settings';
import { keepOffline } from './offline/register';
import { ONLINE_ONLY_EMBEDS, OFFLINE_SCOPES } from './offline/scopes';

async function start() {
  const element = document.querySelector<HTMLElement>('main > :not(h1)');
  if (!element) return;
  // A student tool's embed works offline once opened (in a partner's frame, in that site's own
  // partition of the browser's storage; where the partner's settings refuse it, online as before).
  if (!ONLINE_ONLY_EMBEDS.includes(location.pathname.replace(/^\/embed\/|\/$/g, ''))) keepOffline(OFFLINE_SCOPES.embeds);
  const params = new URLSearchParams(location.search);
  if (params.get('bg') === 'transparent') document.documentElement.classList.add('transparent');

  // A student tool's declared settings, which the build writes into its page.
  const settings = JSON.parse(document.getElementById('verse-settings')?.textContent || '{}') as ToolSettings;
  await applyUrlSettings(element, location.search, settings);
  const tool = element.localName.replace(/^verse-/, '') as ToolId;
  const stop = startEmbedFrame(element, tool);
  // A word game's spaced review, kept on this device: a chunk apart, so no first screen carries it.
  const review = 'words' in settings ? import('../widgets/tool-kit/review').then(({ startEmbedReview }) => startEmbedReview(element, tool), () => () => undefined) : null;
  // Torn down for good (not kept in the back/forward cache): no more hellos or height reports.
  addEventListener('pagehide', (event) => {
    if (event.persisted) return;
    stop();
    void review?.then((stopReview) => stopReview());
  });
}

void start();
