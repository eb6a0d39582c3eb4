// play.js — the part of the Shut In family loaded when Shut In is chosen (families/lazy.jsx):
// the board, the table-setup options, their words and the board's look (board.css).
import './board.css';
export { Board } from './Board.jsx';
export { Options } from './Options.jsx';
export { shutinPlayStrings as strings } from '../../i18n/strings-shutin-play.js';
