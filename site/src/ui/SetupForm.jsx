// SetupForm.jsx — the table setup. First the quick start, in the first screen of a phone: the
// game family, the board size, who plays each seat (a person here, a friend by link, or a bot
// and its level) and Play. Then, folded, the rest: the family's own options (its Options
// component: grid, variants), the number of players when the core offers a choice, the seats'
// names and the game clock. Emits onStart(settings), and onChange(settings) as it is edited (the
// page opens an imported record with the seats chosen here). Every family comes from the registry
// (families/index.js); values and limits from the core's schema.
// check(settings) asks the core about the setup as it is edited (a promise of null, or of the
// problem's words and the setup key the core names: {text, key}), so a setup the engine refuses
// is stopped here, before Start; the family's options mark the field of that key as invalid.
import { useEffect, useRef, useState } from 'preact/hooks';
import { seatNames } from '../game/names.js';
import { prepareStart, rotateSeats, switchGame } from '../game/setup.js';
import { FAMILIES, familyOf } from '../families/index.js';
import { hasArticle, rulesHref } from '../app/routes.js';
import { schemaKey } from './schema.js';
import { SizeField } from './SizeField.jsx';
import { CLOCK_CHOICES, DAYS_CHOICES, parseControl } from '../clock/clock.js';

/** The words of one clock choice ('20s', '5m+5s', '3d'). */
export function clockLabel(text, t) {
  const c = parseControl(text);
  if (!c || c.kind === 'none') return t('clock.none');
  if (c.kind === 'move') return t('clock.move', { n: c.sec });
  if (c.kind === 'total') return t('clock.total', { m: c.sec / 60, s: c.inc });
  return t('clock.days', { n: c.days });
}

/** The game clock of the table (clock/clock.js): none, per move, total + bonus, or days per move. */
function ClockField({ value, onChange, t }) {
  const group = (kind) => CLOCK_CHOICES.filter((c) => c !== 'none' && parseControl(c).kind === kind);
  const option = (c) => (
    <option key={c} value={c}>
      {clockLabel(c, t)}
    </option>
  );
  return (
    <div class="field clock-field">
      <label for="setup-clock">{t('clock.label')}</label>
      <select
        id="setup-clock"
        value={value || 'none'}
        aria-describedby="setup-clock-hint"
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        {option('none')}
        <optgroup label={t('clock.groupMove')}>{group('move').map(option)}</optgroup>
        <optgroup label={t('clock.groupTotal')}>{group('total').map(option)}</optgroup>
        <optgroup label={t('clock.groupDays')}>{DAYS_CHOICES.map(option)}</optgroup>
      </select>
      <p class="muted" id="setup-clock-hint">
        {t('clock.hint')}
      </p>
    </div>
  );
}

