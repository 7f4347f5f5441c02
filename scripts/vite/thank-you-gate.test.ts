import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { compiledGatePath, makeCompiledGate } from '../thank-you-gate';
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
    const html = withGate(page, { flag: 'intakeSubmitted', otherwise: '/start-here' }, 'gate();');
    const gate = '<script data-flag="intakeSubmitted" data-otherwise="/start-here">gate();</script>';
    expect(html).toContain(`<meta name="viewport" content="width=device-width, initial-scale=1" />\n    ${gate}\n    <title>`);
    for (const later of ['lexend-core', 'rel="stylesheet"', 'type="module"', '<body>']) expect(html.indexOf(gate)).toBeLessThan(html.indexOf(later));
    // A classic script: it blocks the parser, so nothing is drawn before it has decided.
    expect(gate).not.toContain('type=');
    expect(gate).not.toMatch(/\b(async|defer)\b/);
    expect(html.replace(`\n    ${gate}`, '')).toBe(page);
  });

  it('refuses a page without a viewport meta rather than guess a place', () => {
    expect(() => withGate(page.replace(/<meta name="viewport"[^>]*>/, ''), { flag: 'f', otherwise: '/' })).toThrow(/viewport/);
  });
});

describe('contract/generated/thank-you-gate.ts', () => {
  it('is what `npm run thank-you-gate` makes from the gate now, its hash the script’s own', async () => {
    const made = await makeCompiledGate();
    expect(await readFile(compiledGatePath, 'utf8')).toBe(made);
    const { GATE_SCRIPT, GATE_SCRIPT_HASH } = await import('../../contract/generated/thank-you-gate');
    const { createHash } = await import('node:crypto');
    expect(GATE_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(GATE_SCRIPT, 'utf8').digest('base64')}'`);
    expect(GATE_SCRIPT).not.toContain('</');
  });
});
