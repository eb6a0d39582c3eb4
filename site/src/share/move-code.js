// move-code.js — a compact form of a record's move list for share links (link.js `mc=`): an
// ordinary move in two characters, so that any legal game fits in a link however long it is (a
// 39×32 Dots game can have 1 248 moves: about 6 000 characters as tokens, 2 500 here).
// The form knows token shapes, not families. Its first character names the shape of the game's
// ordinary moves, then each move is one item:
//   - two characters of ALPHABET (base-64 digits d1, d2) for a token of that shape —
//     `n` a number below 4096 (64·d1 + d2: a line), `p` a pair x-y below 64 each (a point),
//     `c` a column letter a–p and a row below 64 (a cell) — then `!` when the token ends with one
//     (the Polish closing dot);
//   - any other token (resign, ground, agree, a chosen ring x-y:steps, …) as itself between
//     dots: `.resign.`
// The code judges no move: the engine does, on the record it decodes to.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DIGIT = new Map([...ALPHABET].map((c, i) => [c, i]));
const COLUMNS = 'abcdefghijklmnop';
const TOKEN = /^[0-9a-z!:-]+$/;

/** Token shapes: token -> [d1, d2] (or null), and [d1, d2] -> token (or null). */
const SHAPES = {
  n: {
    split: (tok) =>
      /^(0|[1-9]\d{0,3})$/.test(tok) && Number(tok) < 4096 ? [Number(tok) >> 6, Number(tok) & 63] : null,
    join: (a, b) => String(a * 64 + b),
  },
  p: {
    split: (tok) => {
      const m = /^(0|[1-9]\d?)-(0|[1-9]\d?)$/.exec(tok);
      return m && Number(m[1]) < 64 && Number(m[2]) < 64 ? [Number(m[1]), Number(m[2])] : null;
    },
    join: (a, b) => `${a}-${b}`,
  },
  c: {
    split: (tok) => {
      const m = /^([a-p])(0|[1-9]\d?)$/.exec(tok);
      return m && Number(m[2]) < 64 ? [COLUMNS.indexOf(m[1]), Number(m[2])] : null;
    },
    join: (a, b) => (a < COLUMNS.length ? `${COLUMNS[a]}${b}` : null),
  },
};

const bare = (tok) => (tok.endsWith('!') ? tok.slice(0, -1) : tok);

/**
 * The compact form of a move list ("0.5.12", "20-17.21-16!", "c1.a2"), or null when a token
 * cannot be written (one that holds a character no token has).
 */
export function encodeMoves(moves) {
  const tokens = moves ? moves.split('.') : [];
  if (!tokens.every((t) => TOKEN.test(t))) return null;
  // the shape most of the moves have (ties: the first listed)
  let shape = 'n';
  let most = -1;
  for (const [name, s] of Object.entries(SHAPES)) {
    const count = tokens.filter((t) => s.split(bare(t))).length;
    if (count > most) [shape, most] = [name, count];
  }
  let out = shape;
  for (const tok of tokens) {
    const pair = SHAPES[shape].split(bare(tok));
    out += pair ? ALPHABET[pair[0]] + ALPHABET[pair[1]] + (tok.endsWith('!') ? '!' : '') : `.${tok}.`;
  }
  return out;
}

/** The move list back ("0.5.12"), or null when `text` is not the compact form of one. */
export function decodeMoves(text) {
  if (typeof text !== 'string' || !text) return null;
  const shape = SHAPES[text[0]];
  if (!shape) return null;
  const tokens = [];
  let i = 1;
  while (i < text.length) {
    if (text[i] === '.') {
      const end = text.indexOf('.', i + 1);
      const tok = end < 0 ? '' : text.slice(i + 1, end);
      if (!TOKEN.test(tok)) return null;
      tokens.push(tok);
      i = end + 1;
      continue;
    }
    const a = DIGIT.get(text[i]);
    const b = DIGIT.get(text[i + 1]);
    let tok = a === undefined || b === undefined ? null : shape.join(a, b);
    if (tok === null) return null;
    i += 2;
    if (text[i] === '!') {
      tok += '!';
      i += 1;
    }
    tokens.push(tok);
  }
  return tokens.join('.');
}
