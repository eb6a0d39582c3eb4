// vitest.config.js — Vitest runs the WASM suites (tests/web) and the site's unit tests in node,
// against the real wasm/dist/paperdots.wasm (built by `make wasm`).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/web/**/*.test.js', 'site/**/*.test.{js,jsx}'],
    environment: 'node',
    testTimeout: 30000,
  },
});
