// pages.jsx — the components of the pages that live in src/articles/, by page kind (routes.js):
// what prerender.jsx renders and what main.jsx loads (a chunk of its own) on those pages. Their
// styles are site/public/articles.css, linked from those pages' <head> (prerender.jsx), so that
// they hold with JavaScript off.
import { ArticlePage, RulesIndex } from './ArticlePage.jsx';
import { PrintPage } from './PrintPage.jsx';

export const PAGES = { article: ArticlePage, rules: RulesIndex, print: PrintPage };
