// `/embed/play/<code>`: a teacher's shared activity or assignment, framable by any page (an LMS, a
// slide). The worker serves this page for every code; it reads the code from the address, plays
// as /play/<code> does, reports its height in both resize dialects LMSs understand and forwards
// the game's results as xAPI statements (widgets/tool-kit/embed-frame.ts).
import { createRoot } from 'react-dom/client';
import { startEmbedFrame } from '../widgets/tool-kit/embed-frame';
import type { ToolId } from '../widgets/tools';
import { keepOffline } from './offline/register';
import { OFFLINE_SCOPES } from './offline/scopes';
import { PlayActivity } from './teacher/PlayActivity';

const main = document.getElementById('play')!;
const code = location.pathname.replace(/^\/embed\/play\/?/, '').replace(/\/$/, '');
let stop: (() => void) | undefined;
const onTemplate = (template: string | null) => {
  if (stop) return;
  // The game's events bubble up to <main>; the frame starts once the page knows its game (none
  // for a message or a class's picker, which send no results).
  stop = startEmbedFrame(main, (template ?? 'none') as ToolId);
  addEventListener('pagehide', (event) => {
    if (!event.persisted) stop?.();
  });
};
keepOffline(OFFLINE_SCOPES.embeds);
createRoot(main).render(<PlayActivity code={code} embedded onTemplate={onTemplate} />);
