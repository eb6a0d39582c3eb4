// main.jsx — client start-up: find this page's route from the prerender data and hydrate it.
// First: on the play page it starts the engine, the bot's worker and the board code (boot.js).
import { playBoard, playFamily, playStarted } from './boot.js';
import { hydrate } from 'preact';
import { App } from './App.jsx';
import { pageLoaders } from '../pages/index.js';
import { findRoute, relHref, routeFor, routes, setArticleSlugs } from './routes.js';
import { pickLanguage, rememberedLanguage } from './language.js';
import { registerServiceWorker } from './pwa.js';
import { addStrings } from '../i18n/index.js';
import { hydrateAfter } from '../engine/engine-loader.js';
import { familyOf } from '../families/index.js';
import '../styles/site.css';
import '../styles/panels.css';

/** The prerender data: the page's route and its language's words (absent on the dev server). */
function prerenderData() {
  const el = document.getElementById('prerender-data');
  return el ? JSON.parse(el.textContent) : null;
}

function currentRoute(data) {
  // Built pages carry their route (an article's too); the dev server (no prerender) has only the URL path.
  if (data && data.route) return data.route;
  return findRoute(data ? data.path : location.pathname) || routes[0];
}

function start(Page) {
  hydrate(<App route={route} Page={Page} data={data && data.page} />, document.getElementById('app'));
  // Browser tests wait for this before they click: before it, buttons are static HTML.
  document.documentElement.dataset.hydrated = 'true';
}

const data = prerenderData();
// The page's own words (the built client's table starts empty; the dev server has the whole table).
if (data && data.words) addStrings(data.words);
// The articles this build has (the "Rules" links show only those).
if (data) setArticleSlugs(data.slugs);
const route = currentRoute(data);
if (route.page === 'lang' && !location.hash) {
  // the language picked here before, else the browser's (app/language.js); the list stays for everyone
  const lang = pickLanguage(navigator.languages || [navigator.language || ''], rememberedLanguage());
  location.replace(relHref('/', routeFor('home', lang).path));
} else if (playStarted) {
  // The engine, the bot's worker and the game's board code are on their way (boot.js). A link
  // to a game hydrates once they are here, so its board is drawn with the first render after
  // hydrating; the table setup hydrates at once. The family's ready() takes the module boot.js
  // asked for (and adds its words).
  const family = playFamily ? familyOf(playFamily) : null;
  const ready = family && family.ready ? family.ready() : null;
  const waited = playBoard ? hydrateAfter([playStarted, ready]) : Promise.resolve();
  Promise.all([pageLoaders.play(), waited]).then(([Page]) => start(Page));
} else {
  pageLoaders[route.page]().then(start);
}
// Production builds only: the dev server has no service worker to register.
if (import.meta.env.PROD) registerServiceWorker(relHref(route.path, '/'));
