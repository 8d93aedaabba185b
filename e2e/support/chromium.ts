import fs from 'node:fs';

// The system Chromium, as every browser suite launches it: Debian's headless shell of it (`apt-get install
// chromium-headless-shell`, the same version as the `chromium` package), which is what Playwright's own headless
// runs use. The full browser in headless mode cost about four times its processor time for each new context (the
// window's own interface, drawn though never shown), on the two cores the suites share with the servers:
// docs/decisions/0024-headless-shell-for-the-browser-suites.md. Where only the full browser is installed, it runs
// the same tests. No browser is downloaded, and the flags keep it off the network it cannot reach.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';
export const CHROMIUM_PATH = fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER;
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
