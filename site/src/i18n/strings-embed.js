// strings-embed.js — the words of the embeddable board (<paperdots-board>, site/src/embed/) and of
// the play page's "Embed" control. Two tables so each side carries only its own words:
// `embedStrings` is read by the element alone (beside the one table it shares with the site),
// `embedCodeStrings` is merged into strings.js for the play page. Attribute errors are keyed
// "embed.err.<code>" by the codes of embed/config.js and embed/element.jsx.
export const embedStrings = {
  'embed.autoplay': { en: 'Play through', da: 'Afspil', de: 'Abspielen', nb: 'Spill av' },
  'embed.pause': { en: 'Pause', da: 'Pause', de: 'Anhalten', nb: 'Pause' },
  'embed.loading': {
    en: 'Loading the board…',
    da: 'Indlæser brættet …',
    de: 'Das Brett wird geladen …',
    nb: 'Laster brettet …',
  },
  'embed.branch': {
    en: 'A move here starts a new line from this position.',
    da: 'Et træk her starter en ny variant fra denne stilling.',
    de: 'Ein Zug hier beginnt eine neue Variante ab dieser Stellung.',
    nb: 'Et trekk her starter en ny variant fra denne stillingen.',
  },
  'embed.problem': {
    en: 'This Paperdots board cannot be shown: {message}',
    da: 'Dette Paperdots-bræt kan ikke vises: {message}',
    de: 'Dieses Paperdots-Brett kann nicht angezeigt werden: {message}',
    nb: 'Dette Paperdots-brettet kan ikke vises: {message}',
  },
  'embed.err.setup-missing': {
    en: 'it has no setup. Give it a setup attribute, for example setup="game=boxes&size=3x3".',
    da: 'det har intet oplæg. Giv det en setup-attribut, for eksempel setup="game=boxes&size=3x3".',
    de: 'Es fehlt der Aufbau. Gib ihm ein setup-Attribut, zum Beispiel setup="game=boxes&size=3x3".',
    nb: 'det mangler oppsett. Gi det et setup-attributt, for eksempel setup="game=boxes&size=3x3".',
  },
  'embed.err.moves-twice': {
    en: 'the setup already holds a move list; give the moves either there or in the moves attribute.',
    da: 'oplægget har allerede en trækliste; angiv trækkene enten dér eller i moves-attributten.',
    de: 'Der Aufbau enthält schon eine Zugliste; gib die Züge entweder dort oder im moves-Attribut an.',
    nb: 'oppsettet har allerede en trekkliste; oppgi trekkene enten der eller i moves-attributtet.',
  },
  'embed.err.link-and-setup': {
    en: 'it has both a link and a setup or moves; give only one of them.',
    da: 'det har både et link og et oplæg eller træk; angiv kun det ene.',
    de: 'Es hat sowohl einen Link als auch einen Aufbau oder Züge; gib nur eines davon an.',
    nb: 'det har både en lenke og et oppsett eller trekk; oppgi bare det ene.',
  },
  // An empty link: the words for the iframe page (/embed/), whose fragment is the link.
  'embed.err.link-empty': {
    en: 'its link is empty. In an iframe, the game goes after # in the address of the /embed/ page: a share link’s #v=1&…, or a setup such as #game=boxes&size=3x3. “Copy embed code” under “Share this game” writes the whole iframe for you.',
    da: 'dets link er tomt. I en iframe skal spillet stå efter # i adressen til siden /embed/: et delingslinks #v=1&… eller et oplæg som #game=boxes&size=3x3. »Kopiér indlejringskode« under »Del dette spil« skriver hele iframen for dig.',
    de: 'Sein Link ist leer. In einem Iframe steht die Partie hinter # in der Adresse der Seite /embed/: das #v=1&… eines geteilten Links oder ein Aufbau wie #game=boxes&size=3x3. „Einbettungscode kopieren“ unter „Diese Partie teilen“ schreibt dir den ganzen Iframe.',
    nb: 'lenken er tom. I en iframe står partiet etter # i adressen til siden /embed/: #v=1&… fra en delt lenke, eller et oppsett som #game=boxes&size=3x3. «Kopier innbyggingskode» under «Del dette partiet» skriver hele iframen for deg.',
  },
  'embed.err.link': {
    en: 'its link cannot be read: {reason}',
    da: 'dets link kan ikke læses: {reason}',
    de: 'Sein Link ist nicht lesbar: {reason}',
    nb: 'lenken kan ikke leses: {reason}',
  },
  'embed.err.seats': {
    en: 'seats: “{value}” is not a seat. Write human or bot1 to bot4 for each seat, separated by commas.',
    da: 'seats: »{value}« er ikke en plads. Skriv human eller bot1 til bot4 for hver plads, adskilt af kommaer.',
    de: 'seats: „{value}“ ist kein Platz. Schreibe human oder bot1 bis bot4 für jeden Platz, durch Kommas getrennt.',
    nb: 'seats: «{value}» er ikke en plass. Skriv human eller bot1 til bot4 for hver plass, atskilt med komma.',
  },
  // n: how many seats the attribute lists
  'embed.err.seats-count': {
    en: {
      one: 'seats lists {n} seat, but this game has {seats}.',
      other: 'seats lists {n} seats, but this game has {seats}.',
    },
    da: {
      one: 'seats angiver {n} plads, men dette spil har {seats}.',
      other: 'seats angiver {n} pladser, men dette spil har {seats}.',
    },
    de: {
      one: 'seats nennt {n} Platz, aber diese Partie hat {seats}.',
      other: 'seats nennt {n} Plätze, aber diese Partie hat {seats}.',
    },
    nb: {
      one: 'seats oppgir {n} plass, men dette partiet har {seats}.',
      other: 'seats oppgir {n} plasser, men dette partiet har {seats}.',
    },
  },
  'embed.err.start-at': {
    en: 'start-at: “{value}” is not a number of moves.',
    da: 'start-at: »{value}« er ikke et antal træk.',
    de: 'start-at: „{value}“ ist keine Anzahl von Zügen.',
    nb: 'start-at: «{value}» er ikke et antall trekk.',
  },
  'embed.err.start-range': {
    en: {
      one: 'start-at {k} is past the end: the game has {n} move.',
      other: 'start-at {k} is past the end: the game has {n} moves.',
    },
    da: 'start-at {k} ligger efter slutningen: spillet har {n} træk.',
    de: {
      one: 'start-at {k} liegt hinter dem Ende: Die Partie hat {n} Zug.',
      other: 'start-at {k} liegt hinter dem Ende: Die Partie hat {n} Züge.',
    },
    nb: 'start-at {k} er etter slutten: partiet har {n} trekk.',
  },
  'embed.err.theme': {
    en: 'theme: “{value}” is not one of {allowed}.',
    da: 'theme: »{value}« er ikke en af {allowed}.',
    de: 'theme: „{value}“ ist keiner der Werte {allowed}.',
    nb: 'theme: «{value}» er ikke en av {allowed}.',
  },
  'embed.err.size': {
    en: 'size: “{value}” is not one of {allowed}.',
    da: 'size: »{value}« er ikke en af {allowed}.',
    de: 'size: „{value}“ ist keiner der Werte {allowed}.',
    nb: 'size: «{value}» er ikke en av {allowed}.',
  },
  'embed.err.lang': {
    en: 'lang: “{value}” is not one of {allowed}.',
    da: 'lang: »{value}« er ikke en af {allowed}.',
    de: 'lang: „{value}“ ist keiner der Werte {allowed}.',
    nb: 'lang: «{value}» er ikke en av {allowed}.',
  },
  'embed.err.engine': {
    en: 'the game engine could not be loaded from {url}.',
    da: 'spilmotoren kunne ikke indlæses fra {url}.',
    de: 'Die Spiel-Engine konnte nicht von {url} geladen werden.',
    nb: 'spillmotoren kunne ikke lastes fra {url}.',
  },
};

export const embedCodeStrings = {
  'embed.code.title': {
    en: 'Copy embed code',
    da: 'Kopiér indlejringskode',
    de: 'Einbettungscode kopieren',
    nb: 'Kopier innbyggingskode',
  },
  'embed.code.script': { en: 'Script tag', da: 'Script-tag', de: 'Script-Tag', nb: 'Script-tagg' },
  'embed.code.iframe': { en: 'Iframe', da: 'Iframe', de: 'Iframe', nb: 'Iframe' },
  'embed.code.copy.script': {
    en: 'Copy script tag',
    da: 'Kopiér script-tag',
    de: 'Script-Tag kopieren',
    nb: 'Kopier script-tagg',
  },
  'embed.code.copy.iframe': { en: 'Copy iframe', da: 'Kopiér iframe', de: 'Iframe kopieren', nb: 'Kopier iframe' },
  'embed.code.copied': {
    en: 'Embed code copied.',
    da: 'Indlejringskoden er kopieret.',
    de: 'Einbettungscode kopiert.',
    nb: 'Innbyggingskoden er kopiert.',
  },
};
