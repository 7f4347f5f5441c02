// The pages LTI shows inside an LMS: rendered by the worker (they hold a launch's one-time values),
// framable by any LMS, their scripts allowed by a per-response nonce and nothing else.

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A value for a script: JSON that cannot close the script element. */
export const scriptValue = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const STYLES = `
:root { color-scheme: light; font-family: Lexend, "Atkinson Hyperlegible", system-ui, sans-serif; color: #1d2a36; background: #faf7f2; }
body { margin: 0; padding: 1rem; line-height: 1.5; }
body.play { padding: 0; background: transparent; }
main .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
main { max-width: 46rem; margin: 0 auto; }
h1 { font-size: 1.5rem; margin: 0 0 .75rem; color: #1f4566; }
h2 { font-size: 1.15rem; margin: 1.25rem 0 .5rem; }
p { margin: 0 0 .75rem; }
.card { background: #fff; border: 1px solid #d9d2c5; border-radius: 12px; padding: 1rem 1.25rem; margin: 0 0 1rem; }
.refusal { border-left: 6px solid #b42318; }
.tell { background: #fff4e5; border-radius: 8px; padding: .75rem 1rem; }
.ok { border-left: 6px solid #1e7a46; }
.waiting { border-left: 6px solid #9a5b00; }
.problem { color: #b42318; font-weight: 600; margin: .35rem 0 0; }
input[aria-invalid=true] { border: 2px solid #b42318; }
button, .button { font: inherit; min-height: 44px; padding: .5rem 1.25rem; border-radius: 999px; border: 2px solid #2f5d8a; background: #2f5d8a; color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: #2f5d8a; }
button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible, a:focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
label { display: block; font-weight: 600; margin: .75rem 0 .25rem; }
.hint { font-weight: 400; font-size: .9rem; color: #4a5561; }
p.hint { margin: 0 0 .35rem; }
input[type=text], input[type=number], select, textarea { font: inherit; min-height: 44px; box-sizing: border-box; width: 100%; padding: .4rem .6rem; border: 1px solid #8a96a3; border-radius: 8px; background: #fff; }
fieldset { border: 1px solid #d9d2c5; border-radius: 12px; padding: .5rem 1rem 1rem; margin: 0 0 1rem; background: #fff; }
legend { font-weight: 700; padding: 0 .25rem; }
.tools { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: .5rem; }
.tools label { display: flex; gap: .5rem; align-items: flex-start; font-weight: 400; margin: 0; padding: .5rem; min-height: 44px; border-radius: 8px; border: 1px solid #e4ddd0; }
.tools input { width: 1.25rem; height: 1.25rem; margin-top: .2rem; flex: none; }
.tools strong { display: block; }
.check { display: flex; gap: .5rem; align-items: center; font-weight: 600; min-height: 44px; }
.check input { width: 1.25rem; height: 1.25rem; }
.actions { display: flex; flex-wrap: wrap; gap: .75rem; margin: 1rem 0; }
iframe.preview { width: 100%; height: 26rem; border: 1px solid #d9d2c5; border-radius: 12px; background: #fff; }
iframe.activity { display: block; width: 100%; border: 0; min-height: 20rem; }
dl { display: grid; grid-template-columns: minmax(8rem, 16rem) minmax(0, 1fr); gap: .35rem 1rem; margin: 0; }
dt { font-weight: 600; }
@media (max-width: 40rem) { dl { grid-template-columns: minmax(0, 1fr); gap: .1rem; } dd { margin-bottom: .6rem; } }
dd { margin: 0; overflow-wrap: anywhere; font-family: ui-monospace, monospace; font-size: .9rem; }
dd .hint { font-family: Lexend, system-ui, sans-serif; }
ul.items { padding-left: 1.25rem; }
.copy-row { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem .75rem; }
.copy-row code { overflow-wrap: anywhere; font-size: 1rem; background: #f1ede4; padding: .35rem .6rem; border-radius: 6px; }
.status { min-height: 1.5rem; font-size: .95rem; color: #1e7a46; padding: .25rem 1rem; }
`;

type PageOptions = {
  title: string;
  body: string;
  /** An inline script, run with the page's nonce. */
  script?: string;
  /** Same-origin classic scripts the inline script uses, loaded (with the nonce) before it. */
  scriptSources?: string[];
  status?: number;
  headers?: Record<string, string>;
  bodyClass?: string;
};

function nonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** A complete page. Framable by any site (an LMS frames it); scripts only with the nonce. */
export function ltiPage({ title, body, script, scriptSources = [], status = 200, headers = {}, bodyClass }: PageOptions): Response {
  const n = nonce();
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - VERSE</title><meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg"><style nonce="${n}">${STYLES}</style></head>
<body${bodyClass ? ` class="${bodyClass}"` : ''}>${body}${scriptSources.map((src) => `<script nonce="${n}" src="${escapeHtml(src)}"></script>`).join('')}${script ? `<script nonce="${n}">${script}</script>` : ''}</body></html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy': [
        "default-src 'self'",
        `script-src 'nonce-${n}'`,
        `style-src 'self' 'nonce-${n}'`,
        "img-src 'self' data:",
        "connect-src 'self'",
        "frame-src 'self'",
        'frame-ancestors *',
        'form-action *',
        "base-uri 'none'",
        "object-src 'none'",
      ].join('; '),
      ...headers,
    },
  });
}

/** Why a launch (or a registration) was refused, and what to tell the LMS administrator. */
export type Refusal = { status: number; what: string; tell: string };

export function refusalPage(refusal: Refusal): Response {
  return ltiPage({
    title: 'This activity could not open',
    status: refusal.status,
    body: `<main><div class="card refusal" role="alert"><h1>This activity could not open</h1>
<p>${escapeHtml(refusal.what)}</p>
<p class="tell"><strong>Please tell your LMS administrator:</strong> ${escapeHtml(refusal.tell)}</p>
<p>Nothing was saved. You can close this page and open the activity again from your course.</p></div></main>`,
  });
}

/** A page that posts `fields` to `action` at once (with a button when scripts do not run). */
export function autoPostPage(title: string, action: string, fields: Record<string, string>, extraScript = ''): Response {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return ltiPage({
    title,
    body: `<main><form method="post" action="${escapeHtml(action)}" id="go">${inputs}<p>${escapeHtml(title)}…</p><noscript><button type="submit">Continue</button></noscript></form></main>`,
    script: `${extraScript}document.getElementById('go').submit();`,
  });
}
