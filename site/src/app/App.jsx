// App.jsx — wraps a route's page component in the site layout. The page component is loaded by
// the caller (main.jsx loads its own chunk; prerender.jsx has them all): see pages/index.js.
// `data` and `pictures`: a page's prerender data and (build time only) its pictures (articles).
import { Layout } from '../ui/Layout.jsx';
import { translator } from '../i18n/index.js';

/** route: from routes.js; Page: its component; data, pictures: passed on to the page. */
export function App({ route, Page, data, pictures }) {
  if (route.page === 'lang') return <Page route={route} />;
  const t = translator(route.lang);
  return (
    <Layout route={route} t={t}>
      <Page route={route} t={t} data={data} pictures={pictures} />
    </Layout>
  );
}

/** The <title> of a route (`data.title`: a page that names itself, e.g. an article). */
export function pageTitle(route, data) {
  if (route.page === 'lang') return 'Paperdots';
  if (data && data.title) return `${data.title} · Paperdots`;
  const t = translator(route.lang);
  if (route.page === 'puzzles') return t('puzzles.pageTitle');
  return route.page === 'play' ? t('play.pageTitle') : t('home.title');
}
