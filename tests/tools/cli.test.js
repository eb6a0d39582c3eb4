// cli.test.js — `paperdots --help` and `paperdots help COMMAND` answer on stdout with status 0
// and name every command the engine runs; an unknown one is a usage error (status 2). A book
// build that is stopped keeps the book so far in its --out file, and goes on from it. `structure`
// reads a boxes position as chains and loops, and is refused in the other families.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, native } from '../wasm/helpers.js';

const COMMANDS = ['info', 'play', 'legal', 'structure', 'bot', 'solve', 'book', 'match', 'sgf-export', 'sgf-import'];

describe('paperdots help', () => {
  it('lists every command, for --help, -h and help', () => {
    for (const args of [['--help'], ['-h'], ['help']]) {
      const r = native(args);
      expect(r.ok, args.join(' ')).toBe(true);
      for (const c of COMMANDS) expect(r.out).toContain(`paperdots ${c} `);
    }
  });

  it('says what one command prints, as help COMMAND and COMMAND --help', () => {
    for (const c of COMMANDS) {
      const a = native(['help', c]);
      const b = native([c, '--help']);
      expect(a.ok, c).toBe(true);
      expect(a.out).toMatch(new RegExp(`^usage: paperdots ${c} `));
      expect(b.out).toBe(a.out);
    }
    expect(native(['help', 'solve']).out).toContain('--table-mb');
  });

  it('refuses an unknown command with a usage error', () => {
    const r = native(['help', 'chess']);
    expect(r.ok).toBe(false);
    expect(r.status).toBe(2);
    expect(r.err).toMatch(/^error: usage: help: unknown command/);
    expect(native(['play']).err).toMatch(/^error: usage: no SETUP/);
  });
});

describe('paperdots structure', () => {
  it('reads a boxes position as chains and loops', () => {
    // 3×3: a chain of six and a chain of two, no safe line left
    const r = native(['structure', 'game=boxes&size=3x3', '6.15.4.14.16.8.10.19.2.0.21.13.20.23']);
    expect(r.ok).toBe(true);
    expect(r.out).toBe(
      'capturable=0\ndouble_crosses=0\nsafe=0\nsafe_run=0\nchains=6,2\nloops=\nend_chains=6,2\n' +
        'end_loops=\ncells=6,6,6,6,6,6,2,2,0\n',
    );
    // three lines in: every line safe, and once the safe lines run out a loop of four remains
    const s = native(['structure', 'game=boxes&size=3x3', '6.15.4']).out;
    expect(s).toContain('end_loops=4\n');
    expect(s).toMatch(/^safe=21$/m);
  });
  it('is refused where the family has none', () => {
    const r = native(['structure', 'game=dots']);
    expect(r.status).toBe(2);
    expect(r.err).toMatch(/^error: structure-unsupported: /);
  });
});

/** The numbers a command printed as name=value lines. */
const numbers = (out) => Object.fromEntries([...out.matchAll(/^(\w+)=(-?\d+)$/gm)].map((m) => [m[1], Number(m[2])]));

describe('paperdots book, stopped and resumed', () => {
  // 3×4: the start takes about a second to solve, its eight-odd first lines a few more.
  const BOARD = 'game=boxes&size=3x4';
  const build = ['book', BOARD, '--openings', '1', '--table-mb', '256'];

  it('a build killed after its first checkpoint leaves a book that solves the start; --book FILE goes on without solving it again', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pd-book-'));
    try {
      const file = path.join(dir, 'b.bin');
      // Killed (SIGKILL: nothing runs after it) as soon as it says the book so far is in FILE.
      const said = await new Promise((resolve, reject) => {
        const child = spawn(cli, [...build, '--progress', '--out', file], { stdio: ['ignore', 'pipe', 'pipe'] });
        let err = '';
        child.stderr.on('data', (d) => {
          err += d;
          if (/entries so far/.test(err)) child.kill('SIGKILL');
        });
        child.on('error', reject);
        child.on('close', (code, signal) => resolve({ err, code, signal }));
      });
      expect(said.signal, 'the build ended before it was stopped').toBe('SIGKILL');
      const so_far = Number(said.err.match(/: (\d+) entries so far/)[1]);
      expect(so_far).toBeGreaterThan(0);
      expect(existsSync(file), 'no book so far').toBe(true);
      // the book so far holds the start's proof: solved within 1,000 nodes, and not without it
      expect(numbers(native(['solve', BOARD, '--nodes', '1000', '--book', file]).out)).toMatchObject({ value: 0 });
      expect(native(['solve', BOARD, '--nodes', '1000']).out).toMatch(/^value=unknown/);
      // going on from it: the start is not solved again (its proof is walked from the book, to
      // the same book), and the whole build costs less than it did from nothing
      const again = numbers(
        native([
          'book',
          BOARD,
          '--openings',
          '0',
          '--table-mb',
          '256',
          '--book',
          file,
          '--out',
          path.join(dir, 'again.bin'),
        ]).out,
      );
      expect(again).toMatchObject({ value: 0, entries: so_far });
      expect(again.nodes).toBeLessThanOrEqual(10);
      const whole = numbers(native([...build, '--out', path.join(dir, 'whole.bin')]).out);
      const resumed = numbers(native([...build, '--book', file, '--out', path.join(dir, 'resumed.bin')]).out);
      expect(resumed.value).toBe(whole.value);
      expect(resumed.nodes).toBeLessThan(whole.nodes);
      expect(existsSync(`${file}.part`), 'a half-written file left behind').toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
