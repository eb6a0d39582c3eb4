// prerender.jsx — build-time rendering of every route (routes.js) to static HTML. Static imports
// only (see TOOLCHAIN.md); the route travels to the client in the prerender data script.
import { renderToString } from 'preact-render-to-string';
import { App, pageTitle } from './App.jsx';
import { LangPicker } from './pages/LangPicker.jsx';
import { Home } from './pages/Home.jsx';
import { Play } from './pages/Play.jsx';
import { LANGS, findRoute, routes } from './routes.js';
import { addStrings, t, wordsFor } from './i18n/index.js';
import { strings as wholeTable } from './i18n/strings.js';

// Build time renders every language: the whole table. Each page carries its own language's words
// in its prerender data (the client build's table starts empty: site/tools/lang-split.js).
addStrings(wholeTable);

/** page kind → component (the client loads the same ones lazily: pages/index.js). */
const pages = { lang: LangPicker, home: Home, play: Play };

export async function prerender(data) {
  const path = data.url.endsWith('/') ? data.url : `${data.url}/`;
  const route = findRoute(path) || routes[0];
  return {
    html: renderToString(<App route={route} Page={pages[route.page]} />),
    data: { path: route.path, words: wordsFor(route.lang ? [route.lang] : LANGS) },
    head: {
      lang: route.lang || 'en',
      title: pageTitle(route),
      elements: new Set([{ type: 'meta', props: { name: 'description', content: t(route.lang || 'en', 'site.tagline') } }]),
    },
  };
}
