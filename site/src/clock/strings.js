// clock/strings.js — the words of game clocks (clock/clock.js): the setup choice, the clock face
// beside the board, a loss on time, and correspondence games' move dates and claims.
export const clockStrings = {
  'clock.label': { en: 'Game clock', da: 'Spilleur', de: 'Spieluhr', nb: 'Spilleur' },
  'clock.none': { en: 'No clock', da: 'Uden ur', de: 'Ohne Uhr', nb: 'Uten ur' },
  'clock.groupMove': { en: 'Time per move', da: 'Tid pr. træk', de: 'Zeit pro Zug', nb: 'Tid per trekk' },
  'clock.groupTotal': {
    en: 'Time per game + bonus per move',
    da: 'Tid pr. parti + tillæg pr. træk',
    de: 'Bedenkzeit pro Partie + Zuschlag pro Zug',
    nb: 'Tid per parti + tillegg per trekk',
  },
  'clock.groupDays': {
    en: 'Correspondence (by link)',
    da: 'Korrespondance (via link)',
    de: 'Fernpartie (per Link)',
    nb: 'Korrespondanse (via lenke)',
  },
  'clock.move': { en: '{n} s per move', da: '{n} sek. pr. træk', de: '{n} s pro Zug', nb: '{n} sek. per trekk' },
  'clock.total': { en: '{m} min + {s} s', da: '{m} min. + {s} sek.', de: '{m} Min. + {s} s', nb: '{m} min + {s} sek.' },
  'clock.days': {
    en: { one: '{n} day per move', other: '{n} days per move' },
    da: { one: '{n} dag pr. træk', other: '{n} dage pr. træk' },
    de: { one: '{n} Tag pro Zug', other: '{n} Tage pro Zug' },
    nb: { one: '{n} dag per trekk', other: '{n} dager per trekk' },
  },
  'clock.hint': {
    en: 'Whoever runs out of time loses. The clock runs only for the player to move.',
    da: 'Den, der løber tør for tid, taber. Uret går kun for den, der er i trækket.',
    de: 'Wer keine Zeit mehr hat, verliert. Die Uhr läuft nur für den, der am Zug ist.',
    nb: 'Den som går tom for tid, taper. Uret går bare for den som er i trekket.',
  },
  'clock.title': { en: 'Clocks', da: 'Ure', de: 'Uhren', nb: 'Ur' },
  // the accessible name of one seat's clock; the face itself is not read out every second
  'clock.of': {
    en: '{name}: {time} left',
    da: '{name}: {time} tilbage',
    de: '{name}: noch {time}',
    nb: '{name}: {time} igjen',
  },
  'clock.paused': {
    en: 'The clock is paused while this tab is hidden.',
    da: 'Uret står stille, mens fanen er skjult.',
    de: 'Die Uhr steht, solange dieser Tab verborgen ist.',
    nb: 'Uret står stille mens fanen er skjult.',
  },
  'clock.low': {
    en: '{name} is short of time.',
    da: '{name} har kort tid tilbage.',
    de: '{name} wird die Zeit knapp.',
    nb: '{name} har dårlig tid.',
  },
  'moves.action.flag': { en: 'out of time', da: 'tiden udløb', de: 'Zeit überschritten', nb: 'tiden gikk ut' },
  'result.winsFlag': {
    en: '{loser} ran out of time. {name} wins.',
    da: '{loser} løb tør for tid. {name} vinder.',
    de: '{loser} hat die Zeit überschritten. {name} gewinnt.',
    nb: '{loser} gikk tom for tid. {name} vinner.',
  },
  'result.shareFlag': {
    en: '{loser} ran out of time. {names} share the win.',
    da: '{loser} løb tør for tid. {names} deler sejren.',
    de: '{loser} hat die Zeit überschritten. {names} teilen sich den Sieg.',
    nb: '{loser} gikk tom for tid. {names} deler seieren.',
  },
  'result.teamFlag': {
    en: '{loser} ran out of time. {names} win.',
    da: '{loser} løb tør for tid. {names} vinder.',
    de: '{loser} hat die Zeit überschritten. {names} gewinnen.',
    nb: '{loser} gikk tom for tid. {names} vinner.',
  },
  'result.dots.flag': {
    en: 'Ended on time.',
    da: 'Afgjort på tid.',
    de: 'Auf Zeit entschieden.',
    nb: 'Avgjort på tid.',
  },
  // correspondence: "Ann moved 2 days ago" ({ago} from Intl.RelativeTimeFormat)
  'clock.moved': {
    en: '{name} moved {ago}.',
    da: '{name} trak {ago}.',
    de: '{name} hat {ago} gezogen.',
    nb: '{name} trakk {ago}.',
  },
  'clock.started': {
    en: 'The game began {ago}.',
    da: 'Partiet begyndte {ago}.',
    de: 'Die Partie begann {ago}.',
    nb: 'Partiet begynte {ago}.',
  },
  'clock.dayLimit': {
    en: { one: '{name} has {n} day per move.', other: '{name} has {n} days per move.' },
    da: { one: '{name} har {n} dag pr. træk.', other: '{name} har {n} dage pr. træk.' },
    de: { one: '{name} hat {n} Tag pro Zug.', other: '{name} hat {n} Tage pro Zug.' },
    nb: { one: '{name} har {n} dag per trekk.', other: '{name} har {n} dager per trekk.' },
  },
  'clock.overdue': {
    en: '{name} has used up the time for this move.',
    da: '{name} har brugt tiden til dette træk.',
    de: '{name} hat die Zeit für diesen Zug überschritten.',
    nb: '{name} har brukt opp tiden for dette trekket.',
  },
  'clock.claim': {
    en: 'Claim the win on time',
    da: 'Kræv sejren på tid',
    de: 'Sieg auf Zeit beanspruchen',
    nb: 'Krev seieren på tid',
  },
  'clock.claimTitle': { en: 'Claim the win?', da: 'Kræv sejren?', de: 'Sieg beanspruchen?', nb: 'Kreve seieren?' },
  'clock.claimText': {
    en: '{name} did not move in time. The game ends as a loss on time for them.',
    da: '{name} trak ikke i tide og taber partiet på tid.',
    de: '{name} hat nicht rechtzeitig gezogen und verliert die Partie durch Zeitüberschreitung.',
    nb: '{name} trakk ikke i tide og taper partiet på tid.',
  },
};
