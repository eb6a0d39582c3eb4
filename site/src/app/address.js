// address.js — what a play page's address says about its game, with no imports: the page's first
// script (site/tools/site-output.js, wasm-start) is written from it at build time, and boot.js
// reads the address the same way.

/** The game a new visitor's form starts on. */
export const DEFAULT_GAME = 'boxes';

/** Where the address names its game ("game=…" in the fragment). */
export const HASH_GAME = /(?:^#|&)game=(\w+)/;

/** A fragment that opens a game (a share link: link-layer keys or moves), not the table setup. */
export const SHARE_LINK = /(^#?|&)(v|id|moves)=/;

/**
 * While a play page opens the game its address names, the page's first script marks the root
 * element with this attribute, and the styles leave the printed table setup out of the layout:
 * the game replaces it as soon as the page's code has run, so laying it out and painting it
 * first would only put off the board. The page removes the mark once the game, or a notice why
 * it cannot open, is shown (Play.jsx), or the first script does after OPENING_MAX_MS if the
 * page's code never runs.
 */
export const OPENING_ATTR = 'data-opening-game';
export const OPENING_MAX_MS = 8000;

/**
 * The play page's first script marks the root element with this attribute as it runs: the page's
 * start (boot.js), a module script that runs as soon as it has loaded, while the page is still
 * being parsed, knows from it that it is on the play page (the prerender data, further down the
 * page, may not be parsed yet). No other page, and not the dev server, has the mark.
 */
export const PLAY_START_ATTR = 'data-play-start';

/**
 * A fragment no bot plays in, so the play page starts no bot worker: its seats are all people
 * ("seats=h,h"; a bot's seat code starts with "b", b1…b4), or it is a share link (it has the
 * link version "v=", without which a link is refused) without seats, which opens with people in
 * every seat (session.js resume). Any other fragment opens the table setup, whose default has a
 * bot (and a refused link shows it too). The page makes a worker later if a game needs one.
 */
export const PEOPLE_ONLY = /(?:^#|&)seats=[^&b]*(?:&|$)|^(?!.*(?:^#|&)seats=)#?(?:.*&)?v=/;

/**
 * The play page's first script starts the bot's worker (when a bot plays) and leaves it in this
 * property of the window, for the page's start (bot-spawn.js pageBotWorker) to take: starting
 * up a worker takes long, and the first script runs well before the page's modules have loaded.
 */
export const EARLY_BOT_WORKER = 'paperdotsBotWorker';

/** The game the address opens, or the notice why it cannot, is shown: lift the mark. */
export function gameOpened() {
  if (typeof document !== 'undefined') document.documentElement.removeAttribute(OPENING_ATTR);
}
