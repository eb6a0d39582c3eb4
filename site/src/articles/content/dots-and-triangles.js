// dots-and-triangles.js — the rules article of Dots and Triangles (format: ../README.md). Every
// board and puzzle is checked by the engine at build time; the puzzles' answers come from the
// exact solver.
const T = 'game=boxes&grid=tri&size=3x3';
const GAME = '23.26.22.12.32.7.1.15.30.4.13';

export default {
  slug: 'dots-and-triangles',
  family: 'boxes',
  base: 'dots-and-boxes',
  play: 'game=boxes&grid=tri&size=3x3',
  boards: {
    start: { setup: T, moves: '' },
    double: { setup: T, moves: '0.3.5.10.4.32' },
    nosafe: { setup: T, moves: GAME },
    end: { setup: T, moves: `${GAME}.0.3.2.8.9.18.17.19.5.6.10.11.14.16.20.21.24.25.27.28.29.31` },
    big: { setup: 'game=boxes&grid=tri&size=4x4', moves: '' },
  },
  puzzles: [
    { setup: T, moves: '18.20.10.25.1.0.7.27.9.16.29' },
    { setup: T, moves: GAME },
    { setup: T, moves: '6.4.18.15.31.24.2.29.9' },
  ],
  sources: [
    { id: 'berlekamp-2000', text: 'Elwyn Berlekamp: The Dots-and-Boxes Game: Sophisticated Child’s Play. A K Peters, Natick (Massachusetts) 2000.' },
    { id: 'paperdots-solver', text: 'Paperdots engine: the exact solver (paperdots solve).' },
    { id: 'winning-ways', text: 'Elwyn R. Berlekamp, John H. Conway, Richard K. Guy: Winning Ways for your Mathematical Plays. Academic Press, London 1982 (2nd edition A K Peters, 2001–2004).' },
  ],
  text: {
    en: {
      title: 'Dots and Triangles',
      description: 'Dots and Boxes on isometric dot paper: three lines close a triangle. The rules step by step with interactive boards, strategy and solver-checked puzzles.',
      lead: 'Dots and Boxes on isometric dot paper. Three lines close a triangle, so the game turns sharp very early.',
      what: [
        'Dots and Triangles is Dots and Boxes played on a triangular grid. Every other row of dots is shifted by half a step, so that neighbouring dots form equilateral triangles. Each small triangle is a cell.',
        'The board of 3×3 used below has 16 dots, 33 lines and 18 triangles; a 4×4 board has 25 dots, 56 lines and 32 triangles.',
      ],
      steps: [
        { text: 'Start with an empty triangular grid. Players take turns drawing one line between two neighbouring dots: across, or slanting either way.', board: 'start' },
        { text: 'Whoever draws the third side of a triangle takes it and draws one more line. Most lines border two triangles, so one line can close two at once: here player 1 took the two triangles in the top left corner with a single line and drew again.', board: 'double' },
        { text: 'A triangle with two sides drawn is an open gift: the next player takes it. In this position every line that is left gives player 1 a triangle.', board: 'nosafe' },
        { text: 'When every line is drawn, the player with more triangles wins. This game ended 12–6 for player 2.', board: 'end' },
      ],
      changes: [
        { rule: 'Board', standard: 'A square grid of dots.', variant: 'Isometric dot paper: every other row shifted half a step.' },
        { rule: 'Cells', standard: 'Squares with four sides.', variant: 'Triangles with three sides.' },
        { rule: 'Scoring', standard: 'Draw the fourth side of a box to take it and draw again.', variant: 'Draw the third side of a triangle to take it and draw again. One line can close two triangles.' },
        { rule: 'Size', standard: '3×3 boxes: 16 dots, 24 lines, 9 boxes.', variant: '3×3: 16 dots, 33 lines, 18 triangles.' },
      ],
      strategy: [
        { text: 'With only three sides, the second side of a triangle already gives it away. The safe lines are the ones whose triangles are still empty, and they run out fast.' },
        { text: 'Chains form quickly along the edges, where triangles have a side that no other cell shares. The all-but-two trick works here too: take all but the last two triangles of a long chain and hand those two back with one line [berlekamp-2000].', board: 'big' },
        { text: 'The exact solver of this site has worked out the empty 3×3 board: with perfect play on both sides, the first player wins 10–8 [paperdots-solver].' },
      ],
      history: [
        'Winning Ways shows Dots and Boxes as one case of Strings and Coins, which can be played on any network of coins and strings [winning-ways]; a grid of triangles is one more such network. We know of no published rulebook for triangles, so, as with hexagons, this site carries the box rule over unchanged, with three sides to a cell instead of four.',
      ],
      puzzles: [
        { prompt: 'Every line that is left gives triangles away. Find the best line for player 2.' },
        { prompt: 'This is the position from step 3. Which line should player 2 draw?' },
        { prompt: 'No triangle can be taken yet, and exactly one safe line is left. Find the best move for player 2.' },
      ],
    },
    da: {
      title: 'Prikker og trekanter',
      description: 'Prikker og Bokse på isometrisk prikpapir: tre linjer lukker en trekant. Reglerne trin for trin med interaktive brætter, strategi og kontrollerede opgaver.',
      lead: 'Prikker og Bokse på isometrisk prikpapir. Tre linjer lukker en trekant, så spillet bliver skarpt meget tidligt.',
      what: [
        'Prikker og trekanter er Prikker og Bokse spillet på et trekantet gitter. Hver anden række prikker er forskudt et halvt trin, så naboprikker danner ligesidede trekanter. Hver lille trekant er et felt.',
        'Brættet på 3×3 herunder har 16 prikker, 33 linjer og 18 trekanter; et 4×4-bræt har 25 prikker, 56 linjer og 32 trekanter.',
      ],
      steps: [
        { text: 'Begynd med et tomt trekantgitter. På skift tegner I en linje mellem to prikker, der ligger ved siden af hinanden: vandret eller på skrå til den ene eller den anden side.', board: 'start' },
        { text: 'Tegner du en trekants tredje side, er trekanten din, og du tegner straks en linje til. De fleste linjer er side i to trekanter, og derfor kan ét træk lukke to: her tog spiller 1 de to trekanter i øverste venstre hjørne med en enkelt linje og tegnede igen.', board: 'double' },
        { text: 'En trekant med to sider er en åben gave: den næste spiller tager den. I denne stilling giver hver linje, der er tilbage, spiller 1 en trekant.', board: 'nosafe' },
        { text: 'Når alle linjer er tegnet, vinder den spiller, der har flest trekanter. Dette spil endte 12–6 til spiller 2.', board: 'end' },
      ],
      changes: [
        { rule: 'Bræt', standard: 'Et kvadratisk gitter af prikker.', variant: 'Isometrisk prikpapir: hver anden række forskudt et halvt trin.' },
        { rule: 'Felter', standard: 'Firkanter med fire sider.', variant: 'Trekanter med tre sider.' },
        { rule: 'Point', standard: 'Den, der tegner en boks’ fjerde side, får boksen og tegner igen.', variant: 'Den, der tegner en trekants tredje side, får trekanten og tegner igen. Én linje kan lukke to trekanter.' },
        { rule: 'Størrelse', standard: '3×3 bokse: 16 prikker, 24 linjer, 9 bokse.', variant: '3×3: 16 prikker, 33 linjer, 18 trekanter.' },
      ],
      strategy: [
        { text: 'Med kun tre sider giver allerede den anden side af en trekant den væk. De sikre linjer er dem, hvis trekanter stadig er tomme, og de slipper hurtigt op.' },
        { text: 'Kæder opstår hurtigt langs kanterne, hvor trekanterne har en side, som intet andet felt deler. Alle-undtagen-to-tricket virker også her: tag alle trekanter i en lang kæde undtagen de to sidste, og giv de to tilbage med én linje [berlekamp-2000].', board: 'big' },
        { text: 'Sidens eksakte løser har regnet det tomme 3×3-bræt igennem: med perfekt spil fra begge sider vinder den første spiller 10–8 [paperdots-solver].' },
      ],
      history: [
        'Winning Ways viser Prikker og Bokse som et enkelt tilfælde af Strings and Coins, der kan spilles på ethvert net af mønter og snore [winning-ways]; et gitter af trekanter er endnu et sådant net. Vi kender ingen trykte regler for trekanter, så her gælder boksreglen uændret, ligesom med sekskanter, blot med tre sider til et felt i stedet for fire.',
      ],
      puzzles: [
        { prompt: 'Hver linje, der er tilbage, giver trekanter væk. Find den bedste linje for spiller 2.' },
        { prompt: 'Det er stillingen fra trin 3. Hvilken linje skal spiller 2 tegne?' },
        { prompt: 'Ingen trekant kan tages endnu, og der er præcis én sikker linje tilbage. Find det bedste træk for spiller 2.' },
      ],
    },
    de: {
      title: 'Punkte und Dreiecke',
      description: 'Käsekästchen auf isometrischem Punktpapier: Drei Linien schließen ein Dreieck. Die Regeln Schritt für Schritt mit interaktiven Brettern, Strategie und Rätseln.',
      lead: 'Käsekästchen auf isometrischem Punktpapier. Drei Linien schließen ein Dreieck, darum wird das Spiel sehr früh spannend.',
      what: [
        'Punkte und Dreiecke ist Käsekästchen auf einem Dreiecksgitter. Jede zweite Punktreihe ist um einen halben Schritt versetzt, sodass benachbarte Punkte gleichseitige Dreiecke bilden. Jedes kleine Dreieck ist ein Feld.',
        'Das 3×3-Brett unten hat 16 Punkte, 33 Linien und 18 Dreiecke; ein 4×4-Brett hat 25 Punkte, 56 Linien und 32 Dreiecke.',
      ],
      steps: [
        { text: 'Am Anfang steht ein leeres Dreiecksgitter. Abwechselnd zieht jeder eine Linie zwischen zwei benachbarten Punkten: waagerecht oder schräg in die eine oder andere Richtung.', board: 'start' },
        { text: 'Mit der dritten Seite gehört dir das Dreieck, und du ziehst gleich noch eine Linie. Die meisten Linien sind Seite von zwei Dreiecken, darum kann ein Zug zwei schließen: Hier hat Spieler 1 die beiden Dreiecke in der linken oberen Ecke mit einer einzigen Linie bekommen und noch einmal gezogen.', board: 'double' },
        { text: 'Ein Dreieck mit zwei Seiten ist ein offenes Geschenk: Der nächste Spieler nimmt es. In dieser Stellung schenkt jede verbliebene Linie Spieler 1 ein Dreieck.', board: 'nosafe' },
        { text: 'Ist keine Linie mehr frei, zählt ihr die Dreiecke: Wer mehr hat, gewinnt. Diese Partie endete 12:6 für Spieler 2.', board: 'end' },
      ],
      changes: [
        { rule: 'Brett', standard: 'Ein quadratisches Punktgitter.', variant: 'Isometrisches Punktpapier: jede zweite Reihe um einen halben Schritt versetzt.' },
        { rule: 'Felder', standard: 'Quadrate mit vier Seiten.', variant: 'Dreiecke mit drei Seiten.' },
        { rule: 'Wertung', standard: 'Mit der vierten Seite gehört dir das Kästchen, und du ziehst weiter.', variant: 'Mit der dritten Seite gehört dir das Dreieck, und du ziehst weiter. Eine Linie kann zwei Dreiecke schließen.' },
        { rule: 'Größe', standard: '3×3 Kästchen: 16 Punkte, 24 Linien, 9 Kästchen.', variant: '3×3: 16 Punkte, 33 Linien, 18 Dreiecke.' },
      ],
      strategy: [
        { text: 'Mit nur drei Seiten verschenkt schon die zweite Seite ein Dreieck. Sicher sind nur Linien, deren Dreiecke noch leer sind, und die gehen schnell aus.' },
        { text: 'Ketten entstehen schnell an den Rändern, wo Dreiecke eine Seite haben, die kein anderes Feld teilt. Der Alle-außer-zwei-Trick funktioniert auch hier: Nimm alle Dreiecke einer langen Kette außer den letzten beiden und gib die beiden mit einer Linie zurück [berlekamp-2000].', board: 'big' },
        { text: 'Der exakte Löser dieser Seite hat das leere 3×3-Brett durchgerechnet: Bei perfektem Spiel auf beiden Seiten gewinnt der Anziehende 10:8 [paperdots-solver].' },
      ],
      history: [
        'Winning Ways zeigt Käsekästchen als einen Fall von Strings and Coins, das sich auf jedem Netz aus Münzen und Schnüren spielen lässt [winning-ways]; ein Gitter aus Dreiecken ist ein weiteres solches Netz. Gedruckte Regeln für Dreiecke kennen wir nicht; wie bei den Sechsecken gilt hier die Kästchenregel unverändert, nur mit drei Seiten pro Feld statt vier.',
      ],
      puzzles: [
        { prompt: 'Jede Linie, die noch übrig ist, verschenkt Dreiecke. Finde die beste Linie für Spieler 2.' },
        { prompt: 'Das ist die Stellung aus Schritt 3. Welche Linie soll Spieler 2 ziehen?' },
        { prompt: 'Noch kann kein Dreieck genommen werden, und es gibt genau eine sichere Linie. Finde den besten Zug für Spieler 2.' },
      ],
    },
    nb: {
      title: 'Prikker og trekanter',
      description: 'Prikker og bokser på isometrisk prikkpapir: tre streker lukker en trekant. Reglene steg for steg med interaktive brett, strategi og kontrollerte oppgaver.',
      lead: 'Prikker og bokser på isometrisk prikkpapir. Tre streker lukker en trekant, så spillet blir spennende veldig tidlig.',
      what: [
        'Prikker og trekanter er Prikker og bokser spilt på et trekantrutenett. Annenhver rad med prikker er forskjøvet et halvt steg, slik at nabopunkter danner likesidede trekanter. Hver lille trekant er et felt.',
        'Brettet på 3×3 nedenfor har 16 prikker, 33 streker og 18 trekanter; et 4×4-brett har 25 prikker, 56 streker og 32 trekanter.',
      ],
      steps: [
        { text: 'Begynn med et tomt trekantrutenett. Spillerne trekker etter tur én strek mellom to nabopunkter: vannrett eller på skrå den ene eller den andre veien.', board: 'start' },
        { text: 'Den som trekker den tredje siden av en trekant, tar den og trekker en strek til. De fleste strekene grenser til to trekanter, så én strek kan lukke to på en gang: her tok spiller 1 de to trekantene i øverste venstre hjørne med én strek og trakk igjen.', board: 'double' },
        { text: 'En trekant med to sider er en åpen gave: neste spiller tar den. I denne stillingen gir hver strek som er igjen, spiller 1 en trekant.', board: 'nosafe' },
        { text: 'Når alle strekene er trukket, vinner den som har flest trekanter. Dette partiet endte 12–6 til spiller 2.', board: 'end' },
      ],
      changes: [
        { rule: 'Brett', standard: 'Et kvadratisk rutenett av prikker.', variant: 'Isometrisk prikkpapir: annenhver rad forskjøvet et halvt steg.' },
        { rule: 'Felter', standard: 'Ruter med fire sider.', variant: 'Trekanter med tre sider.' },
        { rule: 'Poeng', standard: 'Den som trekker den fjerde siden av en boks, får boksen og trekker igjen.', variant: 'Den som trekker den tredje siden av en trekant, får trekanten og trekker igjen. Én strek kan lukke to trekanter.' },
        { rule: 'Størrelse', standard: '3×3 bokser: 16 prikker, 24 streker, 9 bokser.', variant: '3×3: 16 prikker, 33 streker, 18 trekanter.' },
      ],
      strategy: [
        { text: 'Med bare tre sider gir allerede den andre siden av en trekant den bort. De trygge strekene er de der trekantene fortsatt er tomme, og de tar fort slutt.' },
        { text: 'Kjeder oppstår raskt langs kantene, der trekantene har en side som ingen andre felt deler. Alle-unntatt-to-trikset virker her også: ta alle trekantene i en lang kjede unntatt de to siste, og gi de to tilbake med én strek [berlekamp-2000].', board: 'big' },
        { text: 'Den eksakte løseren på dette nettstedet har regnet gjennom det tomme 3×3-brettet: med perfekt spill fra begge sider vinner den første spilleren 10–8 [paperdots-solver].' },
      ],
      history: [
        'Winning Ways viser Prikker og bokser som ett tilfelle av Strings and Coins, som kan spilles på ethvert nett av mynter og snorer [winning-ways]; et rutenett av trekanter er enda et slikt nett. Vi kjenner ingen trykte regler for trekanter, så her gjelder boksregelen uendret, som med sekskanter, bare med tre sider per felt i stedet for fire.',
      ],
      puzzles: [
        { prompt: 'Hver strek som er igjen, gir bort trekanter. Finn den beste streken for spiller 2.' },
        { prompt: 'Dette er stillingen fra steg 3. Hvilken strek bør spiller 2 trekke?' },
        { prompt: 'Ingen trekant kan tas ennå, og det er nøyaktig én trygg strek igjen. Finn det beste trekket for spiller 2.' },
      ],
    },
  },
};
