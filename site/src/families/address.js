// address.js — what a play page's address says about its game, with no imports: the page's first
// script (site/tools/site-output.js, wasm-start) is written from it at build time, and boot.js
// reads the address the same way.

/** The game a new visitor's form starts on. */
export const DEFAULT_GAME = 'boxes';

/** Where the address names its game ("game=…" in the fragment). */
export const HASH_GAME = /(?:^#|&)game=(\w+)/;
