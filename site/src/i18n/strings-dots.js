// strings-dots.js — the Dots words the site needs before a Dots game is opened (merged into
// strings.js): the game's name and home card, and the engine errors a setup or an SGF import
// can give. The rest (setup, board, announcements, actions, result) is in strings-dots-play.js
// and comes with the Dots board's code. The sport's words follow the seed article: surround (da
// "omringe", de "umzingeln", nb "omringe"), house (da/nb "hus", de "Haus"), grounding (da/nb
// "jording", de "Erdung").
export const dotsStrings = {
  'game.dots': { en: 'Dots', da: 'Prikspil', de: 'Punkte', nb: 'Prikkspill' },
  'game.dots.about': {
    en: 'Put dots on the crossings of squared paper and surround your opponent’s dots with a closed chain of yours. The sport’s field is 39 × 32.',
    da: 'Sæt prikker i krydsene på ternet papir, og omring modstanderens prikker med en lukket kæde af dine egne. Sportens bane er 39 × 32.',
    de: 'Setze Punkte auf die Kreuzungen des Karopapiers und umzingle die Punkte des Gegners mit einer geschlossenen Kette deiner eigenen. Das Turnierfeld ist 39 × 32.',
    nb: 'Sett prikker i kryssene på rutepapir, og omring motstanderens prikker med en lukket kjede av dine egne. Sportens brett er 39 × 32.',
  },
  'home.picture.dots': {
    en: '{game}: a few dots on squared paper, one orange dot surrounded by blue',
    da: '{game}: nogle prikker på ternet papir, én orange prik omringet af blå',
    de: '{game}: einige Punkte auf Karopapier, ein oranger Punkt von Blau umzingelt',
    nb: '{game}: noen prikker på rutepapir, én oransje prikk omringet av blå',
  },

  'result.winsOne.dots': {
    en: '{name} wins by 1 dot.',
    da: '{name} vinder med 1 prik.',
    de: '{name} gewinnt mit 1 Punkt Vorsprung.',
    nb: '{name} vinner med 1 prikk.',
  },
  'result.wins.dots': {
    en: '{name} wins by {margin} dots.',
    da: '{name} vinder med {margin} prikker.',
    de: '{name} gewinnt mit {margin} Punkten Vorsprung.',
    nb: '{name} vinner med {margin} prikker.',
  },
  'err.rules-houses': {
    en: 'Polish rules keep houses open: choose one or the other.',
    da: 'Polske regler holder husene åbne: vælg det ene eller det andet.',
    de: 'Polnische Regeln lassen Häuser offen: wähle das eine oder das andere.',
    nb: 'Polske regler holder husene åpne: velg det ene eller det andre.',
  },
  'err.start-size': {
    en: 'Four crosses need a field of at least {min} × {min}.',
    da: 'Fire kryds kræver en bane på mindst {min} × {min}.',
    de: 'Vier Kreuze brauchen ein Feld von mindestens {min} × {min}.',
    nb: 'Fire kryss krever et brett på minst {min} × {min}.',
  },
  'err.bot-level': {
    en: 'This bot level is not ready for this game yet; choose level 1.',
    da: 'Dette botniveau er ikke klar til dette spil endnu; vælg niveau 1.',
    de: 'Diese Bot-Stufe gibt es für dieses Spiel noch nicht; wähle Stufe 1.',
    nb: 'Dette botnivået er ikke klart for dette spillet ennå; velg nivå 1.',
  },
  'err.sgf-syntax': {
    en: 'The SGF text is damaged (line {line}, column {col}).',
    da: 'SGF-teksten er beskadiget (linje {line}, kolonne {col}).',
    de: 'Der SGF-Text ist beschädigt (Zeile {line}, Spalte {col}).',
    nb: 'SGF-teksten er skadet (linje {line}, kolonne {col}).',
  },
  'err.sgf-game': {
    en: 'This SGF file is not a Dots game (GM[40]).',
    da: 'Denne SGF-fil er ikke et prikspil (GM[40]).',
    de: 'Diese SGF-Datei ist keine Punkte-Partie (GM[40]).',
    nb: 'Denne SGF-filen er ikke et prikkspill (GM[40]).',
  },
  'err.sgf-size': {
    en: 'The SGF field size is outside {min}..{max}.',
    da: 'SGF-banens størrelse ligger uden for {min}..{max}.',
    de: 'Die Feldgröße der SGF-Datei liegt außerhalb von {min}..{max}.',
    nb: 'SGF-brettets størrelse ligger utenfor {min}..{max}.',
  },
  'err.sgf-point': {
    en: 'The SGF file names a point off the field.',
    da: 'SGF-filen nævner et punkt uden for banen.',
    de: 'Die SGF-Datei nennt einen Punkt außerhalb des Feldes.',
    nb: 'SGF-filen nevner et punkt utenfor brettet.',
  },
  'err.sgf-order': {
    en: 'The SGF file has a move out of turn.',
    da: 'SGF-filen har et træk uden for tur.',
    de: 'Die SGF-Datei enthält einen Zug außer der Reihe.',
    nb: 'SGF-filen har et trekk utenfor tur.',
  },
  'err.sgf-move': {
    en: 'Move {move} of the SGF file breaks the rules.',
    da: 'Træk {move} i SGF-filen bryder reglerne.',
    de: 'Zug {move} der SGF-Datei verstößt gegen die Regeln.',
    nb: 'Trekk {move} i SGF-filen bryter reglene.',
  },
  'err.sgf-record': {
    en: 'The SGF file does not make a game record.',
    da: 'SGF-filen giver ikke en partinotation.',
    de: 'Aus der SGF-Datei entsteht keine Partieaufzeichnung.',
    nb: 'SGF-filen gir ikke en partinotasjon.',
  },
  'err.sgf-unsupported': {
    en: 'The SGF file uses something Paperdots cannot play.',
    da: 'SGF-filen bruger noget, Paperdots ikke kan spille.',
    de: 'Die SGF-Datei verwendet etwas, das Paperdots nicht spielen kann.',
    nb: 'SGF-filen bruker noe Paperdots ikke kan spille.',
  },
};
