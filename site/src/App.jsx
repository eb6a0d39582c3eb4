// App.jsx — picks the page for a route and wraps it in the site layout. The rules and print pages
// (src/articles/) are not imported here: their component comes in as `Page` (prerender.jsx
// imports them; in the browser main.jsx loads them on those pages only), so the home and play
// pages' bundle carries none of their code.
import { Layout } from './components/Layout.jsx';
import { LangPicker } from './pages/LangPicker.jsx';
import { Home } from './pages/Home.jsx';
import { Play } from './pages/Play.jsx';
import { translator } from './i18n/index.js';

/** route: from routes.js; Page, data, pictures: another page's component, its prerender data and (build time only) its pictures. */
export function App({ route, Page, data, pictures }) {
  if (route.page === 'lang') return <LangPicker route={route} />;
  const t = translator(route.lang);
  let body;
  if (Page) body = <Page route={route} t={t} data={data} pictures={pictures} />;
  else body = route.page === 'home' ? <Home route={route} t={t} /> : <Play route={route} t={t} />;
  return (
    <Layout route={route} t={t}>
      {body}
    </Layout>
  );
}

/** The <title> of a route (`data.title`: a page that names itself, e.g. an article). */
export function pageTitle(route, data) {
  if (route.page === 'lang') return 'Paperdots';
  if (data && data.title) return `${data.title} · Paperdots`;
  const t = translator(route.lang);
  return route.page === 'play' ? t('play.pageTitle') : t('home.title');
}
