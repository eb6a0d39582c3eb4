// strings-puzzles.js — the words of the Puzzles page (site/src/puzzles/): they travel only with
// that page (app/prerender.jsx), like the articles' words with the articles. The verdicts' own
// sentences (art.best, art.worse …) are the article puzzles' (strings-articles.js); the sets' and
// themes' names and the reasons are in strings-puzzle-sets.js.
import { puzzleSetStrings } from './strings-puzzle-sets.js';

export const puzzleStrings = {
  ...puzzleSetStrings,
  'puzzles.pageTitle': {
    en: 'Puzzles · Paperdots',
    da: 'Opgaver · Paperdots',
    de: 'Rätsel · Paperdots',
    nb: 'Oppgaver · Paperdots',
  },
  'puzzles.title': {
    en: 'Find the best move',
    da: 'Find det bedste træk',
    de: 'Finde den besten Zug',
    nb: 'Finn det beste trekket',
  },
  'puzzles.description': {
    en: 'Puzzles from real games, each with one best move proved by the exact solver. A rating that follows your answers, a streak and a puzzle of the day.',
    da: 'Opgaver fra rigtige partier, hver med ét bedste træk, bevist af den eksakte løser. En rating, der følger dine svar, en stime og dagens opgave.',
    de: 'Rätsel aus echten Partien, jedes mit einem besten Zug, bewiesen vom exakten Löser. Eine Wertung, die deinen Antworten folgt, eine Serie und ein Rätsel des Tages.',
    nb: 'Oppgaver fra ekte partier, hver med ett beste trekk, bevist av den eksakte løseren. En rating som følger svarene dine, en rekke og dagens oppgave.',
  },
  'puzzles.intro': {
    en: 'Each position comes from a game between Paperdots’ bots. Exactly one move is best there, proved against every other move: to the end of the game by the exact solver, in Dots over the next few moves. Play it on the board.',
    da: 'Hver stilling stammer fra et parti mellem Paperdots’ botter. Præcis ét træk er det bedste, bevist mod alle andre træk: til spillets slut af den eksakte løser, i Prikspil over de næste par træk. Spil det på brættet.',
    de: 'Jede Stellung stammt aus einer Partie zwischen den Bots von Paperdots. Genau ein Zug ist dort der beste, bewiesen gegen jeden anderen Zug: bis zum Ende der Partie vom exakten Löser, bei Dots über die nächsten paar Züge. Spiel ihn auf dem Brett.',
    nb: 'Hver stilling kommer fra et parti mellom Paperdots’ boter. Nøyaktig ett trekk er best der, bevist mot alle andre trekk: til spillets slutt av den eksakte løseren, i Prikkspill over de neste par trekkene. Spill det på brettet.',
  },
  'puzzles.introOwn': {
    en: 'Each position comes from one of your own games, where “Replay with analysis” marked the move you played. Exactly one move is best there, proved against every other move: to the end of the game by the exact solver, in Dots over the next few moves. Play it on the board.',
    da: 'Hver stilling stammer fra et af dine egne partier, hvor »Genspil med analyse« markerede det træk, du spillede. Præcis ét træk er det bedste, bevist mod alle andre træk: til spillets slut af den eksakte løser, i Prikspil over de næste par træk. Spil det på brættet.',
    de: 'Jede Stellung stammt aus einer deiner eigenen Partien, in der „Mit Analyse nachspielen“ deinen Zug markiert hat. Genau ein Zug ist dort der beste, bewiesen gegen jeden anderen Zug: bis zum Ende der Partie vom exakten Löser, bei Dots über die nächsten paar Züge. Spiel ihn auf dem Brett.',
    nb: 'Hver stilling kommer fra et av dine egne partier, der «Spill av med analyse» merket trekket du spilte. Nøyaktig ett trekk er best der, bevist mot alle andre trekk: til spillets slutt av den eksakte løseren, i Prikkspill over de neste par trekkene. Spill det på brettet.',
  },
  'puzzles.set': { en: 'Game', da: 'Spil', de: 'Spiel', nb: 'Spill' },
  'puzzles.theme': { en: 'Theme', da: 'Tema', de: 'Thema', nb: 'Tema' },
  'puzzles.mixed': { en: 'Mixed', da: 'Blandet', de: 'Gemischt', nb: 'Blandet' },
  'puzzles.setName': { en: '{game} {size}', da: '{game} {size}', de: '{game} {size}', nb: '{game} {size}' },
  'puzzles.rating': {
    en: 'Your puzzle rating: {rating}',
    da: 'Din opgaverating: {rating}',
    de: 'Deine Rätselwertung: {rating}',
    nb: 'Din oppgaverating: {rating}',
  },
  'puzzles.ratingNew': {
    en: 'Your puzzle rating: {rating} (still finding your level)',
    da: 'Din opgaverating: {rating} (endnu usikker)',
    de: 'Deine Rätselwertung: {rating} (noch vorläufig)',
    nb: 'Din oppgaverating: {rating} (ennå foreløpig)',
  },
  'puzzles.streak': {
    en: { one: '{n} solved in a row', other: '{n} solved in a row' },
    da: { one: '{n} løst i træk', other: '{n} løst i træk' },
    de: { one: '{n} gelöst in Folge', other: '{n} gelöst in Folge' },
    nb: { one: '{n} løst på rad', other: '{n} løst på rad' },
  },
  'puzzles.bestStreak': {
    en: 'best {n}',
    da: 'bedst {n}',
    de: 'beste {n}',
    nb: 'best {n}',
  },
  'puzzles.tried': {
    en: {
      one: '{solved} of {n} puzzle solved at the first try',
      other: '{solved} of {n} puzzles solved at the first try',
    },
    da: { one: '{solved} af {n} opgave løst i første forsøg', other: '{solved} af {n} opgaver løst i første forsøg' },
    de: {
      one: '{solved} von {n} Rätsel im ersten Versuch gelöst',
      other: '{solved} von {n} Rätseln im ersten Versuch gelöst',
    },
    nb: {
      one: '{solved} av {n} oppgave løst på første forsøk',
      other: '{solved} av {n} oppgaver løst på første forsøk',
    },
  },
  'puzzles.heading': {
    en: 'Puzzle {n} of {total}',
    da: 'Opgave {n} af {total}',
    de: 'Rätsel {n} von {total}',
    nb: 'Oppgave {n} av {total}',
  },
  'puzzles.dailyHeading': {
    en: 'Puzzle of the day, {date}',
    da: 'Dagens opgave, {date}',
    de: 'Rätsel des Tages, {date}',
    nb: 'Dagens oppgave, {date}',
  },
  'puzzles.about': {
    en: 'Difficulty {d} of 5 · rated {rating}',
    da: 'Sværhedsgrad {d} af 5 · rating {rating}',
    de: 'Schwierigkeit {d} von 5 · Wertung {rating}',
    nb: 'Vanskelighetsgrad {d} av 5 · rating {rating}',
  },
  'puzzles.themes': { en: 'Themes: {list}', da: 'Temaer: {list}', de: 'Themen: {list}', nb: 'Temaer: {list}' },
  'puzzles.noTheme': {
    en: 'No named theme: count it out.',
    da: 'Intet navngivet tema: tæl efter.',
    de: 'Kein benanntes Thema: Zähl es aus.',
    nb: 'Ikke noe navngitt tema: tell etter.',
  },
  'puzzles.ask.score': {
    en: 'Find the move that ends the game with the most {cells} for you.',
    da: 'Find det træk, der giver dig flest {cells} ved spillets slut.',
    de: 'Finde den Zug, der dir am Ende die meisten {cells} bringt.',
    nb: 'Finn trekket som gir deg flest {cells} når spillet er slutt.',
  },
  'puzzles.ask.misere': {
    en: 'Misère: find the move that ends the game with the fewest {cells} for you.',
    da: 'Misère: find det træk, der giver dig færrest {cells} ved spillets slut.',
    de: 'Misère: Finde den Zug, der dir am Ende die wenigsten {cells} bringt.',
    nb: 'Misère: finn trekket som gir deg færrest {cells} når spillet er slutt.',
  },
  'puzzles.ask.win': {
    en: 'Find the move that wins.',
    da: 'Find det træk, der vinder.',
    de: 'Finde den Zug, der gewinnt.',
    nb: 'Finn trekket som vinner.',
  },
  'puzzles.ask.gain': {
    en: {
      one: 'Find the move that gains the most within the next {n} move.',
      other: 'Find the move that gains the most within the next {n} moves.',
    },
    da: {
      one: 'Find det træk, der vinder mest inden for det næste {n} træk.',
      other: 'Find det træk, der vinder mest inden for de næste {n} træk.',
    },
    de: {
      one: 'Finde den Zug, der innerhalb des nächsten {n} Zuges am meisten gewinnt.',
      other: 'Finde den Zug, der innerhalb der nächsten {n} Züge am meisten gewinnt.',
    },
    nb: {
      one: 'Finn trekket som vinner mest innen det neste {n} trekket.',
      other: 'Finn trekket som vinner mest innen de neste {n} trekkene.',
    },
  },
  'puzzles.askSteps': {
    en: {
      one: 'The answer is {n} move.',
      other: 'The answer is {n} moves in a row: you move again after each of the first.',
    },
    da: { one: 'Svaret er {n} træk.', other: 'Svaret er {n} træk i træk: du trækker igen efter hvert af de første.' },
    de: {
      one: 'Die Lösung ist {n} Zug.',
      other: 'Die Lösung sind {n} Züge hintereinander: Nach jedem der ersten bist du wieder am Zug.',
    },
    nb: {
      one: 'Svaret er {n} trekk.',
      other: 'Svaret er {n} trekk på rad: du trekker igjen etter hvert av de første.',
    },
  },
  'puzzles.keepGoing': {
    en: 'Right, and you move again: find the next move of the answer.',
    da: 'Rigtigt, og du trækker igen: find svarets næste træk.',
    de: 'Richtig, und du bist wieder am Zug: Finde den nächsten Zug der Lösung.',
    nb: 'Riktig, og du trekker igjen: finn svarets neste trekk.',
  },
  'puzzles.answerLine': {
    en: { one: 'The whole answer, {n} move: {moves}.', other: 'The whole answer, {n} moves in a row: {moves}.' },
    da: { one: 'Hele svaret, {n} træk: {moves}.', other: 'Hele svaret, {n} træk i træk: {moves}.' },
    de: { one: 'Die ganze Lösung, {n} Zug: {moves}.', other: 'Die ganze Lösung, {n} Züge hintereinander: {moves}.' },
    nb: { one: 'Hele svaret, {n} trekk: {moves}.', other: 'Hele svaret, {n} trekk på rad: {moves}.' },
  },
  'puzzles.counted': {
    en: 'Counted in your rating: {before} → {after}.',
    da: 'Talt med i din rating: {before} → {after}.',
    de: 'In deine Wertung eingerechnet: {before} → {after}.',
    nb: 'Regnet med i ratingen din: {before} → {after}.',
  },
  'puzzles.notCounted': {
    en: 'Only the first try counts in your rating.',
    da: 'Kun første forsøg tæller i din rating.',
    de: 'Nur der erste Versuch zählt für deine Wertung.',
    nb: 'Bare første forsøk teller i ratingen din.',
  },
  'puzzles.next': { en: 'Next puzzle', da: 'Næste opgave', de: 'Nächstes Rätsel', nb: 'Neste oppgave' },
  'puzzles.daily': { en: 'Puzzle of the day', da: 'Dagens opgave', de: 'Rätsel des Tages', nb: 'Dagens oppgave' },
  'puzzles.bestLine': {
    en: 'Show the best line',
    da: 'Vis den bedste fortsættelse',
    de: 'Beste Fortsetzung zeigen',
    nb: 'Vis den beste fortsettelsen',
  },
  'puzzles.bestLineShown': {
    en: {
      one: 'The board holds the best line for both sides, {n} move: step through it with the buttons under the board.',
      other:
        'The board holds the best line for both sides, {n} moves: step through it with the buttons under the board.',
    },
    da: {
      one: 'Brættet viser den bedste fortsættelse for begge sider, {n} træk: gå igennem den med knapperne under brættet.',
      other:
        'Brættet viser den bedste fortsættelse for begge sider, {n} træk: gå igennem den med knapperne under brættet.',
    },
    de: {
      one: 'Das Brett zeigt die beste Fortsetzung für beide Seiten, {n} Zug: Geh sie mit den Knöpfen unter dem Brett durch.',
      other:
        'Das Brett zeigt die beste Fortsetzung für beide Seiten, {n} Züge: Geh sie mit den Knöpfen unter dem Brett durch.',
    },
    nb: {
      one: 'Brettet viser den beste fortsettelsen for begge sider, {n} trekk: gå gjennom den med knappene under brettet.',
      other:
        'Brettet viser den beste fortsettelsen for begge sider, {n} trekk: gå gjennom den med knappene under brettet.',
    },
  },
  'puzzles.bestLineHorizon': {
    en: {
      one: 'The board holds the best line for both sides, {n} move, as far as the proof reaches: step through it with the buttons under the board.',
      other:
        'The board holds the best line for both sides, {n} moves, as far as the proof reaches: step through it with the buttons under the board.',
    },
    da: {
      one: 'Brættet viser den bedste fortsættelse for begge sider, {n} træk, så langt beviset rækker: gå igennem den med knapperne under brættet.',
      other:
        'Brættet viser den bedste fortsættelse for begge sider, {n} træk, så langt beviset rækker: gå igennem den med knapperne under brættet.',
    },
    de: {
      one: 'Das Brett zeigt die beste Fortsetzung für beide Seiten, {n} Zug, so weit der Beweis reicht: Geh sie mit den Knöpfen unter dem Brett durch.',
      other:
        'Das Brett zeigt die beste Fortsetzung für beide Seiten, {n} Züge, so weit der Beweis reicht: Geh sie mit den Knöpfen unter dem Brett durch.',
    },
    nb: {
      one: 'Brettet viser den beste fortsettelsen for begge sider, {n} trekk, så langt beviset rekker: gå gjennom den med knappene under brettet.',
      other:
        'Brettet viser den beste fortsettelsen for begge sider, {n} trekk, så langt beviset rekker: gå gjennom den med knappene under brettet.',
    },
  },
  'puzzles.link': {
    en: 'Link to this puzzle',
    da: 'Link til denne opgave',
    de: 'Link zu diesem Rätsel',
    nb: 'Lenke til denne oppgaven',
  },
  'puzzles.again': {
    en: 'You have tried every puzzle of this choice: here they come round again.',
    da: 'Du har prøvet alle opgaver i dette valg: nu kommer de igen.',
    de: 'Du hast jedes Rätsel dieser Auswahl versucht: Jetzt kommen sie noch einmal.',
    nb: 'Du har prøvd alle oppgavene i dette utvalget: nå kommer de igjen.',
  },
  'puzzles.unknown': {
    en: 'This link names a puzzle this version of Paperdots does not have ({key}). Here is another one.',
    da: 'Dette link peger på en opgave, som denne version af Paperdots ikke har ({key}). Her er en anden.',
    de: 'Dieser Link nennt ein Rätsel, das diese Version von Paperdots nicht hat ({key}). Hier ist ein anderes.',
    nb: 'Denne lenken viser til en oppgave som denne versjonen av Paperdots ikke har ({key}). Her er en annen.',
  },
  'puzzles.damaged': {
    en: 'Your puzzle record in this browser was damaged and could not be read; it starts again.',
    da: 'Din opgavehistorik i denne browser var beskadiget og kunne ikke læses; den starter forfra.',
    de: 'Deine Rätselbilanz in diesem Browser war beschädigt und nicht lesbar; sie beginnt von vorn.',
    nb: 'Oppgavehistorikken din i denne nettleseren var skadet og kunne ikke leses; den starter på nytt.',
  },
  'puzzles.notKept': {
    en: 'This browser does not let the page store anything: your rating lasts until you leave.',
    da: 'Denne browser lader ikke siden gemme noget: din rating varer, til du forlader siden.',
    de: 'Dieser Browser lässt die Seite nichts speichern: Deine Wertung gilt nur, bis du die Seite verlässt.',
    nb: 'Denne nettleseren lar ikke siden lagre noe: ratingen din varer til du forlater siden.',
  },
  'puzzles.loading': {
    en: 'Loading the puzzles…',
    da: 'Henter opgaverne …',
    de: 'Die Rätsel werden geladen …',
    nb: 'Henter oppgavene …',
  },
  'puzzles.loadFailed': {
    en: 'The puzzles could not be loaded. Reload the page to try again.',
    da: 'Opgaverne kunne ikke hentes. Genindlæs siden for at prøve igen.',
    de: 'Die Rätsel konnten nicht geladen werden. Lade die Seite neu, um es noch einmal zu versuchen.',
    nb: 'Oppgavene kunne ikke hentes. Last inn siden på nytt for å prøve igjen.',
  },
  'puzzles.sheet': { en: 'Print a sheet', da: 'Udskriv et ark', de: 'Ein Blatt drucken', nb: 'Skriv ut et ark' },
  'puzzles.sheetBack': {
    en: '← Back to the puzzles',
    da: '← Tilbage til opgaverne',
    de: '← Zurück zu den Rätseln',
    nb: '← Tilbake til oppgavene',
  },
  'puzzles.sheetAbout': {
    en: 'A sheet for a class: the puzzles of this game and theme, easiest first, with the answers on a page of their own at the end.',
    da: 'Et ark til en klasse: opgaverne i dette spil og tema, de letteste først, med svarene på en side for sig til sidst.',
    de: 'Ein Blatt für eine Klasse: die Rätsel dieses Spiels und Themas, die leichtesten zuerst, mit den Lösungen auf einer eigenen Seite am Ende.',
    nb: 'Et ark til en klasse: oppgavene i dette spillet og temaet, de letteste først, med svarene på en egen side til slutt.',
  },
  'puzzles.sheetCount': {
    en: { one: '{n} puzzle', other: '{n} puzzles' },
    da: { one: '{n} opgave', other: '{n} opgaver' },
    de: { one: '{n} Rätsel', other: '{n} Rätsel' },
    nb: { one: '{n} oppgave', other: '{n} oppgaver' },
  },
  'puzzles.sheetPrint': { en: 'Print', da: 'Udskriv', de: 'Drucken', nb: 'Skriv ut' },
  'puzzles.sheetTitle': {
    en: 'Puzzles: {name}',
    da: 'Opgaver: {name}',
    de: 'Rätsel: {name}',
    nb: 'Oppgaver: {name}',
  },
  'puzzles.sheetName': {
    en: 'Name: ______________________   Find the best move in each position.',
    da: 'Navn: ______________________   Find det bedste træk i hver stilling.',
    de: 'Name: ______________________   Finde in jeder Stellung den besten Zug.',
    nb: 'Navn: ______________________   Finn det beste trekket i hver stilling.',
  },
  'puzzles.sheetAnswers': { en: 'Answers', da: 'Svar', de: 'Lösungen', nb: 'Svar' },
};
