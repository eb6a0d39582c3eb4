// run.mjs — browser tests of the built site (site/dist) in Debian's Chromium via playwright-core.
// Prints "ok - name" / "not ok - name: reason" per test, saves screenshots in build/screenshots/,
// and ends with "e2e: N passed, M failed" (exit status 1 when any failed).
import { mkdtemp, mkdir, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';
import { tests as playTests } from './tests.mjs';
import { tests as linkTests } from './tests-links.mjs';
import { tests as shapeTests } from './tests-shape.mjs';
import { launch } from './browser.mjs';

const tests = [...playTests, ...linkTests, ...shapeTests];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'site/dist');
const shots = path.join(root, 'build/screenshots');

async function main() {
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.log('not ok - site built: site/dist/index.html is missing (run npm run build)');
    console.log('e2e: 0 passed, 1 failed');
    process.exit(1);
  }
  await rm(shots, { recursive: true, force: true });
  await mkdir(shots, { recursive: true });
  const server = await serve(dist);
  const profile = await mkdtemp(path.join(os.tmpdir(), 'paperdots-e2e-'));
  const context = await launch(profile);
  const axeSource = await readFile(path.join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
  const only = process.argv[2] ? new RegExp(process.argv[2]) : null;
  let passed = 0;
  let failed = 0;
  for (const test of tests) {
    if (only && !only.test(test.name)) continue;
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
    const ctx = {
      page,
      context,
      base: server.url,
      shot: (name) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true }),
      axe: async () => {
        await page.evaluate(axeSource);
        const r = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
        return r.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0].target.join(' ')}`);
      },
    };
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await test.run(ctx);
      if (problems.length) throw new Error(problems.join('; '));
      passed++;
      console.log(`ok - ${test.name}`);
    } catch (err) {
      failed++;
      const msg = String(err && err.message ? err.message : err).split('\n')[0];
      console.log(`not ok - ${test.name}: ${msg}`);
      await page.screenshot({ path: path.join(shots, `FAILED-${test.name.replace(/\W+/g, '-')}.png`) }).catch(() => {});
    } finally {
      await page.close();
    }
  }
  await context.close();
  await server.close();
  await rm(profile, { recursive: true, force: true });
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.log(`not ok - e2e runner: ${err && err.message ? err.message : err}`);
  console.log('e2e: 0 passed, 1 failed');
  process.exit(1);
});
