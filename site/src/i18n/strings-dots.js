// strings-dots.js — the Dots words the site needs before Dots is chosen (merged into
// strings.js): the game's name and home card. The rest (setup, board, announcements, actions,
// result, engine errors) is in strings-dots-play.js and comes with the Dots board's code. The sport's words follow the seed article: surround (da
// "omringe", de "umzingeln", nb "omringe"), house (da/nb "hus", de "Haus"), grounding (da/nb
// "jording", de "Erdung").
export const dotsStrings = {
  'game.dots': { en: 'Dots', da: 'Prikspil', de: 'Dots', nb: 'Prikkspill' },
  'game.dots.about': {
    en: 'Put dots on the crossings of squared paper and surround your opponent’s dots with a closed chain of yours. The traditional field is 39 × 32.',
    da: 'Sæt prikker i krydsene på ternet papir, og omring modstanderens prikker med en lukket kæde af dine egne. Den traditionelle bane er 39 × 32.',
    de: 'Setze Punkte auf die Kreuzungen des Karopapiers und umzingle die Punkte des Gegners mit einer geschlossenen Kette deiner eigenen. Das traditionelle Feld ist 39 × 32.',
    nb: 'Sett prikker i kryssene på rutepapir, og omring motstanderens prikker med en lukket kjede av dine egne. Det tradisjonelle brettet er 39 × 32.',
  },
  'home.picture.dots': {
    en: '{game}: a few dots on squared paper, one orange dot surrounded by blue',
    da: '{game}: nogle prikker på ternet papir, én orange prik omringet af blå',
    de: '{game}: einige Punkte auf Karopapier, ein oranger Punkt von Blau umzingelt',
    nb: '{game}: noen prikker på rutepapir, én oransje prikk omringet av blå',
  },
};
