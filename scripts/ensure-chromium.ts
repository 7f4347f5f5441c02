// The end-to-end tests drive Debian's Chromium (Playwright's own browser download cannot work on
// these machines), headless: its old headless shell, at about half the processor time of the full
// browser (scripts/chromium.ts). Installs it when missing and we are root; otherwise says how, in
// one line. Without the shell, the full browser still runs every test, only slower.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, headlessShell } from './chromium.ts';

const root = process.getuid?.() === 0;
const install = (packages: string) => execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' });

if (!process.env.CHROMIUM_PATH && !existsSync(headlessShell)) {
  if (root) {
    console.log('Installing Debian chromium-headless-shell for the end-to-end tests…');
    try {
      install('chromium-headless-shell');
    } catch {
      console.warn('Could not install chromium-headless-shell: the end-to-end tests run in the full Chromium, slower.');
    }
  } else {
    console.warn('chromium-headless-shell is missing: `sudo apt-get install -y chromium-headless-shell` makes the end-to-end tests about twice as fast.');
  }
}

// Asked again: the shell may have been installed just now.
const browser = chromiumPath();
if (!existsSync(browser)) {
  if (!root) {
    console.error(`Chromium is missing at ${browser}: run \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH), then npm test again.`);
    process.exit(1);
  }
  console.log('Installing Debian chromium for the end-to-end tests…');
  install('chromium');
}
console.log(`End-to-end tests in ${browser}`);
