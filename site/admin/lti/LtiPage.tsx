import { useState } from 'react';
import type { LtiPlatform } from '../../../contract/lti';
import { Spinner } from '../../components/Spinner';
import { adminApi, problemText, useAdminData } from '../api';
import { Badge, ErrorNote, formatInstant } from '../ui';

/** /admin/lti: the LMS platforms that registered VERSE (LTI 1.3), turning one off, and scores that did not reach a gradebook. */
export function LtiPage() {
  const data = useAdminData('GET /api/admin/lti/platforms', {});
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const platformName = (id: string) => data.data?.platforms.find((p) => p.id === id)?.name ?? 'a removed platform';

  const toggle = async (platform: LtiPlatform) => {
    setError('');
    setNotice('');
    try {
      const { platform: after } = await adminApi('PATCH /api/admin/lti/platforms/:id', { params: { id: platform.id }, body: { disabled: !platform.disabled } });
      setNotice(`${after.name}: ${after.disabled ? 'turned off. Its launches and scores are refused.' : 'turned on again.'}`);
      data.reload();
    } catch (problem) {
      setError(problemText(problem));
    }
  };

  const retry = async (id: string) => {
    setError('');
    setNotice('');
    try {
      const { status } = await adminApi('POST /api/admin/lti/scores/:id/retry', { params: { id } });
      setNotice(status === 'sent' ? 'The score reached the gradebook.' : 'The score is back in line to send.');
      data.reload();
    } catch (problem) {
      setError(problemText(problem));
    }
  };

  return (
    <section aria-labelledby="lti-title">
      <h2 id="lti-title">LMS platforms</h2>
      <p className="admin-intro">
        Schools that added VERSE to their LMS (LTI 1.3). Turning a platform off refuses its launches and stops its scores. What an LMS administrator pastes by hand is at <a href="/lti">/lti</a>.
      </p>
      <p className="admin-success" role="status">
        {notice}
      </p>
      <ErrorNote>{error || data.error}</ErrorNote>
      {data.loading && !data.data && <Spinner label="Loading the platforms" />}
      {data.data && data.data.platforms.length === 0 && <p className="admin-empty">No platform has registered VERSE yet.</p>}
      {data.data && data.data.platforms.length > 0 && (
        <ul className="admin-cards" aria-busy={data.loading}>
          {data.data.platforms.map((platform) => (
            <li key={platform.id} className="admin-card">
              <p className="admin-card-title">
                <strong>{platform.name}</strong> <Badge tone={platform.disabled ? 'failed' : 'sent'}>{platform.disabled ? 'Off' : 'On'}</Badge>
              </p>
              <p>
                Issuer {platform.issuer} · client id {platform.clientId}
              </p>
              <p className="admin-sub">
                Deployments: {platform.deploymentIds.length ? platform.deploymentIds.join(', ') : 'none (launches are refused until one is registered)'}
              </p>
              <p className="admin-sub">
                Registered {formatInstant(platform.createdAt)} · {platform.launches} {platform.launches === 1 ? 'launch' : 'launches'} · scores: {platform.scores.sent} sent, {platform.scores.pending} waiting,{' '}
                {platform.scores.failed} failed
              </p>
              <button type="button" className="button small" onClick={() => void toggle(platform)}>
                {platform.disabled ? 'Turn on' : 'Turn off'}
                <span className="visually-hidden"> {platform.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {data.data && data.data.failedScores.length > 0 && (
        <>
          <h3>Scores that did not reach a gradebook</h3>
          <ul className="admin-cards">
            {data.data.failedScores.map((score) => (
              <li key={score.id} className="admin-card">
                <p className="admin-card-title">
                  <strong>
                    {score.scoreGiven} of {score.scoreMaximum}
                  </strong>{' '}
                  <Badge tone="failed">Failed</Badge>
                </p>
                <p className="admin-sub">
                  {platformName(score.platformId)} · {formatInstant(score.createdAt)} · {score.attempts} attempts
                </p>
                {score.lastError && <p className="admin-sub">Last error: {score.lastError}</p>}
                <button type="button" className="button small" onClick={() => void retry(score.id)}>
                  Retry<span className="visually-hidden"> the score of {formatInstant(score.createdAt)}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
