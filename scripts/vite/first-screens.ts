import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { transform } from 'esbuild';
import type { Plugin } from 'vite';
import type { AttributeTypes } from '../../widgets/runtime/types.ts';
import { closeLoader, loadModule, root } from './load.ts';
import type { RenderableElement } from './first-screen-render.tsx';
import { afterClientBundle } from './client.ts';

type Render = typeof import('./first-screen-render.tsx');
type Tools = typeof import('../../widgets/tools.ts');

/** The site's cookie banner, in every page of the site and of its tools. */
const BANNER = 'verse-consent-banner';
/** The lead form drawn on a page of its own (/contact, its embed page): its first screen holds its place. */
const FORMS = new Map([['verse-contact-form', 'contact-form']]);

/** `<verse-x a="1"></verse-x>` as the page's markup writes an element. */
const ELEMENT = /<(verse-[a-z-]+)((?:\s[^>]*)?)><\/\1>/g;
const ATTRIBUTE = /([a-z][a-z0-9-]*)(?:="([^"]*)")?/g;

const unescapeHtml = (text: string) => text.replace(/&(quot|lt|gt|amp);/g, (_, name: string) => ({ quot: '"', lt: '<', gt: '>', amp: '&' })[name]!);

/**
 * The markup's `style` attributes (a custom property, a position), which a page's CSP of
 * `style-src 'self'` would refuse in HTML (the element sets them through the CSSOM, which it
 * allows), as rules of the first screen's stylesheet: `data-first-style="n"` on the element,
 * its declarations `!important` there, as strong as the attribute was.
 */
function moveStyles(markup: string): { markup: string; rules: string } {
  const rules: string[] = [];
  const moved = markup.replace(/ style="([^"]*)"/g, (_, declarations: string) => {
    const important = unescapeHtml(declarations)
      .split(';')
      .filter((declaration) => declaration.trim())
      .map((declaration) => `${declaration.trim()} !important`)
      .join(';');
    rules.push(`[data-first-style="${rules.length}"]{${important}}`);
    return ` data-first-style="${rules.length - 1}"`;
  });
  return { markup: moved, rules: rules.join('') };
}

function readAttributes(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(ATTRIBUTE)].map((match) => [match[1]!, unescapeHtml(match[2] ?? '')]));
}

/**
 * A page with first screens is whole in its HTML and stylesheets; its scripts only take it over.
 * So what its first paint needs is asked for first, in this order: Lexend, the page's stylesheet,
 * and the first screens' stylesheets, which the parser would find only in the body (preloaded from
 * the head, the first screens draw with the rest of the page, not after it); then the scripts.
 * (`fetchpriority="low"` on the scripts was tried: Chromium then held the first paint back until
 * after the load event, by a second or more.)
 */
function firstScreenFirst(html: string): string {
  const sheets = [...new Set([...html.matchAll(/<template shadowrootmode="open"><link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]!))];
  // What the first paint waits for, in the order it is asked for: the font, the page's stylesheet, the first screens'.
  const early = [/\n\s*<link rel="preload" [^>]*as="font"[^>]*>/, /\n\s*<link rel="stylesheet"[^>]*>/].map((tag) => tag.exec(html)?.[0]).filter((tag) => tag !== undefined);
  for (const tag of early) html = html.replace(tag, '');
  const links = [...early.map((tag) => tag.trim()), ...sheets.map((href) => `<link rel="preload" href="${href}" as="style">`)];
  const firstScript = /\n\s*<(?:script type="module"|link rel="modulepreload")/.exec(html);
  const at = firstScript ? firstScript.index : html.indexOf('\n  </head>');
  return `${html.slice(0, at)}${links.map((link) => `\n    ${link}`).join('')}${html.slice(at)}`;
}

/**
 * Every student tool's first screen, in its pages: `/student-apps/<route>` and each `/embed/<path>`
 * of a tool. The build renders the tool's own view (the component its element mounts, with the
 * attributes the page gives the element) into a declarative shadow root, with the element's
 * stylesheet (the shared tokens and the tool's CSS, the very text the element adopts) as a file of
 * its own. The page then shows the tool as soon as its HTML and stylesheets arrive, before any
 * script; when the element's module runs, the element takes the shadow root over (attachShadow
 * empties a declarative root) and renders the same markup into it in the same task, so nothing
 * moves. Until its stylesheet applies, the shell is `hidden` (the kit's `.tool-shell { display:
 * flex }` undoes that), so the unstyled markup never shows. The build fails if a tool's view cannot
 * be rendered here.
 */
