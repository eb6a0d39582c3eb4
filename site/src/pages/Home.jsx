// Home.jsx — the language home page: every game with a small picture and a link to play it.
import { GamePicture } from '../components/GamePicture.jsx';
import { relHref, routeFor } from '../routes.js';

const GAMES = [
  { grid: 'square', fragment: '#game=boxes&grid=square' },
  { grid: 'hex', fragment: '#game=boxes&grid=hex' },
  { grid: 'tri', fragment: '#game=boxes&grid=tri' },
];

export function Home({ route, t }) {
  const play = relHref(route.path, routeFor('play', route.lang).path);
  return (
    <div class="home">
      <h1>{t('site.name')}</h1>
      <p class="lead">{t('site.tagline')}</p>
      <p>{t('home.intro')}</p>
      <h2>{t('home.games')}</h2>
      <ul class="game-cards">
        {GAMES.map(({ grid, fragment }) => {
          const name = t(`game.boxes.${grid}`);
          return (
            <li key={grid} class="game-card">
              <GamePicture grid={grid} label={t('home.picture', { game: name })} />
              <div class="game-card-text">
                <h3>{name}</h3>
                <p>{t(`game.boxes.${grid}.about`)}</p>
                <a class="button primary" href={play + fragment}>
                  {t('home.playThis', { game: name })}
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
