// Home.jsx — the language home page: every game with a small picture and a link to play it.
// The cards come from the family registry (families/index.js): name is the translation key of
// the game (its ".about" key is the card text), picture the key of the picture's alt text.
import { homeCards } from '../families/index.js';
import { hasArticle, relHref, routeFor, rulesHref } from '../app/routes.js';

export function Home({ route, t }) {
  const play = relHref(route.path, routeFor('play', route.lang).path);
  return (
    <div class="home">
      <h1>{t('site.name')}</h1>
      <p class="lead">{t('site.tagline')}</p>
      <p>{t('home.intro')}</p>
      <h2>{t('home.games')}</h2>
      <ul class="game-cards">
        {homeCards().map(({ id, name: nameKey, picture, fragment, Picture, rules }) => {
          const name = t(nameKey);
          return (
            <li key={id} class="game-card">
              <Picture label={t(picture, { game: name })} />
              <div class="game-card-text">
                <h3>{name}</h3>
                <p>{t(`${nameKey}.about`)}</p>
                <a class="button primary" href={play + fragment}>
                  {t('home.playThis', { game: name })}
                </a>
                {rules && hasArticle(rules) && (
                  <a class="rules-link" href={rulesHref(route.path, route.lang, rules)}>
                    {t('home.rules', { game: name })}
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <h2>{t('site.puzzles')}</h2>
      <p>{t('home.puzzlesAbout')}</p>
      <p>
        <a class="button secondary" href={relHref(route.path, routeFor('puzzles', route.lang).path)}>
          {t('home.puzzlesGo')}
        </a>
      </p>
    </div>
  );
}
