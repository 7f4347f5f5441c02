import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint } from './paint-first';

const page = `<!doctype html>
<html lang="en">
  <head>
    <link rel="preload" href="/assets/lexend-core-a.woff2" as="font" type="font/woff2" crossorigin />
    <link rel="stylesheet" crossorigin href="/assets/site-b.css">
    <script type="module" crossorigin src="/site/index-c.js"></script>
    <script type="module" crossorigin src="/widgets/verse-consent-banner.js"></script>
    <script type="application/json" id="verse-settings">{"level":"1"}</script>
    <script type="module" src="/widgets/verse-grammar.js" ></script>
    <link rel="modulepreload" crossorigin href="/site/start-d.js">
    <link rel="modulepreload" crossorigin href="/widgets/runtime-e.js">
  </head>
  <body><div id="app"><p>Hello</p></div></body>
</html>`;

describe('scriptsAfterPaint', () => {
  it("names a page's module scripts, in order, and its module preloads on one script in place of the first", () => {
    const html = scriptsAfterPaint(page, '/site/paint-first-f.js');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<script type="module"[^>]*>/g)).toEqual([
      '<script type="module" crossorigin src="/site/paint-first-f.js" data-modules="/site/index-c.js /widgets/verse-consent-banner.js /widgets/verse-grammar.js" data-preloads="/site/start-d.js /widgets/runtime-e.js">',
    ]);
    expect(head).not.toContain('modulepreload');
    // Where the first script was: after the font and the stylesheet, before the settings.
    expect(head.indexOf('rel="stylesheet"')).toBeLessThan(head.indexOf('paint-first-f.js'));
    expect(head.indexOf('paint-first-f.js')).toBeLessThan(head.indexOf('id="verse-settings"'));
    // Everything else as it was.
    expect(html).toContain('<script type="application/json" id="verse-settings">{"level":"1"}</script>');
    expect(html.slice(html.indexOf('</head>'))).toBe(page.slice(page.indexOf('</head>')));
    expect(html.split('\n').filter((line) => !/<script type="module"|modulepreload/.test(line))).toEqual(
      page.split('\n').filter((line) => !/<script type="module"|modulepreload/.test(line)),
    );
  });

  it('leaves a page without module scripts alone', () => {
    const plain = '<html><head><link rel="stylesheet" href="/a.css"></head><body></body></html>';
    expect(scriptsAfterPaint(plain, '/site/paint-first-f.js')).toBe(plain);
  });
});
