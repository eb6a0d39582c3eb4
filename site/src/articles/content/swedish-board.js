// Rules article: Swedish board — Dots and Boxes with the outer border drawn (SPEC §1.2,
// border=swedish), and the Danish seed page on it (facts only). Counts from `paperdots info`
// (4×4: 16 pre-drawn, 24 moves; hexagons 4×4: 30 and 33; triangles 3×3: 12 and 21); the perfect-
// play results from `paperdots solve` on the start positions (square 3×3: value 7, i.e. 8–1;
// square 4×4: value 0, 8–8; triangles 3×3: value 14, 16–2). Puzzles: small Swedish boards the
// exact solver settles in milliseconds; the page shows the solver's verdict, not ours.
const SW3 = 'game=boxes&size=3x3&border=swedish';
const SW4 = 'game=boxes&size=4x4&border=swedish';

export default {
  slug: 'swedish-board',
  family: 'boxes',
  base: 'dots-and-boxes',
  play: SW4,
  boards: {
    start: { setup: SW4, moves: '' },
    gift: { setup: SW3, moves: '4.7' },
    centre: { setup: SW3, moves: '8.11' },
    hex: { setup: 'game=boxes&grid=hex&size=4x4&border=swedish', moves: '' },
    tri: { setup: 'game=boxes&grid=tri&size=3x3&border=swedish', moves: '' },
  },
  puzzles: [
    { setup: SW3, moves: '' },
    { setup: 'game=boxes&size=4x3&border=swedish', moves: '10.5.9.6.19.16' },
    { setup: SW3, moves: '4.19.7.16.5.8' },
  ],
  text: {
    en: {
      title: 'Swedish board',
      description: 'Dots and Boxes with the outer border drawn before the first move: edge boxes need fewer lines, so the fight over chains starts at once.',
      lead: 'The same game as Dots and Boxes, but the frame of the board is already drawn. Every box along the edge is half-built from the start.',
      what: [
        'On a Swedish board every line of the outer border is drawn before anyone moves. These lines belong to nobody and are not moves. The players draw only the inner lines, one per turn, exactly as in the standard game: whoever draws the fourth side of a box owns it and draws again, and the most boxes wins.',
        'The frame changes the game a lot. A corner box already has two sides, so two more lines close it, and every other box on the edge has one side already. Lines near the edge become dangerous from the very first move, there are far fewer quiet moves before someone has to give boxes away, and long chains run along the border from the start.',
        'On the 4 × 4 board the 16 border lines are drawn, so the game lasts 24 moves instead of 40.',
      ],
      steps: [
        { text: 'Start with the dots and the whole outer border drawn. Blue moves first. On 4 × 4 there are 24 inner lines left to draw.', board: 'start' },
        { text: 'In turn, draw one inner line between two neighbouring dots. The border cannot be drawn again.' },
        { text: 'Whoever draws the last side of a box owns it and must draw another line. Watch the corners: the first line that touches a corner box gives it its third side. Here blue drew such a line, and orange took the corner and now moves again.', board: 'gift' },
        { text: 'When all inner lines are drawn, count the boxes. The border lines count for nobody; each box belongs to whoever closed it. The most boxes wins.' },
      ],
      changes: [
        { rule: 'Start', standard: 'Only the dots; no line is drawn.', variant: 'The dots and every line of the outer border.' },
        { rule: 'Moves', standard: 'Any undrawn line, inside the board or along its edge.', variant: 'The same, but only inner lines are left: the border cannot be drawn again.' },
        { rule: 'Border lines', standard: 'Drawn by the players like any other line.', variant: 'They belong to nobody. A box still goes to whoever draws its last side.' },
        { rule: 'First box', standard: 'Every box needs four lines.', variant: 'A corner box needs two more lines, any other edge box three more.' },
        { rule: 'Length', standard: 'One move per line: 40 moves on 4 × 4.', variant: 'One move per inner line: 24 moves on 4 × 4.' },
        { rule: 'Other settings', standard: 'Every size and grid of the table setup.', variant: 'Works on every size, in misère and on the hexagon and triangle grids, where the outline of the shape is drawn.' },
      ],
      strategy: [
        { text: 'Count the safe lines. A line is safe when it gives no box its third side. On a Swedish board almost every line near the edge touches a box that already has one or two sides, so the safe lines run out early. On 3 × 3 only the four sides of the centre box are safe at the start.', board: 'centre' },
        { text: 'Chains are there from the start. The boxes along the border form long corridors as soon as a few inner lines cut them off from the middle. The long-chain rule of Dots and Boxes applies: try to be the player who does not have to open the first long chain, and count chains early, because the game is short.' },
        { text: 'Give away small, take big. When you must give something, give a single corner box or a pair rather than a long chain. When your opponent opens a long chain, take all but the last two boxes and hand those two back with one line (double-dealing): your opponent takes them and must open the next chain for you.' },
        { text: 'Hexagons and triangles. On the hexagon grid the outline has many short edges, and on 4 × 4 30 of its 63 lines are drawn before the game, leaving 33 moves. On triangles two corner triangles start with two of their three sides drawn, so the very first move can already score: take such a triangle, then play on.', board: 'tri' },
        { text: 'Solved starts. The exact solver finds that on 3 × 3 squares the first player wins 8–1 with perfect play, on 4 × 4 squares the game ends 8–8, and on 3 × 3 triangles the first player wins 16–2.' },
      ],
      history: [
        'The version with the outer lines drawn is called the Swedish board in English-language writing about the game. A board with only the left and bottom edges drawn at the start is called an Icelandic board; it is not offered here. Neither name has a known inventor or date.',
        'Swedish boards appear in mathematical work on the game. In Narrow Misère Dots-and-Boxes, published in Games of No Chance 4 (2015), Sébastien Collette, Erik Demaine, Martin Demaine and Stefan Langerman gave results for Swedish boards one box wide alongside open ones.',
      ],
      sources: [
        { text: 'S. Collette, E. D. Demaine, M. L. Demaine, S. Langerman: Narrow Misère Dots-and-Boxes, in Games of No Chance 4 (2015)' },
        { text: 'Elwyn Berlekamp: The Dots-and-Boxes Game (2000), on chains, the long-chain rule and double-dealing' },
      ],
      puzzles: [
        { prompt: 'A fresh 3 × 3 Swedish board and blue moves first. Most lines touch a corner box, which already has two sides. Which first lines keep the win?' },
        { prompt: 'Blue leads 2–0 and is to move. Every box along the frame already has sides, and most lines hand over a box. Find the one line that wins every remaining box.' },
        { prompt: 'Orange is to move and could take the top right corner box right now. Is taking it best? Find the move that wins.' },
      ],
    },
    da: {
      title: 'Svensk bræt',
      description: 'Prikker og Bokse med den ydre kant tegnet før første træk: kantboksene kræver færre linjer, så kampen om kæderne begynder med det samme.',
      lead: 'Det samme spil som Prikker og Bokse, men brættets ramme er allerede tegnet. Hver boks langs kanten er halvt bygget fra start.',
      what: [
        'På et svensk bræt er hver linje i den ydre kant tegnet, før nogen trækker. Disse linjer tilhører ingen og er ikke træk. Spillerne tegner kun de indre linjer, én pr. tur, præcis som i standardspillet: den, der tegner fjerde side af en boks, får den og tegner igen, og flest bokse vinder.',
        'Rammen ændrer spillet meget. En hjørneboks har allerede to sider, så to linjer mere lukker den, og alle andre bokse langs kanten har allerede én side. Linjer nær kanten bliver farlige fra første træk, der er langt færre rolige træk, før nogen må give bokse væk, og lange kæder løber langs kanten fra begyndelsen.',
        'På 4 × 4-brættet er de 16 kantlinjer tegnet, så spillet varer 24 træk i stedet for 40.',
      ],
      steps: [
        { text: 'Begynd med prikkerne og hele den ydre kant tegnet. Blå trækker først. På 4 × 4 er der 24 indre linjer tilbage at tegne.', board: 'start' },
        { text: 'Skiftevis tegner I én indre linje mellem to nabopunkter. Kanten kan ikke tegnes igen.' },
        { text: 'Den, der tegner sidste side af en boks, får den og skal tegne en linje til. Hold øje med hjørnerne: den første linje, der rører en hjørneboks, giver den dens tredje side. Her tegnede blå sådan en linje, og orange tog hjørnet og trækker nu igen.', board: 'gift' },
        { text: 'Når alle indre linjer er tegnet, tæller I boksene. Kantlinjerne tæller for ingen; hver boks tilhører den, der lukkede den. Flest bokse vinder.' },
      ],
      changes: [
        { rule: 'Start', standard: 'Kun prikkerne; ingen linje er tegnet.', variant: 'Prikkerne og hver linje i den ydre kant.' },
        { rule: 'Træk', standard: 'En vilkårlig utegnet linje, inde på brættet eller langs kanten.', variant: 'Det samme, men kun indre linjer er tilbage: kanten kan ikke tegnes igen.' },
        { rule: 'Kantlinjer', standard: 'Tegnes af spillerne som alle andre linjer.', variant: 'De tilhører ingen. En boks går stadig til den, der tegner dens sidste side.' },
        { rule: 'Første boks', standard: 'Hver boks kræver fire linjer.', variant: 'En hjørneboks kræver to linjer mere, enhver anden kantboks tre mere.' },
        { rule: 'Længde', standard: 'Ét træk pr. linje: 40 træk på 4 × 4.', variant: 'Ét træk pr. indre linje: 24 træk på 4 × 4.' },
        { rule: 'Andre indstillinger', standard: 'Alle størrelser og gitre i bordets opsætning.', variant: 'Virker på alle størrelser, i misère og på sekskant- og trekantgitrene, hvor figurens omrids er tegnet.' },
      ],
      strategy: [
        { text: 'Tæl de sikre linjer. En linje er sikker, når den ikke giver nogen boks dens tredje side. På et svensk bræt rører næsten hver linje nær kanten en boks, der allerede har en eller to sider, så de sikre linjer slipper hurtigt op. På 3 × 3 er kun midterboksens fire sider sikre i starten.', board: 'centre' },
        { text: 'Kæderne er der fra start. Boksene langs kanten danner lange gange, så snart nogle få indre linjer skærer dem fra midten. Reglen om lange kæder fra Prikker og Bokse gælder: prøv at være den, der ikke skal åbne den første lange kæde, og tæl kæderne tidligt, for spillet er kort.' },
        { text: 'Giv småt, tag stort. Når du er nødt til at give noget, så giv en enkelt hjørneboks eller et par hellere end en lang kæde. Når modstanderen åbner en lang kæde, så tag alle undtagen de to sidste bokse og giv de to tilbage med én linje (på engelsk double-dealing): modstanderen tager dem og må åbne den næste kæde for dig.' },
        { text: 'Sekskanter og trekanter. På sekskantgitteret har omridset mange korte kanter, og på 4 × 4 er 30 af de 63 linjer tegnet før spillet, så der er 33 træk. På trekanter begynder to hjørnetrekanter med to af deres tre sider tegnet, så allerede det første træk kan score: tag sådan en trekant, og spil så videre.', board: 'tri' },
        { text: 'Løste starter. Den eksakte løser viser, at på 3 × 3 kvadrater vinder den første spiller 8–1 med perfekt spil, på 4 × 4 kvadrater ender spillet 8–8, og på 3 × 3 trekanter vinder den første spiller 16–2.' },
      ],
      history: [
        'Versionen med de ydre linjer tegnet kaldes svensk bræt (Swedish board) i engelsksprogede tekster om spillet. Et bræt, hvor kun venstre og nederste kant er tegnet fra start, kaldes et islandsk bræt; det tilbydes ikke her. Ingen af navnene har en kendt opfinder eller et kendt årstal.',
        'Svenske brætter optræder i matematiske arbejder om spillet. I Narrow Misère Dots-and-Boxes, udgivet i Games of No Chance 4 (2015), gav Sébastien Collette, Erik Demaine, Martin Demaine og Stefan Langerman resultater for svenske brætter, der er én boks brede, ved siden af de åbne.',
      ],
      sources: [
        { text: 'S. Collette, E. D. Demaine, M. L. Demaine, S. Langerman: Narrow Misère Dots-and-Boxes, i Games of No Chance 4 (2015)' },
        { text: 'Elwyn Berlekamp: The Dots-and-Boxes Game (2000), om kæder, reglen om lange kæder og double-dealing' },
      ],
      puzzles: [
        { prompt: 'Et nyt 3 × 3 svensk bræt, og blå trækker først. De fleste linjer rører en hjørneboks, som allerede har to sider. Hvilke første linjer holder sejren?' },
        { prompt: 'Blå fører 2–0 og er i trækket. Alle bokse langs rammen har allerede sider, og de fleste linjer giver en boks væk. Find den ene linje, der vinder alle de resterende bokse.' },
        { prompt: 'Orange er i trækket og kunne tage hjørneboksen øverst til højre lige nu. Er det bedst at tage den? Find det træk, der vinder.' },
      ],
    },
    de: {
      title: 'Schwedisches Brett',
      description: 'Käsekästchen mit vorgezeichnetem Rand: Randkästchen brauchen weniger Linien, darum beginnt der Kampf um die Ketten sofort.',
      lead: 'Dasselbe Spiel wie Käsekästchen, aber der Rahmen des Bretts ist schon gezeichnet. Jedes Kästchen am Rand ist von Anfang an halb fertig.',
      what: [
        'Auf einem schwedischen Brett ist jede Linie des äußeren Rands gezogen, bevor jemand zieht. Diese Linien gehören niemandem und sind keine Züge. Gezogen werden nur die inneren Linien, eine pro Zug, genau wie im normalen Spiel: Wer die vierte Seite eines Kästchens zieht, bekommt es und zieht noch einmal, und wer die meisten Kästchen hat, gewinnt.',
        'Der Rahmen verändert das Spiel stark. Ein Eckkästchen hat schon zwei Seiten, zwei weitere Linien schließen es also, und jedes andere Randkästchen hat schon eine. Linien am Rand werden vom ersten Zug an gefährlich, es gibt viel weniger ruhige Züge, bevor jemand Kästchen hergeben muss, und lange Ketten laufen von Anfang an am Rand entlang.',
        'Auf dem 4 × 4-Brett sind die 16 Randlinien gezogen, daher dauert die Partie 24 Züge statt 40.',
      ],
      steps: [
        { text: 'Zu Beginn stehen die Punkte und der ganze äußere Rand. Blau zieht zuerst. Auf 4 × 4 bleiben 24 innere Linien zu ziehen.', board: 'start' },
        { text: 'Abwechselnd zieht ihr eine innere Linie zwischen zwei benachbarten Punkten. Der Rand kann nicht noch einmal gezogen werden.' },
        { text: 'Wer die letzte Seite eines Kästchens zieht, bekommt es und muss noch eine Linie ziehen. Achte auf die Ecken: Die erste Linie, die ein Eckkästchen berührt, gibt ihm seine dritte Seite. Hier hat Blau eine solche Linie gezogen, Orange hat die Ecke genommen und zieht nun noch einmal.', board: 'gift' },
        { text: 'Sind alle inneren Linien gezogen, werden die Kästchen gezählt. Die Randlinien zählen für niemanden; jedes Kästchen gehört dem, der es geschlossen hat. Wer die meisten hat, gewinnt.' },
      ],
      changes: [
        { rule: 'Anfang', standard: 'Nur die Punkte; keine Linie ist gezogen.', variant: 'Die Punkte und jede Linie des äußeren Rands.' },
        { rule: 'Züge', standard: 'Eine beliebige freie Linie, innen oder am Rand.', variant: 'Ebenso, aber es bleiben nur innere Linien: Der Rand kann nicht noch einmal gezogen werden.' },
        { rule: 'Randlinien', standard: 'Werden von den Spielern gezogen wie jede andere Linie.', variant: 'Sie gehören niemandem. Ein Kästchen bekommt weiterhin, wer seine letzte Seite zieht.' },
        { rule: 'Erstes Kästchen', standard: 'Jedes Kästchen braucht vier Linien.', variant: 'Ein Eckkästchen braucht noch zwei Linien, jedes andere Randkästchen noch drei.' },
        { rule: 'Länge', standard: 'Ein Zug pro Linie: 40 Züge auf 4 × 4.', variant: 'Ein Zug pro innerer Linie: 24 Züge auf 4 × 4.' },
        { rule: 'Weitere Einstellungen', standard: 'Jede Größe und jedes Gitter der Spielvorbereitung.', variant: 'Geht mit jeder Größe, in Misère und auf dem Sechseck- und dem Dreiecksgitter, wo der Umriss der Form gezogen ist.' },
      ],
      strategy: [
        { text: 'Zähle die sicheren Linien. Eine Linie ist sicher, wenn sie keinem Kästchen die dritte Seite gibt. Auf einem schwedischen Brett berührt fast jede Linie am Rand ein Kästchen, das schon eine oder zwei Seiten hat, daher gehen die sicheren Linien früh aus. Auf 3 × 3 sind am Anfang nur die vier Seiten des mittleren Kästchens sicher.', board: 'centre' },
        { text: 'Die Ketten sind von Anfang an da. Die Kästchen am Rand bilden lange Gänge, sobald ein paar innere Linien sie von der Mitte trennen. Die Regel der langen Ketten aus Käsekästchen gilt: Versuche, nicht derjenige zu sein, der die erste lange Kette öffnen muss, und zähle die Ketten früh, denn die Partie ist kurz.' },
        { text: 'Gib wenig, nimm viel. Wenn du etwas hergeben musst, gib lieber ein einzelnes Eckkästchen oder ein Paar als eine lange Kette. Öffnet der Gegner eine lange Kette, nimm alle Kästchen bis auf die letzten zwei und gib diese zwei mit einer Linie zurück (englisch double-dealing): Der Gegner nimmt sie und muss dir die nächste Kette öffnen.' },
        { text: 'Sechsecke und Dreiecke. Auf dem Sechseckgitter hat der Umriss viele kurze Kanten, und auf 4 × 4 sind 30 der 63 Linien vor der Partie gezogen, es bleiben 33 Züge. Auf Dreiecken beginnen zwei Eckdreiecke mit zwei ihrer drei Seiten, also kann schon der erste Zug punkten: Nimm ein solches Dreieck und spiele dann weiter.', board: 'tri' },
        { text: 'Gelöste Anfänge. Der exakte Löser zeigt: Auf 3 × 3 Quadraten gewinnt der erste Spieler bei fehlerfreiem Spiel 8:1, auf 4 × 4 Quadraten endet die Partie 8:8, und auf 3 × 3 Dreiecken gewinnt der erste Spieler 16:2.' },
      ],
      history: [
        'Die Version mit gezogenem Außenrand heißt in englischsprachigen Texten über das Spiel Swedish board, schwedisches Brett. Ein Brett, auf dem zu Beginn nur der linke und der untere Rand gezogen sind, heißt isländisches Brett; es wird hier nicht angeboten. Für keinen der beiden Namen sind Erfinder oder Jahr bekannt.',
        'Schwedische Bretter kommen in mathematischen Arbeiten über das Spiel vor. In Narrow Misère Dots-and-Boxes, erschienen in Games of No Chance 4 (2015), gaben Sébastien Collette, Erik Demaine, Martin Demaine und Stefan Langerman Ergebnisse für schwedische Bretter von einem Kästchen Breite an, neben den offenen.',
      ],
      sources: [
        { text: 'S. Collette, E. D. Demaine, M. L. Demaine, S. Langerman: Narrow Misère Dots-and-Boxes, in Games of No Chance 4 (2015)' },
        { text: 'Elwyn Berlekamp: The Dots-and-Boxes Game (2000), über Ketten, die Regel der langen Ketten und das Double-Dealing' },
      ],
      puzzles: [
        { prompt: 'Ein neues schwedisches 3 × 3-Brett, Blau zieht zuerst. Die meisten Linien berühren ein Eckkästchen, das schon zwei Seiten hat. Mit welchen ersten Linien bleibt der Sieg erhalten?' },
        { prompt: 'Blau führt 2:0 und ist am Zug. Jedes Kästchen am Rahmen hat schon Seiten, und die meisten Linien geben ein Kästchen her. Finde die eine Linie, mit der Blau alle übrigen Kästchen gewinnt.' },
        { prompt: 'Orange ist am Zug und könnte sofort das Eckkästchen oben rechts nehmen. Ist Nehmen das Beste? Finde den Zug, der gewinnt.' },
      ],
    },
    nb: {
      title: 'Svensk brett',
      description: 'Prikker og bokser med ytterkanten tegnet før første trekk: kantboksene trenger færre streker, så kampen om kjedene starter med en gang.',
      lead: 'Det samme spillet som Prikker og bokser, men rammen rundt brettet er allerede tegnet. Hver boks langs kanten er halvferdig fra starten.',
      what: [
        'På et svensk brett er hver strek i ytterkanten tegnet før noen trekker. Disse strekene tilhører ingen og er ikke trekk. Spillerne tegner bare de indre strekene, én per tur, akkurat som i standardspillet: den som tegner fjerde side av en boks, får den og trekker igjen, og flest bokser vinner.',
        'Rammen forandrer spillet mye. En hjørneboks har allerede to sider, så to streker til lukker den, og alle andre bokser langs kanten har allerede én. Streker nær kanten blir farlige fra første trekk, det er langt færre rolige trekk før noen må gi bort bokser, og lange kjeder går langs kanten helt fra starten.',
        'På 4 × 4-brettet er de 16 kantstrekene tegnet, så partiet varer 24 trekk i stedet for 40.',
      ],
      steps: [
        { text: 'Start med prikkene og hele ytterkanten tegnet. Blå trekker først. På 4 × 4 er det 24 indre streker igjen å tegne.', board: 'start' },
        { text: 'Etter tur tegner dere én indre strek mellom to nabopunkter. Kanten kan ikke tegnes på nytt.' },
        { text: 'Den som tegner siste side av en boks, får den og må tegne en strek til. Pass på hjørnene: den første streken som berører en hjørneboks, gir den tredje side. Her tegnet blå en slik strek, og oransje tok hjørnet og trekker nå igjen.', board: 'gift' },
        { text: 'Når alle de indre strekene er tegnet, teller dere boksene. Kantstrekene teller ikke for noen; hver boks tilhører den som lukket den. Flest bokser vinner.' },
      ],
      changes: [
        { rule: 'Start', standard: 'Bare prikkene; ingen strek er tegnet.', variant: 'Prikkene og hver strek i ytterkanten.' },
        { rule: 'Trekk', standard: 'En hvilken som helst utegnet strek, inne på brettet eller langs kanten.', variant: 'Det samme, men bare indre streker er igjen: kanten kan ikke tegnes på nytt.' },
        { rule: 'Kantstreker', standard: 'Tegnes av spillerne som alle andre streker.', variant: 'De tilhører ingen. En boks går fortsatt til den som tegner siste side.' },
        { rule: 'Første boks', standard: 'Hver boks trenger fire streker.', variant: 'En hjørneboks trenger to streker til, alle andre kantbokser tre til.' },
        { rule: 'Lengde', standard: 'Ett trekk per strek: 40 trekk på 4 × 4.', variant: 'Ett trekk per indre strek: 24 trekk på 4 × 4.' },
        { rule: 'Andre innstillinger', standard: 'Alle størrelser og rutenett i oppsettet.', variant: 'Virker på alle størrelser, i misère og på sekskant- og trekantrutenettet, der omrisset av figuren er tegnet.' },
      ],
      strategy: [
        { text: 'Tell de trygge strekene. En strek er trygg når den ikke gir noen boks tredje side. På et svensk brett berører nesten hver strek nær kanten en boks som allerede har én eller to sider, så de trygge strekene tar fort slutt. På 3 × 3 er bare de fire sidene av midtboksen trygge i starten.', board: 'centre' },
        { text: 'Kjedene er der fra starten. Boksene langs kanten blir til lange ganger så snart noen få indre streker skiller dem fra midten. Regelen om lange kjeder fra Prikker og bokser gjelder: prøv å være den som ikke må åpne den første lange kjeden, og tell kjedene tidlig, for partiet er kort.' },
        { text: 'Gi smått, ta stort. Når du må gi bort noe, gir du heller én hjørneboks eller et par enn en lang kjede. Når motstanderen åpner en lang kjede, tar du alle unntatt de to siste boksene og gir de to tilbake med én strek (på engelsk double-dealing): motstanderen tar dem og må åpne neste kjede for deg.' },
        { text: 'Sekskanter og trekanter. På sekskantrutenettet har omrisset mange korte kanter, og på 4 × 4 er 30 av de 63 strekene tegnet før partiet, så det blir 33 trekk. På trekanter starter to hjørnetrekanter med to av tre sider tegnet, så allerede første trekk kan gi poeng: ta en slik trekant og spill så videre.', board: 'tri' },
        { text: 'Løste starter. Den eksakte løseren viser at på 3 × 3 kvadrater vinner den første spilleren 8–1 med perfekt spill, på 4 × 4 kvadrater ender partiet 8–8, og på 3 × 3 trekanter vinner den første spilleren 16–2.' },
      ],
      history: [
        'Versjonen med ytterstrekene tegnet kalles svensk brett (Swedish board) i engelskspråklige tekster om spillet. Et brett der bare venstre og nederste kant er tegnet fra starten, kalles et islandsk brett; det tilbys ikke her. Ingen av navnene har noen kjent oppfinner eller noe kjent årstall.',
        'Svenske brett dukker opp i matematiske arbeider om spillet. I Narrow Misère Dots-and-Boxes, utgitt i Games of No Chance 4 (2015), ga Sébastien Collette, Erik Demaine, Martin Demaine og Stefan Langerman resultater for svenske brett som er én boks brede, ved siden av de åpne.',
      ],
      sources: [
        { text: 'S. Collette, E. D. Demaine, M. L. Demaine, S. Langerman: Narrow Misère Dots-and-Boxes, i Games of No Chance 4 (2015)' },
        { text: 'Elwyn Berlekamp: The Dots-and-Boxes Game (2000), om kjeder, regelen om lange kjeder og double-dealing' },
      ],
      puzzles: [
        { prompt: 'Et nytt 3 × 3 svensk brett, og blå trekker først. De fleste strekene berører en hjørneboks som allerede har to sider. Hvilke første streker holder på seieren?' },
        { prompt: 'Blå leder 2–0 og står for tur. Alle boksene langs rammen har allerede sider, og de fleste strekene gir bort en boks. Finn den ene streken som vinner alle de gjenværende boksene.' },
        { prompt: 'Oransje står for tur og kunne tatt hjørneboksen øverst til høyre med en gang. Er det best å ta den? Finn trekket som vinner.' },
      ],
    },
  },
};
