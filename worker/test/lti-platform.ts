// Learning platforms (LMSs) for the LTI tests: each with its own origin and keys (made with jose),
// OpenID configuration, registration, JWKS, token and score endpoints, reached by the worker's
// outgoing fetch. Every request one receives is recorded, so tests assert what VERSE sent (and
// what it never sent). The suite's platform is at PLATFORM; a test starts another (a claimant)
// at its own origin.
import { SELF } from 'cloudflare:test';
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT, type JSONWebKeySet, type JWTPayload } from 'jose';
import { vi } from 'vitest';
import { now } from '../src/time/clock';

export const TOOL = 'http://verse.test';
export const PLATFORM = 'https://platform.test';
/** The platform's issuer: its own origin. */
export const ISSUER = 'https://platform.test';
export const CLIENT_ID = 'verse-client-1';
export const DEPLOYMENT_ID = 'deployment-1';
export const LINEITEM = `${PLATFORM}/courses/7/lineitems/42?course=7`;

type Key = { kid: string; privateKey: CryptoKey; publicJwk: Record<string, unknown> };

async function newKey(): Promise<Key> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = crypto.randomUUID();
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

export type Received = { url: string; method: string; headers: Record<string, string>; body: string };

/** Who a platform is: its origin, the client id its registration gives, and what its configuration claims. */
export type PlatformOptions = { origin?: string; clientId?: string; configuration?: Record<string, unknown> };

/** Every platform started, by origin: one fetch spy serves them all. */
const running = new Map<string, TestPlatform>();
let restoreFetch: (() => void) | null = null;

export class TestPlatform {
  /** Keys published at the JWKS endpoint. */
  published: Key[] = [];
  received: Received[] = [];
  /** What the score endpoint answers (a failing gradebook in some tests). */
  scoreStatus = 200;
  readonly tokens = new Set<string>();
  readonly origin: string;
  /** The client id the platform's next registration answer gives. */
  clientId: string;
  /** What this platform's configuration says beyond its own endpoints (another issuer, another token server…). */
  configuration: Record<string, unknown>;

  private constructor(options: PlatformOptions) {
    this.origin = options.origin ?? PLATFORM;
    this.clientId = options.clientId ?? CLIENT_ID;
    this.configuration = options.configuration ?? {};
  }

  /** A platform at `origin` (the suite's own by default), reached by the worker's outgoing fetch. */
  static async start(options: PlatformOptions = {}): Promise<TestPlatform> {
    const platform = new TestPlatform(options);
    platform.published = [await newKey()];
    if (!restoreFetch) {
      const real = globalThis.fetch;
      const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        const target = running.get(new URL(request.url).origin);
        return target ? target.handle(request) : real(input, init);
      });
      restoreFetch = () => spy.mockRestore();
    }
    running.set(platform.origin, platform);
    return platform;
  }

  stop() {
    running.delete(this.origin);
    if (running.size === 0) {
      restoreFetch?.();
      restoreFetch = null;
    }
  }

  get signingKey(): Key {
    return this.published[0]!;
  }

  /** The JWKS rotates: a new key replaces every published one. */
  async rotate(): Promise<Key> {
    const key = await newKey();
    this.published = [key];
    return key;
  }

  /** A key the platform never publishes. */
  unpublishedKey = () => newKey();

  requestsTo(path: string): Received[] {
    return this.received.filter((r) => new URL(r.url).pathname === path);
  }

  private async handle(request: Request): Promise<Response> {
    const body = new TextDecoder().decode(await request.arrayBuffer());
    this.received.push({ url: request.url, method: request.method, headers: Object.fromEntries(request.headers), body });
    const url = new URL(request.url);
    switch (`${request.method} ${url.pathname}`) {
      case 'GET /.well-known/openid-configuration':
        return Response.json({
          issuer: this.origin,
          authorization_endpoint: `${this.origin}/auth`,
          token_endpoint: `${this.origin}/token`,
          jwks_uri: `${this.origin}/jwks`,
          registration_endpoint: `${this.origin}/register`,
          authorization_server: `${this.origin}/token`,
          'https://purl.imsglobal.org/spec/lti-platform-configuration': { product_family_code: 'test-lms', version: '1.0' },
          ...this.configuration,
        });
      case 'POST /register': {
        if (request.headers.get('Authorization') !== 'Bearer reg-token-1') return Response.json({ error: 'invalid token' }, { status: 401 });
        const registration = JSON.parse(body) as Record<string, unknown>;
        return Response.json({ ...registration, client_id: this.clientId, 'https://purl.imsglobal.org/spec/lti-tool-configuration': { ...(registration['https://purl.imsglobal.org/spec/lti-tool-configuration'] as object), deployment_id: DEPLOYMENT_ID } });
      }
      case 'GET /jwks':
        return Response.json({ keys: this.published.map((key) => key.publicJwk) });
      case 'POST /token': {
        const form = new URLSearchParams(body);
        try {
          // The assertion must verify with the key VERSE publishes.
          const keys = (await (await SELF.fetch(`${TOOL}/lti/jwks`)).json()) as JSONWebKeySet;
          const { payload } = await jwtVerify(form.get('client_assertion') ?? '', createLocalJWKSet(keys), { issuer: this.clientId, subject: this.clientId, audience: `${this.origin}/token`, currentDate: now() });
          if (form.get('grant_type') !== 'client_credentials' || !payload.jti) throw new Error('bad grant');
        } catch {
          return Response.json({ error: 'invalid_client' }, { status: 401 });
        }
        const token = `access-${crypto.randomUUID()}`;
        this.tokens.add(token);
        return Response.json({ access_token: token, token_type: 'Bearer', expires_in: 3600, scope: form.get('scope') });
      }
      case 'POST /courses/7/lineitems/42/scores': {
        const token = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
        if (!this.tokens.has(token)) return new Response('unauthorized', { status: 401 });
        return new Response(null, { status: this.scoreStatus });
      }
      default:
        return new Response('not found', { status: 404 });
    }
  }

  /** The scores the gradebook accepted. */
  acceptedScores(): Record<string, unknown>[] {
    return this.scoreStatus === 200 ? this.requestsTo('/courses/7/lineitems/42/scores').map((r) => JSON.parse(r.body) as Record<string, unknown>) : [];
  }

  /** An id_token as the platform's authorization endpoint would post it. */
  async idToken(claims: JWTPayload, options: { key?: Key; kid?: string } = {}): Promise<string> {
    const key = options.key ?? this.signingKey;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? key.kid, typ: 'JWT' })
      .sign(key.privateKey);
  }
}

export const C = {
  messageType: 'https://purl.imsglobal.org/spec/lti/claim/message_type',
  version: 'https://purl.imsglobal.org/spec/lti/claim/version',
  deploymentId: 'https://purl.imsglobal.org/spec/lti/claim/deployment_id',
  targetLinkUri: 'https://purl.imsglobal.org/spec/lti/claim/target_link_uri',
  resourceLink: 'https://purl.imsglobal.org/spec/lti/claim/resource_link',
  custom: 'https://purl.imsglobal.org/spec/lti/claim/custom',
  ags: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  dl: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  items: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
} as const;
