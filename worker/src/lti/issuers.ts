// Which addresses speak for a platform's issuer. A registration's configuration is only as good
// as where it came from: the issuer must be where its OpenID configuration was read (LTI Dynamic
// Registration, "Issuer and OpenID Configuration URL Match"), and the addresses VERSE signs
// assertions for and posts them to must be that issuer's own, or an authorization server the
// platform's vendor documents for it.
import { audienceOwners, type PlatformRow } from '../store/lti';

/**
 * Authorization servers a platform vendor documents for its issuers (hosts other than the issuer's
 * own that serve its token endpoint, keyset and token audience).
 */
const DOCUMENTED_SERVERS: { issuer: RegExp; hosts: string[] }[] = [
  // Instructure-hosted Canvas: every school shares the issuer; its keys and tokens moved to sso.canvaslms.com.
  { issuer: /^canvas\.instructure\.com$/, hosts: ['sso.canvaslms.com'] },
  { issuer: /^canvas\.beta\.instructure\.com$/, hosts: ['sso.beta.canvaslms.com'] },
  { issuer: /^canvas\.test\.instructure\.com$/, hosts: ['sso.test.canvaslms.com'] },
  { issuer: /^schoology\.schoology\.com$/, hosts: ['lti-service.svc.schoology.com'] },
  { issuer: /^blackboard\.com$/, hosts: ['developer.blackboard.com'] },
  // D2L Brightspace: a school's own issuer, one token service (and token audience) for all.
  { issuer: /^[a-z0-9-]+(\.[a-z0-9-]+)*\.brightspace\.com$/, hosts: ['auth.brightspace.com', 'api.brightspace.com'] },
  { issuer: /^ltiadvantagevalidator\.imsglobal\.org$/, hosts: ['oauth2server.imsglobal.org'] },
];

const parse = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/**
 * Why an issuer may not be taken from the configuration read at `configurationUrl`, or null: the
 * issuer must be on the same origin, and the configuration under the issuer's path (a platform
 * served under a path, such as Moodle at https://school.example/moodle, has it as its issuer).
 */
export function issuerProblem(configurationUrl: string, issuer: unknown): string | null {
  const config = parse(configurationUrl);
  const claimed = typeof issuer === 'string' ? parse(issuer) : null;
  if (!config || !claimed) return 'The configuration names no issuer.';
  if (claimed.search || claimed.hash || claimed.username || claimed.password) return `Its issuer ${String(issuer)} is not a plain address.`;
  const path = claimed.pathname.replace(/\/$/, '');
  if (claimed.origin !== config.origin || !(config.pathname === path || config.pathname.startsWith(`${path}/`))) {
    return `The configuration at ${config.origin} says its issuer is ${String(issuer)}. A platform’s issuer must be the address its configuration is read from (${config.origin}), so VERSE cannot take this one.`;
  }
  return null;
}

/** An issuer as the trusted list keeps it: its origin, and its path when it has one (no trailing slash). */
export function normalIssuer(value: string): string {
  const url = new URL(value);
  return `${url.origin}${url.pathname.replace(/\/$/, '')}`;
}

/** The origins that may serve an issuer's token endpoint, keyset and token audience. */
function issuerOrigins(issuer: string): string[] {
  const url = parse(issuer);
  if (!url) return [];
  const documented = DOCUMENTED_SERVERS.filter((entry) => entry.issuer.test(url.hostname)).flatMap((entry) => entry.hosts.map((host) => `https://${host}`));
  return [url.origin, ...documented];
}

/** Why `value` (an endpoint or a token audience) does not belong to `issuer`, or null when it does. */
export function pinProblem(issuer: string, value: unknown): string | null {
  const url = typeof value === 'string' ? parse(value) : null;
  if (!url) return 'is not an address';
  const origins = issuerOrigins(issuer);
  if (origins.includes(url.origin)) return null;
  return `is on ${url.host}, which is not the platform’s own (${origins.map((origin) => new URL(origin).host).join(' or ')})`;
}

/**
 * The issuers of other registrations holding this client id at one of these token audiences. A
 * registration that names an audience not its issuer's holds nothing there (and VERSE never signs
 * for it), so it does not count.
 */
export async function audienceHolders(db: D1Database, registration: { id: string; clientId: string; audiences: string[] }): Promise<string[]> {
  const named = await audienceOwners(db, registration);
  return named.filter((issuer) => registration.audiences.some((audience) => !pinProblem(issuer, audience)));
}

/**
 * Why VERSE must not sign a client assertion for this registration, or null: staff approved it,
 * its token endpoint and audience are its issuer's (rows kept from before they were checked at
 * registration are checked here too), and no other registration names the same client id for that
 * audience, so the assertion is never one a platform would take as another registration's.
 */
export async function assertionProblem(db: D1Database, platform: PlatformRow): Promise<string | null> {
  if (platform.approval !== 'approved') return 'The platform is not approved in VERSE.';
  for (const [name, value] of [['token endpoint', platform.token_endpoint], ['token audience', platform.token_audience]] as const) {
    const problem = pinProblem(platform.issuer, value);
    if (problem) return `Its ${name} ${problem}.`;
  }
  const owners = await audienceHolders(db, { id: platform.id, clientId: platform.client_id, audiences: [platform.token_audience, platform.token_endpoint] });
  return owners.length ? `Another registration (${owners.join(', ')}) holds the same client id for this token audience.` : null;
}
