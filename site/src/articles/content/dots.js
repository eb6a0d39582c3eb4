// Rules article: Dots (Точки, Kropki) — game=dots, docs/spec.md §1.3. Facts from docs/spec.md §1.3 and the seed
// article on Dots (an encyclopedia article: names, history, the rule variants). Every board is
// replayed by the engine (site/tools/check-articles.mjs); the captures and scores the text names
// are the ones the engine's state shows. Points are x-y: x from the left, y from the bottom.
import en from './dots/en.js';
import da from './dots/da.js';
import de from './dots/de.js';
import nb from './dots/nb.js';
const EMPTY9 = 'game=dots&size=9x9&start=empty';
const SURROUND = '4-3.4-4.3-4.8-8.5-4.8-2.4-5';
const HOUSE = '4-3.8-8.3-4.8-2.5-4.2-8.4-5';
const NESTED = '5-5.4-5.3-5.5-6.4-6.6-5.5-7.5-4.6-6.9-9.7-5.9-8.6-4.9-7.5-3.9-6.4-4';
// The puzzles: a 10 × 10 field, searched at build three moves deep (the mover's, the answer, the
// mover's) over every point (core/dots/search.c); the build proves the best point and that a
// tempting capture is worse (articles/build.js).
const EMPTY10 = 'game=dots&size=10x10&start=empty';

export default {
  slug: 'dots',
  family: 'dots',
  base: null,
  play: 'game=dots&size=20x20',
  boards: {
    start: { setup: 'game=dots&size=15x15', moves: '' },
    surround: { setup: EMPTY9, moves: SURROUND },
    house: { setup: EMPTY9, moves: HOUSE },
    houseEntered: { setup: EMPTY9, moves: `${HOUSE}.4-4` },
    houseCounter: { setup: EMPTY9, moves: '3-3.3-4.4-4.4-5.5-3.5-4.4-2.4-3' },
    nested: { setup: EMPTY9, moves: NESTED },
    grounding: { setup: EMPTY9, moves: '1-5.2-5.2-6.8-8.3-5.8-2.2-4.5-5.ground' },
    polish: { setup: `${EMPTY9}&rules=polish`, moves: SURROUND },
    polishTaken: { setup: `${EMPTY9}&rules=polish`, moves: `${SURROUND}.2-8.7-7!` },
    housesCapture: { setup: `${EMPTY9}&houses=capture`, moves: HOUSE },
    noSuicide: { setup: `${EMPTY9}&suicide=0`, moves: HOUSE },
    extra: { setup: `${EMPTY9}&extra=1`, moves: `${SURROUND}.6-6` },
    freeing: { setup: `${EMPTY9}&freeing=0`, moves: NESTED },
    win: { setup: `${EMPTY9}&win=3`, moves: NESTED },
    teams: { setup: 'game=dots&size=15x15&players=4', moves: '7-8.10-7.8-9.9-6' },
    crosses: { setup: 'game=dots&size=20x20&start=cross4', moves: '' },
    groundLeader: { setup: `${EMPTY9}&ground=leader`, moves: '1-5.2-5.2-6.8-8.3-5.8-2.2-4.5-5.ground' },
    groundDiagonal: { setup: EMPTY9, moves: '1-2.8-8.2-3.8-2.ground' },
  },
  puzzles: [
    // Escape: blue's pair on 7-7/8-7 lacks one orange dot (8-6) to be taken; taking 3-3 loses two for one.
    { setup: EMPTY10, moves: '7-7.6-7.8-7.9-7.2-3.7-8.4-3.8-8.3-2.7-6.5-9.3-3', depth: 3, answer: ['8-6'] },
    // Capture: the orange pair (7-5) is worth more than the single dot (3-2); Orange saves the other.
    { setup: EMPTY10, moves: '6-7.6-6.7-7.7-6.5-6.3-3.8-6.9-9.6-5.9-1.2-3.1-9.3-4.1-1.4-3.8-5', depth: 3, answer: ['7-5'] },
  ],
  sources: [
    { id: 'ru-wikipedia', text: 'Wikipedia (ru): Точки (игра).', href: 'https://ru.wikipedia.org/wiki/%D0%A2%D0%BE%D1%87%D0%BA%D0%B8_(%D0%B8%D0%B3%D1%80%D0%B0)' },
    { id: 'zagram', text: 'zagram.org: Kropki – warianty zasad gry (the variants of the rules).', href: 'https://zagram.org/kropki-warianty.html' },
    { id: 'zagram-fill', text: 'zagram.org: Кропки (точки) – правила игры на территорию, объясненные для игроков без территории (the territory rules explained for players used to the rules without territory).', href: 'https://zagram.org/info/kropki-terr-for-no-terr-players.ru.html' },
    { id: 'katagodots', text: 'KataGoDots: KataGo for Dots, and its rule sui0 (no dot that is caught at once).', href: 'https://github.com/KvanTTT/KataGoDots' },
    { id: 'paperdots-dots', text: 'Paperdots engine: the rules of Dots (game=dots).' },
    { id: 'nauka-i-zhizn', text: 'Valery Astashkin, Georgy Nilov: Shkola Go (School of Go). Nauka i Zhizn (Наука и жизнь), August 1975 – July 1976.' },
  ],
  // the text of each language in a file of its own (dots/<lang>.js)
  text: { en, da, de, nb },
};
