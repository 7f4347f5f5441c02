import { axeOn } from '../axe';
import { expect, test, type Page } from '@playwright/test';

/**
 * Axe on `page` with its default rules and one more: `label-content-name-mismatch` (WCAG 2.5.3
 * Label in Name), experimental in axe and so off unless asked for. It fails a control whose
 * accessible name does not contain its visible text: a voice-control user says what they see.
 * The builder's `options` and `disableRules` each replace the rules set before: add others here.
 */
const axeBuilder = (page: Page) => axeOn(page).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });

/** Axe finds nothing wrong on the page, or inside the element `tag` (the rule and the nodes are listed when it does). */
export async function expectAccessible(page: Page, tag?: string) {
  const builder = axeBuilder(page);
  const { violations } = await (tag ? builder.include(tag) : builder).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Listens for the page's next `type` event (`complete`, `score`: they bubble out of the element).
 * Resolves once the listener is in the page, so an action after it cannot fire the event first;
 * `detail` then waits for the event's detail.
 */
export async function nextEvent(page: Page, type: string): Promise<{ detail: Promise<unknown> }> {
  const key = `verseNext_${type}_${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ([type, key]) => {
      (window as unknown as Record<string, Promise<unknown>>)[key] = new Promise((resolve) =>
        document.addEventListener(type, (event) => resolve((event as CustomEvent).detail), { once: true }),
      );
    },
    [type, key] as const,
  );
  return { detail: page.evaluate((key) => (window as unknown as Record<string, Promise<unknown>>)[key], key) };
}

export const nextComplete = (page: Page) => nextEvent(page, 'complete');

/** The focused control's name, looking through shadow roots, without text hidden from assistive technology. */
export function focusedName(page: Page) {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return '';
    const copy = active.cloneNode(true) as Element;
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return active.getAttribute('aria-label') ?? copy.textContent?.trim() ?? '';
  });
}

/**
 * Presses Tab until the focused control's name is `until` (or matches it), at most `most` times, and
 * fails if it never is. The names Tab went through, in their order (the last is `until`'s).
 */
export async function tabUntil(page: Page, until: string | RegExp | ((name: string) => boolean), most = 12): Promise<string[]> {
  const reached = typeof until === 'string' ? (name: string) => name === until : typeof until === 'function' ? until : (name: string) => until.test(name);
  const names: string[] = [];
  while (!reached(names.at(-1) ?? '') && names.length < most) {
    await page.keyboard.press('Tab');
    names.push(await focusedName(page));
  }
  expect(reached(names.at(-1) ?? ''), `Tab reaches ${String(until)} within ${most} presses: ${names.join(', ')}`).toBe(true);
  return names;
}

/**
 * Opens the tool's settings panel by keyboard alone (Tab to Settings, Enter: the panel loads on its
 * first opening), runs `look` on it, and closes it with Enter again: focus stays on Settings.
 */
export async function inSettingsByKeyboard(page: Page, look: (panel: ReturnType<Page['locator']>) => Promise<void>) {
  for (let i = 0; i < 10 && (await focusedName(page)) !== 'Settings'; i++) await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe('Settings');
  await page.keyboard.press('Enter');
  const panel = page.locator('.settings-panel');
  await expect(panel).toBeVisible();
  await look(panel);
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  expect(await focusedName(page)).toBe('Settings');
}

/**
 * The tool is live: the element has taken over the first screen the page was built with (an inert
 * picture of the tool). Measure after this, or a measured node may be the picture being replaced.
 */
export async function toolLive(page: Page, tag: string): Promise<void> {
  await expect(page.locator(`${tag} .tool-shell:not([inert])`)).toBeVisible();
}

/**
 * A two-player game (`tag` on `/student-apps/<route>`) on a tablet held either way: the step says
 * what to do before Start, while playing (`playing`) and at the end, and the whole game fits the
 * screen each time, with no clock (relaxed, so Finish ends it). `whilePlaying` checks the game's
 * own layout between Start and Finish.
 */
export async function twoPlayerOnTablet(page: Page, tag: string, route: string, playing: string | RegExp, whilePlaying?: (screen: { width: number; height: number }) => Promise<void>) {
  for (const [width, height] of [
    [1024, 768],
    [768, 1024],
  ] as const) {
    await test.step(`${width}x${height}`, async () => {
      await page.setViewportSize({ width, height });
      await page.goto(`/student-apps/${route}`);
      const tool = page.locator(tag);
      const step = tool.locator('.tool-step span');
      const fits = async () => {
        const box = (await tool.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(height);
      };
      await tool.getByRole('button', { name: 'Settings' }).click();
      await tool.getByRole('radio', { name: 'Relaxed: no clock' }).check();
      await expect(tool.getByRole('radio', { name: 'Relaxed: no clock' })).toBeChecked();
      await tool.getByRole('button', { name: 'Close settings' }).click();
      await expect(step).toHaveText('Each player picks a name. Then press Start!');
      await expect(tool.getByRole('button', { name: 'Hear it' })).toBeVisible();
      await fits();
      await tool.getByRole('button', { name: 'Start' }).click();
      await expect(step).toHaveText(playing);
      await fits();
      await whilePlaying?.({ width, height });
      await tool.getByRole('button', { name: 'Finish' }).click();
      await expect(step).toHaveText('Game over! Press Play again for a new game.');
      await fits();
      await expectAccessible(page, tag);
    });
  }
}

/** Records what the page asks the browser's voice to say; `said` reads it back. */
export async function listenForSpeech(page: Page) {
  await page.addInitScript(() => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => void said.push(utterance.text);
  });
}
export const said = (page: Page) => page.evaluate(() => (window as unknown as { said: string[] }).said);
