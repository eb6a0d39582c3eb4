// App.jsx — picks the page for a route and wraps it in the site layout.
import { Layout } from './components/Layout.jsx';
import { LangPicker } from './pages/LangPicker.jsx';
import { Home } from './pages/Home.jsx';
import { Play } from './pages/Play.jsx';
import { translator } from './i18n/index.js';

export function App({ route }) {
  if (route.page === 'lang') return <LangPicker route={route} />;
  const t = translator(route.lang);
  return (
    <Layout route={route} t={t}>
      {route.page === 'home' ? <Home route={route} t={t} /> : <Play route={route} t={t} />}
    </Layout>
  );
}

/** The <title> of a route. */
export function pageTitle(route) {
  if (route.page === 'lang') return 'Paperdots';
  const t = translator(route.lang);
  return route.page === 'play' ? t('play.pageTitle') : t('home.title');
}
