// The end-to-end tests drive Debian's Chromium (Playwright's own browser download cannot work on
// these machines). Installs it when missing and we are root; otherwise says how, in one line.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumLaunchOptions } from './chromium.ts';

const browser = chromiumLaunchOptions.executablePath;
if (!existsSync(browser)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${browser}: run \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH), then npm test again.`);
    process.exit(1);
  }
  console.log('Installing Debian chromium for the end-to-end tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
}
