// schema.test.js — the shared state header (docs/state-json.md, core/state.schema.json): the
// geometry and the state after every move of every fixture record of every family validate
// against the schema, and the fields agree with each other.
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { engine, fixtures, root } from './helpers.js';

const schema = JSON.parse(readFileSync(`${root}core/state.schema.json`, 'utf8'));
const ajv = new Ajv({ allErrors: true });
ajv.addSchema(schema);
const validState = ajv.getSchema('paperdots/state.schema.json#/definitions/state');
const validGeometry = ajv.getSchema('paperdots/state.schema.json#/definitions/geometry');

function check(validate, value, where) {
  if (!validate(value)) throw new Error(`${where}: ${ajv.errorsText(validate.errors)}`);
}

/** The relations between header fields that a JSON schema cannot say. */
function checkRelations(st, geo, where) {
  const msg = (m) => `${where}: ${m}`;
  expect(st.family, msg('family')).toBe(geo.family);
  expect(st.teams, msg('teams')).toEqual(geo.teams);
  expect(st.teams.flat().sort(), msg('teams cover every seat once')).toEqual(
    Array.from({ length: st.seats }, (_, i) => i + 1),
  );
  expect(st.scores.length, msg('one score per team')).toBe(st.teams.length);
  expect(st.moves.length, msg('moveCount')).toBe(st.moveCount);
  expect(st.movers.length, msg('movers')).toBe(st.moveCount);
  expect(st.captured.length, msg('captured')).toBe(st.moveCount);
  expect(st.over, msg('over iff toMove 0')).toBe(st.toMove === 0);
  expect(st.over, msg('over iff result')).toBe(st.result !== null);
  expect(st.actions.length === 0, msg('actions only while playing')).toBe(st.over);
  if (st.over) expect(st.legal, msg('no legal move when over')).toEqual([]);
  else expect(st.toMove, msg('toMove is a seat')).toBeLessThanOrEqual(st.seats);
  for (const tok of st.legal) expect(geo.moveTokens, msg(`legal ${tok} is a board move`)).toContain(tok);
  expect(geo.moveLabels.length, msg('a label per board move')).toBe(geo.moveTokens.length);
  if (st.moveCount) {
    const last = st.movers[st.moveCount - 1];
    const expected = [];
    for (let k = st.moveCount - 1; k >= 0 && st.movers[k] === last; k--) expected.unshift(k);
    expect(st.lastTurn, msg('lastTurn')).toEqual(expected);
  } else expect(st.lastTurn, msg('lastTurn')).toEqual([]);
  if (st.result) {
    const r = st.result;
    for (const w of r.winners) expect(w, msg('winner is a seat')).toBeLessThanOrEqual(st.seats);
    expect(r.draw, msg('draw iff every seat wins')).toBe(r.winners.length === st.seats);
    // `resigned`: the seat that resigned or ran out of time (`flag`, the game clock)
    expect(r.resigned > 0, msg('resigned iff how=resign or flag')).toBe(r.how === 'resign' || r.how === 'flag');
    if (r.resigned) {
      expect(st.moves[st.moveCount - 1], msg('resign (or flag) is the last move')).toBe(r.how);
      expect(r.winners, msg('the resigning seat does not win')).not.toContain(r.resigned);
    }
    if (r.margin !== null) expect(r.winners.length, msg('a margin needs one winner')).toBe(1);
  }
}

const records = fixtures().filter((f) => !f.expect.startsWith('error='));

describe('the shared state header', () => {
  it('has fixture records of every family', () => {
    const families = new Set(records.map((f) => /^game=([a-z]+)/.exec(f.record)[1]));
    expect([...families].sort()).toEqual(['boxes', 'dots', 'shutin']);
  });
  for (const f of records) {
    it(`${f.file}:${f.line} every position of ${f.record}`, async () => {
      const e = await engine();
      const g = e.newGame(f.record);
      try {
        const geo = g.geometry();
        check(validGeometry, geo, 'geometry');
        const live = g.state();
        for (let k = 0; k <= live.moveCount; k++) {
          const st = g.stateAt(k);
          check(validState, st, `after ${k} moves`);
          checkRelations(st, geo, `after ${k} moves`);
        }
        expect(g.stateAt(live.moveCount)).toEqual(live);
      } finally {
        g.free();
      }
    });
  }
});
