// vitest.config.js — unit tests: the WASM engine's suites in tests/wasm/ (against the real
// module), the tooling's in tests/tools/ (the CLI, the test runner's watchdog and limits), and
// the site's own tests beside their modules (site/**/*.test.js[x]). Node environment by default; a DOM test opts in with
// a `// @vitest-environment happy-dom` comment.
import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';
import { paperdotsSchema } from './site/tools/schema-plugin.js';

export default defineConfig({
  plugins: [paperdotsSchema(), preact()],
  test: {
    include: ['tests/wasm/**/*.test.js', 'tests/tools/**/*.test.js', 'site/**/*.test.{js,jsx}'],
    exclude: ['**/node_modules/**', 'site/dist/**'],
    environment: 'node',
  },
});
