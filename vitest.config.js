// vitest.config.js — unit tests: the lead's suites in tests/web/ and the site's own tests beside
// their modules (site/**/*.test.js[x]). Node environment by default; a DOM test opts in with
// a `// @vitest-environment happy-dom` comment.
import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';
import { paperdotsSchema } from './site/tools/schema-plugin.js';

export default defineConfig({
  plugins: [paperdotsSchema(), preact()],
  test: {
    include: ['tests/web/**/*.test.js', 'site/**/*.test.{js,jsx}'],
    exclude: ['**/node_modules/**', 'site/dist/**'],
    environment: 'node',
  },
});
