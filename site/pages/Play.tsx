import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { playCode, playMark } from '../../contract/play-markup';
import { Spinner } from '../components/Spinner';
import { lazyPage } from '../lib/lazy';
import { keepOffline } from '../offline/register';
import { OFFLINE_SCOPES } from '../offline/scopes';
import { CodeBox } from '../teacher/CodeBox';

const LOADING = 'Loading the game';

/**
 * What a child plays (the names, the pictures, the game's player and the outbox) is its own chunk:
 * asked for as soon as this page's code runs where the address has a code, and with the first key
 * typed into the box for one where it has none.
 */
const PlayActivity = lazyPage<{ code: string }>(() => import('../teacher/PlayActivity').then((m) => m.PlayActivity), LOADING);
if (typeof document !== 'undefined' && playCode(location.pathname)) void PlayActivity.preload();

/**
 * `/play/<code>`: a teacher's shared activity, assignment or class in the student tools' layout;
 * `/play`: the box for the code on a child's card. The build draws both, marked, into the one page
 * (the box, and the spinner a code's game shows until it loads); the worker leaves out the one the
 * address does not show (contract/play-markup.ts).
 */
export function Play() {
  const [path] = useLocation();
  const code = playCode(path);
  // A game's scripts, styles and sounds stay on the device for a school network that drops (once
  // there is a game: the box alone keeps nothing, and its first load has the line to itself).
  const game = Boolean(code);
  useEffect(() => {
    if (game) keepOffline(OFFLINE_SCOPES.play);
  }, [game]);
  const box = <CodeBox base="/play/" embedded={false} onTyping={() => void PlayActivity.preload()} {...playMark(false)} />;
  if (typeof document === 'undefined')
    return (
      <>
        {box}
        <Spinner label={LOADING} {...playMark(true)} />
      </>
    );
  return code ? <PlayActivity key={code} code={code} /> : box;
}
