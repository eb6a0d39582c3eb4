// strings-dots-play.js — the Dots words of the table setup (strings-dots-setup.js), the board,
// the announcements, the actions and the result: part of the one translation table (i18n/strings.test.js checks it
// with the rest), loaded with the Dots board's code (families/dots/play.js) and added to the
// table then (i18n/index.js addStrings). Terms as in strings-dots.js.
import { dotsErrorStrings } from './strings-dots-errors.js';
import { dotsSetupStrings } from './strings-dots-setup.js';

export const dotsPlayStrings = {
  ...dotsSetupStrings,
  'board.dots.ringChoose': {
    en: 'This dot can close more than one ring. Choose one:',
    da: 'Denne prik kan lukke mere end én ring. Vælg en:',
    de: 'Dieser Punkt kann mehr als einen Ring schließen. Wähle einen:',
    nb: 'Denne prikken kan lukke mer enn én ring. Velg en:',
  },
  // n: the points inside the ring (its area), which the noun after it counts
  'board.dots.ringShortest': {
    en: { one: 'Shortest ring: {takes} surrounded, {n} point', other: 'Shortest ring: {takes} surrounded, {n} points' },
    da: { one: 'Korteste ring: {takes} omringet, {n} punkt', other: 'Korteste ring: {takes} omringet, {n} punkter' },
    de: { one: 'Kürzester Ring: {takes} umzingelt, {n} Punkt', other: 'Kürzester Ring: {takes} umzingelt, {n} Punkte' },
    nb: { one: 'Korteste ring: {takes} omringet, {n} punkt', other: 'Korteste ring: {takes} omringet, {n} punkter' },
  },
  'board.dots.ringOther': {
    en: { one: 'Ring {k}: {takes} surrounded, {n} point', other: 'Ring {k}: {takes} surrounded, {n} points' },
    da: { one: 'Ring {k}: {takes} omringet, {n} punkt', other: 'Ring {k}: {takes} omringet, {n} punkter' },
    de: { one: 'Ring {k}: {takes} umzingelt, {n} Punkt', other: 'Ring {k}: {takes} umzingelt, {n} Punkte' },
    nb: { one: 'Ring {k}: {takes} omringet, {n} punkt', other: 'Ring {k}: {takes} omringet, {n} punkter' },
  },
  'board.dots.ringPlay': {
    en: 'Close this ring',
    da: 'Luk denne ring',
    de: 'Diesen Ring schließen',
    nb: 'Lukk denne ringen',
  },
  'board.dots.ringCancel': { en: 'Cancel', da: 'Fortryd', de: 'Abbrechen', nb: 'Avbryt' },
  'board.dots.ringKeys': {
    en: 'Arrow keys switch rings, Enter closes the one shown, Escape cancels.',
    da: 'Piletasterne skifter ring, Enter lukker den viste, Escape fortryder.',
    de: 'Pfeiltasten wechseln den Ring, Enter schließt den gezeigten, Escape bricht ab.',
    nb: 'Piltastene bytter ring, Enter lukker den som vises, Escape avbryter.',
  },
  'say.dots.placedRing': {
    en: '{name} put a dot on {point} and closed a chosen ring.',
    da: '{name} satte en prik på {point} og lukkede en valgt ring.',
    de: '{name} setzte einen Punkt auf {point} und schloss einen gewählten Ring.',
    nb: '{name} satte en prikk på {point} og lukket en valgt ring.',
  },
  'moves.dots.ring': {
    en: '{point} (chosen ring)',
    da: '{point} (valgt ring)',
    de: '{point} (gewählter Ring)',
    nb: '{point} (valgt ring)',
  },
  'board.dots.help': {
    en: 'Click or tap a crossing to put a dot there.',
    da: 'Klik eller tryk på et kryds for at sætte en prik.',
    de: 'Klicke oder tippe auf eine Kreuzung, um dort einen Punkt zu setzen.',
    nb: 'Klikk eller trykk på et kryss for å sette en prikk der.',
  },
  'board.dots.keys': {
    en: 'With the keyboard: arrow keys move, Enter or Space puts a dot.',
    da: 'Med tastaturet: piletasterne flytter, Enter eller mellemrum sætter en prik.',
    de: 'Mit der Tastatur: Pfeiltasten bewegen, Enter oder Leertaste setzt einen Punkt.',
    nb: 'Med tastaturet: piltastene flytter, Enter eller mellomrom setter en prikk.',
  },
  'board.dots.dot': {
    en: 'dot of {team}',
    da: 'prik tilhørende {team}',
    de: 'Punkt von {team}',
    nb: 'prikk til {team}',
  },
  'board.dots.captured': {
    en: 'dot of {team}, surrounded',
    da: 'prik tilhørende {team}, omringet',
    de: 'Punkt von {team}, umzingelt',
    nb: 'prikk til {team}, omringet',
  },
  'board.dots.territory': {
    en: 'empty, in the area of {team}',
    da: 'tomt, i område tilhørende {team}',
    de: 'leer, im Gebiet von {team}',
    nb: 'tomt, i området til {team}',
  },
  'board.dots.free': { en: 'free', da: 'fri', de: 'frei', nb: 'ledig' },
  'board.dots.inHouse': {
    en: 'in a house of {team}',
    da: 'i et hus tilhørende {team}',
    de: 'in einem Haus von {team}',
    nb: 'i et hus til {team}',
  },
  'board.dots.near': {
    en: 'next to: {list}',
    da: 'ved siden af: {list}',
    de: 'daneben: {list}',
    nb: 'ved siden av: {list}',
  },
  'board.dots.captureNow': {
    en: 'Take my surrounds with the next dot (!)',
    da: 'Tag mine omringninger med næste prik (!)',
    de: 'Meine Umzingelungen mit dem nächsten Punkt nehmen (!)',
    nb: 'Ta omringingene mine med neste prikk (!)',
  },

  'say.dots.placed': {
    en: '{name} put a dot on {point}.',
    da: '{name} satte en prik på {point}.',
    de: '{name} setzte einen Punkt auf {point}.',
    nb: '{name} satte en prikk på {point}.',
  },
  'say.dots.placedCapture': {
    en: '{name} put a dot on {point} and took the surrounds.',
    da: '{name} satte en prik på {point} og tog omringningerne.',
    de: '{name} setzte einen Punkt auf {point} und nahm die Umzingelungen.',
    nb: '{name} satte en prikk på {point} og tok omringingene.',
  },
  'say.dots.surrounded1': {
    en: 'One dot surrounded.',
    da: 'Én prik omringet.',
    de: 'Ein Punkt umzingelt.',
    nb: 'Én prikk omringet.',
  },
  'say.dots.surroundedN': {
    en: '{n} dots surrounded.',
    da: '{n} prikker omringet.',
    de: '{n} Punkte umzingelt.',
    nb: '{n} prikker omringet.',
  },
  'say.dots.ground': {
    en: {
      one: '{name} grounded; {n} of their dots counts as surrounded.',
      other: '{name} grounded; {n} of their dots count as surrounded.',
    },
    da: {
      one: '{name} jordede; {n} egen prik tæller som omringet.',
      other: '{name} jordede; {n} egne prikker tæller som omringet.',
    },
    de: {
      one: '{name} hat geerdet; {n} eigener Punkt zählt als umzingelt.',
      other: '{name} hat geerdet; {n} eigene Punkte zählen als umzingelt.',
    },
    nb: {
      one: '{name} jordet; {n} egen prikk teller som omringet.',
      other: '{name} jordet; {n} egne prikker teller som omringet.',
    },
  },
  'say.dots.agree': {
    en: '{name} offers to end the game.',
    da: '{name} tilbyder at afslutte spillet.',
    de: '{name} bietet an, die Partie zu beenden.',
    nb: '{name} tilbyr å avslutte partiet.',
  },
  'say.dots.agreed': {
    en: '{name} agrees to end the game.',
    da: '{name} siger ja til at afslutte spillet.',
    de: '{name} stimmt dem Ende der Partie zu.',
    nb: '{name} sier ja til å avslutte partiet.',
  },
  'say.dots.decline': {
    en: '{name} declines the offer to end; the game goes on.',
    da: '{name} afslår tilbuddet om at slutte; spillet fortsætter.',
    de: '{name} lehnt das Angebot ab, die Partie zu beenden; es wird weitergespielt.',
    nb: '{name} avslår tilbudet om å slutte; partiet fortsetter.',
  },
  'say.dots.pass': {
    en: '{name} gives up the extra move.',
    da: '{name} giver afkald på det ekstra træk.',
    de: '{name} verzichtet auf den Extrazug.',
    nb: '{name} gir fra seg det ekstra trekket.',
  },
  'moves.action.pass': { en: 'passed', da: 'stod over', de: 'gepasst', nb: 'stod over' },
  'moves.action.ground': { en: 'grounded', da: 'jordede', de: 'geerdet', nb: 'jordet' },
  'moves.action.agree': {
    en: 'offered to end',
    da: 'tilbød at afslutte',
    de: 'Ende angeboten',
    nb: 'tilbød å avslutte',
  },
  'moves.action.agreed': { en: 'agreed', da: 'sagde ja', de: 'zugestimmt', nb: 'sa ja' },
  'moves.action.decline': { en: 'declined', da: 'afslog', de: 'abgelehnt', nb: 'avslo' },
  'dots.declined': {
    en: 'The offer to end was declined: the game goes on. After this move either player may offer to end again.',
    da: 'Tilbuddet om at afslutte blev afslået: spillet fortsætter. Efter dette træk kan begge spillere igen tilbyde at afslutte.',
    de: 'Das Angebot, die Partie zu beenden, wurde abgelehnt: Es wird weitergespielt. Nach diesem Zug dürfen beide wieder das Ende anbieten.',
    nb: 'Tilbudet om å avslutte ble avslått: partiet fortsetter. Etter dette trekket kan begge spillerne igjen tilby å avslutte.',
  },
  'dots.offered': {
    en: '{name} offers to end the game and count it; {to} accepts or declines.',
    da: '{name} tilbyder at afslutte spillet og tælle op; {to} siger ja eller afslår.',
    de: '{name} bietet an, die Partie zu beenden und zu zählen; {to} nimmt an oder lehnt ab.',
    nb: '{name} tilbyr å avslutte partiet og telle opp; {to} godtar eller avslår.',
  },
  'score.dots': {
    en: { one: '{n} dot surrounded', other: '{n} dots surrounded' },
    da: { one: '{n} prik omringet', other: '{n} prikker omringet' },
    de: { one: '{n} Punkt umzingelt', other: '{n} Punkte umzingelt' },
    nb: { one: '{n} prikk omringet', other: '{n} prikker omringet' },
  },
  'score.unit.dots': { en: 'surrounded', da: 'omringet', de: 'umzingelt', nb: 'omringet' },
  // a score that holds komi (komi=K: points given to the second player from the start)
  'score.unit.dots.komi': { en: 'with komi {k}', da: 'med komi {k}', de: 'mit Komi {k}', nb: 'med komi {k}' },
  'score.dots.komi': {
    en: { one: '{n} point with komi {k}', other: '{n} points with komi {k}' },
    da: { one: '{n} point med komi {k}', other: '{n} point med komi {k}' },
    de: { one: '{n} Punkt mit Komi {k}', other: '{n} Punkte mit Komi {k}' },
    nb: { one: '{n} poeng med komi {k}', other: '{n} poeng med komi {k}' },
  },

  'actions.dots.ground': {
    en: 'Ground',
    da: 'Afslut med jording',
    de: 'Mit Erdung beenden',
    nb: 'Avslutt med jording',
  },
  'actions.dots.offer': { en: 'Offer to end', da: 'Tilbyd at afslutte', de: 'Ende anbieten', nb: 'Tilby å avslutte' },
  'actions.dots.accept': {
    en: 'Accept the end',
    da: 'Acceptér afslutningen',
    de: 'Ende annehmen',
    nb: 'Godta avslutning',
  },
  'actions.dots.decline': { en: 'Decline', da: 'Afslå', de: 'Ablehnen', nb: 'Avslå' },
  'actions.dots.pass': {
    en: 'Pass (no extra move)',
    da: 'Stå over (intet ekstra træk)',
    de: 'Passen (kein Extrazug)',
    nb: 'Stå over (ikke noe ekstra trekk)',
  },
  'ground.title': {
    en: 'Ground and end the game?',
    da: 'Afslut spillet med jording?',
    de: 'Die Partie mit Erdung beenden?',
    nb: 'Avslutte partiet med jording?',
  },
  'ground.text': {
    en: 'Grounding ends the game now. {n} of your dots are not joined to the edge and count as surrounded. The score would be {scores}.',
    da: 'Jording afslutter spillet nu. {n} af dine prikker er ikke forbundet med kanten og tæller som omringet. Stillingen bliver {scores}.',
    de: 'Die Erdung beendet die Partie jetzt. {n} deiner Punkte sind nicht mit dem Rand verbunden und zählen als umzingelt. Der Stand wäre {scores}.',
    nb: 'Jording avslutter partiet nå. {n} av prikkene dine er ikke koblet til kanten og teller som omringet. Stillingen blir {scores}.',
  },
  'ground.text1': {
    en: 'Grounding ends the game now. One of your dots is not joined to the edge and counts as surrounded. The score would be {scores}.',
    da: 'Jording afslutter spillet nu. Én af dine prikker er ikke forbundet med kanten og tæller som omringet. Stillingen bliver {scores}.',
    de: 'Die Erdung beendet die Partie jetzt. Einer deiner Punkte ist nicht mit dem Rand verbunden und zählt als umzingelt. Der Stand wäre {scores}.',
    nb: 'Jording avslutter partiet nå. Én av prikkene dine er ikke koblet til kanten og teller som omringet. Stillingen blir {scores}.',
  },

  'result.dots.complete': {
    en: 'The field is full.',
    da: 'Banen er fuld.',
    de: 'Das Feld ist voll.',
    nb: 'Brettet er fullt.',
  },
  'result.dots.ground': {
    en: 'Ended by grounding.',
    da: 'Sluttede med jording.',
    de: 'Durch Erdung beendet.',
    nb: 'Avsluttet med jording.',
  },
  'result.dots.agree': {
    en: 'Ended by agreement and counted.',
    da: 'Sluttede efter aftale og blev talt op.',
    de: 'Nach Absprache beendet und gezählt.',
    nb: 'Avsluttet etter avtale og telt opp.',
  },
  'result.dots.lead': {
    en: 'The winning lead was reached.',
    da: 'Det vindende forspring blev nået.',
    de: 'Der Siegvorsprung wurde erreicht.',
    nb: 'Det vinnende forspranget ble nådd.',
  },
  'result.dots.resign': {
    en: 'Ended by resignation.',
    da: 'Sluttede ved opgivelse.',
    de: 'Durch Aufgabe beendet.',
    nb: 'Avsluttet ved oppgivelse.',
  },

  'sgf.title': { en: 'SGF file', da: 'SGF-fil', de: 'SGF-Datei', nb: 'SGF-fil' },
  'sgf.label': {
    en: 'This game as SGF, for other Dots sites and programs',
    da: 'Dette spil som SGF, til andre sider og programmer for prikspil',
    de: 'Diese Partie als SGF, für andere Dots-Seiten und -Programme',
    nb: 'Dette partiet som SGF, for andre prikkspillsider og programmer',
  },
  'sgf.download': { en: 'Download .sgf', da: 'Hent .sgf', de: '.sgf herunterladen', nb: 'Last ned .sgf' },

  ...dotsErrorStrings,
};
