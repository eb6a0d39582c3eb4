// dots-and-boxes.js — the rules article of Dots and Boxes (format: ../README.md). Every board and
// puzzle is checked by the engine at build time; the puzzles' answers come from the exact solver.
export default {
  slug: 'dots-and-boxes',
  family: 'boxes',
  base: null,
  play: 'game=boxes&grid=square&size=3x3',
  boards: {
    start: { setup: 'game=boxes&size=3x3', moves: '' },
    turns: { setup: 'game=boxes&size=3x3', moves: '0.13.19.8' },
    closing: { setup: 'game=boxes&size=3x3', moves: '0.3.23.4.7.20' },
    nosafe: { setup: 'game=boxes&size=3x3', moves: '22.6.19.20.1.14.3.0.17.9.13.10.8' },
    end: { setup: 'game=boxes&size=3x3', moves: '22.6.19.20.1.14.3.0.17.9.13.10.8.16.12.23.2.5.4.7.11.15.18.21' },
  },
  puzzles: [
    { setup: 'game=boxes&size=3x3', moves: '18.12.8.22.23.7.14.4' },
    { setup: 'game=boxes&size=3x3', moves: '10.9.2.22.0.4.18.20.14.12.1.23.17.21.3' },
    { setup: 'game=boxes&size=3x3', moves: '20.9.19.10.18.0.17.13.4.11.1.2' },
  ],
  sources: [
    { id: 'berlekamp-2000', text: 'Elwyn Berlekamp: The Dots-and-Boxes Game: Sophisticated Child’s Play. A K Peters, Natick (Massachusetts) 2000.' },
    { id: 'lucas-1889', text: 'Édouard Lucas: La Pipopipette, nouveau jeu de combinaisons. Paris, 1889.' },
    { id: 'winning-ways', text: 'Elwyn R. Berlekamp, John H. Conway, Richard K. Guy: Winning Ways for your Mathematical Plays. Academic Press, London 1982 (2nd edition A K Peters, 2001–2004).' },
    { id: 'wilson', text: 'David Wilson: Dots-and-Boxes Analysis Results.', href: 'https://wilson.engr.wisc.edu/boxes/' },
    { id: 'barker-korf-2012', text: 'Joseph K. Barker, Richard E. Korf: Solving Dots-And-Boxes. Proceedings of the Twenty-Sixth AAAI Conference on Artificial Intelligence (AAAI-12), 2012, pages 414–419.', href: 'https://doi.org/10.1609/aaai.v26i1.8144' },
  ],
  text: {
    en: {
      title: 'Dots and Boxes',
      description: 'How to play Dots and Boxes, step by step with interactive boards: chains, the all-but-two trick, puzzles checked by a solver, and its history.',
      lead: 'Two players, a grid of dots and a pencil. Take turns joining two dots; close a box and it is yours, and you draw again.',
      what: [
        'Dots and Boxes is a pencil-and-paper game for two players. The board is a rectangle of dots, and the game is about the small squares between them, the boxes. A board of 3×3 boxes has 16 dots and 24 lines to draw. On Paperdots a board has from 1 to 12 boxes each way; the setup’s menu offers 2×2 to 6×6 and the oblong 5×4, 6×5 and 8×6, and “Custom size” takes any other.',
        'It looks like a game of chance for small children, but it is a game of pure calculation: nothing is hidden and nothing is random. Strong players count chains of boxes long before the first box is taken.',
      ],
      steps: [
        { text: 'Draw a rectangle of dots. The empty board here has 3×3 boxes: four rows of four dots. Decide who starts.', board: 'start' },
        { text: 'Take turns. On your turn, draw one line between two neighbouring dots, across or down, never diagonally, and never on top of a line that is already there.', board: 'turns' },
        { text: 'If your line closes the fourth side of a box, the box is yours: write your initial in it. Then you must draw another line. Here player 1 drew the last side of the top left box and went on with one more line.', board: 'closing' },
        { text: 'Sooner or later every line gives the opponent boxes to take. In this position no safe line is left: whatever player 2 draws, player 1 can close at least one box.', board: 'nosafe' },
        { text: 'The game ends when every line is drawn. Whoever owns more boxes wins. This game ended 7–2 for player 2. Use the buttons under the board to play it through.', board: 'end' },
      ],
      changes: [],
      strategy: [
        { text: 'Do not draw the third side of a box early on: your opponent takes it and moves again. As long as possible, draw lines that leave every box with at most two sides.' },
        { text: 'When the safe lines run out, the board falls apart into chains: rows of boxes where taking one box opens the next. A chain of three or more boxes is a long chain. Count them early, because whoever is forced to open the first long chain usually loses [berlekamp-2000].', board: 'nosafe' },
        { text: 'The all-but-two trick: when your opponent opens a long chain, take every box except the last two, and then draw the line at the far end that leaves those two as a pair for your opponent. They get two boxes, but then they must open the next chain for you. This is how a player keeps control to the end; Berlekamp calls the move double-dealing [berlekamp-2000].' },
        { text: 'A rule of thumb for the first player, from Elwyn Berlekamp: try to make the number of dots plus the number of long chains even. The second player wants it odd. On the 16 dots of a 3×3 board the first player therefore wants an even number of long chains [berlekamp-2000].' },
      ],
      history: [
        'The French mathematician Édouard Lucas described the game in 1889 under the name la pipopipette [lucas-1889].',
        'Elwyn Berlekamp, John Conway and Richard Guy analysed it in Winning Ways (1982) [winning-ways], and Berlekamp wrote a whole book about it in 2000 [berlekamp-2000]. Computers have solved the small boards: David Wilson’s exhaustive analyses show that 3×3 boxes is a 6–3 win for the second player and that 4×4 is a tie with perfect play [wilson], and in 2012 Joseph Barker and Richard Korf showed that 4×5 is a tie too [barker-korf-2012].',
      ],
      puzzles: [
        { prompt: 'Early in the game: no box can be taken, and blue still has six lines that hand nothing over. They are not equally good. Which one is best?' },
        { prompt: 'Orange leads 1–0, and blue could take a box right now. Is that the best move? Find the best line for blue.' },
        { prompt: 'Every line that is left hands boxes to the opponent. Which one should player 1 draw?' },
      ],
    },
    da: {
      title: 'Prikker og Bokse',
      description: 'Sådan spiller man Prikker og Bokse, trin for trin med interaktive brætter: kæder, alle-undtagen-to-tricket, opgaver kontrolleret af en løser og historien.',
      lead: 'To spillere, et gitter af prikker og en blyant. I skiftes til at forbinde to prikker; lukker du en boks, er den din, og du tegner igen.',
      what: [
        'Prikker og Bokse er et papir-og-blyant-spil for to. Brættet er et rektangel af prikker, og spillet handler om de små firkanter mellem dem, boksene. Et bræt med 3×3 bokse har 16 prikker og 24 linjer, der kan tegnes. På Paperdots kan et bræt have fra 1 til 12 bokse på hver led; opsætningens menu har 2×2 til 6×6 og de aflange 5×4, 6×5 og 8×6, og »Anden størrelse« giver alle de andre.',
        'Det ligner et lykkespil for små børn, men det er ren beregning: intet er skjult, og intet er tilfældigt. Stærke spillere tæller kæder af bokse længe før den første boks bliver taget.',
      ],
      steps: [
        { text: 'Tegn et rektangel af prikker. Det tomme bræt her har 3×3 bokse: fire rækker med fire prikker. Aftal, hvem der begynder.', board: 'start' },
        { text: 'I skiftes. Når det er din tur, tegner du én linje mellem to naboprikker, vandret eller lodret, aldrig på skrå og aldrig oven i en linje, der allerede er der.', board: 'turns' },
        { text: 'Lukker din linje den fjerde side af en boks, er boksen din: skriv dit forbogstav i den. Derefter skal du tegne en linje mere. Her tegnede spiller 1 den sidste side af boksen øverst til venstre og fortsatte med endnu en linje.', board: 'closing' },
        { text: 'Før eller siden giver hver linje modstanderen bokse at tage. I denne stilling er der ingen sikre linjer tilbage: uanset hvad spiller 2 tegner, kan spiller 1 lukke mindst én boks.', board: 'nosafe' },
        { text: 'Spillet slutter, når alle linjer er tegnet. Den, der ejer flest bokse, vinder. Dette spil endte 7–2 til spiller 2. Brug knapperne under brættet til at spille det igennem.', board: 'end' },
      ],
      changes: [],
      strategy: [
        { text: 'Tegn ikke den tredje side af en boks tidligt i spillet: modstanderen tager den og trækker igen. Tegn så længe som muligt linjer, der efterlader hver boks med højst to sider.' },
        { text: 'Når de sikre linjer slipper op, falder brættet fra hinanden i kæder: rækker af bokse, hvor den ene boks åbner den næste. En kæde på tre eller flere bokse er en lang kæde. Tæl dem tidligt, for den, der bliver tvunget til at åbne den første lange kæde, taber som regel [berlekamp-2000].', board: 'nosafe' },
        { text: 'Alle-undtagen-to-tricket: når modstanderen åbner en lang kæde, så tag alle bokse undtagen de to sidste, og tegn derefter linjen i den fjerne ende, så de to bliver liggende som et par til modstanderen. Modstanderen får to bokse, men skal derefter åbne den næste kæde for dig. Sådan beholder man kontrollen til slut; Berlekamp kalder trækket double-dealing [berlekamp-2000].' },
        { text: 'En tommelfingerregel for den, der begynder, fra Elwyn Berlekamp: prøv at gøre antallet af prikker plus antallet af lange kæder lige. Den anden spiller vil have det ulige. På et 3×3-bræt med 16 prikker vil den første spiller altså have et lige antal lange kæder [berlekamp-2000].' },
      ],
      history: [
        'Den franske matematiker Édouard Lucas beskrev spillet i 1889 under navnet la pipopipette [lucas-1889].',
        'Elwyn Berlekamp, John Conway og Richard Guy analyserede det i Winning Ways (1982) [winning-ways], og Berlekamp skrev en hel bog om det i 2000 [berlekamp-2000]. Computere har løst de små brætter: David Wilsons udtømmende analyser viser, at 3×3 bokse er en 6–3-sejr til den anden spiller, og at 4×4 ender uafgjort ved perfekt spil [wilson], og i 2012 viste Joseph Barker og Richard Korf, at det samme gælder 4×5 [barker-korf-2012].',
      ],
      puzzles: [
        { prompt: 'Tidligt i spillet: ingen boks kan tages, og blå har stadig seks linjer, der ikke giver noget væk. De er ikke lige gode. Hvilken er den bedste?' },
        { prompt: 'Orange fører 1–0, og blå kunne tage en boks med det samme. Er det det bedste træk? Find den bedste linje for blå.' },
        { prompt: 'Hver linje, der er tilbage, giver modstanderen bokse. Hvilken skal spiller 1 tegne?' },
      ],
    },
    de: {
      title: 'Käsekästchen',
      description: 'So wird Käsekästchen gespielt, Schritt für Schritt mit interaktiven Brettern: Ketten, der Alle-außer-zwei-Trick, geprüfte Rätsel und Geschichte.',
      lead: 'Zwei Spieler, ein Gitter aus Punkten und ein Stift. Abwechselnd verbindet man zwei Punkte; wer ein Kästchen schließt, bekommt es und zieht noch einmal.',
      what: [
        'Käsekästchen ist ein Spiel mit Papier und Stift für zwei. Das Brett ist ein Rechteck aus Punkten, und es geht um die kleinen Quadrate dazwischen, die Kästchen. Ein Brett mit 3×3 Kästchen hat 16 Punkte und 24 Linien. Auf Paperdots hat ein Brett 1 bis 12 Kästchen in jeder Richtung; das Menü unter „Spiel einrichten“ bietet 2×2 bis 6×6 und die länglichen 5×4, 6×5 und 8×6, und „Eigene Größe“ erlaubt jede andere.',
        'Es sieht aus wie ein Glücksspiel für kleine Kinder, ist aber reines Rechnen: Nichts ist verdeckt, nichts ist Zufall. Starke Spieler zählen Ketten von Kästchen, lange bevor das erste Kästchen genommen wird.',
      ],
      steps: [
        { text: 'Zeichne ein Rechteck aus Punkten. Das leere Brett hier hat 3×3 Kästchen: vier Reihen mit je vier Punkten. Legt fest, wer anfängt.', board: 'start' },
        { text: 'Ihr zieht abwechselnd. Wer dran ist, zieht eine Linie zwischen zwei benachbarten Punkten, waagerecht oder senkrecht, nie schräg und nie über eine Linie, die schon da ist.', board: 'turns' },
        { text: 'Schließt deine Linie die vierte Seite eines Kästchens, gehört es dir: Schreib deinen Anfangsbuchstaben hinein. Danach musst du noch eine Linie ziehen. Hier hat Spieler 1 die letzte Seite des Kästchens oben links gezogen und mit einer weiteren Linie weitergemacht.', board: 'closing' },
        { text: 'Früher oder später schenkt jede Linie dem Gegner Kästchen. In dieser Stellung gibt es keine sichere Linie mehr: Was Spieler 2 auch zieht, Spieler 1 kann mindestens ein Kästchen schließen.', board: 'nosafe' },
        { text: 'Das Spiel endet, wenn alle Linien gezogen sind. Wer mehr Kästchen hat, gewinnt. Diese Partie endete 7:2 für Spieler 2. Mit den Knöpfen unter dem Brett kannst du sie nachspielen.', board: 'end' },
      ],
      changes: [],
      strategy: [
        { text: 'Zieh am Anfang nicht die dritte Seite eines Kästchens: Der Gegner nimmt es und zieht noch einmal. Zieh so lange wie möglich Linien, nach denen jedes Kästchen höchstens zwei Seiten hat.' },
        { text: 'Wenn die sicheren Linien ausgehen, zerfällt das Brett in Ketten: Reihen von Kästchen, bei denen das eine das nächste öffnet. Eine Kette aus drei oder mehr Kästchen ist eine lange Kette. Zähl sie früh, denn wer die erste lange Kette öffnen muss, verliert meistens [berlekamp-2000].', board: 'nosafe' },
        { text: 'Der Alle-außer-zwei-Trick: Öffnet der Gegner eine lange Kette, nimm alle Kästchen außer den letzten beiden und zieh dann die Linie am fernen Ende, sodass die beiden als Paar für den Gegner liegen bleiben. Er bekommt zwei Kästchen, muss danach aber die nächste Kette für dich öffnen. So behält man die Kontrolle bis zum Schluss; Berlekamp nennt diesen Zug double-dealing [berlekamp-2000].' },
        { text: 'Eine Faustregel für den Anziehenden, nach Elwyn Berlekamp: Versuche, die Anzahl der Punkte plus die Anzahl der langen Ketten gerade zu machen. Der andere Spieler will sie ungerade. Auf den 16 Punkten eines 3×3-Bretts will der Anziehende also eine gerade Anzahl langer Ketten [berlekamp-2000].' },
      ],
      history: [
        'Der französische Mathematiker Édouard Lucas beschrieb das Spiel 1889 unter dem Namen la pipopipette [lucas-1889].',
        'Elwyn Berlekamp, John Conway und Richard Guy untersuchten es in Winning Ways (1982) [winning-ways], und Berlekamp schrieb im Jahr 2000 ein ganzes Buch darüber [berlekamp-2000]. Computer haben die kleinen Bretter gelöst: Nach David Wilsons vollständigen Analysen gewinnt auf 3×3 Kästchen der Nachziehende 6:3, und 4×4 endet bei perfektem Spiel unentschieden [wilson]; 2012 zeigten Joseph Barker und Richard Korf, dass auch 4×5 unentschieden ausgeht [barker-korf-2012].',
      ],
      puzzles: [
        { prompt: 'Früh in der Partie: Kein Kästchen kann genommen werden, und Blau hat noch sechs Linien, die nichts hergeben. Sie sind nicht gleich gut. Welche ist die beste?' },
        { prompt: 'Orange führt 1:0, und Blau könnte sofort ein Kästchen nehmen. Ist das der beste Zug? Finde die beste Linie für Blau.' },
        { prompt: 'Jede Linie, die noch übrig ist, schenkt dem Gegner Kästchen. Welche soll Spieler 1 ziehen?' },
      ],
    },
    nb: {
      title: 'Prikker og bokser',
      description: 'Slik spiller man Prikker og bokser, steg for steg med interaktive brett: kjeder, alle-unntatt-to-trikset, oppgaver kontrollert av en løser og historien.',
      lead: 'To spillere, et rutenett av prikker og en blyant. Dere trekker etter tur en strek mellom to prikker; lukker du en boks, er den din, og du trekker igjen.',
      what: [
        'Prikker og bokser er et papir-og-blyant-spill for to. Brettet er et rektangel av prikker, og spillet handler om de små rutene mellom dem, boksene. Et brett med 3×3 bokser har 16 prikker og 24 streker som kan trekkes. På Paperdots kan et brett ha fra 1 til 12 bokser hver vei; menyen i oppsettet har 2×2 til 6×6 og de avlange 5×4, 6×5 og 8×6, og «Egen størrelse» gir alle de andre.',
        'Det ser ut som et sjansespill for små barn, men det er ren regning: ingenting er skjult, og ingenting er tilfeldig. Sterke spillere teller kjeder av bokser lenge før den første boksen blir tatt.',
      ],
      steps: [
        { text: 'Tegn et rektangel av prikker. Det tomme brettet her har 3×3 bokser: fire rader med fire prikker. Bli enige om hvem som begynner.', board: 'start' },
        { text: 'Dere bytter på. Når det er din tur, trekker du én strek mellom to nabopunkter, vannrett eller loddrett, aldri på skrå og aldri oppå en strek som allerede er der.', board: 'turns' },
        { text: 'Lukker streken din den fjerde siden av en boks, er boksen din: skriv forbokstaven din i den. Deretter må du trekke en strek til. Her trakk spiller 1 den siste siden av boksen øverst til venstre og fortsatte med én strek til.', board: 'closing' },
        { text: 'Før eller siden gir hver strek motstanderen bokser å ta. I denne stillingen er det ingen trygge streker igjen: uansett hva spiller 2 trekker, kan spiller 1 lukke minst én boks.', board: 'nosafe' },
        { text: 'Spillet er slutt når alle strekene er trukket. Den som eier flest bokser, vinner. Dette partiet endte 7–2 til spiller 2. Bruk knappene under brettet til å spille det gjennom.', board: 'end' },
      ],
      changes: [],
      strategy: [
        { text: 'Ikke trekk den tredje siden av en boks tidlig i spillet: motstanderen tar den og trekker igjen. Trekk så lenge som mulig streker som lar hver boks ha høyst to sider.' },
        { text: 'Når de trygge strekene tar slutt, faller brettet fra hverandre i kjeder: rader av bokser der den ene boksen åpner den neste. En kjede på tre eller flere bokser er en lang kjede. Tell dem tidlig, for den som blir tvunget til å åpne den første lange kjeden, taper som regel [berlekamp-2000].', board: 'nosafe' },
        { text: 'Alle-unntatt-to-trikset: når motstanderen åpner en lang kjede, tar du alle boksene unntatt de to siste, og så trekker du streken i den andre enden, slik at de to blir liggende som et par til motstanderen. Motstanderen får to bokser, men må deretter åpne neste kjede for deg. Slik beholder man kontrollen helt til slutt; Berlekamp kaller trekket double-dealing [berlekamp-2000].' },
        { text: 'En tommelfingerregel for den som begynner, fra Elwyn Berlekamp: prøv å gjøre antall prikker pluss antall lange kjeder til et partall. Den andre spilleren vil ha et oddetall. På et 3×3-brett med 16 prikker vil den første spilleren altså ha et partall lange kjeder [berlekamp-2000].' },
      ],
      history: [
        'Den franske matematikeren Édouard Lucas beskrev spillet i 1889 under navnet la pipopipette [lucas-1889].',
        'Elwyn Berlekamp, John Conway og Richard Guy analyserte det i Winning Ways (1982) [winning-ways], og Berlekamp skrev en hel bok om det i 2000 [berlekamp-2000]. Datamaskiner har løst de små brettene: David Wilsons uttømmende analyser viser at 3×3 bokser er en 6–3-seier til den andre spilleren, og at 4×4 ender uavgjort med perfekt spill [wilson], og i 2012 viste Joseph Barker og Richard Korf at det samme gjelder 4×5 [barker-korf-2012].',
      ],
      puzzles: [
        { prompt: 'Tidlig i spillet: ingen boks kan tas, og blå har fortsatt seks streker som ikke gir bort noe. De er ikke like gode. Hvilken er best?' },
        { prompt: 'Oransje leder 1–0, og blå kunne tatt en boks med en gang. Er det det beste trekket? Finn den beste streken for blå.' },
        { prompt: 'Hver strek som er igjen, gir motstanderen bokser. Hvilken bør spiller 1 trekke?' },
      ],
    },
  },
};
