// code.js — the HTML a web page needs to show a game with the embeddable board, in both forms:
// the script tag with <paperdots-board> (a live board in the page) and an iframe of the site's
// bare /embed/ page. The play page's share panel offers them for the position on screen. Only
// text: nothing here loads the element.
import { buildFragment } from '../share/link.js';
import { splitRecord } from '../game/record.js';

const attr = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * g: {site (the site's root URL, ending in '/'), record, id, seats (link codes 'h' | 'b1'..),
 * names (typed names, '' for none), lang, title (the iframe's title), at (the position shown:
 * null for the live one, else a number of moves)}. Returns {script, iframe}. The iframe's link
 * carries the names too; the script tag names the seats only when a bot plays one.
 */
export function embedCode({ site, record, id, seats, names, lang, title, at = null }) {
  const { setup, moves } = splitRecord(record);
  let attrs = `setup="${attr(setup)}"${moves ? ` moves="${moves}"` : ''}`;
  if (seats.some((c) => c !== 'h')) attrs += ` seats="${seats.map((c) => (c === 'h' ? 'human' : `bot${c[1]}`))}"`;
  const start = at === null ? '' : `start-at=${at}`;
  const src = `${site}embed/?lang=${lang}&controls${start && `&${start}`}#${buildFragment({ record, id, seats, names })}`;
  return {
    script: `<script type="module" src="${site}embed/paperdots-board.js"></script>\n<paperdots-board ${attrs}${start && ` ${start}`} lang="${lang}" controls></paperdots-board>`,
    iframe: `<iframe src="${attr(src)}" title="${attr(title)}" width="480" height="720" style="border:0;max-width:100%"></iframe>`,
  };
}
