import type { CreateTypes } from 'canvas-confetti';
import { adoptStyles } from '../runtime';
import css from './celebration.css?inline';

// A tool's celebration, loaded with its first success: confetti, or under reduced motion a still
// star for about two seconds. Both live in the shell's celebration layer, in the tool's shadow root.

const launchers = new WeakMap<HTMLElement, Promise<CreateTypes>>();
const stillTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();
const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z';

/** This part's rules, once per shadow root (or document). */
function styled(layer: HTMLElement): void {
  const root = layer.getRootNode() as ShadowRoot;
  // A shadow root (a fragment with a host); a view rendered straight into a page has no rules to add.
  if (root.nodeType === 11 && root.host) adoptStyles(root, css, { more: true });
}

/**
 * Fires confetti from a canvas we create inside `layer`. The library loads on the first
 * celebration; it draws on the main thread (`useWorker: false`) because a strict host CSP blocks
 * the blob worker it would otherwise start.
 */
export async function fireConfetti(layer: HTMLElement, particles = 150): Promise<void> {
  styled(layer);
  let launcher = launchers.get(layer);
  if (!launcher) {
    launcher = import('canvas-confetti').then(({ default: confetti }) => {
      const canvas = document.createElement('canvas');
      canvas.className = 'confetti-canvas';
      canvas.setAttribute('aria-hidden', 'true');
      layer.append(canvas);
      return confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
    });
    launchers.set(layer, launcher);
  }
  const fire = await launcher;
  if (!layer.isConnected) return;
  await fire({ particleCount: particles, spread: 100, startVelocity: 45, origin: { y: 0.6 }, disableForReducedMotion: true });
}

/** The still celebration: a star badge in `layer`, shown for about two seconds (again from the start when asked again). */
export function showStill(layer: HTMLElement): void {
  styled(layer);
  let badge = layer.querySelector<HTMLElement>('.still-badge');
  if (!badge) {
    badge = document.createElement('div');
    badge.className = 'still-badge';
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('focusable', 'false');
    const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
    for (const [name, value] of Object.entries({ d: STAR, fill: '#f0a500', stroke: '#8a5a00', 'stroke-width': '1', 'stroke-linejoin': 'round' })) path.setAttribute(name, value);
    svg.append(path);
    badge.append(svg);
    layer.append(badge);
  }
  badge.hidden = false;
  clearTimeout(stillTimers.get(layer));
  stillTimers.set(
    layer,
    setTimeout(() => (badge.hidden = true), 2000),
  );
}
