import { useLocation } from 'wouter';
import { PlayActivity } from '../teacher/PlayActivity';

/** `/play/<code>`: a teacher's shared activity, assignment or class in the student tools' layout. */
export function Play() {
  const [path] = useLocation();
  const code = path.replace(/^\/play\/?/, '').replace(/\/$/, '');
  return <PlayActivity key={code} code={code} />;
}
