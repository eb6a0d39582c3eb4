// cli.test.js — `paperdots --help` and `paperdots help COMMAND` answer on stdout with status 0
// and name every command the engine runs; an unknown one is a usage error (status 2).
import { describe, expect, it } from 'vitest';
import { native } from './helpers.js';

const COMMANDS = ['info', 'play', 'legal', 'bot', 'solve', 'match', 'sgf-export', 'sgf-import'];

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
