// vitest.config.js — unit tests: the WASM engine's suites in tests/wasm/ (against the real
// module), the tooling's in tests/tools/ (the CLI, the test runner's watchdog and limits), and
// the site's own tests beside their modules (site/**/*.test.js[x]). Node environment by default; a DOM test opts in with
// a `// @vitest-environment happy-dom` comment.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';
import { paperdotsSchema } from './site/tools/schema-plugin.js';

export default defineConfig({
  plugins: [paperdotsSchema(), preact()],
  test: {
    include: ['tests/wasm/**/*.test.js', 'tests/tools/**/*.test.js', 'site/**/*.test.{js,jsx}'],
    exclude: ['**/node_modules/**', 'site/dist/**'],
    environment: 'node',
    // worker threads, not child processes: the same tests, about a tenth less CPU to start them
    pool: 'threads',
    // one worker per core: Vitest's default leaves one core to its own process, which on a
    // two-core machine runs every file in one thread (idle: 110 s with one worker, 69 s with two,
    // the same CPU), and in make test leaves a core idle once the browser tests are done
    maxWorkers: availableParallelism(),
    // A test's limit is for a hang, not for a slow machine: a busy laptop (another build, a
    // browser) stretches a test that takes 1 s idle well past Vitest's default 5 s. As in the
    // browser runner, a test is stopped after 300 s (many times the slowest one on a busy machine).
    testTimeout: 300000,
    hookTimeout: 300000,
  },
});
