import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { lazyPage } from '../lib/lazy';
import { keepOffline } from '../offline/register';
import { OFFLINE_SCOPES } from '../offline/scopes';

/**
 * What a child plays (the code box, the names, the pictures, the game's player and the outbox) is
 * its own chunk, asked for as soon as this page's code runs: the page takes over the markup first,
 * in a task of its own, and the play part follows in another, with the same spinner in between.
 */
const PlayActivity = lazyPage<{ code: string }>(() => import('../teacher/PlayActivity').then((m) => m.PlayActivity), 'Loading the game');
if (typeof document !== 'undefined') void PlayActivity.preload();

/** `/play/<code>`: a teacher's shared activity, assignment or class in the student tools' layout. */
export function Play() {
  const [path] = useLocation();
  const code = path.replace(/^\/play\/?/, '').replace(/\/$/, '');
  // The game's scripts, styles and sounds stay on the device for a school network that drops.
  useEffect(() => keepOffline(OFFLINE_SCOPES.play), []);
  return <PlayActivity key={code} code={code} />;
}
