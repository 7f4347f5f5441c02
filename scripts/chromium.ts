import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, as this project runs it everywhere (Playwright's own browser download is not
 * used). Its old headless shell (Debian's chromium-headless-shell, the browser Playwright itself
 * runs headless) when installed: the same Blink at about half the processor time of the full
 * browser, which is what a 2-core machine running the suite runs out of. CHROMIUM_PATH picks another.
 */
export const headlessShell = '/usr/bin/chromium-headless-shell';
const fullBrowser = '/usr/bin/chromium';

/** The browser the tests run: CHROMIUM_PATH, else the headless shell when installed, else the full browser. */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : fullBrowser);

export const chromiumLaunchOptions = {
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
};
