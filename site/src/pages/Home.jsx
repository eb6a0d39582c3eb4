// Home.jsx — the language home page: every game with a small picture and a link to play it.
import { GamePicture } from '../components/GamePicture.jsx';
import { relHref, routeFor } from '../routes.js';

// name: translation key of the game (its ".about" key is the card text); picture: its alt text.
const GAMES = [
  { grid: 'square', name: 'game.boxes.square', picture: 'home.picture', fragment: '#game=boxes&grid=square' },
  { grid: 'hex', name: 'game.boxes.hex', picture: 'home.picture', fragment: '#game=boxes&grid=hex' },
  { grid: 'tri', name: 'game.boxes.tri', picture: 'home.picture', fragment: '#game=boxes&grid=tri' },
  { grid: 'shutin', name: 'game.shutin', picture: 'home.picture.shutin', fragment: '#game=shutin' },
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
        {GAMES.map(({ grid, name: nameKey, picture, fragment }) => {
          const name = t(nameKey);
          return (
            <li key={grid} class="game-card">
              <GamePicture grid={grid} label={t(picture, { game: name })} />
              <div class="game-card-text">
                <h3>{name}</h3>
                <p>{t(`${nameKey}.about`)}</p>
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
