// parts.js — each family's lazily loaded part (its play.js: board, options, words; see lazy.jsx),
// by family name, and the game a new visitor's form starts on. No other imports: the play page's
// start (src/app/boot.js) loads the part a link names before the rest of the page's code has run.
export const FAMILY_PARTS = {
  boxes: () => import('./boxes/play.js'),
  shutin: () => import('./shutin/play.js'),
  dots: () => import('./dots/play.js'),
};

export { DEFAULT_GAME, HASH_GAME, PEOPLE_ONLY, PLAY_START_ATTR, SHARE_LINK } from '../app/address.js';
