// Rules article: Shut In (Sperre inne) — game=shutin, docs/spec.md §1.4 and the Norwegian seed rules page.
// The solved results are those of site/src/families/shutin/solved.js (the core's exact solver,
// docs/solvers.md "Solved Shut In boards"). The game on the 8×8 boards is one the level-4 bot played
// against itself; the solver (`paperdots solve`) says the crosses, to move, win after move 16.
// The race board is built apart from it, and the solver says the crosses, to move, lose there.
// The puzzles are positions from bot games on 6 × 6 where one cell wins and the level-2 bot's
// pick loses (build.js proves both with the exact solver at build time).
const GAME = 'c1.f1.d1.f2.d2.e1.e2.f3.d3.f4.d4.e3.d5.f5.e4.f6.d6.e5.d7.f7.e6.e7.e8.d8.f8.g2.a2.h2.b2.g3.c2.h3.a3.g4.b3.h4.c3.g5.a4.h5.b4.h6.c4.h7.a5.h8.b5.g6.g7.g8.c5';
const first = (n) => GAME.split('.').slice(0, n).join('.');
const RACE = 'c1.f1.d1.e1.d2.e2.d3.e3.d4.e4.d5.e5.d6.e6.d7.e7.d8.e8';

export default {
  slug: 'shut-in',
  family: 'shutin',
  base: null,
  play: 'game=shutin&size=8x8',
  boards: {
    start: { setup: 'game=shutin&size=8x8', moves: '' },
    opening: { setup: 'game=shutin&size=8x8', moves: first(6) },
    blocked: { setup: 'game=shutin&size=8x8&blocked=c3.f3', moves: '' },
    wall: { setup: 'game=shutin&size=8x8', moves: first(16) },
    // A race: walls on columns d (crosses) and e (circles) from bottom to top, so no empty cell
    // is reachable by both (facts: checked against the engine's state at build, validate.js).
    race: { setup: 'game=shutin&size=8x8', moves: RACE, facts: { shared: 0, areas: [21, 21], value: -1 } },
    end: { setup: 'game=shutin&size=8x8', moves: GAME },
    noGravity: { setup: 'game=shutin&size=6x6&gravity=0', moves: 'b3.e4.b4.d3.c5.d5' },
    free: { setup: 'game=shutin&size=6x6&start=free', moves: 'c3.e1.b5.d4.c4' },
  },
  puzzles: [
    { setup: 'game=shutin&size=6x6', moves: 'c1.d1.d2.c2.d3.b2.e2.f2.a2.e3.e4.d4.b3.a3' },
    { setup: 'game=shutin&size=6x6', moves: 'c1.d1.d2.e2.e3.c2.c3.d3.c4.e4.d4.d5.c5.f2.a2' },
  ],
  sources: [
    { id: 'brikkeparken', text: 'Christian Berge: Sperre inne. Brikkeparken (Spillby).' },
    { id: 'paperdots-solver', text: 'Paperdots engine: the exact solver (paperdots solve), every board from 4×4 to 8×8 with gravity and of at most 36 cells without gravity, usual start, no blocked cells.' },
  ],
  text: {
    en: {
      title: 'Shut In',
      description: 'How to play Shut In: place crosses and circles that touch your own, stack them with gravity, and leave your opponent with no move. Solved boards included.',
      lead: 'Crosses against circles on a grid. Every new piece must touch one of your own, and the first player with nowhere to go loses.',
      what: [
        'Shut In is a placement game for two on a board of squares, on paper or on a screen. One player has crosses, the other circles. You take turns putting one piece on an empty cell, and a piece never moves again.',
        'Two rules decide where a piece may go. It must touch a piece of your own, along a side or at a corner. And with gravity, which is the usual way to play, the board stands upright: a piece goes on the bottom row or directly on top of another piece or a blocked cell, as if it would fall down otherwise.',
        'There is no score. The player who cannot place a piece on their turn has lost, so the game is about space: keep room for yourself and take it away from your opponent.',
      ],
      steps: [
        { text: 'The board has no fixed size; Brikkeparken’s games use 8 × 8, and so does Paperdots unless you choose another [brikkeparken]. The crosses start with two pieces in the bottom left corner (a1 and b1), the circles with two in the bottom right (g1 and h1). Cells are named like on a chessboard: a letter for the column, a number for the row from the bottom.', board: 'start' },
        { text: 'On Paperdots the crosses move first [ours]. Each turn you place one piece on an empty cell that touches one of your pieces, straight or diagonally. At the start the crosses may choose c1, a2 or b2.' },
        { text: 'With gravity a piece stands on the bottom row or on top of something: your own piece, an enemy piece or a blocked cell. Here both sides have built towards the middle; the crosses may now play a2, b2, c2, e2 or d3.', board: 'opening' },
        { text: 'Some cells may be blocked before the game. Nobody can play there, but a blocked cell holds up the piece above it, so c4 and f4 can be used as soon as a piece of yours touches them.', board: 'blocked' },
        { text: 'Take turns until one player has no legal move on their turn. That player is shut in and loses. Here the circles are left without a cell they may use, and the crosses win.', board: 'end' },
      ],
      changes: [],
      variants: [
        {
          id: 'no-gravity',
          title: 'Without gravity',
          text: [
            'Without gravity the only rule is that a new piece touches one of your own, so it may go anywhere next to your group. The board is then thought of as lying flat, and the players start in the middle of the side edges: the crosses on the two middle cells of column a, the circles on the two middle cells of the last column.',
          ],
          board: 'noGravity',
        },
        {
          id: 'free-start',
          title: 'Free start',
          text: [
            'The board starts empty, and each player’s first two pieces may go on any empty cell: they need not touch anything [brikkeparken]. Paperdots reads “anywhere” literally: even with gravity they may hang in the air, and a hanging piece holds up the one above it [ours]. From your third piece on the usual rules apply: it must touch one of your pieces and, with gravity, stand on the bottom row or on something. Here the crosses placed c3 and b5, the circles e1 and d4, and the third cross, c4, stands on c3.',
          ],
          board: 'free',
        },
      ],
      strategy: [
        { text: 'Keep room. Every piece you place uses up a cell, so the question is always how many cells you will still be able to reach later, compared with your opponent. Grow towards the open part of the board rather than into a corner you already own.' },
        { text: 'Build a wall. Your opponent may only place next to their own pieces, so a tall column of yours is a fence that is hard for them to get past. Here the crosses have built up column d and the circles column f, and the board is being cut in two.', board: 'wall' },
        { text: 'Count the race. Once the two groups can no longer reach each other’s space, the game is a race: each side fills its own room, and whoever has more empty cells lasts longer. Here the crosses have walled off the left with column d and the circles the right with column e, and each side has 21 empty cells behind its wall. With equal room the side to move runs out first: the crosses, to move, fill their last cell one turn before the circles do and lose. The exact solver confirms it.', board: 'race' },
        { text: 'With gravity, think about height. A cell only becomes playable once the cell below it is filled, so every piece you place opens the cell above it. Before you play, look at that cell: if your opponent can use it and you cannot, your move is a gift.' },
        { text: 'Small and middle-sized boards are solved. With gravity, every board from 4 × 4 to 8 × 8 is solved, 8 × 8 included; without gravity, every one of those with at most 36 cells. On all of them the winner follows one pattern: with perfect play from both sides, the crosses (who move first) win when both the number of columns and the number of rows are odd, as on 5 × 5 and 7 × 7, and the circles (who move second) win on all the others. The table setup names the winner when you choose one of these boards. Larger boards without gravity, 8 × 8 among them, are not solved yet.' },
      ],
      history: [
        'Shut In is a pencil-and-paper game known from the Norwegian game site Brikkeparken by Christian Berge, which names Spillby as its source. It describes the board as having no fixed size, with 8 × 8 used in its Java games, and gives the same three ways to play as here: with gravity, without gravity, and with no pieces at the start [brikkeparken].',
        'The aim fits its names: in Norwegian the player must sperre inne (shut in) the opponent, and the English, Danish and German names are this site’s renderings of the Norwegian one. We know of no inventor or date for the game [brikkeparken].',
        'The solved results were found by Paperdots’ own exact solver, which searches every line of play from the start position with no blocked cells [paperdots-solver].',
      ],
      puzzles: [
        { prompt: 'The crosses have six cells to choose from, and building on the left looks natural. Only one cell wins. Which?' },
        { prompt: 'The circles are to move. The fight at the top looks urgent, but only one cell wins. Find it.' },
      ],
    },
    da: {
      title: 'Spær inde',
      description: 'Sådan spiller man Spær inde: sæt kryds og boller, der rører dine egne, stabl dem med tyngdekraft, og efterlad modstanderen uden træk. Med løste brætter.',
      lead: 'Kryds mod boller på et gitter. Hver ny brik skal røre en af dine egne, og den første, der ikke kan komme nogen vegne, taber.',
      what: [
        'Spær inde er et placeringsspil for to på et bræt af felter, på papir eller på skærmen. Den ene spiller har kryds, den anden boller. I skiftes til at sætte én brik på et tomt felt, og en brik flyttes aldrig igen.',
        'To regler afgør, hvor en brik må stå. Den skal røre en af dine egne brikker, langs en side eller i et hjørne. Og med tyngdekraft, som er den almindelige måde at spille på, står brættet lodret: en brik skal stå på nederste række eller lige oven på en anden brik eller et blokeret felt, som om den ellers ville falde ned.',
        'Der tælles ingen point. Den, der ikke kan sætte en brik i sin tur, har tabt, så spillet handler om plads: hold plads til dig selv, og tag den fra modstanderen.',
      ],
      steps: [
        { text: 'Brættet har ingen fast størrelse; Brikkeparkens spil bruger 8 × 8, og det gør Paperdots også, medmindre du vælger en anden [brikkeparken]. Krydsene begynder med to brikker i nederste venstre hjørne (a1 og b1), bollerne med to i nederste højre (g1 og h1). Felterne hedder som på et skakbræt: et bogstav for kolonnen og et tal for rækken nedefra.', board: 'start' },
        { text: 'På Paperdots starter krydsene [ours]. Hver tur sætter du én brik på et tomt felt, der rører en af dine brikker, lige eller på skrå. I starten kan krydsene vælge c1, a2 eller b2.' },
        { text: 'Med tyngdekraft står en brik på nederste række eller oven på noget: din egen brik, en af modstanderens eller et blokeret felt. Her har begge sider bygget ind mod midten; krydsene kan nu spille a2, b2, c2, e2 eller d3.', board: 'opening' },
        { text: 'Nogle felter kan være blokeret fra start. Der kan ingen spille, men et blokeret felt bærer brikken ovenover, så c4 og f4 kan bruges, så snart en af dine brikker rører dem.', board: 'blocked' },
        { text: 'I skiftes, indtil en spiller ikke har noget lovligt træk, når det er dennes tur. Den spiller er spærret inde og taber. Her står bollerne uden et felt, de må bruge, og krydsene vinder.', board: 'end' },
      ],
      changes: [],
      variants: [
        {
          id: 'no-gravity',
          title: 'Uden tyngdekraft',
          text: [
            'Uden tyngdekraft er den eneste regel, at en ny brik skal røre en af dine egne, så den må stå overalt ved siden af din gruppe. Brættet tænkes da at ligge fladt, og spillerne begynder midt på sidekanterne: krydsene på de to midterste felter i kolonne a, bollerne på de to midterste felter i sidste kolonne.',
          ],
          board: 'noGravity',
        },
        {
          id: 'free-start',
          title: 'Fri start',
          text: [
            'Brættet er tomt fra start, og hver spillers to første brikker må stå på et hvilket som helst tomt felt: de behøver ikke røre noget [brikkeparken]. Paperdots læser »hvor som helst« bogstaveligt: selv med tyngdekraft må de hænge frit i luften, og en brik, der hænger frit, bærer brikken oven over den [ours]. Fra din tredje brik gælder de sædvanlige regler: den skal røre en af dine brikker og med tyngdekraft stå på nederste række eller oven på noget. Her satte krydsene c3 og b5, bollerne e1 og d4, og det tredje kryds, c4, står oven på c3.',
          ],
          board: 'free',
        },
      ],
      strategy: [
        { text: 'Hold plads. Hver brik, du sætter, bruger et felt, så spørgsmålet er altid, hvor mange felter du kan nå senere, sammenlignet med modstanderen. Voks hellere mod den åbne del af brættet end ind i et hjørne, du allerede har.' },
        { text: 'Byg en mur. Modstanderen må kun sætte ved siden af sine egne brikker, så en høj søjle af dine er et hegn, som er svært at komme forbi. Her har krydsene bygget kolonne d op og bollerne kolonne f, og brættet er ved at blive delt i to.', board: 'wall' },
        { text: 'Tæl kapløbet. Når de to grupper ikke længere kan nå hinandens plads, er spillet et kapløb: hver side fylder sit eget område op, og den med flest tomme felter holder længst. Her har krydsene lukket venstre side af med kolonne d og bollerne højre side med kolonne e, og hver side har 21 tomme felter bag sin mur. Med lige meget plads løber den, der er i trækket, tør først: krydsene, som er i trækket, fylder deres sidste felt en tur før bollerne og taber. Den eksakte løser bekræfter det.', board: 'race' },
        { text: 'Med tyngdekraft skal du tænke i højde. Et felt kan først bruges, når feltet under det er fyldt, så hver brik, du sætter, åbner feltet ovenover. Se på det felt, før du trækker: kan modstanderen bruge det, men ikke du, er dit træk en gave.' },
        { text: 'Små og mellemstore brætter er løst. Med tyngdekraft er alle brætter fra 4 × 4 til 8 × 8 løst, også 8 × 8; uden tyngdekraft alle dem, der har højst 36 felter. På dem alle følger vinderen ét mønster: med perfekt spil fra begge sider vinder krydsene (som trækker først), når både antallet af kolonner og antallet af rækker er ulige, som på 5 × 5 og 7 × 7, og bollerne (som trækker som nummer to) vinder på alle de andre. Opsætningen viser vinderen, når du vælger et af disse brætter. Større brætter uden tyngdekraft, 8 × 8 iberegnet, er endnu ikke løst.' },
      ],
      history: [
        'Spær inde er et papir-og-blyant-spil, som kendes fra den norske spilside Brikkeparken af Christian Berge, der angiver Spillby som kilde. Der står, at brættet ikke har nogen fast størrelse, at Java-spillene bruger 8 × 8, og siden giver de samme tre måder at spille på som her: med tyngdekraft, uden tyngdekraft og uden brikker fra start [brikkeparken].',
        'Målet passer til navnet: på norsk skal man »sperre inne« modstanderen, altså spærre modstanderen inde, og det danske navn Spær inde er denne sides gengivelse af det norske. Vi kender ingen opfinder eller årstal for spillet [brikkeparken].',
        'Resultaterne for de løste brætter er fundet af Paperdots’ egen eksakte løser, som gennemsøger alle spilforløb fra startstillingen uden blokerede felter [paperdots-solver].',
      ],
      puzzles: [
        { prompt: 'Krydsene har seks felter at vælge imellem, og det ser naturligt ud at bygge videre i venstre side. Kun ét felt vinder. Hvilket?' },
        { prompt: 'Bollerne er i trækket. Kampen øverst ser ud til at haste, men kun ét felt vinder. Find det.' },
      ],
    },
    de: {
      title: 'Einsperren',
      description: 'So spielt man Einsperren: Kreuze und Kreise setzen, die eigene Steine berühren, mit Schwerkraft stapeln und den Gegner ohne Zug lassen. Mit gelösten Brettern.',
      lead: 'Kreuze gegen Kreise auf einem Gitter. Jeder neue Stein muss einen eigenen berühren, und wer zuerst nicht mehr weiterkommt, verliert.',
      what: [
        'Einsperren ist ein Setzspiel für zwei auf einem Brett aus Feldern, auf Papier oder am Bildschirm. Der eine Spieler hat Kreuze, der andere Kreise. Abwechselnd setzt ihr einen Stein auf ein leeres Feld, und ein Stein wird nie wieder bewegt.',
        'Zwei Regeln bestimmen, wohin ein Stein darf. Er muss einen eigenen Stein berühren, an einer Seite oder an einer Ecke. Und mit Schwerkraft, der üblichen Spielweise, steht das Brett aufrecht: Ein Stein kommt auf die unterste Reihe oder direkt auf einen anderen Stein oder ein gesperrtes Feld, als würde er sonst herunterfallen.',
        'Punkte gibt es nicht. Wer am Zug ist und keinen Stein setzen kann, hat verloren. Es geht also um Platz: Halte dir selbst Raum frei und nimm ihn dem Gegner weg.',
      ],
      steps: [
        { text: 'Das Brett hat keine feste Größe; die Spiele von Brikkeparken nutzen 8 × 8, und so auch Paperdots, wenn du nichts anderes wählst [brikkeparken]. Die Kreuze beginnen mit zwei Steinen unten links (a1 und b1), die Kreise mit zwei unten rechts (g1 und h1). Die Felder heißen wie beim Schach: ein Buchstabe für die Spalte, eine Zahl für die Reihe von unten.', board: 'start' },
        { text: 'Auf Paperdots ziehen die Kreuze zuerst [ours]. In jedem Zug setzt du einen Stein auf ein leeres Feld, das einen deiner Steine berührt, gerade oder schräg. Am Anfang können die Kreuze c1, a2 oder b2 wählen.' },
        { text: 'Mit Schwerkraft steht ein Stein auf der untersten Reihe oder auf etwas: auf einem eigenen Stein, einem gegnerischen Stein oder einem gesperrten Feld. Hier haben beide Seiten zur Mitte hin gebaut; die Kreuze können jetzt a2, b2, c2, e2 oder d3 spielen.', board: 'opening' },
        { text: 'Manche Felder können vor der Partie gesperrt sein. Dort darf niemand setzen, aber ein gesperrtes Feld trägt den Stein darüber, also sind c4 und f4 nutzbar, sobald sie einen deiner Steine berühren.', board: 'blocked' },
        { text: 'Ihr zieht abwechselnd, bis jemand, der am Zug ist, nicht mehr setzen kann. Dieser Spieler ist eingesperrt und verliert. Hier haben die Kreise kein Feld mehr, das sie nutzen dürfen, und die Kreuze gewinnen.', board: 'end' },
      ],
      changes: [],
      variants: [
        {
          id: 'no-gravity',
          title: 'Ohne Schwerkraft',
          text: [
            'Ohne Schwerkraft gilt nur die Regel, dass ein neuer Stein einen eigenen berühren muss; er darf also überall neben deiner Gruppe stehen. Man denkt sich das Brett flach liegend, und die Spieler beginnen in der Mitte der Seitenränder: die Kreuze auf den beiden mittleren Feldern der Spalte a, die Kreise auf den beiden mittleren Feldern der letzten Spalte.',
          ],
          board: 'noGravity',
        },
        {
          id: 'free-start',
          title: 'Freier Anfang',
          text: [
            'Das Brett ist zu Beginn leer, und die ersten beiden Steine jedes Spielers dürfen auf ein beliebiges leeres Feld: Sie müssen nichts berühren [brikkeparken]. Paperdots nimmt „beliebig“ wörtlich: Auch mit Schwerkraft dürfen sie frei in der Luft hängen, und ein frei hängender Stein trägt den Stein über ihm [ours]. Ab deinem dritten Stein gelten die üblichen Regeln: Er muss einen deiner Steine berühren und mit Schwerkraft auf der untersten Reihe oder auf etwas stehen. Hier setzten die Kreuze c3 und b5, die Kreise e1 und d4, und das dritte Kreuz, c4, steht auf c3.',
          ],
          board: 'free',
        },
      ],
      strategy: [
        { text: 'Halte dir Raum frei. Jeder Stein verbraucht ein Feld, also lautet die Frage immer: Wie viele Felder kannst du später noch erreichen, verglichen mit deinem Gegner? Breite dich lieber in den offenen Teil des Bretts aus als in eine Ecke, die dir schon gehört.' },
        { text: 'Baue eine Mauer. Der Gegner darf nur neben seine eigenen Steine setzen, also ist eine hohe Säule deiner Steine ein Zaun, an dem er schwer vorbeikommt. Hier haben die Kreuze Spalte d hochgezogen und die Kreise Spalte f, und das Brett wird in zwei Hälften geteilt.', board: 'wall' },
        { text: 'Zähle im Wettlauf die Felder. Sobald die beiden Gruppen den Raum des anderen nicht mehr erreichen, ist die Partie ein Wettrennen: Jede Seite füllt ihren eigenen Raum, und wer mehr leere Felder hat, hält länger durch. Hier haben die Kreuze die linke Seite mit Spalte d abgeriegelt und die Kreise die rechte mit Spalte e, und jede Seite hat 21 leere Felder hinter ihrer Mauer. Bei gleich viel Platz geht dem, der am Zug ist, der Platz zuerst aus: Die Kreuze, die am Zug sind, füllen ihr letztes Feld einen Zug vor den Kreisen und verlieren. Der exakte Löser bestätigt es.', board: 'race' },
        { text: 'Denk bei Schwerkraft an die Höhe. Ein Feld wird erst spielbar, wenn das Feld darunter besetzt ist, also öffnet jeder Stein, den du setzt, das Feld über ihm. Schau dir dieses Feld vor dem Zug an: Kann der Gegner es nutzen und du nicht, ist dein Zug ein Geschenk.' },
        { text: 'Kleine und mittlere Bretter sind gelöst. Mit Schwerkraft ist jedes Brett von 4 × 4 bis 8 × 8 gelöst, auch 8 × 8; ohne Schwerkraft jedes davon mit höchstens 36 Feldern. Auf all diesen Brettern folgt der Sieger einem Muster: Bei fehlerfreiem Spiel beider Seiten gewinnen die Kreuze (sie ziehen zuerst), wenn sowohl die Zahl der Spalten als auch die Zahl der Reihen ungerade ist, wie auf 5 × 5 und 7 × 7, und die Kreise (sie ziehen als Zweite) auf allen anderen. Wenn du beim Einrichten des Spiels eines dieser Bretter wählst, wird der Sieger genannt. Größere Bretter ohne Schwerkraft, auch 8 × 8, sind noch nicht gelöst.' },
      ],
      history: [
        'Einsperren ist ein Papier-und-Bleistift-Spiel, das von der norwegischen Spieleseite Brikkeparken von Christian Berge bekannt ist; sie nennt Spillby als Quelle. Dort heißt es, das Brett habe keine feste Größe, die Java-Spiele nutzten 8 × 8, und die Seite beschreibt dieselben drei Spielweisen wie hier: mit Schwerkraft, ohne Schwerkraft und ohne Steine zu Beginn [brikkeparken].',
        'Das Ziel steckt im Namen: Auf Norwegisch heißt es, man solle den Gegner „sperre inne“, also einsperren, und der deutsche Name Einsperren ist die Übersetzung dieser Seite. Einen Erfinder oder ein Entstehungsjahr kennen wir nicht [brikkeparken].',
        'Die Ergebnisse für die gelösten Bretter hat der eigene exakte Löser von Paperdots gefunden, der jeden Spielverlauf von der Anfangsstellung ohne gesperrte Felder durchsucht [paperdots-solver].',
      ],
      puzzles: [
        { prompt: 'Die Kreuze haben sechs Felder zur Wahl, und es liegt nahe, links weiterzubauen. Nur ein Feld gewinnt. Welches?' },
        { prompt: 'Die Kreise sind am Zug. Der Kampf oben wirkt dringend, aber nur ein Feld gewinnt. Finde es.' },
      ],
    },
    nb: {
      title: 'Sperre inne',
      description: 'Slik spiller du Sperre inne: sett ut kryss og sirkler som berører dine egne, stable dem med tyngdekraft og la motstanderen stå uten trekk. Med løste brett.',
      lead: 'Kryss mot sirkler på et rutenett. Hver nye brikke må berøre en av dine egne, og den første som ikke kommer noen vei, taper.',
      what: [
        'Sperre inne er et utplasseringsspill for to på et brett med ruter, på papir eller på skjermen. Den ene spilleren har kryss, den andre sirkler. Dere setter ut én brikke på en tom rute etter tur, og en brikke flyttes aldri igjen.',
        'To regler bestemmer hvor en brikke kan stå. Den må berøre en av dine egne brikker, langs en side eller på skrå. Og med tyngdekraft, som er den vanlige måten å spille på, står brettet på høykant: en brikke må stå på nederste rad eller rett oppå en annen brikke eller en blokkert rute, ellers ville den ha falt ned.',
        'Det telles ingen poeng. Den som ikke kan sette ut en brikke når det er hans eller hennes tur, har tapt, så spillet handler om plass: hold av plass til deg selv, og ta den fra motstanderen.',
      ],
      steps: [
        { text: 'Brettet har ingen fast størrelse; spillene i Brikkeparken bruker 8 × 8, og det gjør Paperdots også med mindre du velger en annen [brikkeparken]. Kryssene starter med to brikker nederst til venstre (a1 og b1), sirklene med to nederst til høyre (g1 og h1). Rutene heter som på et sjakkbrett: en bokstav for kolonnen og et tall for raden nedenfra.', board: 'start' },
        { text: 'På Paperdots begynner kryssene [ours]. Hver tur setter du ut én brikke på en tom rute som berører en av brikkene dine, rett eller på skrå. I starten kan kryssene velge c1, a2 eller b2.' },
        { text: 'Med tyngdekraft står en brikke på nederste rad eller oppå noe: din egen brikke, motstanderens brikke eller en blokkert rute. Her har begge sider bygd inn mot midten; kryssene kan nå spille a2, b2, c2, e2 eller d3.', board: 'opening' },
        { text: 'Noen ruter kan være blokkert fra starten. Der kan ingen spille, men en blokkert rute bærer brikken over seg, så c4 og f4 kan brukes så snart en av brikkene dine berører dem.', board: 'blocked' },
        { text: 'Dere bytter på til en spiller ikke har noe lovlig trekk når det er hans eller hennes tur. Den spilleren er sperret inne og taper. Her står sirklene uten en rute de kan bruke, og kryssene vinner.', board: 'end' },
      ],
      changes: [],
      variants: [
        {
          id: 'no-gravity',
          title: 'Uten tyngdekraft',
          text: [
            'Uten tyngdekraft gjelder bare én regel: den nye brikken skal ligge inntil en av dine egne, så den kan stå hvor som helst rundt gruppen din. Brettet tenkes da å ligge flatt, og spillerne starter midt på sidekantene: kryssene på de to midterste rutene i kolonne a, sirklene på de to midterste rutene i siste kolonne.',
          ],
          board: 'noGravity',
        },
        {
          id: 'free-start',
          title: 'Fri start',
          text: [
            'Brettet er tomt fra starten, og de to første brikkene til hver spiller kan settes på hvilken som helst tom rute: de trenger ikke berøre noe [brikkeparken]. Paperdots tar «hvor som helst» bokstavelig: selv med tyngdekraft kan de henge fritt i luften, og en brikke som henger fritt, bærer brikken over seg [ours]. Fra den tredje brikken din gjelder de vanlige reglene: den må berøre en av brikkene dine og med tyngdekraft stå på nederste rad eller oppå noe. Her satte kryssene c3 og b5, sirklene e1 og d4, og det tredje krysset, c4, står oppå c3.',
          ],
          board: 'free',
        },
      ],
      strategy: [
        { text: 'Hold av plass. Hver brikke du setter ut, bruker opp en rute, så spørsmålet er alltid hvor mange ruter du kan nå senere, sammenlignet med motstanderen. Voks heller mot den åpne delen av brettet enn inn i et hjørne du allerede har.' },
        { text: 'Bygg en mur. Motstanderen kan bare sette ut inntil sine egne brikker, så en høy søyle av dine er et gjerde som er vanskelig å komme forbi. Her har kryssene bygd opp kolonne d og sirklene kolonne f, og brettet er i ferd med å deles i to.', board: 'wall' },
        { text: 'Tell kappløpet. Når de to gruppene ikke lenger kan nå hverandres plass, er partiet et kappløp: hver side fyller sitt eget område, og den som har flest tomme ruter, holder lengst. Her har kryssene stengt av venstre side med kolonne d og sirklene høyre side med kolonne e, og hver side har 21 tomme ruter bak muren sin. Med like mye plass går den som står for tur, tom først: kryssene, som står for tur, fyller sin siste rute ett trekk før sirklene og taper. Den eksakte løseren bekrefter det.', board: 'race' },
        { text: 'Med tyngdekraft må du tenke i høyden. Ei rute kan først brukes når ruta under er fylt, så hver brikke du setter ut, åpner ruta over seg. Se på den ruta før du trekker: kan motstanderen bruke den, men ikke du, er trekket ditt en gave.' },
        { text: 'Små og mellomstore brett er løst. Med tyngdekraft er alle brett fra 4 × 4 til 8 × 8 løst, også 8 × 8; uten tyngdekraft alle som har høyst 36 ruter. På alle disse følger vinneren ett mønster: med perfekt spill fra begge sider vinner kryssene (som trekker først) når både antall kolonner og antall rader er odde, som på 5 × 5 og 7 × 7, og sirklene (som trekker som nummer to) vinner på alle de andre. Oppsettet viser vinneren når du velger et av disse brettene. Større brett uten tyngdekraft, også 8 × 8, er ikke løst ennå.' },
      ],
      history: [
        'Sperre inne er et papir-og-blyant-spill som er kjent fra den norske spillsiden Brikkeparken av Christian Berge, som oppgir Spillby som kilde. Der står det at brettet ikke har noen fast størrelse, at Java-spillene bruker 8 × 8, og siden gir de samme tre måtene å spille på som her: med tyngdekraft, uten tyngdekraft og uten brikker ved start [brikkeparken].',
        'Målet ligger i navnet: motstanderen skal sperres inne, og de engelske, danske og tyske navnene er denne sidens gjengivelser av det norske. Vi kjenner ikke til noen oppfinner eller noe årstall for spillet [brikkeparken].',
        'Resultatene for de løste brettene er funnet av Paperdots’ egen eksakte løser, som går gjennom alle spillforløp fra startstillingen uten blokkerte ruter [paperdots-solver].',
      ],
      puzzles: [
        { prompt: 'Kryssene har seks ruter å velge mellom, og det virker naturlig å bygge videre på venstre side. Bare én rute vinner. Hvilken?' },
        { prompt: 'Sirklene står for tur. Kampen øverst ser ut til å haste, men bare én rute vinner. Finn den.' },
      ],
    },
  },
};