export function SetupForm({ initial, onStart, onChange = null, t, error, check, route }) {
  const [s, setS] = useState(initial);
  useEffect(() => {
    if (onChange) onChange(s);
  }, [s, onChange]);
  const [problem, setProblem] = useState(null);
  const more = useRef(null);
  const family = familyOf(s.game);
  const players = schemaKey(s.game, 'players');
  const active = s.seats.slice(0, s.players);
  const defaultNames = seatNames(
    active.map((seat) => ({ ...seat, name: '' })),
    t,
  );
  // A friend by link needs someone here to play against: a person's seat that is not remote.
  const nobodyHere = active.some((x) => x.remote) && !active.some((x) => x.kind === 'human' && !x.remote);
  const shown = nobodyHere ? { text: t('setup.nobodyHere') } : problem;
  const seatTitle = (i) => t(i === 0 ? 'setup.seatFirst' : 'setup.seat', { n: i + 1 });

  const update = (patch) => setS((old) => ({ ...old, ...patch }));
  const updateSeat = (i, patch) =>
    setS((old) => ({ ...old, seats: old.seats.map((seat, j) => (j === i ? { ...seat, ...patch } : seat)) }));

  useEffect(() => {
    if (!check) return undefined;
    let live = true;
    check(s).then(
      (found) => live && setProblem(found),
      () => live && setProblem(null),
    );
    return () => {
      live = false;
    };
  }, [s, check]);

  // A field the core refused is shown: the folded options unfold when it is one of theirs.
  useEffect(() => {
    if (problem && problem.key && problem.key !== 'size' && more.current) more.current.open = true;
  }, [problem]);

  function submit(e) {
    e.preventDefault();
    if (nobodyHere) return;
    if (!problem) {
      onStart(prepareStart(s));
      return;
    }
    // The problem shown may be that of an earlier edit whose fix is still being checked (Play
    // pressed right after correcting a field): ask the core about the setup as it is now.
    if (!check) return;
    const now = s;
    check(now).then(
      (found) => {
        setProblem(found);
        if (!found) onStart(prepareStart(now));
      },
      () => {},
    );
  }

  return (
    <form class="setup" method="dialog" onSubmit={submit} aria-labelledby="setup-title">
      <h2 id="setup-title" class="sr-only">
        {t('setup.title')}
      </h2>
      <fieldset class="quick-game">
        <legend>{t('setup.game')}</legend>
        <div class="choices">
          {FAMILIES.map((f) => (
            <label key={f.name} class="choice">
              <input
                type="radio"
                name="game"
                value={f.name}
                checked={s.game === f.name}
                onChange={() => setS(switchGame(s, f.name))}
              />
              <span>{f.label(t)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div class="quick">
        {/* keyed by game and grid: a custom size of one does not carry over to another */}
        <SizeField key={`${s.game}:${s.grid || ''}`} s={s} onSize={(size) => update({ size })} t={t} />
        {active.map((seat, i) => (
          <div key={i} class={`field seat-pick seat${i + 1}`}>
            <label for={`seat-${i + 1}-kind`}>
              <family.SeatIcon seat={i + 1} /> {seat.name ? `${seatTitle(i)}: ${seat.name}` : seatTitle(i)}
            </label>
            <select
              id={`seat-${i + 1}-kind`}
              value={seat.kind === 'bot' ? `b${seat.level}` : seat.remote ? 'r' : 'h'}
              aria-describedby="setup-remote-hint"
              onChange={(e) => updateSeat(i, seatOf(e.currentTarget.value))}
            >
              <option value="h">{t('setup.human')}</option>
              <option value="r">{t('setup.remote')}</option>
              {family.botLevels.map((l) => (
                <option key={l} value={`b${l}`}>
                  {t('setup.bot', { level: l })}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>

      {/* Play first, the words about the setup below it: a problem that comes or goes while a
          field is edited does not move the button under the pointer. */}
      <button type="submit" class="primary big" aria-disabled={shown ? 'true' : undefined}>
        {t('setup.play')}
      </button>
      <p class="error setup-problem" id="setup-problem" role="status" hidden={!shown}>
        {shown && shown.text}
      </p>
      {error && !shown && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <p class="hint-text remote-hint" id="setup-remote-hint">
        {t('setup.remoteHint')}
      </p>

      <details class="more-options" ref={more}>
        <summary>{t('setup.more')}</summary>
        <family.Options
          key={s.game}
          s={s}
          update={update}
          t={t}
          invalid={problem && problem.key ? { key: problem.key, describedBy: 'setup-problem' } : null}
        />
        {route && <RulesLinks family={family} s={s} route={route} t={t} />}

        {players && (
          <fieldset>
            <legend>{t('setup.players')}</legend>
            <div class="choices">
              {players.values.map((v) => (
                <label key={v} class="choice">
                  <input
                    type="radio"
                    name="players"
                    value={v}
                    checked={s.players === Number(v)}
                    onChange={() => update({ players: Number(v) })}
                  />
                  <span>{v}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}

        <fieldset class="seats">
          <legend>{t('setup.names')}</legend>
          {active.map((seat, i) => (
            <div key={i} class={`seat-row seat${i + 1}`}>
              <family.SeatIcon seat={i + 1} />
              <div class="field">
                <label for={`seat-${i + 1}-name`}>{seatTitle(i)}</label>
                <input
                  id={`seat-${i + 1}-name`}
                  type="text"
                  maxLength={24}
                  autoComplete="off"
                  value={seat.name}
                  placeholder={defaultNames[i]}
                  onInput={(e) => updateSeat(i, { name: e.currentTarget.value })}
                />
              </div>
            </div>
          ))}
          <button type="button" class="secondary" onClick={() => setS(rotateSeats(s))}>
            {t('setup.swap')}
          </button>
        </fieldset>

        <ClockField value={s.clock} onChange={(clock) => update({ clock })} t={t} />
      </details>
    </form>
  );
}

/** A seat's choice in the form ('h' a person here, 'r' a friend by link, 'b1'… a bot) as its fields. */
function seatOf(v) {
  if (v === 'h' || v === 'r') return { kind: 'human', remote: v === 'r' };
  return { kind: 'bot', level: Number(v.slice(1)), remote: false };
}

/**
 * "Rules:" and a link to the article of the chosen game and of each variant the setup turns on
 * (a Dots variant to its section), from the family's rules(s); only articles this build has.
 * A family whose words load with its code shows its variants' links once they have come.
 */
function RulesLinks({ family, s, route, t }) {
  const ready = !family.isReady || family.isReady();
  const links = (family.rules ? family.rules(s) : []).filter((r, i) => hasArticle(r.slug) && (i === 0 || ready));
  if (!links.length) return null;
  return (
    <p class="rules-links">
      <span>{t('setup.rules')}: </span>
      {links.map((r, i) => (
        <span key={`${r.slug}#${r.anchor || ''}`}>
          {i > 0 && ', '}
          <a
            href={rulesHref(route.path, route.lang, r.slug, r.anchor)}
            aria-label={t('setup.rulesOf', { game: t(r.label) })}
          >
            {t(r.label)}
          </a>
        </span>
      ))}
    </p>
  );
}
