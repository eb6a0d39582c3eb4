// schema.js — the core's setup schema (docs/state-json.md "Setup schema"), read at build time
// through the `virtual:paperdots-schema` module, and the settings every family shares: one
// value per setup key, `players` as the number of seats, and the seats themselves.
import schema from 'virtual:paperdots-schema';

/** The schema keys of a family, in canonical order. Throws for a family the core lacks. */
export function schemaKeys(game) {
  const f = schema.families.find((x) => x.name === game);
  if (!f) throw new Error(`the core has no game family "${game}"`);
  return f.keys;
}

/** One key's schema, or null when the family has no such key. */
export function schemaKey(game, key) {
  return schemaKeys(game).find((k) => k.key === key) || null;
}

export function parseSize(size) {
  const m = /^(\d+)x(\d+)$/.exec(size || '');
  return m ? { w: Number(m[1]), h: Number(m[2]) } : null;
}

/** The size key's limits for these settings: {min, max, presets, default} (per grid where the core says so). */
export function sizeLimits(s) {
  const k = schemaKey(s.game, 'size');
  const by = k.by ? s[k.by] : null;
  return {
    min: k.min,
    max: k.max,
    presets: by ? k.presets[by] : k.presets,
    default: by ? k.defaults[by] : k.default,
  };
}

/** Is `value` allowed for key k (given the other settings)? Types the site cannot judge say yes. */
export function allowed(k, value, s) {
  if (k.type === 'choice') return k.values.includes(value);
  if (k.type === 'size') {
    const size = parseSize(value);
    const lim = sizeLimits(s);
    return !!size && value === `${size.w}x${size.h}` && [size.w, size.h].every((v) => v >= lim.min && v <= lim.max);
  }
  return true;
}

/** Every key at its default: the setup values of a fresh game (`players` as a number). */
export function schemaDefaults(game) {
  const s = { game };
  for (const k of schemaKeys(game)) {
    if (k.key === 'players') s.players = Number(k.default);
    else if (k.type === 'size' && k.by) s.size = k.defaults[s[k.by]];
    else s[k.key] = k.default;
  }
  if (!s.players) s.players = 2;
  return s;
}
