// run.mjs — browser tests of the built site (site/dist) in Debian's Chromium via playwright-core.
// Prints "ok - name" / "not ok - name: reason" per test, saves screenshots in build/screenshots/,
// and ends with "e2e: N passed, M failed" (exit status 1 when any failed).
// Then the "shots" phase takes the screenshots that are not tests (boxes-shutin-play.e2e.mjs `shots`): they are
// not counted as tests, but one that cannot be taken prints "not ok - shot: ..." and makes the
// exit status 1.
// Two tiers: a test marked `long: true` (the same check swept over more languages, families,
// positions or window sizes, the service worker beyond the first install, and the
// screenshot-only tests; docs/building.md lists them) runs in `make test-long`, not in `make test`.
// PD_E2E_TIER=test (the default) runs the others, PD_E2E_TIER=long the long ones and the shots
// phase, PD_E2E_TIER=all everything. `node tests/e2e/run.mjs REGEX` runs the tests and shots whose
// names match REGEX, of both tiers.
// Each test has a limit of its own (PD_E2E_TEST_LIMIT_S, 300 s: many times the slowest test's
// time on a busy machine): a test that hangs fails alone, its page is closed and the run goes on.
// The tests run in PD_E2E_SHARDS browsers side by side (default 2): each browser has a profile of
// its own and runs one test at a time, taking the next test from one shared list, so a test never
// shares its storage, service workers or offline switch with a test running at the same time.
// One test alone keeps 1.6 of two cores busy on average (the page, its worker, the browser:
// PD_E2E_CPU=1 with one browser prints each test's CPU), so more browsers than cores gain nothing.
// A test that needs a new visitor's profile gets a context of one more, shared Chromium
// (helpers.mjs freshBrowser). Bots move at the "Fast" pace a player can choose unless a test picks another. The shots phase runs after every test has finished.
import { mkdtemp, mkdir, readFile, rm, stat } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { inspect } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';
import { tests as boxesShutinPlayTests, shots as boxesShutinPlayShots } from './boxes-shutin-play.e2e.mjs';
import { tests as offlineLinksSavedTests } from './offline-links-saved.e2e.mjs';
import { tests as coreFactsTests } from './core-facts.e2e.mjs';
import { tests as playPageTests } from './play-page.e2e.mjs';
import { tests as embedTests } from './embed.e2e.mjs';
import { tests as dotsTests } from './dots.e2e.mjs';
import { tests as dotsVariantTests } from './dots-variants.e2e.mjs';
import { tests as hardeningTests } from './hardening.e2e.mjs';
import { tests as analysisTests } from './analysis.e2e.mjs';
import { tests as analysisShutinDotsTests } from './analysis-shutin-dots.e2e.mjs';
import { tests as articleTests } from './articles.e2e.mjs';
import { tests as linkConflictsTests } from './link-conflicts.e2e.mjs';
import { tests as fitTests, shots as fitShots } from './fit.e2e.mjs';
import { tests as clockTests } from './clock.e2e.mjs';
import { tests as bookTests } from './books.e2e.mjs';
import { tests as newcomerTests } from './newcomer.e2e.mjs';
import { tests as boardViewTests } from './board-view.e2e.mjs';
import { tests as puzzleTests } from './puzzles.e2e.mjs';
import { closeShared, launch } from './browser.mjs';
import { withinLimit } from './limit.mjs';

const tests = [
  ...boxesShutinPlayTests,
  ...offlineLinksSavedTests,
  ...coreFactsTests,
  ...playPageTests,
  ...dotsTests,
  ...dotsVariantTests,
  ...embedTests,
  ...hardeningTests,
  ...analysisTests,
  ...analysisShutinDotsTests,
  ...articleTests,
  ...linkConflictsTests,
  ...fitTests,
  ...clockTests,
  ...bookTests,
  ...newcomerTests,
  ...boardViewTests,
  ...puzzleTests,
];
const shots = [...boxesShutinPlayShots, ...fitShots];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'site/dist');
const shotDir = path.join(root, 'build/screenshots');
const testLimitMs = 1000 * Number(process.env.PD_E2E_TEST_LIMIT_S || 300);
const shardCount = Math.max(1, Number(process.env.PD_E2E_SHARDS || 2));

