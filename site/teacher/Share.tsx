import { useState } from 'react';
import { CopyButton } from '../components/CopyButton';
import type { Activity } from '../../contract/teacher';
import { fieldProblem, teacherApi } from './api';
import { Outcome } from './AccountTab';
import { Qr } from './Qr';

/** The address of a page of this site, as a person copies it. */
export const siteUrl = (path: string) => `${location.origin}${path}`;

/** The embed snippet a teacher pastes into an LMS page or a slide. */
const embedSnippet = (code: string, title: string) =>
  `<iframe src="${siteUrl(`/embed/play/${code}`)}" title="${title.replace(/[<>&"]/g, '')}" width="100%" height="640" style="border:0" allow="autoplay; fullscreen"></iframe>`;

export { CopyButton };

/** A shared activity: its link, the embed link and snippet, a QR code, Copy link; or stop sharing (then share again). */
export function SharePanel({ activity, onChange }: { activity: Activity; onChange: (activity: Activity) => void }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const act = async (route: 'POST /api/teacher/activities/:id/share' | 'DELETE /api/teacher/activities/:id/share') => {
    setBusy(true);
    setError('');
    try {
      onChange((await teacherApi(route, { params: { id: activity.id } })).activity);
    } catch (failure) {
      setError(fieldProblem(failure));
    }
    setBusy(false);
  };
  const code = activity.shareCode;
  return (
    <section className="share" aria-label={`Share ${activity.title}`}>
      {code ? (
        <div className="share-grid">
          <div className="share-links">
            <div className="field">
              <label htmlFor={`link-${activity.id}`}>Link for students</label>
              <input id={`link-${activity.id}`} readOnly value={siteUrl(`/play/${code}`)} onFocus={(event) => event.currentTarget.select()} />
            </div>
            <div className="row">
              <CopyButton text={siteUrl(`/play/${code}`)} label="Copy link" />
              <a className="button small" href={`/play/${code}`} target="_blank" rel="noopener">
                Open
              </a>
            </div>
            <div className="field">
              <label htmlFor={`embed-${activity.id}`}>Embed in a class page or slide</label>
              <textarea id={`embed-${activity.id}`} readOnly rows={3} value={embedSnippet(code, activity.title)} onFocus={(event) => event.currentTarget.select()} />
            </div>
            <div className="row">
              <CopyButton text={embedSnippet(code, activity.title)} label="Copy embed code" />
            </div>
            <p className="muted">
              Played from this link, nothing is saved. To see each student’s results, assign the game to a class with Assign.
            </p>
            <button type="button" className="button small danger" disabled={busy} onClick={() => act('DELETE /api/teacher/activities/:id/share')}>
              Stop sharing
            </button>
          </div>
          <figure className="share-qr">
            <Qr text={siteUrl(`/play/${code}`)} label={`QR code for ${activity.title}`} />
            <figcaption>Scan to play</figcaption>
          </figure>
        </div>
      ) : (
        <div className="row">
          <p className="muted">Not shared now: its link no longer opens the game.</p>
          <button type="button" className="button small primary" disabled={busy} onClick={() => act('POST /api/teacher/activities/:id/share')}>
            Share again
          </button>
        </div>
      )}
      {error && <Outcome error={error} />}
    </section>
  );
}
