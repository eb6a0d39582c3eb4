// boot.js — the first module the client runs. On the play page it is an async script of its own
// (site/tools/site-output.js), so it runs as soon as it has loaded, while the rest of the page is
// still being parsed; on every page it is also main.jsx's first import. It imports nothing big.
// On the play page it starts what the board and the bot wait for: the bot's worker (the page's
// first script started it up; boot.js sends it the engine as soon as that has compiled), the
// engine (its .wasm is preloaded by the page's first script) and the board code of the game the
// address names. When the address opens a game, main.jsx hydrates once they
// are here (so the board comes with the first render).
import { startPlay } from '../engine/engine-loader.js';
import { DEFAULT_GAME, FAMILY_PARTS, HASH_GAME, PEOPLE_ONLY, PLAY_START_ATTR, SHARE_LINK } from '../families/parts.js';

/**
 * What the play page will need, from its address: the family a link or a home card names
 * ("game=…"; otherwise the form's first game) and whether a bot plays (not when a shared game's
 * seats are all people, or it has none: address.js PEOPLE_ONLY).
 */
function playNeeds(hash) {
  const game = HASH_GAME.exec(hash);
  return {
    // a game to show (a share link: share/opener.js isShareLink), not the table setup
    board: SHARE_LINK.test(hash),
    bot: !PEOPLE_ONLY.test(hash),
    part: Object.hasOwn(FAMILY_PARTS, game ? game[1] : DEFAULT_GAME) ? (game ? game[1] : DEFAULT_GAME) : null,
  };
}

// The play page's first script marked the page (address.js); in node (the build's prerenderer
// imports this module's chunk for engine-loader.js) there is no document.
const onPlay = typeof document !== 'undefined' && document.documentElement.hasAttribute(PLAY_START_ATTR);
const needs = onPlay ? playNeeds(location.hash) : null;

/** The play page's start (engine-loader.js startPlay); null on other pages and the dev server. */
export const playStarted = needs
  ? startPlay({
      family: needs.part || DEFAULT_GAME,
      bot: needs.bot,
      familyReady: needs.part && FAMILY_PARTS[needs.part],
    })
  : null;

/** The family whose board code playStarted loads ('boxes', …), or null. */
export const playFamily = needs ? needs.part : null;

/** Does the address open a game (its board is drawn at once)? */
export const playBoard = !!(needs && needs.board);
