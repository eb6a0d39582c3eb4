// browser.mjs — how the browser tests start Debian's Chromium (playwright-core, no downloaded
// browser): one place for the path and the flags a closed network needs.
import { chromium } from 'playwright-core';

// The tests run Debian's headless shell (package chromium-headless-shell): the same Chromium
// (Blink, V8, service workers, layout and screenshots alike) without the desktop browser's UI
// process, as Playwright runs its own headless tests. The whole browser tier takes about 30 %
// less of the machine in it (docs/log, 2026-12-07). CHROMIUM=/usr/bin/chromium runs them in the
// desktop browser instead.
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium-headless-shell';
/** The desktop browser a visitor runs, for measurements (`make budgets`). */
export const DESKTOP_CHROMIUM = process.env.DESKTOP_CHROMIUM || '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const VIEWPORT = { width: 1280, height: 900 };
/** How long any wait of a test (a selector, a function, an event, a click) may take before it
 *  fails: the tests judge by what the page shows, not by how fast, so this is the bound of a page
 *  that is stuck, far above a busy machine's slowest answer (PD_E2E_WAIT_S, 120 s; each test's
 *  own limit is run.mjs's 300 s). A wait that expects nothing to happen names its own, short time. */
export const WAIT_MS = 1000 * Number(process.env.PD_E2E_WAIT_S || 120);

/** A context whose waits take WAIT_MS unless one says otherwise. */
function waiting(context) {
  context.setDefaultTimeout(WAIT_MS);
  return context;
}

/** A persistent context on a fresh profile folder (service workers and storage start empty);
 *  `options` adds to or overrides the context's options (e.g. serviceWorkers: 'block'). */
export async function launch(profileDir, options = {}) {
  return waiting(
    await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: FLAGS,
      viewport: VIEWPORT,
      ...options,
    }),
  );
}

// One browser for every fresh context of the run, started when first asked for. A context of
// its own is a fresh profile as a new visitor has it (storage, cache, service workers, cookies and
// the offline switch are its own and start empty, kept in memory) without the seconds of CPU that
// starting another Chromium costs.
// Its service worker is blocked unless the test asks for one (serviceWorkers: 'allow': offline,
// a new version, what the worker keeps): installed in a new profile it downloads and stores the
// whole site (113 files, 5.4 MB), 3 s of CPU that a test of storage, links or layout never uses,
// and a page without it has every request reach the test's server and page.route.
let shared = null;

/** A new, empty context in the run's shared browser, without a service worker unless `options`
 *  says serviceWorkers: 'allow'; `options` as for launch(). */
export async function freshContext(options = {}) {
  if (!shared) shared = chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  return waiting(await (await shared).newContext({ viewport: VIEWPORT, serviceWorkers: 'block', ...options }));
}

/** Close the shared browser, if one was started. */
export async function closeShared() {
  if (shared) await (await shared).close();
  shared = null;
}
