// boot.js — the first module the client runs (a script of its own on the play page, added by
// site/tools/site-output.js, and main.jsx's first import; it imports nothing big): on the play page it starts what the board and the bot wait for before the rest of the
// page's code is evaluated and hydrated: the bot's worker (starting up a worker takes long), the
// engine (its .wasm is preloaded with the page: site/tools/site-output.js) and the board code of
// the game the address names. When the address opens a game, main.jsx hydrates once they are
// here (so the board comes with the first render).
import { startPlay } from './model/engine-loader.js';
import { botWorker } from '../../wasm/bot-spawn.js';
import { DEFAULT_GAME, FAMILY_PARTS, HASH_GAME, SHARE_LINK } from './families/parts.js';

/**
 * The prerender data: the page's route and its language's words (absent on the dev server; and
 * the build's prerenderer, in node, imports this module's chunk for engine-loader.js).
 */
function prerenderData() {
  const el = typeof document === 'undefined' ? null : document.getElementById('prerender-data');
  return el ? JSON.parse(el.textContent) : null;
}

export const prerender = prerenderData();

/**
 * What the play page will need, from its address: the family a link or a home card names
 * ("game=…"; otherwise the form's first game) and whether a bot plays (not when a shared game's
 * seats are all people: "seats=h,h").
 */
function playNeeds(hash) {
  const game = HASH_GAME.exec(hash);
  const seats = /(?:^#|&)seats=([^&]*)/.exec(hash);
  return {
    // a game to show (a share link: Play.jsx isShareLink), not the table setup
    board: SHARE_LINK.test(hash),
    bot: !seats || seats[1].split(',').some((code) => code.startsWith('b')),
    part: Object.hasOwn(FAMILY_PARTS, game ? game[1] : DEFAULT_GAME) ? (game ? game[1] : DEFAULT_GAME) : null,
  };
}

const onPlay = !!(prerender && prerender.route && prerender.route.page === 'play');
const needs = onPlay ? playNeeds(location.hash) : null;

/** The play page's start (engine-loader.js startPlay); null on other pages and the dev server. */
export const playStarted = needs
  ? startPlay({ family: needs.part || DEFAULT_GAME, worker: needs.bot ? botWorker() : null, familyReady: needs.part && FAMILY_PARTS[needs.part] })
  : null;

/** The family whose board code playStarted loads ('boxes', …), or null. */
export const playFamily = needs ? needs.part : null;

/** Does the address open a game (its board is drawn at once)? */
export const playBoard = !!(needs && needs.board);
