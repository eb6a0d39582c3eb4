// LangPicker.jsx — the site root: links to the four languages; the client goes on to the
// browser's language by itself (see main.jsx).
import { LANGS, relHref, routeFor } from '../app/routes.js';
import { t } from '../i18n/index.js';
import { VERSION, COMMIT } from '../ui/Layout.jsx';
import { rememberLanguage } from '../app/language.js';

export function LangPicker({ route }) {
  return (
    <div class="page picker">
      <main id="main">
        <h1 class="picker-brand">{t('en', 'site.name')}</h1>
        <ul class="picker-list">
          {LANGS.map((l) => (
            <li key={l} lang={l}>
              <a href={relHref(route.path, routeFor('home', l).path)} hreflang={l} onClick={() => rememberLanguage(l)}>
                <span class="picker-lang">{t(l, `lang.${l}`)}</span>
                <span class="picker-tag">{t(l, 'site.tagline')}</span>
              </a>
            </li>
          ))}
        </ul>
      </main>
      <footer class="site-footer">
        <p class="version">{t('en', 'site.version', { version: VERSION, commit: COMMIT })}</p>
      </footer>
    </div>
  );
}
