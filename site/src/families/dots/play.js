// play.js — the part of the Dots family loaded when Dots is chosen (families/lazy.jsx): the
// board, the table-setup options, their words and the board's look (board.css).
import './board.css';
export { Board } from './Board.jsx';
export { Options } from './Options.jsx';
export { dotsPlayStrings as strings } from '../../i18n/strings-dots-play.js';
