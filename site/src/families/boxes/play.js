// play.js — the part of the boxes family loaded when a game starts (families/lazy.jsx): the
// board and its words.
export { Board } from './Board.jsx';
export { boxesPlayStrings as strings } from '../../i18n/strings-boxes-play.js';
