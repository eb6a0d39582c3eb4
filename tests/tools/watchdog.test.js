// watchdog.test.js — scripts/watchdog.sh, which every `make test` step runs under, stops a command
// only when it makes no progress (no output, no watched file changed) for its idle limit (status
// 124, like timeout), and otherwise passes the command's own status through, however much CPU or
// wall time it takes.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../wasm/helpers.js';

// Runs the watchdog without blocking (the tests run side by side): {status, stdout, stderr}.
const watch = (idle, script, env = {}) =>
  new Promise((resolve) => {
    const child = spawn('bash', [`${root}scripts/watchdog.sh`, String(idle), 'bash', '-c', script], {
      env: { ...process.env, ...env },
    });
    const r = { stdout: '', stderr: '' };
    child.stdout.on('data', (d) => (r.stdout += d));
    child.stderr.on('data', (d) => (r.stderr += d));
    child.on('close', (status) => resolve({ ...r, status }));
  });

describe.concurrent('watchdog', () => {
  it("passes a finished command's status and output through", async () => {
    expect((await watch(60, 'exit 3')).status).toBe(3);
    expect((await watch(60, 'echo hi')).stdout).toBe('hi\n');
  });

  it('stops a command that writes nothing for its idle limit, and its children with it', async () => {
    // a nap of this run's own length: another `make test` beside this one runs the same test
    const nap = `313.${process.pid}`;
    const r = await watch(4, `echo started; sleep ${nap} & wait`);
    expect(r.status).toBe(124);
    expect(r.stdout).toBe('started\n');
    expect(r.stderr).toMatch(/no output and no test finished for 4s/);
    expect(spawnSync('pgrep', ['-f', `^sleep ${nap}$`]).status, 'the child was left running').toBe(1);
  });

  it('stops a loop that burns CPU but never reports anything', async () => {
    const r = await watch(4, 'while :; do :; done');
    expect(r.status).toBe(124);
  });

  it('lets a slow command that keeps reporting run past its idle limit, whatever CPU it uses', async () => {
    // about 9 s of wall time, busy all along, a line every 2 s: the idle limit of 4 s must not stop it
    const r = await watch(
      4,
      'for i in 1 2 3 4; do end=$((SECONDS + 2)); while [ $SECONDS -lt $end ]; do :; done; echo $i; done; exit 0',
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('1\n2\n3\n4\n');
  });

  it('counts a file changing under a watched folder as progress', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'watchdog-'));
    try {
      // silent on its output, but a log in the watched folder grows every 2 s
      const script = (n) => `for i in $(seq ${n}); do sleep 2; echo $i >> "${dir}/suite.out"; done; exit 0`;
      expect((await watch(4, script(4), { WATCHDOG_WATCH: dir })).status).toBe(0);
      // unwatched, the same script must be stopped after 4 s of silence: it runs 20 s, so a busy
      // machine that stretches the watchdog's looks (a CI run once let an 8 s script end first)
      // still stops it long before its end
      expect((await watch(4, script(10))).status, 'without the watched folder it is silent, so stopped').toBe(124);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
