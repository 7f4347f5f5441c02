import { useState, type FormEvent } from 'react';
import type { LtiPlatform } from '../../../contract/lti';
import { Spinner } from '../../components/Spinner';
import { AdminApiError, adminApi, problemText, useAdminData } from '../api';
import { Badge, ErrorNote, formatInstant } from '../ui';

/**
 * /admin/lti: the LMS platforms that registered VERSE (LTI 1.3): approving or refusing those that
 * wait, turning one off, the issuers trusted without approval, and scores that did not reach a gradebook.
 */
export function LtiPage() {
  const data = useAdminData('GET /api/admin/lti/platforms', {});
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const waiting = data.data?.platforms.filter((p) => p.approval === 'pending') ?? [];
  const decided = data.data?.platforms.filter((p) => p.approval !== 'pending') ?? [];
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

  const decide = async (platform: LtiPlatform, approval: 'approved' | 'refused') => {
    setError('');
    setNotice('');
    try {
      const { platform: after } = await adminApi('PATCH /api/admin/lti/platforms/:id', { params: { id: platform.id }, body: { approval } });
      setNotice(`${after.name} (${hostOf(after.issuer)}): ${approval === 'approved' ? 'approved. Its teachers can add VERSE activities now.' : 'refused. It never launches.'}`);
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

  const saveDeployments = async (platform: LtiPlatform, text: string) => {
    setError('');
    setNotice('');
    try {
      const { platform: after } = await adminApi('PATCH /api/admin/lti/platforms/:id', { params: { id: platform.id }, body: { deploymentIds: splitIds(text) } });
      setNotice(`${after.name}: deployments saved (${after.deploymentIds.length}).`);
      data.reload();
    } catch (problem) {
      setError(problemText(problem));
    }
  };

  return (
    <section aria-labelledby="lti-title">
      <h2 id="lti-title">LMS platforms</h2>
      <p className="admin-intro">
        Schools that added VERSE to their LMS (LTI 1.3). A platform that registers itself waits here until you approve it; turning one off refuses its launches and stops its scores. What an LMS
        administrator pastes by hand is at <a href="/lti">/lti</a>.
      </p>
      <p className="admin-success" role="status">
        {notice}
      </p>
      <ErrorNote>{error || data.error}</ErrorNote>
      {data.loading && !data.data && <Spinner label="Loading the platforms" />}
      {data.data && waiting.length > 0 && (
        <>
          <h3>Waiting for approval</h3>
          <p className="admin-sub">Approve a platform only when you know the school: check the issuer (the LMS’s own address) and who registered it. Until then it never launches.</p>
          <ul className="admin-cards" aria-busy={data.loading} aria-label="Platforms waiting for approval">
            {waiting.map((platform) => (
              <li key={platform.id} className="admin-card">
                <p className="admin-card-title">
                  <strong>{platform.name}</strong> <Badge tone="pending">Waiting</Badge>
                </p>
                <p>
                  Issuer {platform.issuer} · client id {platform.clientId}
                </p>
                <p className="admin-sub">Product: {platform.product || 'not given'}</p>
                <p className="admin-sub">
                  Registered by {platform.registeredBy || 'no one named'} · {formatInstant(platform.createdAt)}
                </p>
                {platform.configurationUrl && <p className="admin-sub">Configuration read from {platform.configurationUrl}</p>}
                <div className="admin-card-actions">
                  <button type="button" className="button small primary" onClick={() => void decide(platform, 'approved')}>
                    Approve<span className="visually-hidden"> {platform.name} ({platform.issuer})</span>
                  </button>
                  <button type="button" className="button small" onClick={() => void decide(platform, 'refused')}>
                    Refuse<span className="visually-hidden"> {platform.name} ({platform.issuer})</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {data.data && data.data.platforms.length === 0 && <p className="admin-empty">No platform has registered VERSE yet.</p>}
      {data.data && decided.length > 0 && (
        <>
          {waiting.length > 0 && <h3>Registered platforms</h3>}
          <ul className="admin-cards" aria-busy={data.loading}>
            {decided.map((platform) => (
              <li key={platform.id} className="admin-card">
                <p className="admin-card-title">
                  <strong>{platform.name}</strong> <PlatformBadge platform={platform} />
                </p>
                <p>
                  Issuer {platform.issuer} · client id {platform.clientId}
                </p>
                <p className="admin-sub">
                  Deployments: {platform.deploymentIds.length ? platform.deploymentIds.join(', ') : 'none (launches are refused until one is registered)'}
                </p>
                <p className="admin-sub">
                  {platform.registeredVia === 'dynamic' ? 'Dynamic Registration' : 'Added by hand'} by {platform.registeredBy || 'no one named'} · {formatInstant(platform.createdAt)}
                  {platform.reviewedBy && platform.reviewedAt && ` · ${platform.approval === 'refused' ? 'refused' : 'approved'} by ${platform.reviewedBy}, ${formatInstant(platform.reviewedAt)}`}
                </p>
                {platform.approval === 'approved' && (
                  <>
                    <p className="admin-sub">
                      {platform.launches} {platform.launches === 1 ? 'launch' : 'launches'} · scores: {platform.scores.sent} sent, {platform.scores.pending} waiting, {platform.scores.failed} failed
                    </p>
                    <details>
                      <summary>Deployment ids of {platform.name}</summary>
                      <form
                        onSubmit={(event) => {
                          event.preventDefault();
                          void saveDeployments(platform, String(new FormData(event.currentTarget).get('deployments') ?? ''));
                        }}
                      >
                        <label className="admin-field">
                          Deployment ids (one per line)
                          <textarea name="deployments" defaultValue={platform.deploymentIds.join('\n')} />
                        </label>
                        <button type="submit" className="button small">
                          Save deployments<span className="visually-hidden"> of {platform.name}</span>
                        </button>
                      </form>
                    </details>
                    <button type="button" className="button small" onClick={() => void toggle(platform)}>
                      {platform.disabled ? 'Turn on' : 'Turn off'}
                      <span className="visually-hidden"> {platform.name}</span>
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {data.data && (
        <TrustedIssuers
          key={data.data.trustedIssuers.map((t) => t.issuer).join(' ')}
          issuers={data.data.trustedIssuers}
          onSaved={(count) => {
            setNotice(count ? `Trusted issuers saved (${count}).` : 'No issuer is trusted now: every new platform waits for approval.');
            data.reload();
          }}
        />
      )}
      <AddPlatform onAdded={(name) => { setNotice(`${name}: added. Its launches are accepted now.`); data.reload(); }} />
      {data.data && data.data.failedScores.length > 0 && (
        <>
          <h3>Scores that did not reach a gradebook</h3>
          {data.data.moreFailedScores && (
            <p className="admin-intro">The newest {data.data.failedScores.length} failed scores are listed; older ones are not shown here.</p>
          )}
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

const hostOf = (issuer: string) => {
  try {
    return new URL(issuer).host;
  } catch {
    return issuer;
  }
};

function PlatformBadge({ platform }: { platform: LtiPlatform }) {
  if (platform.approval === 'refused') return <Badge tone="failed">Refused</Badge>;
  return <Badge tone={platform.disabled ? 'failed' : 'sent'}>{platform.disabled ? 'Off' : 'On'}</Badge>;
}

type TrustedIssuer = { issuer: string; addedBy: string; addedAt: string };

/** The issuers whose Dynamic Registrations are approved at once (an administrator's list). */
function TrustedIssuers({ issuers, onSaved }: { issuers: TrustedIssuer[]; onSaved: (count: number) => void }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('issuers') ?? '');
    setBusy(true);
    setError('');
    try {
      const { trustedIssuers } = await adminApi('PUT /api/admin/lti/trusted-issuers', { body: { issuers: splitIds(text) } });
      onSaved(trustedIssuers.length);
    } catch (problem) {
      setError(problem instanceof AdminApiError && Object.keys(problem.fields).length ? Object.values(problem.fields).join(' ') : problemText(problem));
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="admin-panel">
      <summary>Trusted issuers ({issuers.length}): registered without approval</summary>
      <p className="admin-sub">
        A Dynamic Registration from one of these issuers is approved at once. Trust only an issuer that is one school’s own LMS: Instructure-hosted Canvas (https://canvas.instructure.com) is shared by every
        Canvas school, so trusting it trusts them all.
      </p>
      {issuers.length > 0 && (
        <ul className="admin-sub">
          {issuers.map((trusted) => (
            <li key={trusted.issuer}>
              {trusted.issuer}, added by {trusted.addedBy}, {formatInstant(trusted.addedAt)}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <ErrorNote>{error}</ErrorNote>
        <label className="admin-field">
          Trusted issuers (one per line)
          <textarea name="issuers" defaultValue={issuers.map((trusted) => trusted.issuer).join('\n')} placeholder="https://moodle.lincoln.example" />
        </label>
        <button type="submit" className="button small" disabled={busy}>
          Save trusted issuers
        </button>
      </form>
    </details>
  );
}

const splitIds = (text: string) => text.split(/[\n,]/).map((id) => id.trim()).filter(Boolean);

const FIELDS = [
  ['name', 'Name (for staff)', 'Lincoln Elementary Schoology'],
  ['issuer', 'Issuer (platform id)', 'https://schoology.schoology.com'],
  ['clientId', 'Client id', ''],
  ['deploymentIds', 'Deployment ids (one per line)', ''],
  ['authEndpoint', 'OIDC authentication (authorization) URL', ''],
  ['tokenEndpoint', 'Access token URL', ''],
  ['jwksUri', 'Public keyset (JWKS) URL', ''],
] as const;

/** A platform without Dynamic Registration, entered from the values its administrator sent. */
function AddPlatform({ onAdded }: { onAdded: (name: string) => void }) {
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    setBusy(true);
    setError('');
    setFields({});
    try {
      const { platform } = await adminApi('POST /api/admin/lti/platforms', {
        body: {
          name: value('name'),
          issuer: value('issuer'),
          clientId: value('clientId'),
          deploymentIds: splitIds(value('deploymentIds')),
          authEndpoint: value('authEndpoint'),
          tokenEndpoint: value('tokenEndpoint'),
          jwksUri: value('jwksUri'),
        },
      });
      onAdded(platform.name);
    } catch (problem) {
      setError(problemText(problem));
      if (problem instanceof AdminApiError) setFields(problem.fields);
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="admin-panel">
      <summary>Add a platform by hand (no Dynamic Registration)</summary>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <ErrorNote>{error}</ErrorNote>
        {FIELDS.map(([name, label, example]) => (
          <label key={name} className="admin-field">
            {label}
            {name === 'deploymentIds' ? (
              <textarea name={name} aria-invalid={Boolean(fields[name])} aria-describedby={fields[name] ? `lti-${name}-error` : undefined} />
            ) : (
              <input name={name} type="text" placeholder={example} aria-invalid={Boolean(fields[name])} aria-describedby={fields[name] ? `lti-${name}-error` : undefined} />
            )}
            {fields[name] && (
              <span className="admin-field-error" id={`lti-${name}-error`}>
                {fields[name]}
              </span>
            )}
          </label>
        ))}
        <button type="submit" className="button" disabled={busy}>
          Add the platform
        </button>
      </form>
    </details>
  );
}
