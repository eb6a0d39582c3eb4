// files.js — the source file of each page kind under site/src (pages/index.js loads them): the
// build finds each page's chunk by it to preload it (site/tools/site-output.js). No imports: the
// build config reads it.
const ARTICLES = 'articles/pages.jsx';
export const pageFiles = {
  lang: 'pages/LangPicker.jsx',
  home: 'pages/Home.jsx',
  play: 'pages/Play.jsx',
  puzzles: 'puzzles/PuzzlesPage.jsx',
  article: ARTICLES,
  rules: ARTICLES,
  print: ARTICLES,
};
