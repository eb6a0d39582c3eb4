// browser.mjs — how the browser tests start Debian's Chromium (playwright-core, no downloaded
// browser): one place for the path and the flags a closed network needs.
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A persistent context on a fresh profile folder (service workers and storage start empty);
 *  `options` adds to or overrides the context's options (e.g. serviceWorkers: 'block'). */
export function launch(profileDir, options = {}) {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport: { width: 1280, height: 900 },
    ...options,
  });
}
