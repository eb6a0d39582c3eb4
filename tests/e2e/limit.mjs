// limit.mjs — the browser runner's limit for one test (tests/e2e/run.mjs): a test that hangs
// fails alone and the run goes on.

/** Resolves with what `running` gives, or rejects once `ms` have passed without a result. */
export function withinLimit(running, name, ms) {
  let timer;
  const limit = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name}: no result after ${ms / 1000} s, stopped as hung`)), ms);
  });
  return Promise.race([running, limit]).finally(() => clearTimeout(timer));
}
