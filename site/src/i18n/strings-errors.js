// strings-errors.js — the engine's errors (err.<code>, translated by i18n/index.js errorText from
// the code and its parameters) and the families' names in an error's list of games. Part of the
// one table (strings.js). tests/wasm/messages.test.js makes every code the page can meet and checks
// each text in every language.
export const errorStrings = {
  // Engine errors, by the core's stable code (core/common/error.h); params as the core names them.
  'err.setup-syntax': {
    en: 'The setup is not a list of key=value pairs.',
    da: 'Opsætningen er ikke en liste af nøgle=værdi-par.',
    de: 'Die Einstellung ist keine Liste von Schlüssel=Wert-Paaren.',
    nb: 'Oppsettet er ikke en liste med nøkkel=verdi-par.',
  },
  'err.setup-empty': {
    en: 'The setup is empty.',
    da: 'Opsætningen er tom.',
    de: 'Die Einstellung ist leer.',
    nb: 'Oppsettet er tomt.',
  },
  'err.setup-long': {
    en: 'The setup is too long.',
    da: 'Opsætningen er for lang.',
    de: 'Die Einstellung ist zu lang.',
    nb: 'Oppsettet er for langt.',
  },
  'err.game-missing': {
    en: 'The setup must name a game first.',
    da: 'Opsætningen skal først nævne et spil.',
    de: 'Die Einstellung muss zuerst ein Spiel nennen.',
    nb: 'Oppsettet må først nevne et spill.',
  },
  'err.game-unknown': {
    en: 'Paperdots has no game called “{value}”; its games are: {allowed}.',
    da: 'Paperdots har intet spil, der hedder »{value}«; dets spil er: {allowed}.',
    de: 'Paperdots hat kein Spiel namens „{value}“; seine Spiele sind: {allowed}.',
    nb: 'Paperdots har ikke noe spill som heter «{value}»; spillene er: {allowed}.',
  },
  // a family as the engine names it in an error's list of games (i18n/index.js errorText)
  'family.boxes': { en: 'Dots and Boxes', da: 'Prikker og Bokse', de: 'Käsekästchen', nb: 'Prikker og bokser' },
  'family.dots': { en: 'Dots', da: 'Prikspil', de: 'Dots', nb: 'Prikkspill' },
  'family.shutin': { en: 'Shut In', da: 'Spær inde', de: 'Einsperren', nb: 'Sperre inne' },
  'err.key-repeated': {
    en: 'The setting {key} is given twice.',
    da: 'Indstillingen {key} er angivet to gange.',
    de: 'Die Einstellung {key} kommt doppelt vor.',
    nb: 'Innstillingen {key} er gitt to ganger.',
  },
  'err.key-unknown': {
    en: 'The setting {key} does not belong to this game (allowed: {allowed}).',
    da: 'Indstillingen {key} hører ikke til dette spil (tilladt: {allowed}).',
    de: 'Die Einstellung {key} gehört nicht zu diesem Spiel (erlaubt: {allowed}).',
    nb: 'Innstillingen {key} hører ikke til dette spillet (tillatt: {allowed}).',
  },
  'err.text-nul': {
    en: 'The text contains a NUL character (at position {at}); no setup, move or game record may contain one.',
    da: 'Teksten indeholder et NUL-tegn (på position {at}); ingen opsætning, intet træk og ingen partinotation må indeholde det.',
    de: 'Der Text enthält ein NUL-Zeichen (an Position {at}); keine Einstellung, kein Zug und keine Partieaufzeichnung darf eines enthalten.',
    nb: 'Teksten inneholder et NUL-tegn (på posisjon {at}); ingen oppsett, trekk eller partinotasjon kan inneholde det.',
  },
  'err.address-escape': {
    en: 'The address has a damaged %-sequence, so it names no position.',
    da: 'Adressen har en beskadiget %-sekvens, så den angiver ingen stilling.',
    de: 'Die Adresse enthält eine beschädigte %-Folge und nennt daher keine Stellung.',
    nb: 'Adressen har en skadet %-sekvens, så den angir ingen stilling.',
  },
  'err.record-syntax': {
    en: 'The game record is damaged.',
    da: 'Partinotationen er beskadiget.',
    de: 'Die Partieaufzeichnung ist beschädigt.',
    nb: 'Partinotasjonen er skadet.',
  },
  'err.game-over': {
    en: 'The game is over.',
    da: 'Spillet er slut.',
    de: 'Das Spiel ist vorbei.',
    nb: 'Partiet er slutt.',
  },
  'err.move-syntax': {
    en: 'Move {move} is not a valid move.',
    da: 'Træk {move} er ikke et gyldigt træk.',
    de: 'Zug {move} ist kein gültiger Zug.',
    nb: 'Trekk {move} er ikke et gyldig trekk.',
  },
  'err.value-bad': {
    en: 'The value “{value}” is not allowed for {key} (allowed: {allowed}).',
    da: 'Værdien »{value}« er ikke tilladt for {key} (tilladt: {allowed}).',
    de: 'Der Wert „{value}“ ist für {key} nicht erlaubt (erlaubt: {allowed}).',
    nb: 'Verdien «{value}» er ikke tillatt for {key} (tillatt: {allowed}).',
  },
  'err.size-syntax': {
    en: 'The size “{value}” is not columns × rows, e.g. 4x4.',
    da: 'Størrelsen »{value}« er ikke kolonner × rækker, f.eks. 4x4.',
    de: 'Die Größe „{value}“ ist nicht Spalten × Reihen, z. B. 4x4.',
    nb: 'Størrelsen «{value}» er ikke kolonner × rader, f.eks. 4x4.',
  },
  'err.size-range': {
    en: 'The size {value} is out of range: columns and rows go from {min} to {max}.',
    da: 'Størrelsen {value} er uden for området: kolonner og rækker går fra {min} til {max}.',
    de: 'Die Größe {value} liegt außerhalb des Bereichs: Spalten und Reihen gehen von {min} bis {max}.',
    nb: 'Størrelsen {value} er utenfor området: kolonner og rader går fra {min} til {max}.',
  },
  'err.line-syntax': {
    en: 'Move {move}: “{token}” is not a line number.',
    da: 'Træk {move}: »{token}« er ikke et linjenummer.',
    de: 'Zug {move}: „{token}“ ist keine Liniennummer.',
    nb: 'Trekk {move}: «{token}» er ikke et streknummer.',
  },
  'err.line-range': {
    en: 'Move {move}: the board has lines 0 to {max}.',
    da: 'Træk {move}: brættet har linjerne 0 til {max}.',
    de: 'Zug {move}: Das Brett hat die Linien 0 bis {max}.',
    nb: 'Trekk {move}: brettet har strekene 0 til {max}.',
  },
  'err.line-drawn': {
    en: 'That line is already drawn.',
    da: 'Den linje er allerede tegnet.',
    de: 'Diese Linie ist schon gezogen.',
    nb: 'Den streken er allerede tegnet.',
  },
  'err.analyse-unsupported': {
    en: 'This game has no such analysis.',
    da: 'Dette spil har ikke den slags analyse.',
    de: 'Für dieses Spiel gibt es diese Analyse nicht.',
    nb: 'Dette spillet har ikke den typen analyse.',
  },
  'err.solve-unsupported': {
    en: 'This game has no exact solver.',
    da: 'Dette spil har ingen eksakt løser.',
    de: 'Für dieses Spiel gibt es keinen exakten Löser.',
    nb: 'Dette spillet har ingen eksakt løser.',
  },
  'err.solve-depth': {
    en: 'Dots is searched a few moves ahead only: say how many (1 to 6).',
    da: 'Prikspil gennemsøges kun nogle få træk frem: angiv hvor mange (1 til 6).',
    de: 'Bei Dots sucht der Löser nur wenige Züge voraus: gib an, wie viele (1 bis 6).',
    nb: 'Prikkspill gjennomsøkes bare noen få trekk fram: oppgi hvor mange (1 til 6).',
  },
  'err.solve-field': {
    en: 'The search tries every point: it takes fields of at most 400 points (20 × 20).',
    da: 'Søgningen prøver hvert punkt: den tager kun baner med højst 400 punkter (20 × 20).',
    de: 'Die Suche probiert jeden Punkt: Sie nimmt nur Felder mit höchstens 400 Punkten (20 × 20).',
    nb: 'Søket prøver hvert punkt: det tar bare brett med høyst 400 punkter (20 × 20).',
  },
  'err.solve-seats': {
    en: 'The solver needs exactly two players.',
    da: 'Løseren kræver præcis to spillere.',
    de: 'Der Löser braucht genau zwei Spieler.',
    nb: 'Løseren trenger nøyaktig to spillere.',
  },
  'err.solver-memory': {
    en: "The solver's table of {mib} MiB does not fit in the memory available. Ask for a smaller one.",
    da: 'Løserens tabel på {mib} MiB er for stor til den ledige hukommelse. Vælg en mindre.',
    de: 'Die Tabelle des Lösers mit {mib} MiB passt nicht in den verfügbaren Speicher. Wähle eine kleinere.',
    nb: 'Løserens tabell på {mib} MiB får ikke plass i minnet som er ledig. Velg en mindre.',
  },
  'err.memory': {
    en: 'The game engine ran out of memory. Reload the page; your saved games stay.',
    da: 'Spilmotoren løb tør for hukommelse. Genindlæs siden; dine gemte partier bevares.',
    de: 'Dem Spielmotor ging der Speicher aus. Lade die Seite neu; deine gespeicherten Partien bleiben erhalten.',
    nb: 'Spillmotoren gikk tom for minne. Last inn siden på nytt; de lagrede partiene dine beholdes.',
  },
  'err.unknown': {
    en: 'Something went wrong (error {code}).',
    da: 'Noget gik galt (fejl {code}).',
    de: 'Etwas ist schiefgegangen (Fehler {code}).',
    nb: 'Noe gikk galt (feil {code}).',
  },
  'err.blocked-syntax': {
    en: 'Blocked cells: “{value}” is not a list of cells like c3.f5.',
    da: 'Blokerede felter: »{value}« er ikke en liste af felter som c3.f5.',
    de: 'Gesperrte Felder: „{value}“ ist keine Liste von Feldern wie c3.f5.',
    nb: 'Blokkerte ruter: «{value}» er ikke en liste med ruter som c3.f5.',
  },
  'err.blocked-range': {
    en: 'Blocked cell {cell} is off the board (columns {columns}, rows {rows}).',
    da: 'Det blokerede felt {cell} ligger uden for brættet (kolonner {columns}, rækker {rows}).',
    de: 'Das gesperrte Feld {cell} liegt außerhalb des Bretts (Spalten {columns}, Reihen {rows}).',
    nb: 'Den blokkerte ruten {cell} er utenfor brettet (kolonner {columns}, rader {rows}).',
  },
  'err.blocked-repeated': {
    en: 'Blocked cell {cell} is listed twice.',
    da: 'Det blokerede felt {cell} står der to gange.',
    de: 'Das gesperrte Feld {cell} steht doppelt in der Liste.',
    nb: 'Den blokkerte ruten {cell} står der to ganger.',
  },
  'err.blocked-start': {
    en: '{cell} holds a start piece and cannot be blocked.',
    da: 'Der står en startbrik på {cell}, så feltet kan ikke blokeres.',
    de: 'Auf {cell} steht ein Startstein, darum kann es nicht gesperrt werden.',
    nb: 'Det står en startbrikke på {cell}, så ruten kan ikke blokkeres.',
  },
  'err.blocked-count': {
    en: 'Too many blocked cells ({count}): this board takes at most {max}, mirrored left to right.',
    da: 'For mange blokerede felter ({count}): dette bræt har højst plads til {max}, spejlet venstre–højre.',
    de: 'Zu viele gesperrte Felder ({count}): Dieses Brett fasst höchstens {max}, links–rechts gespiegelt.',
    nb: 'For mange blokkerte ruter ({count}): dette brettet har plass til høyst {max}, speilet venstre–høyre.',
  },
  'err.blocked-odd': {
    en: 'Choose an even number of blocked cells, not {count}: the cells are mirrored left to right in pairs, and a board {width} columns wide has no middle column for a single one.',
    da: 'Vælg et lige antal blokerede felter, ikke {count}: felterne spejles venstre–højre i par, og et bræt med {width} kolonner har ingen midterkolonne til et enkelt felt.',
    de: 'Wähle eine gerade Zahl gesperrter Felder, nicht {count}: Die Felder werden paarweise links–rechts gespiegelt, und ein Brett mit {width} Spalten hat keine Mittelspalte für ein einzelnes.',
    nb: 'Velg et partall blokkerte ruter, ikke {count}: rutene speiles venstre–høyre i par, og et brett med {width} kolonner har ingen midtkolonne til en enkelt rute.',
  },
};
