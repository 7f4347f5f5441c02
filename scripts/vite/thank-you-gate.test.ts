import { describe, expect, it } from 'vitest';
import { withGate } from './thank-you-gate';

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Intake Form Received - VERSE</title>
    <link rel="preload" href="/assets/lexend-core-a.woff2" as="font" type="font/woff2" crossorigin />
    <link rel="stylesheet" crossorigin href="/assets/site-b.css">
    <script type="module" crossorigin src="/site/paint-first-c.js" data-modules="/site/thank-you/intake-d.js"></script>
  </head>
  <body><div id="app"><h1>Thanks! We received your intake form.</h1></div></body>
</html>`;

describe('withGate', () => {
  it('puts the gate, naming its flag and where to go, first after the viewport: before the font, the stylesheet and every script', () => {
    const html = withGate(page, '/site/thank-you-gate-e.js', { flag: 'intakeSubmitted', otherwise: '/start-here' });
    const gate = '<script src="/site/thank-you-gate-e.js" data-flag="intakeSubmitted" data-otherwise="/start-here"></script>';
    expect(html).toContain(`<meta name="viewport" content="width=device-width, initial-scale=1" />\n    ${gate}\n    <title>`);
    for (const later of ['lexend-core', 'rel="stylesheet"', 'type="module"', '<body>']) expect(html.indexOf(gate)).toBeLessThan(html.indexOf(later));
    // A classic script: it blocks the parser, so nothing is drawn before it has decided.
    expect(gate).not.toContain('type=');
    expect(gate).not.toMatch(/\b(async|defer)\b/);
    expect(html.replace(`\n    ${gate}`, '')).toBe(page);
  });

  it('refuses a page without a viewport meta rather than guess a place', () => {
    expect(() => withGate(page.replace(/<meta name="viewport"[^>]*>/, ''), '/g.js', { flag: 'f', otherwise: '/' })).toThrow(/viewport/);
  });
});
