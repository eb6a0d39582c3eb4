// pages/index.js — each page kind's component. The play page is in the start-up chunk (most
// visits end on it, and from the home page it is the next click); every other page kind is a
// chunk of its own, so the play page never ships the language picker, the home page or the
// articles. The client loads its page before it hydrates (main.jsx), and the built HTML preloads
// that chunk (site/tools/site-output.js), so there is no extra round trip. The prerenderer
// imports the pages statically (prerender.jsx). A new page kind goes here, in files.js and in
// prerender.jsx.
import { Play } from './Play.jsx';

/** page kind → () => Promise<component> */
export const pageLoaders = {
  play: () => Promise.resolve(Play),
  lang: () => import('./LangPicker.jsx').then((m) => m.LangPicker),
  home: () => import('./Home.jsx').then((m) => m.Home),
  // the puzzle trainer (src/puzzles/): its sets load later still, one file each
  puzzles: () => import('../puzzles/PuzzlesPage.jsx').then((m) => m.PuzzlesPage),
  // the rules articles, their index and the print page (src/articles/): one chunk
  article: () => import('../articles/pages.jsx').then((m) => m.PAGES.article),
  rules: () => import('../articles/pages.jsx').then((m) => m.PAGES.rules),
  print: () => import('../articles/pages.jsx').then((m) => m.PAGES.print),
};
