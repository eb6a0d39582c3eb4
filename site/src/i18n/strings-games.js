// strings-games.js — the words of the saved-games list with its filter, a link that rewrites or
// is older than the copy kept here, old finished games dropped to keep room, and the file of all
// games (export and import); merged into strings.js. Games-file errors are keyed
// "gamesFile.<code>" by the codes of saved/games-file.js.
export const gamesStrings = {
  'saved.show': { en: 'Show', da: 'Vis', de: 'Anzeigen', nb: 'Vis' },
  'saved.showAll': { en: 'All', da: 'Alle', de: 'Alle', nb: 'Alle' },
  'saved.showOpen': { en: 'Unfinished', da: 'Ufærdige', de: 'Offene', nb: 'Uferdige' },
  'saved.showOver': { en: 'Finished', da: 'Afsluttede', de: 'Beendete', nb: 'Ferdige' },
  'saved.noneOpen': {
    en: 'No unfinished games.',
    da: 'Ingen ufærdige spil.',
    de: 'Keine offenen Partien.',
    nb: 'Ingen uferdige partier.',
  },
  'saved.noneOver': {
    en: 'No finished games yet.',
    da: 'Ingen afsluttede spil endnu.',
    de: 'Noch keine beendeten Partien.',
    nb: 'Ingen ferdige partier ennå.',
  },
  'saved.more': { en: 'Show all ({n})', da: 'Vis alle ({n})', de: 'Alle anzeigen ({n})', nb: 'Vis alle ({n})' },
  'saved.open': { en: 'Open', da: 'Åbn', de: 'Öffnen', nb: 'Åpne' },
  'saved.openLabel': { en: 'Open {game}', da: 'Åbn {game}', de: '{game} öffnen', nb: 'Åpne {game}' },
  // scores: the family's final-score line ("Final score: …", "Pieces on the board: …")
  'saved.finishedFacts': {
    en: '{when} · {result} {scores}',
    da: '{when} · {result} {scores}',
    de: '{when} · {result} {scores}',
    nb: '{when} · {result} {scores}',
  },
  'saved.pruned': {
    en: {
      one: '{n} finished game, the oldest, was removed to keep room (Paperdots keeps {kept}).',
      other: 'The {n} oldest finished games were removed to keep room (Paperdots keeps {kept}).',
    },
    da: {
      one: '{n} afsluttet spil, det ældste, blev fjernet for at gøre plads (Paperdots gemmer {kept}).',
      other: 'De {n} ældste afsluttede spil blev fjernet for at gøre plads (Paperdots gemmer {kept}).',
    },
    de: {
      one: '{n} beendete Partie, die älteste, wurde entfernt, um Platz zu schaffen (Paperdots behält {kept}).',
      other: 'Die {n} ältesten beendeten Partien wurden entfernt, um Platz zu schaffen (Paperdots behält {kept}).',
    },
    nb: {
      one: '{n} ferdig parti, det eldste, ble fjernet for å gi plass (Paperdots beholder {kept}).',
      other: 'De {n} eldste ferdige partiene ble fjernet for å gi plass (Paperdots beholder {kept}).',
    },
  },

  'linkKnown.changes': {
    en: 'This link changes move {move}, which you had as {ours}: the link has {theirs}.',
    da: 'Dette link ændrer træk {move}, som du havde som {ours}: linket har {theirs}.',
    de: 'Dieser Link ändert Zug {move}, den du als {ours} hattest: Im Link steht {theirs}.',
    nb: 'Denne lenken endrer trekk {move}, som du hadde som {ours}: lenken har {theirs}.',
  },
  'linkKnown.setup': {
    en: 'This link has the id of a game you have here, but a different setup: it is not the same game.',
    da: 'Dette link har samme id som et spil, du har her, men en anden opsætning: det er ikke det samme spil.',
    de: 'Dieser Link trägt die Kennung einer Partie, die du hier hast, aber andere Einstellungen: Es ist nicht dieselbe Partie.',
    nb: 'Denne lenken har id-en til et parti du har her, men et annet oppsett: det er ikke det samme partiet.',
  },
  'linkKnown.bothKept': {
    en: 'Both versions are kept: the link’s game is saved as a separate game, and yours stays as it was.',
    da: 'Begge udgaver er gemt: linkets spil gemmes som et separat spil, og dit forbliver, som det var.',
    de: 'Beide Fassungen bleiben gespeichert: Die Partie des Links wird als eigene Partie gespeichert, deine bleibt, wie sie war.',
    nb: 'Begge versjonene er lagret: lenkens parti lagres som et eget parti, og ditt forblir som det var.',
  },
  'linkKnown.older': {
    en: {
      one: 'This link is older than your copy of this game, which has {n} move.',
      other: 'This link is older than your copy of this game, which has {n} moves.',
    },
    da: {
      one: 'Dette link er ældre end din kopi af spillet, som har {n} træk.',
      other: 'Dette link er ældre end din kopi af spillet, som har {n} træk.',
    },
    de: {
      one: 'Dieser Link ist älter als deine Kopie dieser Partie, die {n} Zug hat.',
      other: 'Dieser Link ist älter als deine Kopie dieser Partie, die {n} Züge hat.',
    },
    nb: {
      one: 'Denne lenken er eldre enn kopien din av partiet, som har {n} trekk.',
      other: 'Denne lenken er eldre enn kopien din av partiet, som har {n} trekk.',
    },
  },
  'linkKnown.olderKept': {
    en: 'Your copy stays as it is. If you play on from here, your moves are saved as a separate game.',
    da: 'Din kopi forbliver, som den er. Spiller du videre herfra, gemmes dine træk som et separat spil.',
    de: 'Deine Kopie bleibt, wie sie ist. Spielst du von hier aus weiter, werden deine Züge als eigene Partie gespeichert.',
    nb: 'Kopien din forblir som den er. Spiller du videre herfra, lagres trekkene dine som et eget parti.',
  },
  'linkKnown.openOurs': { en: 'Open your copy', da: 'Åbn din kopi', de: 'Deine Kopie öffnen', nb: 'Åpne kopien din' },

  'gamesFile.export': {
    en: 'Export all games',
    da: 'Eksportér alle spil',
    de: 'Alle Partien exportieren',
    nb: 'Eksporter alle partier',
  },
  'gamesFile.import': {
    en: 'Import games…',
    da: 'Importér spil …',
    de: 'Partien importieren …',
    nb: 'Importer partier …',
  },
  'gamesFile.puzzles': {
    en: {
      one: 'Puzzles: {n} try new to this browser is added to your puzzle record.',
      other: 'Puzzles: {n} tries new to this browser are added to your puzzle record.',
    },
    da: {
      one: 'Opgaver: {n} forsøg, som er nyt for denne browser, er føjet til din opgavehistorik.',
      other: 'Opgaver: {n} forsøg, som er nye for denne browser, er føjet til din opgavehistorik.',
    },
    de: {
      one: 'Rätsel: {n} Versuch, der in diesem Browser neu ist, ist deiner Rätselbilanz hinzugefügt.',
      other: 'Rätsel: {n} Versuche, die in diesem Browser neu sind, sind deiner Rätselbilanz hinzugefügt.',
    },
    nb: {
      one: 'Oppgaver: {n} forsøk som er nytt for denne nettleseren, er lagt til oppgavehistorikken din.',
      other: 'Oppgaver: {n} forsøk som er nye for denne nettleseren, er lagt til oppgavehistorikken din.',
    },
  },
  'gamesFile.puzzlesRating': {
    en: 'This browser had no puzzle rating: the file’s, {rating}, is now yours.',
    da: 'Denne browser havde ingen opgaverating: filens, {rating}, er nu din.',
    de: 'Dieser Browser hatte keine Rätselwertung: die der Datei, {rating}, ist jetzt deine.',
    nb: 'Denne nettleseren hadde ingen oppgaverating: filens, {rating}, er nå din.',
  },
  'gamesFile.help': {
    en: 'One file with every game saved here, to keep or to open in another browser. Importing adds its games to yours; nothing is overwritten.',
    da: 'Én fil med alle spil, der er gemt her, til at gemme eller åbne i en anden browser. En import føjer filens spil til dine; intet overskrives.',
    de: 'Eine Datei mit allen hier gespeicherten Partien, zum Aufbewahren oder zum Öffnen in einem anderen Browser. Ein Import fügt ihre Partien zu deinen hinzu; nichts wird überschrieben.',
    nb: 'Én fil med alle partiene som er lagret her, til å ta vare på eller åpne i en annen nettleser. En import legger filens partier til dine; ingenting overskrives.',
  },
  'gamesFile.done': {
    en: 'Imported {file}:',
    da: 'Importeret {file}:',
    de: '{file} importiert:',
    nb: 'Importerte {file}:',
  },
  'gamesFile.added': { en: 'new games: {n}', da: 'nye spil: {n}', de: 'neue Partien: {n}', nb: 'nye partier: {n}' },
  'gamesFile.replaced': {
    en: 'updated with more moves: {n}',
    da: 'opdateret med flere træk: {n}',
    de: 'um Züge ergänzt: {n}',
    nb: 'oppdatert med flere trekk: {n}',
  },
  'gamesFile.kept': {
    en: 'already here: {n}',
    da: 'allerede her: {n}',
    de: 'schon hier: {n}',
    nb: 'allerede her: {n}',
  },
  'gamesFile.conflicts': {
    en: 'changed elsewhere, kept beside yours: {n}',
    da: 'ændret et andet sted, gemt ved siden af dine: {n}',
    de: 'anderswo verändert, neben deinen gespeichert: {n}',
    nb: 'endret et annet sted, lagret ved siden av dine: {n}',
  },
  'gamesFile.failed': {
    en: 'not saved (the browser’s storage is full or disabled): {n}',
    da: 'ikke gemt (browserens lager er fuldt eller slået fra): {n}',
    de: 'nicht gespeichert (der Speicher des Browsers ist voll oder abgeschaltet): {n}',
    nb: 'ikke lagret (nettleserens lagring er full eller slått av): {n}',
  },
  'gamesFile.skipped': {
    en: 'unreadable, left out: {n}',
    da: 'ulæselige, udeladt: {n}',
    de: 'unlesbar, ausgelassen: {n}',
    nb: 'uleselige, utelatt: {n}',
  },
  'gamesFile.bad': {
    en: 'This file cannot be imported: {reason} Your saved games are untouched.',
    da: 'Filen kan ikke importeres: {reason} Dine gemte spil er urørte.',
    de: 'Diese Datei lässt sich nicht importieren: {reason} Deine gespeicherten Partien bleiben unverändert.',
    nb: 'Filen kan ikke importeres: {reason} De lagrede partiene dine er urørt.',
  },
  'gamesFile.games-file-long': {
    en: 'it is too large to be a Paperdots games file.',
    da: 'den er for stor til at være en Paperdots-spilfil.',
    de: 'sie ist zu groß für eine Paperdots-Partiendatei.',
    nb: 'den er for stor til å være en Paperdots-partifil.',
  },
  'gamesFile.games-file-json': {
    en: 'it is not readable JSON text (it may be damaged).',
    da: 'den er ikke læsbar JSON-tekst (den er måske beskadiget).',
    de: 'sie ist kein lesbarer JSON-Text (vielleicht ist sie beschädigt).',
    nb: 'den er ikke lesbar JSON-tekst (den kan være skadet).',
  },
  'gamesFile.games-file-format': {
    en: 'it is not a Paperdots games file.',
    da: 'den er ikke en Paperdots-spilfil.',
    de: 'sie ist keine Paperdots-Partiendatei.',
    nb: 'den er ikke en Paperdots-partifil.',
  },
  'gamesFile.games-file-version': {
    en: 'it was written by another version of Paperdots. Reload the page to update, then try again.',
    da: 'den er skrevet af en anden version af Paperdots. Genindlæs siden for at opdatere, og prøv igen.',
    de: 'sie stammt von einer anderen Paperdots-Version. Lade die Seite neu, um zu aktualisieren, und versuche es erneut.',
    nb: 'den er skrevet av en annen versjon av Paperdots. Last inn siden på nytt for å oppdatere, og prøv igjen.',
  },
};