// One line that says what failed and where: an assertion's actual and expected values and the
// test file's line (a flake seen only in CI must be diagnosable from its log).
function failureText(err) {
  let msg = String(err && err.message ? err.message : err).split('\n')[0];
  if (err && err.code === 'ERR_ASSERTION') {
    msg += ` (actual ${inspect(err.actual)}, expected ${inspect(err.expected)})`;
  }
  const at = String((err && err.stack) || '')
    .split('\n')
    .find((l) => /[\w-]+\.e2e\.mjs:\d+/.test(l));
  if (at) msg += ` at ${at.match(/[\w-]+\.e2e\.mjs:\d+/)[0]}`;
  return msg;
}

// PD_E2E_CPU=1: each test's line also gives the CPU time the whole machine spent while it ran
// (/proc/stat), and in brackets the runner's own (with the CLI runs it waited for): a test's own
// cost only when it runs alone (PD_E2E_SHARDS=1) on an idle machine.
const showCpu = Boolean(process.env.PD_E2E_CPU);
/** Seconds of CPU the machine has spent: user, nice, system, irq and softirq, which /proc/stat
 *  counts in ticks of 1/100 s. */
function machineCpu() {
  if (!showCpu) return null;
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return (f[0] + f[1] + f[2] + f[5] + f[6]) / 100;
}
/** Seconds of CPU this runner has spent, with the programs it ran and waited for (the CLI). */
function runnerCpu() {
  const f = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ').map(Number);
  return (f[11] + f[12] + f[13] + f[14]) / 100;
}

