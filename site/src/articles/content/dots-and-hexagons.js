// dots-and-hexagons.js — the rules article of Dots and Hexagons (format: ../README.md). Every board
// and puzzle is checked by the engine at build time; the puzzles' answers come from the exact solver.
const H = 'game=boxes&grid=hex&size=3x3';
const GAME = '28.14.36.34.11.10.1.12.24.0.26.5.16.13.8.17.2.37.20.19.32.22.9.21.35.31';

export default {
  slug: 'dots-and-hexagons',
  family: 'boxes',
  base: 'dots-and-boxes',
  play: 'game=boxes&grid=hex&size=4x4',
  boards: {
    start: { setup: H, moves: '' },
    closing: { setup: H, moves: '1.7.11.10.6.0.37' },
    double: { setup: H, moves: '1.3.11.8.10.13.6.12.0.2.7.37' },
    nosafe: { setup: H, moves: GAME },
    end: { setup: H, moves: `${GAME}.29.33.3.7.6.15.4.27.18.23.25.30` },
    big: { setup: 'game=boxes&grid=hex&size=4x4', moves: '' },
  },
  puzzles: [
    { setup: H, moves: '9.8.32.5.19.0.21.11.4.34.13.23.6.24.3.1.37.2.17.28.30.36.25.22.20.16.27' },
    { setup: H, moves: GAME },
    { setup: H, moves: '18.16.14.12.23.17.26.2.10.36.37.33.29.8.35.3.5.25.34.21.28.20.1.4.27.6' },
  ],
  sources: [
    { id: 'berlekamp-2000', text: 'Elwyn Berlekamp: The Dots-and-Boxes Game: Sophisticated Child’s Play. A K Peters, Natick (Massachusetts) 2000.' },
    { id: 'winning-ways', text: 'Elwyn R. Berlekamp, John H. Conway, Richard K. Guy: Winning Ways for your Mathematical Plays. Academic Press, London 1982 (2nd edition A K Peters, 2001–2004).' },
  ],
  text: {
    en: {
      title: 'Dots and Hexagons',
      description: 'Dots and Boxes on a honeycomb: six sides close a hexagon. The rules step by step with interactive boards, strategy and solver-checked puzzles.',
      lead: 'Dots and Boxes on a honeycomb. A hexagon needs all six sides before anyone can take it, so the quiet opening lasts much longer.',
      what: [
        'Dots and Hexagons is Dots and Boxes played on a honeycomb. The dots are the corners of hexagons laid in rows, each row shifted half a hexagon against the next, like bricks in a wall. Every hexagon is a cell, and neighbouring hexagons share a side.',
        'The board of 3×3 hexagons used below has 30 dots and 38 lines; a board of 4×4 hexagons has 48 dots, 63 lines and 16 hexagons.',
      ],
      steps: [
        { text: 'Start with an empty honeycomb of dots. Players take turns drawing one line along a side of a hexagon, between two neighbouring dots.', board: 'start' },
        { text: 'Whoever draws the sixth side of a hexagon takes it and draws one more line. Here player 2 closed the top left hexagon and went on with another line.', board: 'closing' },
        { text: 'A line between two hexagons belongs to both, so one line can close two at once. Here player 1 drew the shared side of the first two hexagons in the top row, took both, and drew again.', board: 'double' },
        { text: 'Late in the game every line hands something to the opponent. In this position player 1 has no safe line left.', board: 'nosafe' },
        { text: 'When every line is drawn, the player with more hexagons wins. This game ended 6–3 for player 1.', board: 'end' },
      ],
      changes: [
        { rule: 'Board', standard: 'A square grid of dots.', variant: 'A honeycomb: rows of hexagons, each row shifted half a hexagon.' },
        { rule: 'Cells', standard: 'Squares with four sides.', variant: 'Hexagons with six sides.' },
        { rule: 'Scoring', standard: 'Draw the fourth side of a box to take it and draw again.', variant: 'Draw the sixth side of a hexagon to take it and draw again. One line can close two hexagons.' },
        { rule: 'Size', standard: '3×3 boxes: 16 dots, 24 lines.', variant: '3×3 hexagons: 30 dots, 38 lines. 4×4 hexagons: 48 dots, 63 lines.' },
        { rule: 'Board sizes', standard: '1 to 12 boxes each way; the menu offers 2×2 to 6×6, 5×4, 6×5 and 8×6.', variant: '1 to 12 hexagons each way; the menu offers 2×2 to 6×6, 2×3, 3×4 and 4×5.' },
        { rule: 'Other settings', standard: 'Misère, the Swedish board, three or four players.', variant: 'All three, also together. On a Swedish board the outline of the honeycomb is drawn: 30 of the 63 lines on 4×4.' },
      ],
      strategy: [
        { text: 'With six sides to each cell, it takes a long time before a hexagon becomes dangerous. A hexagon with four sides drawn is the one to watch: the fifth side gives it away.' },
        { text: 'The hexagons on the outside have sides that no other cell shares, so chains form along the edge of the board first. Keep an eye on the rim.', board: 'big' },
        { text: 'Chains and the all-but-two trick work as in Dots and Boxes: when your opponent opens a long chain, take all but the last two hexagons and leave those two for your opponent with one line, so that they must open the next chain [berlekamp-2000].' },
      ],
      history: [
        'In Winning Ways, Berlekamp, Conway and Guy recast Dots and Boxes as Strings and Coins, a game that can be played on any network of coins joined by strings [winning-ways]. The square grid is one such network and the honeycomb is another. We know of no published rulebook for hexagons, so this site simply carries the box rule over: the sixth side of a hexagon wins it and earns another line.',
        'How to lay out the hexagons is our choice too. Paperdots sets them in offset rows, so a board is given by its columns and rows just like the square one; the chains and the all-but-two trick of the strategy section come from Berlekamp’s book on the square game [berlekamp-2000].',
      ],
      puzzles: [
        { prompt: 'Every line that is left gives hexagons away. Find the best line for player 2.' },
        { prompt: 'This is the position from step 4. Which line should player 1 draw?' },
        { prompt: 'No hexagon can be taken yet, and exactly one safe line is left. Find the best move for player 1.' },
      ],
    },
    da: {
      title: 'Prikker og sekskanter',
      description: 'Prikker og Bokse på en bikage: seks sider lukker en sekskant. Reglerne trin for trin med interaktive brætter, strategi og opgaver kontrolleret af en løser.',
      lead: 'Prikker og Bokse på en bikage. En sekskant skal have alle seks sider, før nogen kan tage den, så den rolige åbning varer meget længere.',
      what: [
        'Prikker og sekskanter er Prikker og Bokse på et bræt formet som en bikage. Prikkerne sidder i sekskanternes hjørner, og sekskanterne ligger i rækker, der er skubbet en halv sekskant til siden på skift, ligesom murstenene i en væg. Her er hver sekskant et felt, og to sekskanter, der støder op til hinanden, har en fælles side.',
        'Brættet med 3×3 sekskanter herunder har 30 prikker og 38 linjer. Med 4×4 sekskanter er der 16 felter, 48 prikker og 63 linjer.',
      ],
      steps: [
        { text: 'Begynd med en tom bikage af prikker. Spillerne skiftes til at tegne én linje langs en side af en sekskant, mellem to naboprikker.', board: 'start' },
        { text: 'Tegner du en sekskants sjette side, er sekskanten din, og du tegner straks en linje til. Her lukkede spiller 2 sekskanten øverst til venstre og fortsatte med en ny linje.', board: 'closing' },
        { text: 'En linje mellem to sekskanter er side i dem begge, og derfor kan ét træk lukke to sekskanter. Her tegnede spiller 1 den fælles side af de to første sekskanter i øverste række, tog dem begge og tegnede igen.', board: 'double' },
        { text: 'Sent i spillet giver hver linje modstanderen noget. I denne stilling har spiller 1 ingen sikre linjer tilbage.', board: 'nosafe' },
        { text: 'Når alle linjer er tegnet, vinder den spiller, der har flest sekskanter. Dette spil endte 6–3 til spiller 1.', board: 'end' },
      ],
      changes: [
        { rule: 'Bræt', standard: 'Et kvadratisk gitter af prikker.', variant: 'En bikage: rækker af sekskanter, skubbet en halv sekskant til siden på skift.' },
        { rule: 'Felter', standard: 'Firkanter med fire sider.', variant: 'Sekskanter med seks sider.' },
        { rule: 'Point', standard: 'Den, der tegner en boks’ fjerde side, får boksen og tegner igen.', variant: 'Den, der tegner en sekskants sjette side, får sekskanten og tegner igen. Én linje kan lukke to sekskanter.' },
        { rule: 'Størrelse', standard: '3×3 bokse: 16 prikker, 24 linjer.', variant: '3×3 sekskanter: 30 prikker, 38 linjer. 4×4 sekskanter: 48 prikker, 63 linjer.' },
        { rule: 'Brætstørrelser', standard: '1 til 12 bokse på hver led; menuen har 2×2 til 6×6, 5×4, 6×5 og 8×6.', variant: '1 til 12 sekskanter på hver led; menuen har 2×2 til 6×6, 2×3, 3×4 og 4×5.' },
        { rule: 'Andre indstillinger', standard: 'Misère, svensk bræt, tre eller fire spillere.', variant: 'Alle tre, også sammen. På et svensk bræt er bikagens omrids tegnet: 30 af de 63 linjer på 4×4.' },
      ],
      strategy: [
        { text: 'Med seks sider til hvert felt varer det længe, før en sekskant bliver farlig. Hold øje med sekskanter, der har fire sider: den femte side giver den væk.' },
        { text: 'Sekskanterne yderst har sider, som intet andet felt deler, så kæderne opstår først langs brættets kant. Hold øje med kanten.', board: 'big' },
        { text: 'Kæder og alle-undtagen-to-tricket virker som i Prikker og Bokse: når modstanderen åbner en lang kæde, så tag alle sekskanter undtagen de to sidste, og overlad de to til modstanderen med én linje, så det bliver modstanderen, der må åbne den næste kæde [berlekamp-2000].' },
      ],
      history: [
        'I Winning Ways gør Berlekamp, Conway og Guy Prikker og Bokse til Strings and Coins, et spil, der kan spilles på ethvert net af mønter forbundet med snore [winning-ways]. Det kvadratiske gitter er ét sådant net, bikagen et andet. Vi kender ingen trykte regler for sekskanter, så her gælder boksreglen blot uændret: sekskantens sjette side vinder den og giver en linje mere.',
        'Hvordan sekskanterne lægges, har vi også selv valgt. Paperdots lægger dem i forskudte rækker, så et bræt angives med kolonner og rækker ligesom det kvadratiske; kæderne og alle-undtagen-to-tricket i strategiafsnittet stammer fra Berlekamps bog om det kvadratiske spil [berlekamp-2000].',
      ],
      puzzles: [
        { prompt: 'Hver linje, der er tilbage, giver sekskanter væk. Find den bedste linje for spiller 2.' },
        { prompt: 'Det er stillingen fra trin 4. Hvilken linje skal spiller 1 tegne?' },
        { prompt: 'Ingen sekskant kan tages endnu, og der er præcis én sikker linje tilbage. Find det bedste træk for spiller 1.' },
      ],
    },
    de: {
      title: 'Punkte und Sechsecke',
      description: 'Käsekästchen auf einer Wabe: Sechs Seiten schließen ein Sechseck. Die Regeln Schritt für Schritt mit interaktiven Brettern, Strategie und geprüften Rätseln.',
      lead: 'Käsekästchen auf einer Wabe. Ein Sechseck braucht alle sechs Seiten, bevor jemand es nehmen kann, darum dauert die ruhige Eröffnung viel länger.',
      what: [
        'Punkte und Sechsecke ist Käsekästchen auf einem Wabenmuster. Die Punkte bilden die Ecken der Sechsecke; deren Reihen sind abwechselnd um ein halbes Sechseck verschoben, so wie Ziegelsteine im Mauerwerk. Gespielt wird um die Sechsecke, und zwei aneinanderstoßende Sechsecke haben eine Seite gemeinsam.',
        'Das Brett mit 3×3 Sechsecken unten hat 30 Punkte und 38 Linien. Bei 4×4 Sechsecken sind es 16 Felder, 48 Punkte und 63 Linien.',
      ],
      steps: [
        { text: 'Am Anfang steht eine leere Wabe aus Punkten. Abwechselnd zieht jeder eine Linie entlang einer Sechseckseite, zwischen zwei benachbarten Punkten.', board: 'start' },
        { text: 'Mit der sechsten Seite gehört dir das Sechseck, und du ziehst gleich noch eine Linie. Hier hat Spieler 2 das Sechseck oben links geschlossen und mit einer neuen Linie weitergemacht.', board: 'closing' },
        { text: 'Eine Linie zwischen zwei Sechsecken gehört zu beiden, eine Linie kann also zwei auf einmal schließen. Hier hat Spieler 1 die gemeinsame Seite der ersten beiden Sechsecke in der oberen Reihe gezogen, beide bekommen und noch einmal gezogen.', board: 'double' },
        { text: 'Spät im Spiel schenkt jede Linie dem Gegner etwas. In dieser Stellung hat Spieler 1 keine sichere Linie mehr.', board: 'nosafe' },
        { text: 'Ist keine Linie mehr frei, zählt ihr die Sechsecke: Wer mehr hat, gewinnt. Diese Partie endete 6:3 für Spieler 1.', board: 'end' },
      ],
      changes: [
        { rule: 'Brett', standard: 'Ein quadratisches Punktgitter.', variant: 'Eine Wabe: Reihen von Sechsecken, jede Reihe um ein halbes Sechseck versetzt.' },
        { rule: 'Felder', standard: 'Quadrate mit vier Seiten.', variant: 'Sechsecke mit sechs Seiten.' },
        { rule: 'Wertung', standard: 'Mit der vierten Seite gehört dir das Kästchen, und du ziehst weiter.', variant: 'Mit der sechsten Seite gehört dir das Sechseck, und du ziehst weiter. Eine Linie kann zwei Sechsecke schließen.' },
        { rule: 'Größe', standard: '3×3 Kästchen: 16 Punkte, 24 Linien.', variant: '3×3 Sechsecke: 30 Punkte, 38 Linien. 4×4 Sechsecke: 48 Punkte, 63 Linien.' },
        { rule: 'Brettgrößen', standard: '1 bis 12 Kästchen in jeder Richtung; das Menü bietet 2×2 bis 6×6, 5×4, 6×5 und 8×6.', variant: '1 bis 12 Sechsecke in jeder Richtung; das Menü bietet 2×2 bis 6×6, 2×3, 3×4 und 4×5.' },
        { rule: 'Weitere Einstellungen', standard: 'Misère, Schwedisches Brett, drei oder vier Spieler.', variant: 'Alle drei, auch zusammen. Auf dem Schwedischen Brett ist der Umriss der Wabe vorgezeichnet: 30 der 63 Linien auf 4×4.' },
      ],
      strategy: [
        { text: 'Weil jedes Feld sechs Seiten hat, wird ein Sechseck erst spät gefährlich. Achte auf Sechsecke mit vier gezogenen Seiten: Die fünfte Seite verschenkt sie.' },
        { text: 'Die äußeren Sechsecke haben Seiten, die kein anderes Feld teilt, darum entstehen Ketten zuerst am Rand des Bretts. Behalte den Rand im Blick.', board: 'big' },
        { text: 'Ketten und der Alle-außer-zwei-Trick funktionieren wie bei Käsekästchen: Öffnet der Gegner eine lange Kette, nimm alle Sechsecke außer den letzten beiden und lass ihm die beiden mit einer Linie übrig, sodass er die nächste Kette öffnen muss [berlekamp-2000].' },
      ],
      history: [
        'In Winning Ways machen Berlekamp, Conway und Guy aus Käsekästchen das Spiel Strings and Coins, das sich auf jedem Netz aus Münzen und Schnüren spielen lässt [winning-ways]. Das quadratische Gitter ist ein solches Netz, die Wabe ein anderes. Gedruckte Regeln für Sechsecke kennen wir nicht; hier gilt einfach die Kästchenregel: Die sechste Seite gewinnt das Sechseck und bringt einen weiteren Zug.',
        'Wie die Sechsecke liegen, haben wir ebenfalls selbst gewählt. Paperdots legt sie in versetzten Reihen, sodass man ein Brett wie beim quadratischen Spiel mit Spalten und Reihen angibt; die Ketten und der Alle-außer-zwei-Trick im Strategieteil stammen aus Berlekamps Buch über das quadratische Spiel [berlekamp-2000].',
      ],
      puzzles: [
        { prompt: 'Jede Linie, die noch übrig ist, verschenkt Sechsecke. Finde die beste Linie für Spieler 2.' },
        { prompt: 'Das ist die Stellung aus Schritt 4. Welche Linie soll Spieler 1 ziehen?' },
        { prompt: 'Noch kann kein Sechseck genommen werden, und es gibt genau eine sichere Linie. Finde den besten Zug für Spieler 1.' },
      ],
    },
    nb: {
      title: 'Prikker og sekskanter',
      description: 'Prikker og bokser på en bikake: seks sider lukker en sekskant. Reglene steg for steg med interaktive brett, strategi og oppgaver kontrollert av en løser.',
      lead: 'Prikker og bokser på en bikake. En sekskant trenger alle seks sider før noen kan ta den, så den rolige åpningen varer mye lenger.',
      what: [
        'Prikker og sekskanter er Prikker og bokser på et brett formet som en bikake. Prikkene sitter i hjørnene på sekskantene, og sekskantene ligger i rader som annenhver gang er skjøvet en halv sekskant til siden, slik mursteinene ligger i en vegg. Her er hver sekskant et felt, og to sekskanter som ligger inntil hverandre, har en felles side.',
        'Brettet med 3×3 sekskanter nedenfor har 30 prikker og 38 streker. Med 4×4 sekskanter er det 16 felter, 48 prikker og 63 streker.',
      ],
      steps: [
        { text: 'Begynn med en tom bikake av prikker. Spillerne trekker etter tur én strek langs en side av en sekskant, mellom to nabopunkter.', board: 'start' },
        { text: 'Den som trekker den sjette siden av en sekskant, tar den og trekker en strek til. Her lukket spiller 2 sekskanten øverst til venstre og fortsatte med en ny strek.', board: 'closing' },
        { text: 'En strek mellom to sekskanter hører til begge, så én strek kan lukke to på en gang. Her trakk spiller 1 den felles siden av de to første sekskantene i øverste rad, tok begge og trakk igjen.', board: 'double' },
        { text: 'Sent i spillet gir hver strek motstanderen noe. I denne stillingen har spiller 1 ingen trygge streker igjen.', board: 'nosafe' },
        { text: 'Når alle strekene er trukket, vinner den som har flest sekskanter. Dette partiet endte 6–3 til spiller 1.', board: 'end' },
      ],
      changes: [
        { rule: 'Brett', standard: 'Et kvadratisk rutenett av prikker.', variant: 'En bikake: rader av sekskanter, hver rad forskjøvet en halv sekskant.' },
        { rule: 'Felter', standard: 'Ruter med fire sider.', variant: 'Sekskanter med seks sider.' },
        { rule: 'Poeng', standard: 'Den som trekker den fjerde siden av en boks, får boksen og trekker igjen.', variant: 'Den som trekker den sjette siden av en sekskant, får sekskanten og trekker igjen. Én strek kan lukke to sekskanter.' },
        { rule: 'Størrelse', standard: '3×3 bokser: 16 prikker, 24 streker.', variant: '3×3 sekskanter: 30 prikker, 38 streker. 4×4 sekskanter: 48 prikker, 63 streker.' },
        { rule: 'Brettstørrelser', standard: '1 til 12 bokser hver vei; menyen har 2×2 til 6×6, 5×4, 6×5 og 8×6.', variant: '1 til 12 sekskanter hver vei; menyen har 2×2 til 6×6, 2×3, 3×4 og 4×5.' },
        { rule: 'Andre innstillinger', standard: 'Misère, svensk brett, tre eller fire spillere.', variant: 'Alle tre, også sammen. På et svensk brett er omrisset av bikaken tegnet: 30 av de 63 strekene på 4×4.' },
      ],
      strategy: [
        { text: 'Med seks sider per felt tar det lang tid før en sekskant blir farlig. Følg med på sekskanter som har fire sider: den femte siden gir den bort.' },
        { text: 'Sekskantene ytterst har sider som ingen andre felt deler, så kjedene oppstår først langs kanten av brettet. Hold øye med kanten.', board: 'big' },
        { text: 'Kjeder og alle-unntatt-to-trikset virker som i Prikker og bokser: når motstanderen åpner en lang kjede, tar du alle sekskantene unntatt de to siste og overlater de to til motstanderen med én strek, slik at det blir motstanderen som må åpne neste kjede [berlekamp-2000].' },
      ],
      history: [
        'I Winning Ways gjør Berlekamp, Conway og Guy Prikker og bokser om til Strings and Coins, et spill som kan spilles på ethvert nett av mynter bundet sammen med snorer [winning-ways]. Det kvadratiske rutenettet er ett slikt nett, bikaken et annet. Vi kjenner ingen trykte regler for sekskanter, så her gjelder boksregelen uendret: den sjette siden vinner sekskanten og gir en strek til.',
        'Hvordan sekskantene legges, har vi også valgt selv. Paperdots legger dem i forskjøvne rader, slik at et brett angis med kolonner og rader akkurat som det kvadratiske; kjedene og alle-unntatt-to-trikset i strategidelen kommer fra Berlekamps bok om det kvadratiske spillet [berlekamp-2000].',
      ],
      puzzles: [
        { prompt: 'Hver strek som er igjen, gir bort sekskanter. Finn den beste streken for spiller 2.' },
        { prompt: 'Dette er stillingen fra steg 4. Hvilken strek bør spiller 1 trekke?' },
        { prompt: 'Ingen sekskant kan tas ennå, og det er nøyaktig én trygg strek igjen. Finn det beste trekket for spiller 1.' },
      ],
    },
  },
};
