// watchdog.test.js — tests/watchdog.sh, which every `make test` step runs under, stops a command
// that spins past its CPU limit or sits idle past its idle limit (status 124, like timeout), and
// otherwise passes the command's own status through, however long it takes in wall time.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { root } from './helpers.js';

const watch = (cpu, idle, script) =>
  spawnSync('bash', [`${root}tests/watchdog.sh`, String(cpu), String(idle), 'bash', '-c', script], { encoding: 'utf8', timeout: 60000 });

describe('watchdog', { timeout: 60000 }, () => {
  it('passes a finished command\'s status through', () => {
    expect(watch(60, 60, 'exit 3').status).toBe(3);
    expect(watch(60, 60, 'echo hi').stdout).toBe('hi\n');
  });

  it('stops a loop that uses more CPU than its limit', () => {
    const r = watch(2, 60, 'while :; do :; done');
    expect(r.status).toBe(124);
    expect(r.stderr).toMatch(/more than 2s of CPU/);
  });

  it('stops a command that does nothing for its idle limit, and its children with it', () => {
    const r = watch(60, 4, 'sleep 313 & wait');
    expect(r.status).toBe(124);
    expect(r.stderr).toMatch(/no work for 4s/);
    expect(spawnSync('pgrep', ['-f', 'sleep 313']).status, 'the child was left running').toBe(1);
  });

  it('lets a slow command that keeps working run past its idle limit', () => {
    // about 6 s of wall time, busy all along: the idle limit of 4 s must not stop it
    const r = watch(60, 4, 'end=$((SECONDS + 6)); while [ $SECONDS -lt $end ]; do :; done; exit 0');
    expect(r.status).toBe(0);
  });
});