async function main() {
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.log('not ok - site built: site/dist/index.html is missing (run npm run build)');
    console.log('e2e: 0 passed, 1 failed');
    process.exit(1);
  }
  await rm(shotDir, { recursive: true, force: true });
  await mkdir(shotDir, { recursive: true });
  const server = await serve(dist);
  const profiles = [];
  const contexts = [];
  for (let i = 0; i < shardCount; i++) {
    profiles.push(await mkdtemp(path.join(os.tmpdir(), `paperdots-e2e-${i}-`)));
    // No service worker in the shared profiles: the tests that need one (offline, a new version,
    // the book kept) ask for a fresh context with serviceWorkers: 'allow'; elsewhere it only
    // stores the site and stands between every page and the server (measured: 4 % of the run's CPU).
    contexts.push(await launch(profiles[i], { serviceWorkers: 'block' }));
  }
  const axeSource = await readFile(path.join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
  const only = process.argv[2] ? new RegExp(process.argv[2]) : null;
  const tier = process.env.PD_E2E_TIER || 'test';
  if (!['test', 'long', 'all'].includes(tier)) throw new Error(`PD_E2E_TIER=${tier}: test, long or all`);
  const inTier = (entry, isShot) =>
    only ? only.test(entry.name) : tier === 'all' || (tier === 'long') === Boolean(isShot || entry.long);

  /** Run one entry on a fresh page of `context`: {error: null or its first line, taken: screenshot names}. */
  async function runOne(context, entry, failedShotName) {
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
    });
    page.on('request', (req) => {
      const u = new URL(req.url());
      if (!['127.0.0.1', ''].includes(u.hostname) && !['data:', 'blob:'].includes(u.protocol))
        problems.push(`third-party request: ${req.url()}`);
    });
    const taken = [];
    const ctx = {
      page,
      context,
      base: server.url,
      // fullPage: false keeps to the window (what a player sees without scrolling).
      shot: async (name, { fullPage = true } = {}) => {
        const file = path.join(shotDir, `${name}.png`);
        await page.screenshot({ path: file, fullPage });
        const st = await stat(file).catch(() => null);
        if (!st || st.size === 0) throw new Error(`screenshot ${name} was not written`);
        taken.push(name);
      },
      axe: async () => {
        await page.evaluate(axeSource);
        const r = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
        return r.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0].target.join(' ')}`);
      },
    };
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      // Tests share one profile: names remembered by one test's setup must not fill the next one's.
      // Forgotten before this page's first document runs, once (a reload in the test keeps them).
      await page.addInitScript(() => {
        try {
          if (sessionStorage.getItem('e2e:fresh')) return;
          sessionStorage.setItem('e2e:fresh', '1');
          localStorage.removeItem('paperdots:v1:names');
          // Bots answer at the "Fast" pace a player can choose (the pace's own test sets another):
          // the normal pace's 650 ms a move is a pause for people, not for the tests.
          if (!localStorage.getItem('paperdots:v1:prefs'))
            localStorage.setItem('paperdots:v1:prefs', JSON.stringify({ sound: false, pace: 'fast' }));
        } catch {
          // a frame without storage (about:blank, storage turned off by the test): nothing to forget
        }
      });
      await withinLimit(entry.run(ctx), entry.name, testLimitMs);
      if (problems.length) throw new Error(problems.join('; '));
      return { error: null, taken };
    } catch (err) {
      // what the page itself said before the test failed (an error in the page explains a wait in vain)
      const msg = failureText(err) + (problems.length ? ` [the page: ${problems.slice(0, 3).join('; ')}]` : '');
      await page.screenshot({ path: path.join(shotDir, `FAILED-${failedShotName(entry.name)}.png`) }).catch(() => {});
      return { error: msg, taken };
    } finally {
      await page.close();
    }
  }

  let passed = 0;
  let failed = 0;
  const queue = tests.filter((t) => inTier(t, false));
  // Each browser takes the next test from the one list until it is empty.
  async function shard(context) {
    for (let test = queue.shift(); test; test = queue.shift()) {
      const t0 = performance.now();
      const c0 = machineCpu();
      const r0 = showCpu ? runnerCpu() : 0;
      const { error } = await runOne(context, test, (n) => n.replace(/\W+/g, '-'));
      const took = `${((performance.now() - t0) / 1000).toFixed(1)} s${c0 === null ? '' : `, ${(machineCpu() - c0).toFixed(1)} s CPU (runner ${(runnerCpu() - r0).toFixed(1)} s)`}`;
      if (error) {
        failed++;
        console.log(`not ok - ${test.name} (${took}): ${error}`);
      } else {
        passed++;
        console.log(`ok - ${test.name} (${took})`);
      }
    }
  }
  await Promise.all(contexts.map(shard));
  let shotsTaken = 0;
  let shotsFailed = 0;
  for (const entry of shots) {
    if (!inTier(entry, true)) continue;
    const { error, taken } = await runOne(contexts[0], entry, (n) => `shot-${n.replace(/\W+/g, '-')}`);
    shotsTaken += taken.length;
    if (error) {
      shotsFailed++;
      console.log(`not ok - shot: ${entry.name}: ${error}`);
    } else if (!taken.length) {
      shotsFailed++;
      console.log(`not ok - shot: ${entry.name}: took no screenshot`);
    }
  }
  for (const context of contexts) await context.close();
  await closeShared();
  await server.close();
  for (const profile of profiles) await rm(profile, { recursive: true, force: true });
  console.log(
    `shots: ${shotsTaken} screenshots taken${shotsFailed ? `, ${shotsFailed} FAILED (not counted as tests; the run fails)` : ''}`,
  );
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  process.exit(failed || shotsFailed ? 1 : 0);
}

main().catch((err) => {
  console.log(`not ok - e2e runner: ${err && err.message ? err.message : err}`);
  console.log('e2e: 0 passed, 1 failed');
  process.exit(1);
});
