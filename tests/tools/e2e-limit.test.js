// e2e-limit.test.js — the browser runner's per-test limit (tests/e2e/limit.mjs) stops a test that
// never ends, and passes a test's own result or failure through.
import { describe, expect, it } from 'vitest';
import { withinLimit } from '../e2e/limit.mjs';

describe('e2e per-test limit', () => {
  it('stops a test that never ends once its limit has passed', async () => {
    await expect(withinLimit(new Promise(() => {}), 'hangs', 50)).rejects.toThrow(
      /hangs: no result after 0.05 s, stopped as hung/,
    );
  });

  it("passes a test's result and its own failure through", async () => {
    await expect(withinLimit(Promise.resolve(7), 'quick', 5000)).resolves.toBe(7);
    await expect(withinLimit(Promise.reject(new Error('assertion')), 'fails', 5000)).rejects.toThrow('assertion');
  });
});
