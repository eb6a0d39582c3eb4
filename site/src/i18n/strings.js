// strings.js — the one translation table: every visible string of the site, in English, Danish,
// German and Norwegian Bokmål. Placeholders are {name}; engine errors are keyed "err.<code>" and
// filled from the error's params. A unit test checks that every entry has all four languages.
import { linkStrings } from './strings-links.js';
import { embedCodeStrings } from './strings-embed.js';
import { dotsStrings } from './strings-dots.js';
import { errorStrings } from './strings-errors.js';
import { gamesStrings } from './strings-games.js';
import { clockStrings } from '../clock/strings.js';
import { setupStrings } from './strings-setup.js';
import { startStrings } from './strings-start.js';

export const strings = {
  ...linkStrings,
  ...embedCodeStrings,
  ...dotsStrings,
  ...errorStrings,
  ...gamesStrings,
  ...clockStrings,
  ...setupStrings,
  ...startStrings,
  // Language names are written in their own language (used by the switcher and the picker).
  'lang.en': { en: 'English', da: 'English', de: 'English', nb: 'English' },
  'lang.da': { en: 'Dansk', da: 'Dansk', de: 'Dansk', nb: 'Dansk' },
  'lang.de': { en: 'Deutsch', da: 'Deutsch', de: 'Deutsch', nb: 'Deutsch' },
  'lang.nb': { en: 'Norsk bokmål', da: 'Norsk bokmål', de: 'Norsk bokmål', nb: 'Norsk bokmål' },

  'site.name': { en: 'Paperdots', da: 'Paperdots', de: 'Paperdots', nb: 'Paperdots' },
  'site.tagline': {
    en: 'The games of the squared school notebook, against a friend or a bot.',
    da: 'Spillene fra det ternede skolehæfte, mod en ven eller en bot.',
    de: 'Die Spiele aus dem karierten Schulheft, gegen Freunde oder einen Bot.',
    nb: 'Spillene fra rutearket, mot en venn eller en bot.',
  },
  'site.beta': { en: 'Beta', da: 'Beta', de: 'Beta', nb: 'Beta' },
  'site.skip': {
    en: 'Skip to main content',
    da: 'Spring til indhold',
    de: 'Zum Inhalt springen',
    nb: 'Hopp til hovedinnholdet',
  },
  'site.nav': { en: 'Main', da: 'Hovedmenu', de: 'Hauptmenü', nb: 'Hovedmeny' },
  'site.home': { en: 'Games', da: 'Spillene', de: 'Spiele', nb: 'Spillene' },
  'site.play': { en: 'Play', da: 'Nyt spil', de: 'Spielen', nb: 'Nytt parti' },
  'site.rules': { en: 'Rules', da: 'Regler', de: 'Regeln', nb: 'Regler' },
  'site.puzzles': { en: 'Puzzles', da: 'Opgaver', de: 'Rätsel', nb: 'Oppgaver' },
  'home.puzzlesAbout': {
    en: 'Positions from real games where exactly one move is best, proved by the exact solver. Find it, and your puzzle rating follows your answers.',
    da: 'Stillinger fra rigtige partier, hvor præcis ét træk er det bedste, bevist af den eksakte løser. Find det, og din opgaverating følger dine svar.',
    de: 'Stellungen aus echten Partien, in denen genau ein Zug der beste ist, bewiesen vom exakten Löser. Finde ihn; deine Rätselwertung folgt deinen Antworten.',
    nb: 'Stillinger fra ekte partier der nøyaktig ett trekk er best, bevist av den eksakte løseren. Finn det, og oppgaveratingen din følger svarene dine.',
  },
  'home.puzzlesGo': { en: 'Solve a puzzle', da: 'Løs en opgave', de: 'Ein Rätsel lösen', nb: 'Løs en oppgave' },
  'home.rules': { en: 'Rules of {game}', da: 'Regler for {game}', de: 'Regeln: {game}', nb: 'Regler for {game}' },
  'play.printPosition': {
    en: 'Print this position',
    da: 'Udskriv denne stilling',
    de: 'Diese Stellung drucken',
    nb: 'Skriv ut denne stillingen',
  },
  'site.language': { en: 'Language', da: 'Sprog', de: 'Sprache', nb: 'Språk' },
  'site.footer': {
    en: 'Nothing to install, no account, no server: the games run in your browser.',
    da: 'Intet at installere, ingen konto, ingen server: spillene kører i din browser.',
    de: 'Nichts zu installieren, kein Konto, kein Server: Die Spiele laufen in deinem Browser.',
    nb: 'Ingenting å installere, ingen konto, ingen server: spillene kjører i nettleseren din.',
  },
  'site.version': {
    en: 'Version {version} · {commit}',
    da: 'Version {version} · {commit}',
    de: 'Version {version} · {commit}',
    nb: 'Versjon {version} · {commit}',
  },

  'picker.title': {
    en: 'Choose your language',
    da: 'Vælg dit sprog',
    de: 'Wähle deine Sprache',
    nb: 'Velg språket ditt',
  },

  'home.title': {
    en: 'Paperdots: notebook games',
    da: 'Paperdots: spil fra skolehæftet',
    de: 'Paperdots: Spiele aus dem Schulheft',
    nb: 'Paperdots: spill fra skriveboka',
  },
  'home.games': { en: 'Choose a game', da: 'Vælg et spil', de: 'Wähle ein Spiel', nb: 'Velg et spill' },
  'home.intro': {
    en: 'Pick a board and play it on this device with a friend, or against a bot. A game needs nothing but this page.',
    da: 'Vælg et bræt, og spil på denne enhed med en ven eller mod en bot. Et spil kræver kun denne side.',
    de: 'Wähle ein Brett und spiele auf diesem Gerät mit Freunden oder gegen einen Bot. Mehr als diese Seite braucht es nicht.',
    nb: 'Velg et brett og spill på denne enheten med en venn, eller mot en bot. Et parti trenger bare denne siden.',
  },
  'home.playThis': { en: 'Play {game}', da: 'Spil {game}', de: '{game} spielen', nb: 'Spill {game}' },
  'home.picture': {
    en: 'A small {game} board with a few lines drawn',
    da: 'Et lille bræt til {game} med nogle linjer tegnet',
    de: 'Ein kleines Brett für {game} mit ein paar gezogenen Linien',
    nb: 'Et lite brett for {game} med noen streker tegnet',
  },

  'game.boxes.square': { en: 'Dots and Boxes', da: 'Prikker og Bokse', de: 'Käsekästchen', nb: 'Prikker og bokser' },
  'game.boxes.hex': {
    en: 'Dots and Hexagons',
    da: 'Prikker og sekskanter',
    de: 'Punkte und Sechsecke',
    nb: 'Prikker og sekskanter',
  },
  'game.boxes.tri': {
    en: 'Dots and Triangles',
    da: 'Prikker og trekanter',
    de: 'Punkte und Dreiecke',
    nb: 'Prikker og trekanter',
  },
  'game.boxes.square.about': {
    en: 'Players take turns joining two neighbouring dots. Whoever draws the fourth side of a box owns it and draws again. Most boxes wins.',
    da: 'Spillerne skiftes til at forbinde to nabopunkter. Den, der tegner fjerde side af en boks, ejer den og tegner igen. Flest bokse vinder.',
    de: 'Reihum verbindet man zwei benachbarte Punkte. Wer die vierte Seite eines Kästchens zieht, bekommt es und zieht noch einmal. Wer die meisten Kästchen hat, gewinnt.',
    nb: 'Spillerne trekker etter tur en strek mellom to nabopunkter. Den som tegner fjerde side av en boks, eier den og trekker igjen. Flest bokser vinner.',
  },
  'game.boxes.hex.about': {
    en: 'The same game on a honeycomb of offset rows. A hexagon needs all six sides, so the quiet opening lasts longer.',
    da: 'Det samme spil på en bikage af forskudte rækker. En sekskant skal have alle seks sider, så den rolige åbning varer længere.',
    de: 'Dasselbe Spiel auf einer Wabe aus versetzten Reihen. Ein Sechseck braucht alle sechs Seiten, darum dauert die ruhige Eröffnung länger.',
    nb: 'Det samme spillet på en bikake av forskjøvne rader. En sekskant trenger alle seks sider, så den rolige åpningen varer lenger.',
  },
  'game.boxes.tri.about': {
    en: 'Played on isometric dot paper: three lines close a triangle, and a single line can close two at once.',
    da: 'Spilles på isometrisk prikpapir: tre linjer lukker en trekant, og en enkelt linje kan lukke to trekanter samtidig.',
    de: 'Gespielt auf isometrischem Punktpapier: Drei Linien schließen ein Dreieck, und eine Linie kann zwei auf einmal schließen.',
    nb: 'Spilles på isometrisk prikkpapir: tre streker lukker en trekant, og én strek kan lukke to på en gang.',
  },

  'play.title': { en: 'Play', da: 'Spil', de: 'Spielen', nb: 'Spill' },
  'play.pageTitle': {
    en: 'Play – Paperdots',
    da: 'Spil – Paperdots',
    de: 'Spielen – Paperdots',
    nb: 'Spill – Paperdots',
  },
  'play.gameTitle': {
    en: '{game} – Play – Paperdots',
    da: '{game} – Spil – Paperdots',
    de: '{game} – Spielen – Paperdots',
    nb: '{game} – Spill – Paperdots',
  },
  'play.loading': {
    en: 'Loading the game engine…',
    da: 'Indlæser spilmotoren …',
    de: 'Die Spiel-Engine wird geladen …',
    nb: 'Laster spillmotoren …',
  },
  'play.engineFailed': {
    en: 'The game engine could not be loaded. Reload the page to try again.',
    da: 'Spilmotoren kunne ikke indlæses. Genindlæs siden for at prøve igen.',
    de: 'Die Spiel-Engine konnte nicht geladen werden. Lade die Seite neu, um es noch einmal zu versuchen.',
    nb: 'Spillmotoren kunne ikke lastes. Last inn siden på nytt for å prøve igjen.',
  },

  'seat.player': { en: 'Player {n}', da: 'Spiller {n}', de: 'Spieler {n}', nb: 'Spiller {n}' },
  'seat.bot': { en: 'Bot {n}', da: 'Bot {n}', de: 'Bot {n}', nb: 'Bot {n}' },
  'seat.level': {
    en: 'bot, level {level}',
    da: 'bot, niveau {level}',
    de: 'Bot, Stufe {level}',
    nb: 'bot, nivå {level}',
  },
  'seat.colour1': { en: 'blue', da: 'blå', de: 'blau', nb: 'blå' },
  'seat.colour2': { en: 'orange', da: 'orange', de: 'orange', nb: 'oransje' },
  'seat.colour3': { en: 'green', da: 'grøn', de: 'grün', nb: 'grønn' },
  'seat.colour4': { en: 'pink', da: 'lyserød', de: 'rosa', nb: 'rosa' },

  'score.title': { en: 'Score', da: 'Point', de: 'Punktestand', nb: 'Poeng' },
  'score.toMove': { en: 'to move', da: 'i trækket', de: 'am Zug', nb: 'i trekket' },
  'score.cells': {
    en: { one: '{n} cell', other: '{n} cells' },
    da: { one: '{n} felt', other: '{n} felter' },
    de: { one: '{n} Feld', other: '{n} Felder' },
    nb: { one: '{n} felt', other: '{n} felter' },
  },
  'score.unit.cells': {
    en: { one: 'cell', other: 'cells' },
    da: { one: 'felt', other: 'felter' },
    de: { one: 'Feld', other: 'Felder' },
    nb: { one: 'felt', other: 'felter' },
  },
  'status.toMove': {
    en: '{name} to move',
    da: '{name} er i trækket',
    de: '{name} ist am Zug',
    nb: '{name} er i trekket',
  },
  // the status line while the move list shows an earlier position (the game goes on from the latest)
  'status.earlier': {
    en: 'An earlier position: {name} to move here',
    da: 'En tidligere stilling: {name} er i trækket her',
    de: 'Eine frühere Stellung: Hier ist {name} am Zug',
    nb: 'En tidligere stilling: {name} er i trekket her',
  },
  'status.thinking': {
    en: '{name} is thinking…',
    da: '{name} tænker …',
    de: '{name} denkt nach …',
    nb: '{name} tenker …',
  },
  'status.botLoading': {
    en: 'Starting the bot…',
    da: 'Starter botten …',
    de: 'Der Bot startet …',
    nb: 'Starter boten …',
  },
  'status.botFailed': {
    en: 'The bot stopped working. Undo or start a new game.',
    da: 'Botten holdt op med at virke. Fortryd eller start et nyt spil.',
    de: 'Der Bot funktioniert nicht mehr. Nimm einen Zug zurück oder starte ein neues Spiel.',
    nb: 'Boten sluttet å virke. Angre eller start et nytt parti.',
  },

  'board.label': {
    en: '{game} board, {w} × {h}',
    da: 'Bræt til {game}, {w} × {h}',
    de: 'Brett für {game}, {w} × {h}',
    nb: 'Brett for {game}, {w} × {h}',
  },
  'board.zoomIn': { en: 'Zoom in', da: 'Zoom ind', de: 'Vergrößern', nb: 'Zoom inn' },
  'board.zoomOut': { en: 'Zoom out', da: 'Zoom ud', de: 'Verkleinern', nb: 'Zoom ut' },
  'board.fit': {
    en: 'Fit to screen',
    da: 'Tilpas til skærmen',
    de: 'An Bildschirm anpassen',
    nb: 'Tilpass til skjermen',
  },

  'say.resigned': { en: '{name} resigned.', da: '{name} gav op.', de: '{name} hat aufgegeben.', nb: '{name} ga opp.' },
  'say.toMove': {
    en: '{name} to move.',
    da: '{name} er i trækket.',
    de: '{name} ist am Zug.',
    nb: '{name} er i trekket.',
  },
  'say.undone': {
    en: 'Move taken back.',
    da: 'Trækket er fortrudt.',
    de: 'Zug zurückgenommen.',
    nb: 'Trekket er angret.',
  },

  'moves.turnNo': { en: '{n}.', da: '{n}.', de: '{n}.', nb: '{n}.' },
  'actions.title': { en: 'Game actions', da: 'Spilhandlinger', de: 'Spielaktionen', nb: 'Handlinger' },
  'prefs.title': { en: 'Sound and pace', da: 'Lyd og tempo', de: 'Ton und Tempo', nb: 'Lyd og tempo' },
  'prefs.sound': {
    en: 'Play a sound for each move and capture',
    da: 'Spil en lyd ved hvert træk og hver erobring',
    de: 'Ton bei jedem Zug und bei jeder Eroberung',
    nb: 'Spill en lyd ved hvert trekk og hver erobring',
  },
  'prefs.pace': { en: 'Bot pace', da: 'Bottens tempo', de: 'Tempo des Bots', nb: 'Botens tempo' },
  'prefs.pace.slow': { en: 'Slow', da: 'Langsomt', de: 'Langsam', nb: 'Sakte' },
  'prefs.pace.normal': { en: 'Normal', da: 'Normalt', de: 'Normal', nb: 'Normalt' },
  'prefs.pace.fast': { en: 'Fast', da: 'Hurtigt', de: 'Schnell', nb: 'Raskt' },
  'actions.undo': { en: 'Undo', da: 'Fortryd', de: 'Rückgängig', nb: 'Angre' },
  'actions.resign': { en: 'Resign', da: 'Giv op', de: 'Aufgeben', nb: 'Gi opp' },
  'resign.title': {
    en: 'Resign this game?',
    da: 'Giv op i dette spil?',
    de: 'Diese Partie aufgeben?',
    nb: 'Gi opp dette partiet?',
  },
  'resign.text': {
    en: 'It ends now; you can take it back with Undo until the next move.',
    da: 'Det slutter nu; du kan fortryde med Fortryd indtil næste træk.',
    de: 'Sie endet sofort; mit „Rückgängig“ kannst du das bis zum nächsten Zug zurücknehmen.',
    nb: 'Det slutter nå; du kan ta det tilbake med Angre fram til neste trekk.',
  },
  'resign.cancel': { en: 'Keep playing', da: 'Spil videre', de: 'Weiterspielen', nb: 'Spill videre' },
  'actions.new': { en: 'New game', da: 'Nyt spil', de: 'Neues Spiel', nb: 'Nytt parti' },
  'actions.rematch': { en: 'Rematch', da: 'Omkamp', de: 'Revanche', nb: 'Omkamp' },

  'moves.title': { en: 'Moves', da: 'Træk', de: 'Züge', nb: 'Trekk' },
  'moves.none': { en: 'No moves yet.', da: 'Ingen træk endnu.', de: 'Noch keine Züge.', nb: 'Ingen trekk ennå.' },
  'moves.first': { en: 'Start', da: 'Start', de: 'Anfang', nb: 'Start' },
  'moves.back': { en: 'Back', da: 'Tilbage', de: 'Zurück', nb: 'Tilbake' },
  'moves.forward': { en: 'Forward', da: 'Frem', de: 'Vor', nb: 'Fram' },
  'moves.latest': { en: 'Latest', da: 'Seneste', de: 'Aktuell', nb: 'Siste' },
  'moves.viewing': {
    en: 'Showing the board after move {k} of {n}.',
    da: 'Viser brættet efter træk {k} af {n}.',
    de: 'Das Brett nach Zug {k} von {n}.',
    nb: 'Viser brettet etter trekk {k} av {n}.',
  },
  // The move list numbers turns (a seat's moves in a row); every text naming a move in it says its turn.
  'moves.inTurn': { en: 'Turn {n}: {move}', da: 'Tur {n}: {move}', de: '{n}. Zug: {move}', nb: 'Tur {n}: {move}' },
  'moves.marked': {
    en: 'Turn {n}, {move}: {say}',
    da: 'Tur {n}, {move}: {say}',
    de: '{n}. Zug, {move}: {say}',
    nb: 'Tur {n}, {move}: {say}',
  },
  'moves.viewingAfter': {
    en: 'Showing the board after turn {n}: {move}.',
    da: 'Viser brættet efter tur {n}: {move}.',
    de: 'Das Brett nach dem {n}. Zug: {move}.',
    nb: 'Viser brettet etter tur {n}: {move}.',
  },
  'moves.viewingStart': {
    en: 'Showing the board before the first move.',
    da: 'Viser brættet før første træk.',
    de: 'Das Brett vor dem ersten Zug.',
    nb: 'Viser brettet før første trekk.',
  },
  'moves.action.resign': { en: 'resigned', da: 'gav op', de: 'aufgegeben', nb: 'ga opp' },
  'moves.captured': { en: '+{n}', da: '+{n}', de: '+{n}', nb: '+{n}' },

  'result.title': { en: 'Result', da: 'Resultat', de: 'Ergebnis', nb: 'Resultat' },
  'result.winsOne': {
    en: '{name} wins by 1.',
    da: '{name} vinder med 1 point.',
    de: '{name} gewinnt mit 1 Feld Vorsprung.',
    nb: '{name} vinner med 1.',
  },
  'result.wins': {
    en: '{name} wins by {margin}.',
    da: '{name} vinder med {margin} point.',
    de: '{name} gewinnt mit {margin} Feldern Vorsprung.',
    nb: '{name} vinner med {margin}.',
  },
  'result.winsResign': {
    en: '{loser} resigned. {name} wins.',
    da: '{loser} gav op. {name} vinder.',
    de: '{loser} hat aufgegeben. {name} gewinnt.',
    nb: '{loser} ga opp. {name} vinner.',
  },
  'result.shareResign': {
    en: '{loser} resigned. {names} share the win.',
    da: '{loser} gav op. {names} deler sejren.',
    de: '{loser} hat aufgegeben. {names} teilen sich den Sieg.',
    nb: '{loser} ga opp. {names} deler seieren.',
  },
  'result.share': {
    en: '{names} share the win.',
    da: '{names} deler sejren.',
    de: '{names} teilen sich den Sieg.',
    nb: '{names} deler seieren.',
  },
  // A team of seats (Dots with 4 players) wins together.
  'result.teamWins': {
    en: '{names} win by {margin}.',
    da: '{names} vinder med {margin} point.',
    de: '{names} gewinnen mit {margin} Punkten Vorsprung.',
    nb: '{names} vinner med {margin} poeng.',
  },
  'result.teamWinsOne': {
    en: '{names} win by 1.',
    da: '{names} vinder med 1 point.',
    de: '{names} gewinnen mit 1 Punkt Vorsprung.',
    nb: '{names} vinner med 1 poeng.',
  },
  'result.teamResign': {
    en: '{loser} resigned. {names} win.',
    da: '{loser} gav op. {names} vinder.',
    de: '{loser} hat aufgegeben. {names} gewinnen.',
    nb: '{loser} ga opp. {names} vinner.',
  },
  'result.teamWinner': { en: '{names} win.', da: '{names} vinder.', de: '{names} gewinnen.', nb: '{names} vinner.' },
  'result.winner': { en: '{name} wins.', da: '{name} vinder.', de: '{name} gewinnt.', nb: '{name} vinner.' },
  'result.draw': { en: 'Draw.', da: 'Uafgjort.', de: 'Unentschieden.', nb: 'Uavgjort.' },
  'result.scores': {
    en: 'Final score: {scores}',
    da: 'Slutstilling: {scores}',
    de: 'Endstand: {scores}',
    nb: 'Sluttstilling: {scores}',
  },
  'result.misere': {
    en: 'Misère: the fewest cells won.',
    da: 'Misère: færrest felter vandt.',
    de: 'Misère: Wer die wenigsten Kästchen hatte, hat gewonnen.',
    nb: 'Misère: færrest felter vant.',
  },
  'result.and': { en: '{a} and {b}', da: '{a} og {b}', de: '{a} und {b}', nb: '{a} og {b}' },

  // Shut In (game=shutin): the game, its table setup, board, announcements, result and engine
  // errors. Names: Norwegian "Sperre inne" is the seed's own phrase for the aim of the game
  // ("sperre inne" the opponent); Danish "Spær inde" and German "Einsperren" say the same.
  'game.shutin': { en: 'Shut In', da: 'Spær inde', de: 'Einsperren', nb: 'Sperre inne' },
  'game.shutin.about': {
    en: 'Take turns placing crosses and circles. Each new piece must touch one of your own, and with gravity it must rest on the bottom row or on something below it. Whoever is left without a legal move loses.',
    da: 'I sætter skiftevis kryds og boller. Hver ny brik skal røre en af dine egne, og med tyngdekraft skal den stå på nederste række eller på noget under den. Den, der står uden et lovligt træk, taber.',
    de: 'Abwechselnd setzt ihr Kreuze und Kreise. Jeder neue Stein muss einen eigenen berühren, und mit Schwerkraft steht er auf der untersten Reihe oder auf etwas darunter. Wer keinen erlaubten Zug mehr hat, verliert.',
    nb: 'Dere setter ut kryss og sirkler etter tur. Hver nye brikke må berøre en av dine egne, og med tyngdekraft må den stå på nederste rad eller oppå noe. Den som står uten lovlig trekk, taper.',
  },
  'home.picture.shutin': {
    en: 'A small {game} board with crosses, circles and a blocked cell',
    da: 'Et lille bræt til {game} med kryds, boller og et blokeret felt',
    de: 'Ein kleines Brett für {game} mit Kreuzen, Kreisen und einem gesperrten Feld',
    nb: 'Et lite brett for {game} med kryss, sirkler og en blokkert rute',
  },
  'board.cell.empty': { en: 'empty', da: 'tomt', de: 'leer', nb: 'tomt' },
  'board.lastMove': { en: 'last move', da: 'sidste træk', de: 'letzter Zug', nb: 'siste trekk' },
  'result.noMove': {
    en: '{name} wins — {loser} has no legal move.',
    da: '{name} vinder — {loser} har intet lovligt træk.',
    de: '{name} gewinnt – {loser} hat keinen erlaubten Zug mehr.',
    nb: '{name} vinner – {loser} har ikke noe lovlig trekk.',
  },
  'title.noGravity': { en: 'no gravity', da: 'uden tyngdekraft', de: 'ohne Schwerkraft', nb: 'uten tyngdekraft' },
  'title.freeStart': { en: 'free start', da: 'fri start', de: 'freier Anfang', nb: 'fri start' },
  'shutin.solved.crosses': {
    en: 'Solved: on this {size} board, with perfect play from both sides, the crosses (who move first) win.',
    da: 'Løst: på dette {size}-bræt vinder krydsene (som trækker først), når begge spiller perfekt.',
    de: 'Gelöst: Auf diesem {size}-Brett gewinnen die Kreuze (sie ziehen zuerst), wenn beide Seiten fehlerfrei spielen.',
    nb: 'Løst: på dette {size}-brettet vinner kryssene (som trekker først) når begge spiller perfekt.',
  },
  'shutin.solved.circles': {
    en: 'Solved: on this {size} board, with perfect play from both sides, the circles (who move second) win.',
    da: 'Løst: på dette {size}-bræt vinder bollerne (som trækker som nummer to), når begge spiller perfekt.',
    de: 'Gelöst: Auf diesem {size}-Brett gewinnen die Kreise (sie ziehen als Zweite), wenn beide Seiten fehlerfrei spielen.',
    nb: 'Løst: på dette {size}-brettet vinner sirklene (som trekker som nummer to) når begge spiller perfekt.',
  },
  // End of Shut In.
};
