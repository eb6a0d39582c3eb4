// strings-start.js — the words of the play page's quick start (ui/SetupForm.jsx: a friend who
// plays by link, the folded options), of a saved game's line in "Your games" and of a link
// game's own seat, in the four languages.
export const startStrings = {
  'setup.remote': {
    en: 'A friend, by link',
    da: 'En ven, via link',
    de: 'Jemand per Link',
    nb: 'En venn, via lenke',
  },
  'setup.remoteHint': {
    en: 'Playing a friend on another device? Choose “A friend, by link” for their seat and press Play. After each of your moves, send them the link; the link they send back brings their move.',
    da: 'Spiller du mod en ven på en anden enhed? Vælg »En ven, via link« på vennens plads, og tryk på Spil. Send linket efter hvert af dine træk; det link, du får tilbage, har vennens træk med.',
    de: 'Gegen jemanden auf einem anderen Gerät spielen? Wähle „Jemand per Link“ für den anderen Platz und tippe auf Spielen. Schick nach jedem deiner Züge den Link; der Link, den du zurückbekommst, bringt den Gegenzug.',
    nb: 'Spiller du mot en venn på en annen enhet? Velg «En venn, via lenke» for vennens plass, og trykk på Spill. Send lenken etter hvert av trekkene dine; lenken du får tilbake, har vennens trekk.',
  },
  'setup.nobodyHere': {
    en: 'Every person’s seat is a friend’s by link: choose “Human” for your own seat, so you play here.',
    da: 'Alle menneskers pladser er venners via link: vælg »Menneske« på din egen plads, så du spiller her.',
    de: 'Alle Plätze für Menschen sind „Jemand per Link“: Wähle „Mensch“ für deinen eigenen Platz, damit du hier spielst.',
    nb: 'Alle menneskenes plasser er venners via lenke: velg «Menneske» på din egen plass, så du spiller her.',
  },
  'setup.more': {
    en: 'More options: board, rules, names, clock',
    da: 'Flere valg: bræt, regler, navne, ur',
    de: 'Weitere Einstellungen: Brett, Regeln, Namen, Uhr',
    nb: 'Flere valg: brett, regler, navn, klokke',
  },
  'setup.names': { en: 'Names', da: 'Navne', de: 'Namen', nb: 'Navn' },
  'saved.emptyTitle': {
    en: 'Your games: none saved in this browser yet',
    da: 'Dine spil: ingen gemt i denne browser endnu',
    de: 'Deine Partien: in diesem Browser noch keine gespeichert',
    nb: 'Dine partier: ingen lagret i denne nettleseren ennå',
  },
  'saved.entry': {
    en: { one: '{game} · {names} · {n} move', other: '{game} · {names} · {n} moves' },
    da: { one: '{game} · {names} · {n} træk', other: '{game} · {names} · {n} træk' },
    de: { one: '{game} · {names} · {n} Zug', other: '{game} · {names} · {n} Züge' },
    nb: { one: '{game} · {names} · {n} trekk', other: '{game} · {names} · {n} trekk' },
  },
  'saved.against': { en: '{a} vs {b}', da: '{a} mod {b}', de: '{a} gegen {b}', nb: '{a} mot {b}' },
  'saved.botNamed': { en: '{name} ({bot})', da: '{name} ({bot})', de: '{name} ({bot})', nb: '{name} ({bot})' },
  'link.youPlay': {
    en: 'You play {name} on this device.',
    da: 'Du spiller {name} på denne enhed.',
    de: 'Du spielst {name} auf diesem Gerät.',
    nb: 'Du spiller {name} på denne enheten.',
  },
};
