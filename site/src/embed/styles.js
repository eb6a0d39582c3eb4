// styles.js — the CSS inside each <paperdots-board>'s shadow root: the site's own stylesheet
// (site/src/styles/site.css: theme colours, board, scoreboard, buttons), made to work in a shadow
// root, then every family's board look (families/<name>/board.css: on the site it comes with the
// family's lazily loaded part, which a shadow root never sees), then the element's frame
// (embed.css). Nothing from the host page's CSS reaches in, and
// nothing here leaks out.
//
// The site sets its colours on `:root`, with the dark ones under prefers-color-scheme. In the
// shadow root they go on `:host`, and the `theme` attribute picks: `auto` follows the reader's
// system like the site, `light` and `dark` force one. The dark colours stay written once, in
// site.css: shadowCss() moves that one block.
import siteCss from '../styles/site.css?inline';
import embedCss from './embed.css?inline';

/** Every family's board.css as text. */
const familyCss = Object.values(
  import.meta.glob('../families/*/board.css', { query: '?inline', import: 'default', eager: true }),
);

const DARK_BLOCK = /@media\s*\(prefers-color-scheme:\s*dark\)\s*\{\s*:root\s*\{([^{}]*)\}\s*\}/;

/** The shadow root's CSS from the site's stylesheet text (throws when its theme blocks moved). */
export function shadowCss(site, own = '') {
  const dark = DARK_BLOCK.exec(site);
  if (!dark || !/:root\s*\{/.test(site.replace(DARK_BLOCK, ''))) {
    throw new Error('site.css: the :root colours or their prefers-color-scheme: dark block are missing');
  }
  const base = site.replace(DARK_BLOCK, '').replace(/:root\b/g, ':host');
  return [
    base,
    `:host([theme='light']){color-scheme:light}`,
    `:host([theme='dark']){${dark[1]};color-scheme:dark}`,
    `@media (prefers-color-scheme:dark){:host(:not([theme='light']):not([theme='dark'])){${dark[1]}}}`,
    own,
  ].join('\n');
}

let sheet = null;

/** One constructed stylesheet shared by every board on the page (or the text, where unsupported). */
export function boardStyles() {
  const css = shadowCss([siteCss, ...familyCss].join('\n'), embedCss);
  if (typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    return { sheet };
  }
  return { text: css };
}
