// strings-boxes-play.js — the Dots and Boxes words of the board and the announcements: part
// of the one translation table (i18n/strings.test.js checks it with the rest), loaded with the
// boxes board's code (families/boxes/play.js) and added to the table then (i18n/index.js).
export const boxesPlayStrings = {
  'board.keys': {
    en: 'Arrow keys move between lines, Enter or Space draws the line.',
    da: 'Piletasterne flytter mellem linjerne, Enter eller mellemrum tegner linjen.',
    de: 'Mit den Pfeiltasten wechselst du die Linie, Enter oder Leertaste zieht sie.',
    nb: 'Piltastene flytter mellom strekene, Enter eller mellomrom tegner streken.',
  },
  'board.line': {
    en: 'line {line}, {status}',
    da: 'linje {line}, {status}',
    de: 'Linie {line}, {status}',
    nb: 'strek {line}, {status}',
  },
  'board.free': { en: 'free', da: 'fri', de: 'frei', nb: 'ledig' },
  'board.drawnBy': { en: 'drawn by {name}', da: 'tegnet af {name}', de: 'gezogen von {name}', nb: 'tegnet av {name}' },
  'board.border': {
    en: 'border, drawn at the start',
    da: 'kant, tegnet fra start',
    de: 'Rand, von Anfang an gezogen',
    nb: 'kant, tegnet fra start',
  },
  'board.lastTurn': { en: 'last turn', da: 'sidste tur', de: 'letzter Zug', nb: 'siste tur' },
  'say.drew': {
    en: '{name} drew the line {line}.',
    da: '{name} tegnede linjen {line}.',
    de: '{name} zog die Linie {line}.',
    nb: '{name} tegnet streken {line}.',
  },
  'say.closed1': {
    en: '{name} closed a cell.',
    da: '{name} lukkede et felt.',
    de: '{name} hat ein Feld geschlossen.',
    nb: '{name} lukket et felt.',
  },
  'say.closedN': {
    en: '{name} closed {n} cells.',
    da: '{name} lukkede {n} felter.',
    de: '{name} hat {n} Felder geschlossen.',
    nb: '{name} lukket {n} felter.',
  },
};
