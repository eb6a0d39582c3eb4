// App.jsx — wraps a route's page component in the site layout. The page component is loaded by
// the caller (main.jsx loads its own chunk; prerender.jsx has them all): see pages/index.js.
import { Layout } from './components/Layout.jsx';
import { translator } from './i18n/index.js';

export function App({ route, Page }) {
  if (route.page === 'lang') return <Page route={route} />;
  const t = translator(route.lang);
  return (
    <Layout route={route} t={t}>
      <Page route={route} t={t} />
    </Layout>
  );
}

/** The <title> of a route. */
export function pageTitle(route) {
  if (route.page === 'lang') return 'Paperdots';
  const t = translator(route.lang);
  return route.page === 'play' ? t('play.pageTitle') : t('home.title');
}
