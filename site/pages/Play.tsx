import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { keepOffline } from '../offline/register';
import { OFFLINE_SCOPES } from '../offline/scopes';
import { PlayActivity } from '../teacher/PlayActivity';

/** `/play/<code>`: a teacher's shared activity, assignment or class in the student tools' layout. */
export function Play() {
  const [path] = useLocation();
  const code = path.replace(/^\/play\/?/, '').replace(/\/$/, '');
  // The game's scripts, styles and sounds stay on the device for a school network that drops.
  useEffect(() => keepOffline(OFFLINE_SCOPES.play), []);
  return <PlayActivity key={code} code={code} />;
}
