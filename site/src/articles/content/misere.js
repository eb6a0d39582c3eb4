// Rules article: Misère — Dots and Boxes where the fewest boxes wins (docs/spec.md §1.2, misere=1; closing
// a box still gives the compulsory extra move). Perfect-play results from `paperdots solve` on the
// open start positions (value = the mover's future boxes minus the opponent's; misère: lower is
// better): 2×2 value 2 (3–1, the second player wins), 3×2 value −2 (2–4, the first player wins),
// 3×3 value 1 (5–4, the second player wins). Puzzles: 3×3 misère positions the exact solver
// settles in well under a second; each has one winning line.
const M3 = 'game=boxes&size=3x3&misere=1';
const OFFER = '16.0.11.20.4.18.5.15.13.17.10.2.19.3.14.1';

export default {
  slug: 'misere',
  family: 'boxes',
  base: 'dots-and-boxes',
  play: 'game=boxes&size=3x3&misere=1',
  boards: {
    start: { setup: M3, moves: '' },
    offer: { setup: M3, moves: OFFER },
    forced: { setup: M3, moves: `${OFFER}.7` },
  },
  puzzles: [
    { setup: M3, moves: OFFER },
    { setup: M3, moves: '8.12.13.5.14.10.0.19.18.20.3.2.17.6.16.1.4' },
    { setup: M3, moves: '0.17.8.16.22.2.10.4.11.21.13.19.6.20.1.5.9.12.15' },
  ],
  sources: [
    { id: 'paperdots-solver', text: 'Paperdots engine: the exact solver (paperdots solve).' },
    { id: 'winning-ways', text: 'Elwyn R. Berlekamp, John H. Conway, Richard K. Guy: Winning Ways for your Mathematical Plays. Academic Press, London 1982 (2nd edition A K Peters, 2001–2004).' },
    { id: 'collette-2015', text: 'Sébastien Collette, Erik D. Demaine, Martin L. Demaine, Stefan Langerman: Narrow Misère Dots-and-Boxes. In Games of No Chance 4 (MSRI Publications 63), Cambridge University Press, 2015.' },
  ],
  text: {
    en: {
      title: 'Misère',
      description: 'Misère Dots and Boxes: the same lines and boxes, but the player with the fewest boxes wins. Learn why taking a box can hurt.',
      lead: 'Dots and Boxes turned upside down: whoever ends with the fewest boxes wins. A box is still closed by its last side, and the extra move that comes with it is now a burden.',
      what: [
        'Misère uses the board, the moves and the extra move of the standard game. Players take turns drawing one line between two neighbouring dots; whoever draws the last side of a box owns it and must draw again. Only the aim is reversed: when every line is drawn, the player with the fewest boxes wins.',
        'That one change turns the whole game around. In the standard game you are glad to take a box and move again. In misère every box you close counts against you, and closing it does not even end your turn: you must draw yet another line.',
        'You never have to take a box: a box with three sides simply waits until someone draws its fourth. Misère can be played on every size and grid, on the Swedish board and with three or four players.',
      ],
      steps: [
        { text: 'Start with an empty grid of dots, as in the standard game. Tick Misère in the table setup. Blue moves first.', board: 'start' },
        { text: 'In turn, draw one line between two neighbouring dots. Any undrawn line is allowed, even when a box with three sides is waiting to be closed.', board: 'offer' },
        { text: 'If your line is the last side of one or two boxes, they are yours and you must draw another line at once. Here blue took two boxes on the left with one line and now has to move again.', board: 'forced' },
        { text: 'When every line is drawn, count the boxes. The player with the fewest wins; equal counts are a draw.' },
      ],
      changes: [
        { rule: 'Winner', standard: 'The most boxes wins.', variant: 'The fewest boxes wins.' },
        { rule: 'Closing a box', standard: 'The box is yours and you draw again: a reward.', variant: 'The box is yours and you must draw again: a cost twice over.' },
        { rule: 'A box on offer', standard: 'Usually worth taking at once.', variant: 'Best left alone in most positions; nobody has to take it.' },
        { rule: 'Lines and moves', standard: 'One line per move, the same board and grids.', variant: 'Unchanged.' },
        { rule: 'Other settings', standard: 'Every size and grid, the Swedish board, 2 to 4 players.', variant: 'Works with all of them; with more players, the fewest boxes wins and a tie for the fewest shares the win.' },
      ],
      strategy: [
        { text: 'Do not take what you are offered. A box with three sides is not an obligation. In this position six boxes are ready to take, yet blue can draw a line that takes nothing, and from then on orange is the one who has to keep taking.', board: 'offer' },
        { text: 'The extra move is the trap. Each time you close a box you must draw again, and on a crowded board that next line often opens something worse. Before you take, ask what line you will have to draw afterwards.', board: 'forced' },
        { text: 'Chains change sides. In the standard game a long chain is a prize. In misère it is a burden for whoever has to take it, and since nobody must take a box while other lines are left, the fight is about who runs out of other lines first.' },
        { text: 'Small boards are solved. With perfect play the exact solver finds that on 2 × 2 the second player wins with 1 box to 3, on 3 × 2 the first player wins with 2 boxes to 4, and on 3 × 3 the second player wins with 4 boxes to 5 [paperdots-solver].' },
      ],
      history: [
        'Misère is a word from the theory of games: it names the version of a game in which the usual goal is reversed, as in misère Nim, where whoever takes the last object loses [winning-ways]. Misère Dots and Boxes keeps every move of the standard game and reverses only the count at the end.',
        'Misère Dots and Boxes has been studied in mathematics. In Narrow Misère Dots-and-Boxes, published in Games of No Chance 4 (2015), Collette, Langerman and Erik and Martin Demaine work out misère play on boards one or two boxes wide [collette-2015].',
      ],
      puzzles: [
        { prompt: 'Misère, blue to move, no boxes taken yet. Boxes with three sides lie all over the board. Find the one line that lets blue avoid every box to the end.' },
        { prompt: 'Blue already has one box and is to move. Find the line that makes orange take all eight boxes that are left.' },
        { prompt: 'Orange has four boxes, blue none, and five are left. Orange can still win, but only if blue ends up with all five. Find orange’s line.' },
      ],
    },
    da: {
      title: 'Misère',
      description: 'Misère-Prikker og Bokse: samme linjer og bokse, men spilleren med færrest bokse vinder. Lær, hvorfor det kan gøre ondt at tage en boks.',
      lead: 'Prikker og Bokse vendt på hovedet: den, der ender med færrest bokse, vinder. En boks lukkes stadig af sin sidste side, og det ekstra træk, der følger med, er nu en byrde.',
      what: [
        'Misère bruger standardspillets bræt, træk og ekstra træk. På skift tegner I en linje mellem to prikker ved siden af hinanden; lukker din linje en boks, er den din, og du skal tegne igen. Kun målet er vendt om: er der ingen linjer tilbage, vinder den, der har færrest bokse.',
        'Den ene ændring vender hele spillet. I standardspillet er man glad for at tage en boks og trække igen. I misère tæller hver boks, du lukker, imod dig, og turen slutter ikke engang dér: du skal tegne endnu en linje.',
        'Du er aldrig tvunget til at tage en boks: en boks med tre sider venter bare, til nogen tegner den fjerde. Misère kan spilles på alle størrelser og gitre, på svensk bræt og med tre eller fire spillere.',
      ],
      steps: [
        { text: 'Begynd med et tomt gitter af prikker som i standardspillet. Sæt flueben ved Misère i opsætningen. Blå trækker først.', board: 'start' },
        { text: 'Skiftevis tegner I én linje mellem to nabopunkter. Enhver utegnet linje er tilladt, også når en boks med tre sider venter på at blive lukket.', board: 'offer' },
        { text: 'Er din linje sidste side af en eller to bokse, er de dine, og du skal straks tegne en linje til. Her tog blå to bokse til venstre med én linje og skal nu trække igen.', board: 'forced' },
        { text: 'Når alle linjer er tegnet, tæller I boksene. Spilleren med færrest vinder; lige mange er uafgjort.' },
      ],
      changes: [
        { rule: 'Vinder', standard: 'Flest bokse vinder.', variant: 'Færrest bokse vinder.' },
        { rule: 'At lukke en boks', standard: 'Boksen er din, og du trækker igen: en belønning.', variant: 'Boksen er din, og du skal trække igen: en dobbelt ulempe.' },
        { rule: 'En boks, der tilbydes', standard: 'Som regel værd at tage med det samme.', variant: 'I de fleste stillinger bedst at lade ligge; ingen er tvunget til at tage den.' },
        { rule: 'Linjer og træk', standard: 'Én linje pr. træk, samme bræt og gitre.', variant: 'Uændret.' },
        { rule: 'Andre indstillinger', standard: 'Alle størrelser og gitre, svensk bræt, 2 til 4 spillere.', variant: 'Virker med dem alle; med flere spillere vinder den med færrest bokse, og står flere lige med færrest, deler de sejren.' },
      ],
      strategy: [
        { text: 'Tag ikke det, du bliver tilbudt. En boks med tre sider er ingen pligt. I denne stilling ligger seks bokse klar, men blå kan tegne en linje, der ikke tager noget, og derefter er det orange, der hele tiden må tage.', board: 'offer' },
        { text: 'Det ekstra træk er fælden. Hver gang du lukker en boks, skal du tegne igen, og på et fyldt bræt åbner den næste linje tit noget værre. Spørg dig selv, før du tager, hvilken linje du bagefter bliver nødt til at tegne.', board: 'forced' },
        { text: 'Kæder skifter side. I standardspillet er en lang kæde en gevinst. I misère er den en byrde for den, der må tage den, og da ingen skal tage en boks, så længe der er andre linjer tilbage, handler kampen om, hvem der først løber tør for andre linjer.' },
        { text: 'Små brætter er løst. Med perfekt spil viser den eksakte løser, at på 2 × 2 vinder den anden spiller med 1 boks mod 3, på 3 × 2 vinder den første spiller med 2 bokse mod 4, og på 3 × 3 vinder den anden spiller med 4 bokse mod 5 [paperdots-solver].' },
      ],
      history: [
        'Misère er et ord fra spilteorien: det betegner den udgave af et spil, hvor det sædvanlige mål er vendt om, som i misère-Nim, hvor den, der tager den sidste genstand, taber [winning-ways]. Misère-Prikker og Bokse beholder alle standardspillets træk og vender kun optællingen til sidst.',
        'Misère-Prikker og Bokse er blevet studeret matematisk. Collette, Langerman og Erik og Martin Demaine regnede misère-spillet ud på brætter, der er én eller to bokse brede, i artiklen Narrow Misère Dots-and-Boxes fra Games of No Chance 4 (2015) [collette-2015].',
      ],
      puzzles: [
        { prompt: 'Misère, blå i trækket, ingen bokse taget endnu. Der ligger bokse med tre sider over hele brættet. Find den ene linje, der lader blå undgå hver eneste boks til det sidste.' },
        { prompt: 'Blå har allerede én boks og er i trækket. Find den linje, der får orange til at tage alle de otte bokse, der er tilbage.' },
        { prompt: 'Orange har fire bokse, blå ingen, og der er fem tilbage. Orange kan stadig vinde, men kun hvis blå ender med alle fem. Find oranges linje.' },
      ],
    },
    de: {
      title: 'Misère',
      description: 'Misère-Käsekästchen: dieselben Linien und Kästchen, aber wer die wenigsten Kästchen hat, gewinnt. Hier lernst du, warum Nehmen wehtun kann.',
      lead: 'Käsekästchen auf den Kopf gestellt: Wer am Ende die wenigsten Kästchen hat, gewinnt. Ein Kästchen wird weiterhin mit seiner letzten Seite geschlossen, und der Extrazug, der dazugehört, wird zur Last.',
      what: [
        'Misère nutzt das Brett, die Züge und den Extrazug des normalen Spiels. Reihum verbindet ihr zwei nebeneinanderliegende Punkte mit einer Linie; schließt deine Linie ein Kästchen, gehört es dir, und du musst noch einmal ziehen. Nur das Ziel ist umgedreht: Sind alle Linien gezogen, gewinnt, wer die wenigsten Kästchen hat.',
        'Diese eine Änderung stellt das ganze Spiel um. Im normalen Spiel freut man sich, ein Kästchen zu nehmen und weiterzuziehen. In Misère zählt jedes Kästchen, das du schließt, gegen dich, und damit ist dein Zug nicht einmal vorbei: Du musst noch eine Linie ziehen.',
        'Du musst nie ein Kästchen nehmen: Ein Kästchen mit drei Seiten wartet einfach, bis jemand die vierte zieht. Misère geht auf jeder Größe und jedem Gitter, auf dem Schwedischen Brett und mit drei oder vier Spielern.',
      ],
      steps: [
        { text: 'Begonnen wird mit einem leeren Punktegitter wie im normalen Spiel. Kreuze unter „Spiel einrichten“ Misère an. Blau zieht zuerst.', board: 'start' },
        { text: 'Abwechselnd zieht ihr eine Linie zwischen zwei benachbarten Punkten. Jede freie Linie ist erlaubt, auch wenn ein Kästchen mit drei Seiten darauf wartet, geschlossen zu werden.', board: 'offer' },
        { text: 'Ist deine Linie die letzte Seite von einem oder zwei Kästchen, gehören sie dir, und du musst sofort noch eine Linie ziehen. Hier hat Blau mit einer Linie zwei Kästchen links genommen und muss jetzt noch einmal ziehen.', board: 'forced' },
        { text: 'Sind alle Linien gezogen, werden die Kästchen gezählt. Wer die wenigsten hat, gewinnt; bei Gleichstand ist es unentschieden.' },
      ],
      changes: [
        { rule: 'Sieger', standard: 'Wer die meisten Kästchen hat, gewinnt.', variant: 'Wer die wenigsten Kästchen hat, gewinnt.' },
        { rule: 'Ein Kästchen schließen', standard: 'Das Kästchen gehört dir, und du ziehst noch einmal: eine Belohnung.', variant: 'Das Kästchen gehört dir, und du musst noch einmal ziehen: doppelter Nachteil.' },
        { rule: 'Ein angebotenes Kästchen', standard: 'Meist lohnt es sich, es sofort zu nehmen.', variant: 'Meist besser liegen lassen; niemand muss es nehmen.' },
        { rule: 'Linien und Züge', standard: 'Eine Linie pro Zug, dieselben Bretter und Gitter.', variant: 'Unverändert.' },
        { rule: 'Weitere Einstellungen', standard: 'Jede Größe, jedes Gitter, das Schwedische Brett, 2 bis 4 Spieler.', variant: 'Geht mit allen; mit mehr Spielern gewinnt, wer die wenigsten Kästchen hat, und haben mehrere gleich wenige, gewinnen sie gemeinsam.' },
      ],
      strategy: [
        { text: 'Nimm nicht, was man dir anbietet. Ein Kästchen mit drei Seiten ist keine Pflicht. In dieser Stellung liegen sechs Kästchen bereit, und doch kann Blau eine Linie ziehen, die nichts nimmt; von da an muss Orange immer wieder nehmen.', board: 'offer' },
        { text: 'Der Extrazug ist die Falle. Jedes Mal, wenn du ein Kästchen schließt, musst du noch einmal ziehen, und auf einem vollen Brett öffnet diese nächste Linie oft etwas Schlimmeres. Frag dich vor dem Nehmen, welche Linie du danach ziehen musst.', board: 'forced' },
        { text: 'Ketten wechseln die Seite. Im normalen Spiel ist eine lange Kette ein Gewinn. In Misère ist sie eine Last für den, der sie nehmen muss, und weil niemand ein Kästchen nehmen muss, solange andere Linien frei sind, geht es darum, wem zuerst die anderen Linien ausgehen.' },
        { text: 'Kleine Bretter sind gelöst. Bei fehlerfreiem Spiel zeigt der exakte Löser: Auf 2 × 2 gewinnt der zweite Spieler mit 1 Kästchen zu 3, auf 3 × 2 der erste Spieler mit 2 Kästchen zu 4, und auf 3 × 3 der zweite Spieler mit 4 Kästchen zu 5 [paperdots-solver].' },
      ],
      history: [
        'Misère ist ein Wort aus der Spieltheorie: Es bezeichnet die Fassung eines Spiels, in der das übliche Ziel umgedreht ist, wie beim Misère-Nim, wo verliert, wer den letzten Gegenstand nimmt [winning-ways]. Misère-Käsekästchen behält jeden Zug des normalen Spiels und dreht nur die Zählung am Ende um.',
        'Misère-Käsekästchen wurde mathematisch untersucht. Collette, Langerman sowie Erik und Martin Demaine haben das Misère-Spiel auf Brettern von ein oder zwei Kästchen Breite durchgerechnet, in Narrow Misère Dots-and-Boxes, erschienen in Games of No Chance 4 (2015) [collette-2015].',
      ],
      puzzles: [
        { prompt: 'Misère, Blau ist am Zug, noch kein Kästchen vergeben. Überall liegen Kästchen mit drei Seiten. Finde die eine Linie, mit der Blau bis zum Schluss jedem Kästchen ausweicht.' },
        { prompt: 'Blau hat schon ein Kästchen und ist am Zug. Finde die Linie, die Orange zwingt, alle acht übrigen Kästchen zu nehmen.' },
        { prompt: 'Orange hat vier Kästchen, Blau keines, und fünf sind übrig. Orange kann noch gewinnen, aber nur, wenn Blau alle fünf bekommt. Finde die Linie für Orange.' },
      ],
    },
    nb: {
      title: 'Misère',
      description: 'Misère-Prikker og bokser: de samme strekene og boksene, men den med færrest bokser vinner. Lær hvorfor det kan svi å ta en boks.',
      lead: 'Prikker og bokser snudd på hodet: den som ender med færrest bokser, vinner. En boks lukkes fortsatt av sin siste side, og det ekstra trekket som følger med, er nå en byrde.',
      what: [
        'Misère bruker brettet, trekkene og det ekstra trekket fra standardspillet. Spillerne tegner etter tur én strek mellom to nabopunkter; den som tegner siste side av en boks, får den og må trekke igjen. Bare målet er snudd: når alle strekene er tegnet, vinner den som har færrest bokser.',
        'Den ene endringen snur hele spillet. I standardspillet er man glad for å ta en boks og trekke igjen. I misère teller hver boks du lukker, mot deg, og turen er ikke engang over da: du må tegne enda en strek.',
        'Du må aldri ta en boks: en boks med tre sider venter bare til noen tegner den fjerde. Misère kan spilles på alle størrelser og rutenett, på svensk brett og med tre eller fire spillere.',
      ],
      steps: [
        { text: 'Start med et tomt rutenett av prikker som i standardspillet. Kryss av for Misère i oppsettet. Blå trekker først.', board: 'start' },
        { text: 'Etter tur tegner dere én strek mellom to nabopunkter. Alle utegnede streker er lov, også når en boks med tre sider venter på å bli lukket.', board: 'offer' },
        { text: 'Er streken din siste side av én eller to bokser, er de dine, og du må tegne en strek til med en gang. Her tok blå to bokser til venstre med én strek og må nå trekke igjen.', board: 'forced' },
        { text: 'Når alle strekene er tegnet, teller dere boksene. Den som har færrest, vinner; like mange er uavgjort.' },
      ],
      changes: [
        { rule: 'Vinner', standard: 'Flest bokser vinner.', variant: 'Færrest bokser vinner.' },
        { rule: 'Å lukke en boks', standard: 'Boksen er din, og du trekker igjen: en belønning.', variant: 'Boksen er din, og du må trekke igjen: en dobbel ulempe.' },
        { rule: 'En boks som tilbys', standard: 'Som regel verdt å ta med en gang.', variant: 'I de fleste stillinger best å la ligge; ingen må ta den.' },
        { rule: 'Streker og trekk', standard: 'Én strek per trekk, samme brett og rutenett.', variant: 'Uendret.' },
        { rule: 'Andre innstillinger', standard: 'Alle størrelser og rutenett, svensk brett, 2 til 4 spillere.', variant: 'Virker med alle; med flere spillere vinner den med færrest bokser, og står flere likt med færrest, deler de seieren.' },
      ],
      strategy: [
        { text: 'Ikke ta det du blir tilbudt. En boks med tre sider er ingen plikt. I denne stillingen ligger seks bokser klare, men blå kan tegne en strek som ikke tar noe, og deretter er det oransje som hele tiden må ta.', board: 'offer' },
        { text: 'Det ekstra trekket er fella. Hver gang du lukker en boks, må du tegne igjen, og på et fullt brett åpner den neste streken ofte noe verre. Spør deg selv før du tar: hvilken strek må jeg tegne etterpå?', board: 'forced' },
        { text: 'Kjeder bytter side. I standardspillet er en lang kjede en gevinst. I misère er den en byrde for den som må ta den, og siden ingen må ta en boks så lenge det finnes andre streker, handler kampen om hvem som først går tom for andre streker.' },
        { text: 'Små brett er løst. Med perfekt spill viser den eksakte løseren at på 2 × 2 vinner den andre spilleren med 1 boks mot 3, på 3 × 2 vinner den første spilleren med 2 bokser mot 4, og på 3 × 3 vinner den andre spilleren med 4 bokser mot 5 [paperdots-solver].' },
      ],
      history: [
        'Misère er et ord fra spillteorien: det betegner den utgaven av et spill der det vanlige målet er snudd, som i misère-Nim, der den som tar den siste gjenstanden, taper [winning-ways]. Misère-Prikker og bokser beholder alle trekkene fra standardspillet og snur bare opptellingen til slutt.',
        'Misère-Prikker og bokser er studert matematisk. Collette, Langerman og Erik og Martin Demaine regnet ut misère-spillet på brett som er én eller to bokser brede, i artikkelen Narrow Misère Dots-and-Boxes fra Games of No Chance 4 (2015) [collette-2015].',
      ],
      puzzles: [
        { prompt: 'Misère, blå står for tur, ingen bokser tatt ennå. Det ligger bokser med tre sider over hele brettet. Finn den ene streken som lar blå slippe unna hver eneste boks helt til slutt.' },
        { prompt: 'Blå har allerede én boks og står for tur. Finn streken som får oransje til å ta alle de åtte boksene som er igjen.' },
        { prompt: 'Oransje har fire bokser, blå ingen, og fem er igjen. Oransje kan fortsatt vinne, men bare hvis blå ender med alle fem. Finn streken til oransje.' },
      ],
    },
  },
};
