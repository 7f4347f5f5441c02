// A tiny LMS for the LTI end-to-end test, on its own 127.0.0.1 port (reached as `localhost`, so
// VERSE's frames in it are third-party as in a real school's LMS): an admin page that registers
// VERSE (Dynamic Registration, in a frame), a course page with the activities and a frame to
// launch them in, OpenID endpoints that sign id_tokens with its own jose keys, and a gradebook
// that records every score VERSE posts.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT, type CryptoKey } from 'jose';
import type { Browser, BrowserContext } from '@playwright/test';
import { testNow } from '../clock';
import { waitForTakeover } from './base';

const CLIENT_ID = 'e2e-verse-client';
const DEPLOYMENT_ID = 'e2e-deployment';
const REGISTRATION_TOKEN = 'e2e-registration-token';
const SCORE_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';

type Link = { id: string; title: string; custom: Record<string, string>; lineItem: { label: string; scoreMaximum: number } | null };
export type GradebookEntry = { lineitem: string; score: Record<string, unknown> };

const html = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:sans-serif;margin:1rem"><main aria-label="${title}">${body}</main></body></html>`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export class E2ePlatform {
  readonly links: Link[] = [];
  readonly gradebook: GradebookEntry[] = [];
  readonly registrations: Record<string, unknown>[] = [];
  private server!: Server;
  private key!: { kid: string; privateKey: CryptoKey; jwk: Record<string, unknown> };
  private tokens = new Set<string>();
  origin = '';

  constructor(private readonly verse: string) {}

  static async start(verse: string): Promise<E2ePlatform> {
    const platform = new E2ePlatform(verse);
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const kid = 'e2e-platform-key';
    platform.key = { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
    platform.server = createServer((request, response) => {
      platform.handle(request).then(
        ({ status = 200, type = 'text/html', body }) => response.writeHead(status, { 'Content-Type': type }).end(body),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
    });
    await new Promise<void>((resolve) => platform.server.listen(0, '127.0.0.1', resolve));
    platform.origin = `http://localhost:${(platform.server.address() as AddressInfo).port}`;
    return platform;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private get verseKeys() {
    return createRemoteJWKSet(new URL(`${this.verse}/lti/jwks`));
  }

  private loginUrl(as: string, hint: string, storage: boolean) {
    const query = new URLSearchParams({ iss: this.origin, login_hint: as, target_link_uri: `${this.verse}/lti/launch`, lti_message_hint: hint, client_id: CLIENT_ID, lti_deployment_id: DEPLOYMENT_ID });
    // The platform offers its client-side storage (LTI platform storage): the course page itself.
    if (storage) query.set('lti_storage_target', '_parent');
    return `${this.verse}/lti/login?${query}`;
  }

  private async handle(request: IncomingMessage): Promise<{ status?: number; type?: string; body: string }> {
    const url = new URL(request.url ?? '/', this.origin);
    const body = request.method === 'POST' ? await readBody(request) : '';
    switch (`${request.method} ${url.pathname}`) {
      case 'GET /admin':
        return {
          body: html(
            'LMS admin',
            `<h1>Tools</h1><p id="outcome">Registering VERSE…</p>
<iframe title="VERSE registration" style="width:100%;height:600px;border:1px solid #999" src="${this.verse}/lti/register?${new URLSearchParams({ openid_configuration: `${this.origin}/.well-known/openid-configuration`, registration_token: REGISTRATION_TOKEN })}"></iframe>
<script>addEventListener('message', (e) => { if (e.data && e.data.subject === 'org.imsglobal.lti.close') document.getElementById('outcome').textContent = 'VERSE is installed'; });</script>`,
          ),
        };
      case 'GET /course': {
        const as = url.searchParams.get('as') ?? 'student';
        const teacher = as === 'teacher';
        const storage = url.searchParams.has('storage');
        const items = this.links.map((link) => `<li><a href="${this.loginUrl(`${as}-opaque-id`, `link:${link.id}`, storage)}" target="tool">${link.title}</a></li>`).join('');
        return {
          body: html(
            'Course',
            `<h1>Reading, grade 2</h1>${teacher ? `<p><a href="${this.loginUrl('teacher-opaque-id', 'deeplink', storage)}" target="tool">Add a VERSE activity</a></p>` : ''}
<ul aria-label="Activities">${items}</ul>
<iframe name="tool" title="Course tool" style="width:100%;height:700px;border:1px solid #999"></iframe>
<script>
  window.heard = [];
  const store = {};
  addEventListener('message', (e) => {
    const d = e.data;
    if (!d || typeof d.subject !== 'string') return;
    window.heard.push(d.subject);
    if (d.subject === 'lti.frameResize') document.querySelector('iframe[name=tool]').style.height = d.height + 'px';
    // Platform storage, per tool origin.
    if (d.subject === 'lti.put_data') { store[e.origin + ' ' + d.key] = d.value; e.source.postMessage({ subject: 'lti.put_data.response', message_id: d.message_id, key: d.key, value: d.value }, e.origin); }
    if (d.subject === 'lti.get_data') e.source.postMessage({ subject: 'lti.get_data.response', message_id: d.message_id, key: d.key, value: store[e.origin + ' ' + d.key] }, e.origin);
  });
</script>`,
          ),
        };
      }
      case 'GET /.well-known/openid-configuration':
        return {
          type: 'application/json',
          body: JSON.stringify({
            issuer: this.origin,
            authorization_endpoint: `${this.origin}/auth`,
            token_endpoint: `${this.origin}/token`,
            jwks_uri: `${this.origin}/jwks`,
            registration_endpoint: `${this.origin}/register`,
            'https://purl.imsglobal.org/spec/lti-platform-configuration': { product_family_code: 'e2e-lms', version: '1' },
          }),
        };
      case 'POST /register': {
        if (request.headers.authorization !== `Bearer ${REGISTRATION_TOKEN}`) return { status: 401, type: 'application/json', body: '{"error":"invalid token"}' };
        const registration = JSON.parse(body) as Record<string, unknown>;
        this.registrations.push(registration);
        return {
          type: 'application/json',
          body: JSON.stringify({ ...registration, client_id: CLIENT_ID, 'https://purl.imsglobal.org/spec/lti-tool-configuration': { deployment_id: DEPLOYMENT_ID } }),
        };
      }
      case 'GET /jwks':
        return { type: 'application/json', body: JSON.stringify({ keys: [this.key.jwk] }) };
      case 'GET /auth':
        return { body: await this.authorize(url.searchParams) };
      case 'POST /deep-link-return': {
        const jwt = new URLSearchParams(body).get('JWT') ?? '';
        const { payload } = await jwtVerify(jwt, this.verseKeys, { issuer: CLIENT_ID, audience: this.origin, currentDate: testNow() });
        const items = payload['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as { title: string; custom: Record<string, string>; lineItem?: Link['lineItem'] }[];
        for (const item of items) this.links.push({ id: String(this.links.length + 1), title: item.title, custom: item.custom, lineItem: item.lineItem ?? null });
        return { body: html('Added', `<p>Added to the course.</p><script>top.location.href = '/course?as=teacher';</script>`) };
      }
      case 'POST /token': {
        const form = new URLSearchParams(body);
        try {
          await jwtVerify(form.get('client_assertion') ?? '', this.verseKeys, { issuer: CLIENT_ID, subject: CLIENT_ID, audience: `${this.origin}/token`, currentDate: testNow() });
        } catch {
          return { status: 401, type: 'application/json', body: '{"error":"invalid_client"}' };
        }
        const token = crypto.randomUUID();
        this.tokens.add(token);
        return { type: 'application/json', body: JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: 3600, scope: SCORE_SCOPE }) };
      }
      default: {
        const scores = /^\/lineitems\/(\d+)\/scores$/.exec(url.pathname);
        if (request.method === 'POST' && scores) {
          if (!this.tokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''))) return { status: 401, body: 'unauthorized' };
          this.gradebook.push({ lineitem: scores[1]!, score: JSON.parse(body) as Record<string, unknown> });
          return { status: 200, type: 'application/json', body: '{}' };
        }
        return { status: 404, body: 'not found' };
      }
    }
  }

  /** The authorization endpoint: the id_token for the login's message, posted to VERSE's redirect URI. */
  private async authorize(query: URLSearchParams): Promise<string> {
    if (query.get('redirect_uri') !== `${this.verse}/lti/launch` || query.get('client_id') !== CLIENT_ID) return html('Refused', '<p>Unknown redirect.</p>');
    const hint = query.get('lti_message_hint') ?? '';
    const now = Math.floor(testNow().getTime() / 1000);
    const common = {
      iss: this.origin,
      aud: CLIENT_ID,
      sub: query.get('login_hint') ?? '',
      nonce: query.get('nonce') ?? '',
      iat: now,
      exp: now + 300,
      'https://purl.imsglobal.org/spec/lti/claim/version': '1.3.0',
      'https://purl.imsglobal.org/spec/lti/claim/deployment_id': DEPLOYMENT_ID,
      'https://purl.imsglobal.org/spec/lti/claim/target_link_uri': `${this.verse}/lti/launch`,
      'https://purl.imsglobal.org/spec/lti/claim/context': { id: 'course-7', title: 'Reading, grade 2' },
    };
    const link = hint.startsWith('link:') ? this.links.find((l) => l.id === hint.slice(5)) : undefined;
    const claims = link
      ? {
          ...common,
          'https://purl.imsglobal.org/spec/lti/claim/message_type': 'LtiResourceLinkRequest',
          'https://purl.imsglobal.org/spec/lti/claim/resource_link': { id: `resource-${link.id}`, title: link.title },
          'https://purl.imsglobal.org/spec/lti/claim/custom': link.custom,
          ...(link.lineItem ? { 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint': { scope: [SCORE_SCOPE], lineitem: `${this.origin}/lineitems/${link.id}` } } : {}),
        }
      : {
          ...common,
          'https://purl.imsglobal.org/spec/lti/claim/message_type': 'LtiDeepLinkingRequest',
          'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings': {
            deep_link_return_url: `${this.origin}/deep-link-return`,
            accept_types: ['ltiResourceLink'],
            accept_presentation_document_targets: ['iframe'],
            accept_lineitem: true,
            accept_multiple: false,
          },
        };
    const idToken = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: this.key.kid }).sign(this.key.privateKey);
    return html(
      'Signing in',
      `<form method="post" action="${this.verse}/lti/launch"><input type="hidden" name="id_token" value="${idToken}"><input type="hidden" name="state" value="${query.get('state') ?? ''}"></form><script>document.forms[0].submit();</script>`,
    );
  }
}

/**
 * A student's browser at the LMS (`lms`) that keeps no cookie in the LMS's frame, as Safari and
 * Chrome without third-party cookies do: VERSE's login step (`verse`/lti/login) sets none there, so
 * the launch must carry its own binding (the platform's client-side storage).
 */
export async function studentWithoutFrameCookies(browser: Browser, lms: string, verse: string): Promise<BrowserContext> {
  const student = waitForTakeover(await browser.newContext({ baseURL: lms }));
  await student.grantPermissions(['local-network-access'], { origin: lms });
  await student.route(`${verse}/lti/login?*`, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    // The fetch went through the context's cookie jar: this browser keeps nothing of it.
    await student.clearCookies();
    const headers = { ...response.headers() };
    delete headers['set-cookie'];
    await route.fulfill({ response, headers });
  });
  return student;
}
