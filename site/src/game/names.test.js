// names.test.js — the seats' names: typed, or the table's "Player n" / "Bot"; an SGF file's names,
// where a colour's word (zagram.org's PB[Black] PW[White] for players without a name) is none.
import { describe, expect, it } from 'vitest';
import { seatNames, sgfNames } from './names.js';
import { translator } from '../i18n/index.js';

describe('seat names', () => {
  it('a typed name, else Player n, else Bot (one bot) or Bot n', () => {
    const t = translator('en');
    expect(seatNames([{ kind: 'human', name: ' Ann ' }, { kind: 'bot' }], t)).toEqual(['Ann', 'Bot']);
    expect(seatNames([{ kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }], t)).toEqual(['Player 1', 'Bot 2', 'Bot 3']);
  });
  it('an SGF file’s names, without the colour words zagram.org writes for players it has no name for', () => {
    expect(sgfNames('wolan', 'avanti')).toEqual(['wolan', 'avanti']);
    expect(sgfNames('Black', 'WHITE')).toEqual(['', '']);
    expect(sgfNames(' Blackbird ', undefined)).toEqual(['Blackbird', '']);
  });
});
