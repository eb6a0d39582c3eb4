// Rules article: Swedish board — Dots and Boxes with the outer border drawn (docs/spec.md §1.2,
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
    { setup: SW3, moves: '12.11.9.5' },
    { setup: 'game=boxes&size=4x3&border=swedish', moves: '16.6.14' },
    { setup: SW3, moves: '4.19.7.16.5.8' },
  ],
  sources: [
    { id: 'berlekamp-2000', text: 'Elwyn Berlekamp: The Dots-and-Boxes Game: Sophisticated Child’s Play. A K Peters, Natick (Massachusetts) 2000.' },
    { id: 'paperdots-solver', text: 'Paperdots engine: the exact solver (paperdots solve).' },
    { id: 'en-wikipedia', text: 'Wikipedia (en): Dots and boxes, “Unusual grids and variants”, which cites David Wilson: Dots-and-Boxes Analysis Results, University of Wisconsin.', href: 'https://en.wikipedia.org/wiki/Dots_and_boxes' },
    { id: 'collette-2015', text: 'Sébastien Collette, Erik D. Demaine, Martin L. Demaine, Stefan Langerman: Narrow Misère Dots-and-Boxes. In Games of No Chance 4 (MSRI Publications 63), Cambridge University Press, 2015.' },
  ],
  text: {
    en: {
      title: 'Swedish board',
      description: 'Swedish board: Dots and Boxes played inside a ready-drawn frame. Corner boxes are two lines from closing, so the danger starts on move one.',
      lead: 'The same game as Dots and Boxes, but the frame of the board is already drawn. Every box along the edge is half-built from the start.',
      what: [
        'Before the first move, the whole rectangle around the board is drawn. That frame belongs to the board, not to anyone’s score: no player drew it, and it never counts as a move. From then on you play ordinary Dots and Boxes with the inside lines only. One line per turn, the fourth side of a box wins it and earns another line, and the player with more boxes at the end wins.',
        'Because the frame is there, the boxes along the edge are not empty at the start. Each corner box has two of its four sides, each other edge box one. A single careless line next to a corner hands a box to your opponent, so the quiet opening of the standard game is much shorter, and the border boxes line up into chains almost at once.',
        'A 4 × 4 board has 40 lines. The frame takes 16 of them, so a Swedish game on 4 × 4 has only 24 moves.',
      ],
      steps: [
        { text: 'Start with the dots and the whole outer border drawn. Blue moves first. On 4 × 4 there are 24 inner lines left to draw.', board: 'start' },
        { text: 'In turn, draw one inner line between two neighbouring dots. The border cannot be drawn again.' },
        { text: 'Whoever draws the last side of a box owns it and must draw another line. Watch the corners: the first line that touches a corner box gives it its third side. Here blue drew such a line, and orange took the corner and now moves again.', board: 'gift' },
        { text: 'When all inner lines are drawn, count the boxes. The border lines count for nobody; each box belongs to whoever closed it. The most boxes wins.' },
      ],
      changes: [
        { rule: 'Before move 1', standard: 'An empty field of dots.', variant: 'The dots plus the complete outer frame.' },
        { rule: 'Lines you may draw', standard: 'Every line, the outer ones included.', variant: 'Only the lines inside the frame.' },
        { rule: 'The frame', standard: 'Drawn during play by the players, one line at a time.', variant: 'Drawn by nobody and scores for nobody. Whoever adds the last side of a box still gets it.' },
        { rule: 'Closing the first box', standard: 'Any box needs four lines.', variant: 'Two more lines close a corner box, three more any other box on the edge.' },
        { rule: 'Moves on 4 × 4', standard: '40.', variant: '24.' },
        { rule: 'Grids and options', standard: 'Squares, hexagons, triangles; any size; misère.', variant: 'All of them. On hexagons and triangles the outline of the whole shape is drawn. A border line that would close a cell on its own is left undrawn, so there is always a move to make; only a board of one cell has such a line.' },
      ],
      strategy: [
        { text: 'Count the safe lines. A line is safe when it gives no box its third side. On a Swedish board almost every line near the edge touches a box that already has one or two sides, so the safe lines run out early. On 3 × 3 only the four sides of the centre box are safe at the start.', board: 'centre' },
        { text: 'Chains are there from the start. The boxes along the border form long corridors as soon as a few inner lines cut them off from the middle. The long-chain rule of Dots and Boxes applies: try to be the player who does not have to open the first long chain, and count chains early, because the game is short [berlekamp-2000].' },
        { text: 'Give away small, take big. When you must give something, give a single corner box or a pair rather than a long chain. When your opponent opens a long chain, take all but the last two boxes and hand those two back with one line, the all-but-two trick: your opponent takes them and must open the next chain for you [berlekamp-2000].' },
        { text: 'Hexagons and triangles. On the hexagon grid the outline has many short edges, and on 4 × 4 30 of its 63 lines are drawn before the game, leaving 33 moves. On triangles two corner triangles start with two of their three sides drawn, so the very first move can already score: take such a triangle, then play on.', board: 'tri' },
        { text: 'Solved boards. The exact solver finds that on 3 × 3 squares the first player wins 8–1 with perfect play, on 4 × 4 squares the game ends 8–8, and on 3 × 3 triangles the first player wins 16–2 [paperdots-solver].' },
      ],
      history: [
        'In English writing about Dots and Boxes this version is known as the Swedish board, and a related start with only the left and bottom edges drawn as the Icelandic board [en-wikipedia]; Paperdots does not offer the Icelandic one. We know of no inventor or date for either.',
        'Mathematicians have looked at the Swedish board too. In Narrow Misère Dots-and-Boxes (Games of No Chance 4, 2015), Collette, Langerman and Erik and Martin Demaine treat Swedish boards one box wide next to open ones [collette-2015].',
      ],
      puzzles: [
        { prompt: 'Only four lines have been drawn, and orange has already closed a box and moves again. One more box can be closed at once. Take it, or is there something better?' },
        { prompt: 'Orange is to move early on a 4 × 3 Swedish board. Four lines hand nothing over right now, but they are far from equal. Find the best one.' },
        { prompt: 'Orange is to move and could take the top right corner box right now. Is taking it best? Find the move that wins.' },
      ],
    },
    da: {
      title: 'Svensk bræt',
      description: 'Svensk bræt: Prikker og Bokse inden for en færdigtegnet ramme. Hjørneboksene mangler kun to linjer, så faren begynder allerede i første træk.',
      lead: 'Det samme spil som Prikker og Bokse, men brættets ramme er allerede tegnet. Hver boks langs kanten er halvt bygget fra start.',
      what: [
        'Før første træk tegnes hele rektanglet rundt om brættet. Rammen hører til brættet og giver ingen point: ingen af spillerne har tegnet den, og den tæller aldrig som et træk. Derefter spiller I helt almindelig Prikker og Bokse, men kun med linjerne indenfor. Én linje pr. tur, den fjerde side af en boks vinder den og giver en linje mere, og den med flest bokse til sidst vinder.',
        'Fordi rammen er der, er boksene langs kanten ikke tomme fra start. Hver hjørneboks har to af sine fire sider, de øvrige kantbokse én hver. En enkelt uforsigtig linje ved et hjørne forærer modstanderen en boks, så standardspillets stille åbning bliver meget kortere, og kantboksene stiller sig op i kæder næsten med det samme.',
        'Et 4 × 4-bræt har 40 linjer. Rammen bruger 16 af dem, så et spil på et svensk 4 × 4-bræt har kun 24 træk.',
      ],
      steps: [
        { text: 'I begynder med prikkerne, og hele den ydre kant er allerede tegnet. Blå trækker først. På 4 × 4 er der 24 indre linjer tilbage at tegne.', board: 'start' },
        { text: 'Skiftevis tegner I én indre linje mellem to nabopunkter. Kanten kan ikke tegnes igen.' },
        { text: 'Den, der tegner sidste side af en boks, får den og skal tegne en linje til. Hold øje med hjørnerne: den første linje, der rører en hjørneboks, giver den dens tredje side. Her tegnede blå sådan en linje, og orange tog hjørnet og trækker nu igen.', board: 'gift' },
        { text: 'Når alle indre linjer er tegnet, tæller I boksene. Kantlinjerne tæller for ingen; hver boks tilhører den, der lukkede den. Flest bokse vinder.' },
      ],
      changes: [
        { rule: 'Før første træk', standard: 'Et tomt bræt med prikker.', variant: 'Prikkerne og hele den ydre ramme.' },
        { rule: 'Linjer, du må tegne', standard: 'Alle linjer, også de yderste.', variant: 'Kun linjerne inden for rammen.' },
        { rule: 'Rammen', standard: 'Tegnes undervejs af spillerne, én linje ad gangen.', variant: 'Tegnet af ingen og giver ingen point. Den, der tegner sidste side af en boks, får den stadig.' },
        { rule: 'Den første boks', standard: 'Enhver boks kræver fire linjer.', variant: 'To linjer mere lukker en hjørneboks, tre mere enhver anden kantboks.' },
        { rule: 'Træk på 4 × 4', standard: '40.', variant: '24.' },
        { rule: 'Gitre og indstillinger', standard: 'Kvadrater, sekskanter, trekanter; alle størrelser; misère.', variant: 'Alle sammen. På sekskanter og trekanter er omridset af hele figuren tegnet. En kantlinje, der alene ville lukke et felt, bliver ikke tegnet, så der altid er et træk at gøre; kun et bræt med ét felt har sådan en linje.' },
      ],
      strategy: [
        { text: 'Tæl de sikre linjer. En linje er sikker, når den ikke giver nogen boks dens tredje side. På et svensk bræt rører næsten hver linje nær kanten en boks, der allerede har en eller to sider, så de sikre linjer slipper hurtigt op. På 3 × 3 er kun midterboksens fire sider sikre i starten.', board: 'centre' },
        { text: 'Kæderne er der fra start. Boksene langs kanten danner lange gange, så snart nogle få indre linjer skærer dem fra midten. Reglen om lange kæder fra Prikker og Bokse gælder: prøv at være den, der ikke skal åbne den første lange kæde, og tæl kæderne tidligt, for spillet er kort [berlekamp-2000].' },
        { text: 'Giv småt, tag stort. Når du er nødt til at give noget, så giv en enkelt hjørneboks eller et par hellere end en lang kæde. Når modstanderen åbner en lang kæde, så tag alle undtagen de to sidste bokse og giv de to tilbage med én linje, alle-undtagen-to-tricket: modstanderen tager dem og må åbne den næste kæde for dig [berlekamp-2000].' },
        { text: 'Sekskanter og trekanter. På sekskantgitteret har omridset mange korte kanter, og på 4 × 4 er 30 af de 63 linjer tegnet før spillet, så der er 33 træk. På trekanter begynder to hjørnetrekanter med to af deres tre sider tegnet, så allerede det første træk kan score: tag sådan en trekant, og spil så videre.', board: 'tri' },
        { text: 'Løste brætter. Den eksakte løser viser, at den første spiller vinder 8–1 med perfekt spil på 3 × 3 kvadrater, at spillet ender 8–8 på 4 × 4 kvadrater, og at den første spiller vinder 16–2 på 3 × 3 trekanter [paperdots-solver].' },
      ],
      history: [
        'I engelsksprogede tekster om Prikker og Bokse hedder denne udgave Swedish board, svensk bræt, og en beslægtet start, hvor kun venstre og nederste kant er tegnet, hedder Icelandic board, islandsk bræt [en-wikipedia]; det islandske findes ikke på Paperdots. Vi kender hverken opfinder eller årstal for nogen af dem.',
        'Også matematikere har set på det svenske bræt. I Narrow Misère Dots-and-Boxes (Games of No Chance 4, 2015) behandler Collette, Langerman og Erik og Martin Demaine svenske brætter, der kun er én boks brede, side om side med de åbne [collette-2015].',
      ],
      puzzles: [
        { prompt: 'Der er kun tegnet fire linjer, og orange har allerede lukket en boks og trækker igen. Endnu en boks kan lukkes med det samme. Skal orange tage den, eller findes der noget bedre?' },
        { prompt: 'Orange er i trækket tidligt på et svensk 4 × 3-bræt. Fire linjer giver intet væk lige nu, men de er langtfra lige gode. Find den bedste.' },
        { prompt: 'Orange er i trækket og kunne tage hjørneboksen øverst til højre lige nu. Er det bedst at tage den? Find det træk, der vinder.' },
      ],
    },
    de: {
      title: 'Schwedisches Brett',
      description: 'Schwedisches Brett: Käsekästchen in einem fertig gezeichneten Rahmen. Eckkästchen fehlen nur zwei Linien, die Gefahr beginnt mit dem ersten Zug.',
      lead: 'Dasselbe Spiel wie Käsekästchen, aber der Rahmen des Bretts ist schon gezeichnet. Jedes Kästchen am Rand ist von Anfang an halb fertig.',
      what: [
        'Vor dem ersten Zug wird das ganze Rechteck um das Brett gezeichnet. Der Rahmen gehört zum Brett und zählt für niemanden: Kein Spieler hat ihn gezogen, und er zählt nie als Zug. Danach spielt ihr ganz normales Käsekästchen, aber nur mit den Linien im Inneren. Eine Linie pro Zug, die vierte Seite eines Kästchens gewinnt es und bringt eine weitere Linie, und wer am Ende mehr Kästchen hat, gewinnt.',
        'Weil der Rahmen da ist, sind die Kästchen am Rand zu Beginn nicht leer. Jedes Eckkästchen hat zwei seiner vier Seiten, jedes andere Randkästchen eine. Eine einzige unvorsichtige Linie an einer Ecke schenkt dem Gegner ein Kästchen, die ruhige Eröffnung des normalen Spiels wird viel kürzer, und die Randkästchen reihen sich fast sofort zu Ketten.',
        'Ein 4 × 4-Brett hat 40 Linien. Der Rahmen belegt 16 davon, also hat eine Partie auf dem schwedischen 4 × 4-Brett nur 24 Züge.',
      ],
      steps: [
        { text: 'Zu Beginn sind die Punkte und der ganze äußere Rand gezeichnet. Blau zieht zuerst. Auf 4 × 4 bleiben 24 innere Linien zu ziehen.', board: 'start' },
        { text: 'Abwechselnd zieht ihr eine innere Linie zwischen zwei benachbarten Punkten. Der Rand kann nicht noch einmal gezogen werden.' },
        { text: 'Wer die letzte Seite eines Kästchens zieht, bekommt es und muss noch eine Linie ziehen. Achte auf die Ecken: Die erste Linie, die ein Eckkästchen berührt, gibt ihm seine dritte Seite. Hier hat Blau eine solche Linie gezogen, Orange hat die Ecke genommen und zieht nun noch einmal.', board: 'gift' },
        { text: 'Sind alle inneren Linien gezogen, werden die Kästchen gezählt. Die Randlinien zählen für niemanden; jedes Kästchen gehört dem, der es geschlossen hat. Wer die meisten hat, gewinnt.' },
      ],
      changes: [
        { rule: 'Vor dem ersten Zug', standard: 'Ein leeres Feld aus Punkten.', variant: 'Die Punkte und der vollständige äußere Rahmen.' },
        { rule: 'Erlaubte Linien', standard: 'Jede Linie, auch die äußeren.', variant: 'Nur die Linien innerhalb des Rahmens.' },
        { rule: 'Der Rahmen', standard: 'Wird im Lauf der Partie von den Spielern gezogen, Linie für Linie.', variant: 'Von niemandem gezogen, zählt für niemanden. Wer die letzte Seite eines Kästchens zieht, bekommt es weiterhin.' },
        { rule: 'Das erste Kästchen', standard: 'Jedes Kästchen braucht vier Linien.', variant: 'Zwei weitere Linien schließen ein Eckkästchen, drei jedes andere Randkästchen.' },
        { rule: 'Züge auf 4 × 4', standard: '40.', variant: '24.' },
        { rule: 'Gitter und Optionen', standard: 'Quadrate, Sechsecke, Dreiecke; jede Größe; Misère.', variant: 'Alle. Bei Sechsecken und Dreiecken ist der Umriss der ganzen Form gezogen. Eine Randlinie, die für sich allein ein Feld schließen würde, bleibt frei, damit immer ein Zug möglich ist; das kommt nur auf einem Brett mit einem einzigen Feld vor.' },
      ],
      strategy: [
        { text: 'Zähle die sicheren Linien. Eine Linie ist sicher, wenn sie keinem Kästchen die dritte Seite gibt. Auf einem schwedischen Brett berührt fast jede Linie am Rand ein Kästchen, das schon eine oder zwei Seiten hat, daher gehen die sicheren Linien früh aus. Auf 3 × 3 sind am Anfang nur die vier Seiten des mittleren Kästchens sicher.', board: 'centre' },
        { text: 'Die Ketten sind von Anfang an da. Die Kästchen am Rand bilden lange Gänge, sobald ein paar innere Linien sie von der Mitte trennen. Die Regel der langen Ketten aus Käsekästchen gilt: Versuche, nicht derjenige zu sein, der die erste lange Kette öffnen muss, und zähle die Ketten früh, denn die Partie ist kurz [berlekamp-2000].' },
        { text: 'Gib wenig, nimm viel. Wenn du etwas hergeben musst, gib lieber ein einzelnes Eckkästchen oder ein Paar als eine lange Kette. Öffnet der Gegner eine lange Kette, nimm alle Kästchen bis auf die letzten zwei und gib diese zwei mit einer Linie zurück, der Alle-außer-zwei-Trick: Der Gegner nimmt sie und muss dir die nächste Kette öffnen [berlekamp-2000].' },
        { text: 'Sechsecke und Dreiecke. Auf dem Sechseckgitter hat der Umriss viele kurze Kanten, und auf 4 × 4 sind 30 der 63 Linien vor der Partie gezogen, es bleiben 33 Züge. Auf Dreiecken beginnen zwei Eckdreiecke mit zwei ihrer drei Seiten, also kann schon der erste Zug punkten: Nimm ein solches Dreieck und spiele dann weiter.', board: 'tri' },
        { text: 'Gelöste Bretter. Der exakte Löser zeigt: Auf 3 × 3 Quadraten gewinnt der Anziehende bei fehlerfreiem Spiel 8:1, auf 4 × 4 Quadraten endet die Partie 8:8, und auf 3 × 3 Dreiecken gewinnt der Anziehende 16:2 [paperdots-solver].' },
      ],
      history: [
        'In englischsprachigen Texten über Käsekästchen heißt diese Fassung Swedish board, schwedisches Brett, und ein verwandter Anfang, bei dem nur der linke und der untere Rand gezeichnet sind, Icelandic board, isländisches Brett [en-wikipedia]; das isländische bietet Paperdots nicht an. Einen Erfinder oder ein Datum kennen wir für keines der beiden.',
        'Auch Mathematiker haben sich das schwedische Brett angesehen. In Narrow Misère Dots-and-Boxes (Games of No Chance 4, 2015) behandeln Collette, Langerman sowie Erik und Martin Demaine schwedische Bretter von nur einem Kästchen Breite neben den offenen [collette-2015].',
      ],
      puzzles: [
        { prompt: 'Erst vier Linien sind gezogen, und Orange hat schon ein Kästchen geschlossen und zieht noch einmal. Ein weiteres Kästchen lässt sich sofort schließen. Nehmen, oder gibt es etwas Besseres?' },
        { prompt: 'Orange ist früh auf einem schwedischen 4 × 3-Brett am Zug. Vier Linien geben im Moment nichts her, aber sie sind längst nicht gleich gut. Finde die beste.' },
        { prompt: 'Orange ist am Zug und könnte sofort das Eckkästchen oben rechts nehmen. Ist Nehmen das Beste? Finde den Zug, der gewinnt.' },
      ],
    },
    nb: {
      title: 'Svensk brett',
      description: 'Svensk brett: Prikker og bokser innenfor en ferdig tegnet ramme. Hjørneboksene mangler bare to streker, så faren starter i første trekk.',
      lead: 'Det samme spillet som Prikker og bokser, men rammen rundt brettet er allerede tegnet. Hver boks langs kanten er halvferdig fra starten.',
      what: [
        'Før første trekk tegnes hele rektangelet rundt brettet. Rammen hører til brettet og gir ingen poeng: ingen av spillerne har tegnet den, og den teller aldri som et trekk. Deretter spiller dere helt vanlig Prikker og bokser, men bare med strekene innenfor. Én strek per tur, den fjerde siden av en boks vinner den og gir en strek til, og den som har flest bokser til slutt, vinner.',
        'Fordi rammen er der, er boksene langs kanten ikke tomme fra starten. Hver hjørneboks har to av sine fire sider, hver av de andre kantboksene én. Én uforsiktig strek ved et hjørne gir motstanderen en boks, så den rolige åpningen fra standardspillet blir mye kortere, og kantboksene stiller seg opp i kjeder nesten med en gang.',
        'Et 4 × 4-brett har 40 streker. Rammen bruker 16 av dem, så et parti på et svensk 4 × 4-brett har bare 24 trekk.',
      ],
      steps: [
        { text: 'Dere starter med prikkene, og hele ytterkanten er allerede tegnet. Blå trekker først. På 4 × 4 er det 24 indre streker igjen å tegne.', board: 'start' },
        { text: 'Etter tur tegner dere én indre strek mellom to nabopunkter. Kanten kan ikke tegnes på nytt.' },
        { text: 'Den som tegner siste side av en boks, får den og må tegne en strek til. Pass på hjørnene: den første streken som berører en hjørneboks, gir den dens tredje side. Her tegnet blå en slik strek, og oransje tok hjørnet og trekker nå igjen.', board: 'gift' },
        { text: 'Når alle de indre strekene er tegnet, teller dere boksene. Kantstrekene teller ikke for noen; hver boks tilhører den som lukket den. Flest bokser vinner.' },
      ],
      changes: [
        { rule: 'Før første trekk', standard: 'Et tomt brett med prikker.', variant: 'Prikkene og hele ytterrammen.' },
        { rule: 'Streker du kan tegne', standard: 'Alle streker, også de ytterste.', variant: 'Bare strekene innenfor rammen.' },
        { rule: 'Rammen', standard: 'Tegnes underveis av spillerne, én strek om gangen.', variant: 'Tegnet av ingen og gir ingen poeng. Den som tegner siste side av en boks, får den fortsatt.' },
        { rule: 'Den første boksen', standard: 'Hver boks trenger fire streker.', variant: 'To streker til lukker en hjørneboks, tre til alle andre kantbokser.' },
        { rule: 'Trekk på 4 × 4', standard: '40.', variant: '24.' },
        { rule: 'Rutenett og innstillinger', standard: 'Kvadrater, sekskanter, trekanter; alle størrelser; misère.', variant: 'Alle sammen. På sekskanter og trekanter er omrisset av hele figuren tegnet. En kantstrek som alene ville lukke et felt, blir ikke tegnet, så det alltid finnes et trekk å gjøre; bare et brett med ett felt har en slik strek.' },
      ],
      strategy: [
        { text: 'Tell de trygge strekene. En strek er trygg når den ikke gir noen boks dens tredje side. På et svensk brett berører nesten hver strek nær kanten en boks som allerede har én eller to sider, så de trygge strekene tar fort slutt. På 3 × 3 er bare de fire sidene av midtboksen trygge i starten.', board: 'centre' },
        { text: 'Kjedene er der fra starten. Boksene langs kanten blir til lange ganger så snart noen få indre streker skiller dem fra midten. Regelen om lange kjeder fra Prikker og bokser gjelder: prøv å være den som ikke må åpne den første lange kjeden, og tell kjedene tidlig, for partiet er kort [berlekamp-2000].' },
        { text: 'Gi smått, ta stort. Når du må gi bort noe, gir du heller én hjørneboks eller et par enn en lang kjede. Når motstanderen åpner en lang kjede, tar du alle unntatt de to siste boksene og gir de to tilbake med én strek, alle-unntatt-to-trikset: motstanderen tar dem og må åpne neste kjede for deg [berlekamp-2000].' },
        { text: 'Sekskanter og trekanter. På sekskantrutenettet har omrisset mange korte kanter, og på 4 × 4 er 30 av de 63 strekene tegnet før partiet, så det blir 33 trekk. På trekanter starter to hjørnetrekanter med to av tre sider tegnet, så allerede første trekk kan gi poeng: ta en slik trekant og spill så videre.', board: 'tri' },
        { text: 'Løste brett. Den eksakte løseren viser at den første spilleren vinner 8–1 med perfekt spill på 3 × 3 kvadrater, at partiet ender 8–8 på 4 × 4 kvadrater, og at den første spilleren vinner 16–2 på 3 × 3 trekanter [paperdots-solver].' },
      ],
      history: [
        'I engelskspråklige tekster om Prikker og bokser heter denne utgaven Swedish board, svensk brett, og en beslektet start der bare venstre og nederste kant er tegnet, heter Icelandic board, islandsk brett [en-wikipedia]; det islandske finnes ikke på Paperdots. Vi kjenner verken oppfinner eller årstall for noen av dem.',
        'Også matematikere har sett på det svenske brettet. I Narrow Misère Dots-and-Boxes (Games of No Chance 4, 2015) behandler Collette, Langerman og Erik og Martin Demaine svenske brett som bare er én boks brede, side om side med de åpne [collette-2015].',
      ],
      puzzles: [
        { prompt: 'Bare fire streker er tegnet, og oransje har allerede lukket en boks og trekker igjen. Enda en boks kan lukkes med en gang. Skal oransje ta den, eller finnes det noe bedre?' },
        { prompt: 'Oransje står for tur tidlig på et svensk 4 × 3-brett. Fire streker gir ikke bort noe akkurat nå, men de er langt fra like gode. Finn den beste.' },
        { prompt: 'Oransje står for tur og kunne tatt hjørneboksen øverst til høyre med en gang. Er det best å ta den? Finn trekket som vinner.' },
      ],
    },
  },
};
