// strings-dots-play.js — the Dots words of the table setup, the board, the announcements, the
// actions and the result: part of the one translation table (i18n/strings.test.js checks it
// with the rest), loaded with the Dots board's code (families/dots/play.js) and added to the
// table then (i18n/index.js addStrings). Terms as in strings-dots.js.
export const dotsPlayStrings = {
  'setup.dots.start': { en: 'Start', da: 'Start', de: 'Anfang', nb: 'Start' },
  'setup.dots.start.empty': { en: 'Empty field', da: 'Tom bane', de: 'Leeres Feld', nb: 'Tomt brett' },
  'setup.dots.start.cross': { en: 'A cross in the middle', da: 'Et kryds i midten', de: 'Ein Kreuz in der Mitte', nb: 'Et kryss i midten' },
  'setup.dots.start.cross4': { en: 'Four crosses', da: 'Fire kryds', de: 'Vier Kreuze', nb: 'Fire kryss' },
  'setup.dots.rules': { en: 'Rules', da: 'Regler', de: 'Regeln', nb: 'Regler' },
  'setup.dots.rules.russian': {
    en: 'Russian: a surround is taken at once; the leader may ground',
    da: 'Russiske: en omringning tages straks; den førende kan jorde',
    de: 'Russisch: Eine Umzingelung zählt sofort; wer führt, darf erden',
    nb: 'Russiske: en omringing tas straks; den som leder, kan jorde',
  },
  'setup.dots.rules.polish': {
    en: 'Polish: you choose when to take a surround; end by agreement',
    da: 'Polske: du vælger, hvornår en omringning tages; slut efter aftale',
    de: 'Polnisch: Du wählst, wann eine Umzingelung zählt; Ende nach Absprache',
    nb: 'Polske: du velger når en omringing tas; slutt etter avtale',
  },
  'setup.dots.variants': { en: 'Variants', da: 'Varianter', de: 'Varianten', nb: 'Varianter' },
  'setup.dots.houses': {
    en: 'An empty closed area (a house) is taken at once',
    da: 'Et tomt lukket område (et hus) tages straks',
    de: 'Ein leerer geschlossener Bereich (ein Haus) zählt sofort',
    nb: 'Et tomt lukket område (et hus) tas straks',
  },
  'setup.dots.extra': {
    en: 'Extra move after a surround',
    da: 'Ekstra træk efter en omringning',
    de: 'Extrazug nach einer Umzingelung',
    nb: 'Ekstra trekk etter en omringing',
  },
  'setup.dots.freeing': {
    en: 'A surrounded dot stays counted when it is freed later',
    da: 'En omringet prik tæller stadig, når den senere befries',
    de: 'Ein umzingelter Punkt zählt weiter, wenn er später befreit wird',
    nb: 'En omringet prikk teller fortsatt når den senere befris',
  },
  'setup.dots.win': { en: 'Win by a lead of', da: 'Vind med et forspring på', de: 'Sieg bei einem Vorsprung von', nb: 'Vinn med et forsprang på' },
  'setup.dots.win.help': {
    en: 'Dots; 0 plays on to the end.',
    da: 'Prikker; 0 spiller til ende.',
    de: 'Punkten; 0 spielt bis zum Ende.',
    nb: 'Prikker; 0 spiller til slutt.',
  },

  'board.dots.help': {
    en: 'Click or tap a crossing to put a dot there. With the keyboard: arrow keys move, Enter or Space puts a dot.',
    da: 'Klik eller tryk på et kryds for at sætte en prik. Med tastaturet: piletasterne flytter, Enter eller mellemrum sætter en prik.',
    de: 'Klicke oder tippe auf eine Kreuzung, um dort einen Punkt zu setzen. Mit der Tastatur: Pfeiltasten bewegen, Enter oder Leertaste setzt einen Punkt.',
    nb: 'Klikk eller trykk på et kryss for å sette en prikk der. Med tastaturet: piltastene flytter, Enter eller mellomrom setter en prikk.',
  },
  'board.dots.dot': { en: 'dot of {team}', da: 'prik af {team}', de: 'Punkt von {team}', nb: 'prikk av {team}' },
  'board.dots.captured': {
    en: 'dot of {team}, surrounded',
    da: 'prik af {team}, omringet',
    de: 'Punkt von {team}, umzingelt',
    nb: 'prikk av {team}, omringet',
  },
  'board.dots.territory': {
    en: 'empty, in the area of {team}',
    da: 'tomt, i området af {team}',
    de: 'leer, im Gebiet von {team}',
    nb: 'tomt, i området til {team}',
  },
  'board.dots.free': { en: 'free', da: 'fri', de: 'frei', nb: 'ledig' },
  'board.dots.inHouse': { en: 'in a house of {team}', da: 'i et hus af {team}', de: 'in einem Haus von {team}', nb: 'i et hus av {team}' },
  'board.dots.near': { en: 'next to: {list}', da: 'ved siden af: {list}', de: 'daneben: {list}', nb: 'ved siden av: {list}' },
  'board.dots.captureNow': {
    en: 'Take my surrounds with the next dot (!)',
    da: 'Tag mine omringninger med næste prik (!)',
    de: 'Meine Umzingelungen mit dem nächsten Punkt nehmen (!)',
    nb: 'Ta omringingene mine med neste prikk (!)',
  },

  'say.dots.placed': { en: '{name} put a dot on {point}.', da: '{name} satte en prik på {point}.', de: '{name} setzte einen Punkt auf {point}.', nb: '{name} satte en prikk på {point}.' },
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
    en: '{name} grounded; {n} of their dots count as surrounded.',
    da: '{name} jordede; {n} af deres prikker tæller som omringet.',
    de: '{name} hat geerdet; {n} eigene Punkte zählen als umzingelt.',
    nb: '{name} jordet; {n} av prikkene deres teller som omringet.',
  },
  'say.dots.agree': {
    en: '{name} offers to end the game.',
    da: '{name} tilbyder at afslutte spillet.',
    de: '{name} bietet an, die Partie zu beenden.',
    nb: '{name} tilbyr å avslutte partiet.',
  },
  'moves.action.ground': { en: 'grounded', da: 'jordede', de: 'geerdet', nb: 'jordet' },
  'moves.action.agree': { en: 'offered to end', da: 'tilbød slut', de: 'Ende angeboten', nb: 'tilbød slutt' },
  'score.dots': { en: '{n} dots surrounded', da: '{n} prikker omringet', de: '{n} Punkte umzingelt', nb: '{n} prikker omringet' },
  'score.unit.dots': { en: 'surrounded', da: 'omringet', de: 'umzingelt', nb: 'omringet' },

  'actions.dots.ground': { en: 'Ground', da: 'Jord', de: 'Erden', nb: 'Jord' },
  'actions.dots.offer': { en: 'Offer to end', da: 'Tilbyd at slutte', de: 'Ende anbieten', nb: 'Tilby å slutte' },
  'actions.dots.accept': { en: 'Accept the end', da: 'Acceptér slut', de: 'Ende annehmen', nb: 'Godta slutt' },
  'ground.title': { en: 'Ground and end the game?', da: 'Jord og afslut spillet?', de: 'Erden und die Partie beenden?', nb: 'Jorde og avslutte partiet?' },
  'ground.text': {
    en: 'Grounding ends the game now. {n} of your dots are not joined to the edge and count as surrounded. The score would be {scores}.',
    da: 'Jording afslutter spillet nu. {n} af dine prikker er ikke forbundet med kanten og tæller som omringet. Stillingen bliver {scores}.',
    de: 'Erden beendet die Partie jetzt. {n} deiner Punkte sind nicht mit dem Rand verbunden und zählen als umzingelt. Der Stand wäre {scores}.',
    nb: 'Jording avslutter partiet nå. {n} av prikkene dine er ikke koblet til kanten og teller som omringet. Stillingen blir {scores}.',
  },
  'ground.text1': {
    en: 'Grounding ends the game now. One of your dots is not joined to the edge and counts as surrounded. The score would be {scores}.',
    da: 'Jording afslutter spillet nu. Én af dine prikker er ikke forbundet med kanten og tæller som omringet. Stillingen bliver {scores}.',
    de: 'Erden beendet die Partie jetzt. Einer deiner Punkte ist nicht mit dem Rand verbunden und zählt als umzingelt. Der Stand wäre {scores}.',
    nb: 'Jording avslutter partiet nå. Én av prikkene dine er ikke koblet til kanten og teller som omringet. Stillingen blir {scores}.',
  },

  'result.dots.complete': { en: 'The field is full.', da: 'Banen er fuld.', de: 'Das Feld ist voll.', nb: 'Brettet er fullt.' },
  'result.dots.ground': {
    en: 'Ended by grounding.',
    da: 'Sluttede med jording.',
    de: 'Durch Erden beendet.',
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
  'result.dots.resign': { en: 'Ended by resignation.', da: 'Sluttede ved opgivelse.', de: 'Durch Aufgabe beendet.', nb: 'Avsluttet ved oppgivelse.' },

  'sgf.title': { en: 'SGF file', da: 'SGF-fil', de: 'SGF-Datei', nb: 'SGF-fil' },
  'sgf.label': {
    en: 'This game as SGF, for other Dots sites and programs',
    da: 'Dette spil som SGF, til andre prikspilsider og programmer',
    de: 'Diese Partie als SGF, für andere Punkte-Seiten und Programme',
    nb: 'Dette partiet som SGF, for andre prikkspillsider og programmer',
  },
  'sgf.download': { en: 'Download .sgf', da: 'Hent .sgf', de: '.sgf herunterladen', nb: 'Last ned .sgf' },

  'err.point-syntax': {
    en: '“{point}” is not a point (write x-y).',
    da: '“{point}” er ikke et punkt (skriv x-y).',
    de: '„{point}“ ist kein Punkt (schreibe x-y).',
    nb: '«{point}» er ikke et punkt (skriv x-y).',
  },
  'err.point-range': {
    en: '{point} is off the field.',
    da: '{point} ligger uden for banen.',
    de: '{point} liegt außerhalb des Feldes.',
    nb: '{point} ligger utenfor brettet.',
  },
  'err.point-occupied': {
    en: '{point} already holds a dot.',
    da: '{point} har allerede en prik.',
    de: 'Auf {point} steht schon ein Punkt.',
    nb: '{point} har allerede en prikk.',
  },
  'err.point-territory': {
    en: '{point} lies in a surrounded area, where nobody may play.',
    da: '{point} ligger i et omringet område, hvor ingen må spille.',
    de: '{point} liegt in einem umzingelten Gebiet, wo niemand setzen darf.',
    nb: '{point} ligger i et omringet område der ingen får spille.',
  },
  'err.ground-polish': {
    en: 'Polish rules have no grounding; offer to end instead.',
    da: 'Polske regler har ingen jording; tilbyd at slutte i stedet.',
    de: 'Polnische Regeln kennen kein Erden; biete stattdessen das Ende an.',
    nb: 'Polske regler har ingen jording; tilby å slutte i stedet.',
  },
  'err.agree-russian': {
    en: 'Ending by agreement belongs to Polish rules; Russian rules end by grounding.',
    da: 'Slut efter aftale hører til de polske regler; russiske regler slutter med jording.',
    de: 'Ende nach Absprache gibt es nur nach polnischen Regeln; russische Regeln enden mit Erden.',
    nb: 'Slutt etter avtale hører til polske regler; russiske regler slutter med jording.',
  },
  'err.close-russian': {
    en: 'A dot with “!” belongs to Polish rules; under Russian rules surrounds are taken at once.',
    da: 'En prik med “!” hører til de polske regler; med russiske regler tages omringninger straks.',
    de: 'Ein Punkt mit „!“ gehört zu den polnischen Regeln; nach russischen Regeln zählen Umzingelungen sofort.',
    nb: 'En prikk med «!» hører til polske regler; med russiske regler tas omringinger straks.',
  },
};
