import type { Plugin } from 'vite';
import { thankYouGates, type ThankYouKind } from '../../site/lib/thank-you-gates.ts';
import { GATE_SCRIPT } from '../../contract/generated/thank-you-gate.ts';
import { afterClientBundle } from './client.ts';

/**
 * A thank-you page with its gate first in its head, before its stylesheets and scripts: an inline
 * classic script (allowed by its hash in the page's CSP) that sends a browser without the page's
 * flag on before the page is drawn, without asking for a file first.
 */
export function withGate(html: string, gate: { flag: string; otherwise: string }, script = GATE_SCRIPT): string {
  const tag = `\n    <script data-flag="${gate.flag}" data-otherwise="${gate.otherwise}">${script}</script>`;
  const viewport = /<meta name="viewport"[^>]*>/.exec(html);
  if (!viewport) throw new Error('A thank-you page without a viewport meta: its gate has no place.');
  const at = viewport.index + viewport[0].length;
  return html.slice(0, at) + tag + html.slice(at);
}

/** Gives each built thank-you page (`thank-you/<kind>.html`) its gate, contract/generated/thank-you-gate.ts. */
export function thankYouGate(): Plugin {
  return afterClientBundle('verse-thank-you-gate', function (_options, bundle) {
    for (const file of Object.values(bundle)) {
      const kind = /^thank-you\/(\w+)\.html$/.exec(file.fileName)?.[1] as ThankYouKind | undefined;
      if (file.type !== 'asset' || !kind) continue;
      const gate = thankYouGates[kind];
      if (!gate) throw new Error(`${file.fileName}: no gate in site/lib/thank-you-gates.ts`);
      file.source = withGate(String(file.source), gate);
    }
  });
}