export function firstScreens(): Plugin {
  // After the site's and the elements' pages are written and filled in.
  const plugin = afterClientBundle('verse-first-screens', async function (_options, bundle) {
    const { studentTools } = await loadModule<Tools>('widgets/tools.ts');
    const tags = new Map(studentTools.map((tool) => [`verse-${tool.id}`, tool.id]));
    const pages = Object.values(bundle).filter(
      (file) =>
        file.type === 'asset' &&
        file.fileName.endsWith('.html') &&
        !file.fileName.startsWith('embed-demo/') &&
        [...String(file.source).matchAll(ELEMENT)].some((match) => tags.has(match[1]!) || match[1] === BANNER || FORMS.has(match[1]!)),
    );
    if (!pages.length) return;
    const { renderView } = await loadModule<Render>('scripts/vite/first-screen-render.tsx');
    const stylesheets = new Set<string>();
    const font = Object.values(bundle).find((file) => /lexend-core-[^/]+\.woff2$/.test(file.fileName));

    // The element's parts as its element.ts hands them to createElementClass (README: every
    // tool's folder has them): the view, meta.ts's attributeTypes, styles.ts's styles.
    const base = (await loadModule<{ default: string }>('widgets/runtime/base.css?inline')).default;
    const elementFor = async (id: string): Promise<RenderableElement> => {
      const source = await readFile(path.join(root, 'widgets', id, 'element.ts'), 'utf8');
      const name = /createElementClass\((\w+),/.exec(source)?.[1];
      const from = name && new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '\\./([\\w-]+)'`).exec(source)?.[1];
      if (!name || !from || !/import \{ styles \} from '\.\/styles'/.test(source) || !/\battributeTypes\b[^}]*\} from '\.\/meta'/.test(source)) {
        throw new Error(`widgets/${id}/element.ts is not createElementClass(View, { attributes: attributeTypes, styles }) with View, ./meta and ./styles from its folder.`);
      }
      const view = (await loadModule<Record<string, unknown>>(`widgets/${id}/${from}`))[name] as RenderableElement['view'];
      const { attributeTypes } = await loadModule<{ attributeTypes: AttributeTypes }>(`widgets/${id}/meta.ts`);
      const { styles } = await loadModule<{ styles: string }>(`widgets/${id}/styles.ts`);
      // What adoptStyles installs (widgets/runtime/styles.ts): the shared tokens, then the element's CSS.
      return { view, attributeTypes, styles: `${base}\n${styles}` };
    };
    const stylesheetFor = async (tag: string, element: RenderableElement, rules: string) => {
      // The text adoptStyles installs (widgets/runtime/styles.ts), then the markup's own styles, minified.
      const { code } = await transform(`${element.styles}\n${rules}`, { loader: 'css', minify: true });
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      // Under site/: the service worker precaches the site's stylesheets with the tools' pages.
      const fileName = `site/first-screen/${tag}-${hash}.css`;
      if (!stylesheets.has(fileName)) this.emitFile({ type: 'asset', fileName, source: code });
      stylesheets.add(fileName);
      return fileName;
    };

    // The cookie banner, as it first shows to a visitor who has not chosen: in the page, it is
    // drawn with the page instead of after the scripts (on a first visit it is the largest text
    // on a phone's screen). The worker leaves it out of the page for a visitor who has chosen
    // (worker/src/site/consent.ts); the element shows or hides it as the stored choice says.
    const bannerScreen = async (attributes: string) => {
      const element = await elementFor('consent-banner');
      const { markup, rules } = moveStyles(renderView(element, readAttributes(attributes)));
      if (!/^<section [^>]*class="bar"/.test(markup)) throw new Error(`${BANNER}'s first screen is not its bar: ${markup.slice(0, 80)}`);
      // Inert until the element takes over, as a tool's first screen: a tap on it then would be lost.
      return `<template shadowrootmode="open"><link rel="stylesheet" href="/${await stylesheetFor(BANNER, element, rules)}">${markup.replace('<section ', '<section hidden inert ')}</template>`;
    };

    // A lead form drawn by its script pushed what follows it down as it appeared (/contact: CLS
    // 0.45 on a phone). Its first screen holds its place, inert until the element takes over.
    const formScreen = async (tag: string, id: string, attributes: string, path: string) => {
      const element = await elementFor(id);
      const { markup, rules } = moveStyles(renderView(element, readAttributes(attributes), path));
      if (!/^<section [^>]*class="card"/.test(markup)) throw new Error(`${tag}'s first screen is not its card: ${markup.slice(0, 80)}`);
      return `<template shadowrootmode="open"><link rel="stylesheet" href="/${await stylesheetFor(tag, element, `${rules}.card[hidden]{display:block}`)}">${markup.replace('<section ', '<section hidden inert ')}</template>`;
    };

    for (const page of pages) {
      if (page.type !== 'asset') continue;
      const path = `/${page.fileName.replace(/\.html$/, '')}`;
      let html = String(page.source);
      for (const match of [...html.matchAll(ELEMENT)]) {
        const [whole, tag, attributes = ''] = match;
        if (tag === BANNER) {
          html = html.replace(whole, `<${tag}${attributes}>${await bannerScreen(attributes)}</${tag}>`);
          continue;
        }
        if (FORMS.has(tag!)) {
          html = html.replace(whole, `<${tag}${attributes}>${await formScreen(tag!, FORMS.get(tag!)!, attributes, path)}</${tag}>`);
          continue;
        }
        const id = tags.get(tag!);
        if (!id) continue;
        const element = await elementFor(id);
        const { markup, rules } = moveStyles(renderView(element, readAttributes(attributes), path.startsWith('/embed/') ? path : undefined));
        if (!markup.startsWith('<div ') || !/^<div [^>]*class="tool-shell"/.test(markup)) {
          throw new Error(`${tag}'s first screen does not start with the kit's .tool-shell: ${markup.slice(0, 80)}`);
        }
        // Inert: a picture of the tool until the element takes over. A tap or key on it before
        // then would be lost, so it takes none, and no screen reader reads a copy of the tool.
        const shadow = `<template shadowrootmode="open"><link rel="stylesheet" href="/${await stylesheetFor(tag!, element, rules)}">${markup.replace('<div ', '<div hidden inert ')}</template>`;
        html = html.replace(whole, `<${tag}${attributes}>${shadow}</${tag}>`);
      }
      // The tool's text is Lexend, the site's own face: preloaded, as on the site's pages.
      if (font && !html.includes(`href="/${font.fileName}"`)) {
        html = html.replace(/(\s*)<link rel="stylesheet"/, `$1<link rel="preload" href="/${font.fileName}" as="font" type="font/woff2" crossorigin />$1<link rel="stylesheet"`);
      }
      html = firstScreenFirst(html);
      page.source = html;
    }
  });
  return { ...plugin, closeBundle: closeLoader };
}
