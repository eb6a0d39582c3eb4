// Layout.jsx — the frame of every page: skip link, header with the Beta mark, navigation and the
// language switcher, the main region, and the footer with version and commit.
import { LANGS, relHref, routeFor, routeIn } from '../app/routes.js';
import { UpdatePrompt } from './UpdatePrompt.jsx';
import { onLanguageClick } from '../app/language.js';

export const VERSION = typeof __PD_VERSION__ === 'undefined' ? '0.0.0' : __PD_VERSION__;
export const COMMIT = typeof __PD_COMMIT__ === 'undefined' ? 'dev' : __PD_COMMIT__;

export function Layout({ route, t, children }) {
  const home = routeFor('home', route.lang);
  const play = routeFor('play', route.lang);
  const rules = routeFor('rules', route.lang);
  const puzzles = routeFor('puzzles', route.lang);
  return (
    <div class="page">
      <a class="skip" href="#main">
        {t('site.skip')}
      </a>
      <header class="site-header">
        <a class="brand" href={relHref(route.path, home.path)}>
          <svg class="logo" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M4 4H16V16" class="logo-line" />
            <circle cx="4" cy="4" r="1.8" />
            <circle cx="16" cy="4" r="1.8" />
            <circle cx="16" cy="16" r="1.8" />
            <circle cx="4" cy="16" r="1.8" />
          </svg>
          <span>{t('site.name')}</span>
        </a>
        <span class="beta">{t('site.beta')}</span>
        <nav class="site-nav" aria-label={t('site.nav')}>
          <a href={relHref(route.path, home.path)} aria-current={route.page === 'home' ? 'page' : undefined}>
            {t('site.home')}
          </a>
          <a href={relHref(route.path, play.path)} aria-current={route.page === 'play' ? 'page' : undefined}>
            {t('site.play')}
          </a>
          <a
            href={relHref(route.path, rules.path)}
            aria-current={route.page === 'rules' ? 'page' : route.page === 'article' ? 'true' : undefined}
          >
            {t('site.rules')}
          </a>
          <a href={relHref(route.path, puzzles.path)} aria-current={route.page === 'puzzles' ? 'page' : undefined}>
            {t('site.puzzles')}
          </a>
        </nav>
        <nav class="lang-switch" aria-label={t('site.language')}>
          <ul>
            {LANGS.map((l) => (
              <li key={l}>
                <a
                  href={relHref(route.path, routeIn(route, l).path)}
                  hreflang={l}
                  lang={l}
                  aria-current={l === route.lang ? 'true' : undefined}
                  onClick={(e) => onLanguageClick(e, l, route.page)}
                >
                  {t(`lang.${l}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <UpdatePrompt t={t} />
      <main id="main" tabindex="-1">
        {children}
      </main>
      <footer class="site-footer">
        <p>{t('site.footer')}</p>
        <p class="version">{t('site.version', { version: VERSION, commit: COMMIT })}</p>
      </footer>
    </div>
  );
}
