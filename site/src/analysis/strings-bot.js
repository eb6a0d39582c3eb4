// analysis/strings-bot.js — the words of the bot's analysis (Dots: the level-4 bot's judgement, not
// a proof), loaded with the analysis code (analysis/AnalysisBot.jsx) and added to the one
// translation table then (i18n/strings.test.js checks it with the rest).
export const analysisBotStrings = {
  'analysis.bot.confirmText': {
    en: 'The strongest bot shows its best points and the dots in danger. A bot plays in this game, so the game is then marked as analysed for good: in its title, its saved copy and its link.',
    da: 'Den stærkeste bot viser sine bedste punkter og de prikker, der er i fare. En bot spiller med i dette spil, så spillet bliver derefter markeret som analyseret for altid: i titlen, den gemte kopi og linket.',
    de: 'Der stärkste Bot zeigt seine besten Punkte und die gefährdeten Punkte. In dieser Partie spielt ein Bot mit, daher wird die Partie dann dauerhaft als analysiert markiert: im Titel, in der gespeicherten Kopie und im Link.',
    nb: 'Den sterkeste boten viser sine beste punkter og prikkene som er i fare. En bot spiller i dette partiet, så partiet blir da merket som analysert for godt: i tittelen, den lagrede kopien og lenken.',
  },
  'analysis.bot.noPuzzles': {
    en: {
      one: 'None of these positions makes a puzzle: a search {n} move ahead found no single best point there, or found the point played as good.',
      other:
        'None of these positions makes a puzzle: a search {n} moves ahead found no single best point there, or found the point played as good.',
    },
    da: {
      one: 'Ingen af disse stillinger giver en opgave: en søgning {n} træk frem fandt ikke ét bedste punkt dér, eller fandt det spillede punkt lige så godt.',
      other:
        'Ingen af disse stillinger giver en opgave: en søgning {n} træk frem fandt ikke ét bedste punkt dér, eller fandt det spillede punkt lige så godt.',
    },
    de: {
      one: 'Keine dieser Stellungen ergibt ein Rätsel: Eine Suche {n} Zug voraus fand dort keinen einzelnen besten Punkt oder den gespielten Punkt ebenso gut.',
      other:
        'Keine dieser Stellungen ergibt ein Rätsel: Eine Suche {n} Züge voraus fand dort keinen einzelnen besten Punkt oder den gespielten Punkt ebenso gut.',
    },
    nb: {
      one: 'Ingen av disse stillingene gir en oppgave: et søk {n} trekk fram fant ikke ett beste punkt der, eller fant det spilte punktet like godt.',
      other:
        'Ingen av disse stillingene gir en oppgave: et søk {n} trekk fram fant ikke ett beste punkt der, eller fant det spilte punktet like godt.',
    },
  },
  'analysis.bot.working': {
    en: 'The bot is thinking…',
    da: 'Botten tænker …',
    de: 'Der Bot denkt nach …',
    nb: 'Boten tenker …',
  },
  // n: the number of playouts (picks the form); count: the same number as the language writes it
  // (23,232 · 23.232 · 23 232).
  'analysis.bot.note': {
    en: {
      one: 'The strongest bot’s (level 4) judgement after {count} playout, not a proof.',
      other: 'The strongest bot’s (level 4) judgement after {count} playouts, not a proof.',
    },
    da: {
      one: 'Den stærkeste bots (niveau 4) vurdering efter {count} simuleret parti, ikke et bevis.',
      other: 'Den stærkeste bots (niveau 4) vurdering efter {count} simulerede partier, ikke et bevis.',
    },
    de: {
      one: 'Die Einschätzung des stärksten Bots (Stufe 4) nach {count} Probepartie, kein Beweis.',
      other: 'Die Einschätzung des stärksten Bots (Stufe 4) nach {count} Probepartien, kein Beweis.',
    },
    nb: {
      one: 'Vurderingen til den sterkeste boten (nivå 4) etter {count} simulert parti, ikke et bevis.',
      other: 'Vurderingen til den sterkeste boten (nivå 4) etter {count} simulerte partier, ikke et bevis.',
    },
  },
  'analysis.bot.best': {
    en: 'The bot’s best points',
    da: 'Bottens bedste punkter',
    de: 'Die besten Punkte des Bots',
    nb: 'Botens beste punkter',
  },
  // n and count as in analysis.bot.note
  'analysis.bot.lead': {
    en: {
      one: 'Expected score difference for {name}: {lead} ({count} playout).',
      other: 'Expected score difference for {name}: {lead} ({count} playouts).',
    },
    da: {
      one: 'Forventet pointforskel for {name}: {lead} ({count} simuleret parti).',
      other: 'Forventet pointforskel for {name}: {lead} ({count} simulerede partier).',
    },
    de: {
      one: 'Erwartete Punktdifferenz für {name}: {lead} ({count} Probepartie).',
      other: 'Erwartete Punktdifferenz für {name}: {lead} ({count} Probepartien).',
    },
    nb: {
      one: 'Forventet poengforskjell for {name}: {lead} ({count} simulert parti).',
      other: 'Forventet poengforskjell for {name}: {lead} ({count} simulerte partier).',
    },
  },
  'analysis.bot.dots': {
    en: { one: '{lead} dot', other: '{lead} dots' },
    da: { one: '{lead} prik', other: '{lead} prikker' },
    de: { one: '{lead} Punkt', other: '{lead} Punkte' },
    nb: { one: '{lead} prikk', other: '{lead} prikker' },
  },
  'analysis.bot.legendPoint': {
    en: 'the bot’s points, best first',
    da: 'bottens punkter, bedste først',
    de: 'die Punkte des Bots, bester zuerst',
    nb: 'botens punkter, beste først',
  },
  'analysis.bot.pick': { en: 'the bot’s move', da: 'bottens træk', de: 'der Zug des Bots', nb: 'botens trekk' },
  'analysis.bot.forced': {
    en: {
      one: 'Its reader proves that this move wins {n} dot.',
      other: 'Its reader proves that this move wins {n} dots.',
    },
    da: {
      one: 'Dens taktiske søgning beviser, at dette træk vinder {n} prik.',
      other: 'Dens taktiske søgning beviser, at dette træk vinder {n} prikker.',
    },
    de: {
      one: 'Seine Taktiksuche beweist, dass dieser Zug {n} Punkt gewinnt.',
      other: 'Seine Taktiksuche beweist, dass dieser Zug {n} Punkte gewinnt.',
    },
    nb: {
      one: 'Taktikksøket dens beviser at dette trekket vinner {n} prikk.',
      other: 'Taktikksøket dens beviser at dette trekket vinner {n} prikker.',
    },
  },
  'analysis.bot.explain': {
    en: 'The score difference is the mean, over the bot’s playouts through the point, of the lead where each playout stopped (a few dozen moves ahead).',
    da: 'Pointforskellen er gennemsnittet af føringen, hvor hvert af bottens simulerede partier gennem punktet stoppede (nogle dusin træk fremme).',
    de: 'Die Punktdifferenz ist der Mittelwert des Vorsprungs dort, wo jede Probepartie des Bots durch diesen Punkt endete (einige Dutzend Züge voraus).',
    nb: 'Poengforskjellen er gjennomsnittet av ledelsen der hvert av botens simulerte partier gjennom punktet stoppet (noen dusin trekk fram).',
  },
  'analysis.bot.point': {
    en: 'the bot’s choice number {rank}',
    da: 'bottens valg nummer {rank}',
    de: 'die Wahl Nummer {rank} des Bots',
    nb: 'botens valg nummer {rank}',
  },
  'analysis.bot.threat1': {
    en: 'can be surrounded with one more dot',
    da: 'kan omringes med én prik mere',
    de: 'kann mit einem weiteren Punkt umzingelt werden',
    nb: 'kan omringes med én prikk til',
  },
  'analysis.bot.threat2': {
    en: 'can be surrounded with two more dots',
    da: 'kan omringes med to prikker mere',
    de: 'kann mit zwei weiteren Punkten umzingelt werden',
    nb: 'kan omringes med to prikker til',
  },
  'analysis.bot.threats': {
    en: { one: '{name}: {n} dot in danger.', other: '{name}: {n} dots in danger.' },
    da: { one: '{name}: {n} prik i fare.', other: '{name}: {n} prikker i fare.' },
    de: { one: '{name}: {n} Punkt in Gefahr.', other: '{name}: {n} Punkte in Gefahr.' },
    nb: { one: '{name}: {n} prikk i fare.', other: '{name}: {n} prikker i fare.' },
  },
  'analysis.bot.progress': {
    en: 'The bot looks at position {k} of {n}…',
    da: 'Botten ser på stilling {k} af {n} …',
    de: 'Der Bot prüft Stellung {k} von {n} …',
    nb: 'Boten ser på stilling {k} av {n} …',
  },
  'analysis.bot.dropsNone': {
    en: 'The bot’s estimate never fell by half a dot or more after a move.',
    da: 'Bottens vurdering faldt aldrig med en halv prik eller mere efter et træk.',
    de: 'Die Einschätzung des Bots fiel nach keinem Zug um einen halben Punkt oder mehr.',
    nb: 'Botens vurdering falt aldri med en halv prikk eller mer etter et trekk.',
  },
  'analysis.bot.drops': {
    en: {
      one: 'The move after which the bot’s estimate fell most is marked in the move list.',
      other: 'The {n} moves after which the bot’s estimate fell most are marked in the move list.',
    },
    da: {
      one: 'Trækket, hvorefter bottens vurdering faldt mest, er markeret i træklisten.',
      other: 'De {n} træk, hvorefter bottens vurdering faldt mest, er markeret i træklisten.',
    },
    de: {
      one: 'Der Zug, nach dem die Einschätzung des Bots am stärksten fiel, ist in der Zugliste markiert.',
      other: 'Die {n} Züge, nach denen die Einschätzung des Bots am stärksten fiel, sind in der Zugliste markiert.',
    },
    nb: {
      one: 'Trekket som botens vurdering falt mest etter, er merket i trekklisten.',
      other: 'De {n} trekkene som botens vurdering falt mest etter, er merket i trekklisten.',
    },
  },
  'analysis.bot.mark': {
    en: 'after it the bot’s estimate fell by {n}; show the position before it',
    da: 'derefter faldt bottens vurdering med {n}; vis stillingen før trækket',
    de: 'danach fiel die Einschätzung des Bots um {n}; Stellung davor zeigen',
    nb: 'deretter falt botens vurdering med {n}; vis stillingen før trekket',
  },
};
