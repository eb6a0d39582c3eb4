// Rules article: Dots and Boxes for three or four players (docs/spec.md §1.2, players=3|4: seats move in
// order 1, 2, 3, 4; the closer moves again, then the turn goes on to the next seat; every seat
// tied for the best score shares the win). No puzzles: the exact solver is for two seats only
// (`paperdots solve` refuses with solve-seats); the bots use max-n search (core/boxes/search_maxn.c).
const P3 = 'game=boxes&size=3x3&players=3';

export default {
  slug: 'more-players',
  family: 'boxes',
  base: 'dots-and-boxes',
  play: 'game=boxes&size=4x4&players=3',
  boards: {
    start: { setup: 'game=boxes&size=4x4&players=3', moves: '' },
    gift: { setup: P3, moves: '0.3.4.7.21' },
    chain: { setup: P3, moves: '0.1.2.7.8.9.3.4.5.6.21' },
    four: { setup: 'game=boxes&size=4x4&players=4', moves: '' },
  },
  puzzles: [],
  sources: [
    { id: 'berlekamp-2000', text: 'Elwyn Berlekamp: The Dots-and-Boxes Game: Sophisticated Child’s Play. A K Peters, Natick (Massachusetts) 2000.' },
    { id: 'lucas-1889', text: 'Édouard Lucas: La Pipopipette, nouveau jeu de combinaisons. Paris, 1889.' },
    { id: 'luckhardt-irani-1986', text: 'Carol A. Luckhardt, Keki B. Irani: An Algorithmic Solution of N-Person Games. Proceedings of AAAI-86, 1986, pages 158–162.' },
  ],
  text: {
    en: {
      title: 'Three or four players',
      description: 'Dots and Boxes for three or four players: the same lines and boxes, turns in seat order, and every box you give away goes to the player after you.',
      lead: 'Dots and Boxes needs nothing but paper, so nothing stops a third or fourth player from joining. The rules stay the same; the turn simply goes round the table.',
      what: [
        'With three or four players, each player has a colour and a seat. Seat 1 moves first, then seat 2, seat 3 and, with four, seat 4, and then it is seat 1 again. On your turn you draw one line between two neighbouring dots. Whoever draws the last side of a box owns it and draws again; after that the turn goes on to the next seat.',
        'When every line is drawn, the player with the most boxes wins. If several players share the highest count, they share the win, and if everybody has the same number, the game is a draw.',
        'Everything else works as in the two-player game: any board size, the square, hexagon and triangle grids, the Swedish board and misère. Each seat can be a person or a computer player.',
      ],
      steps: [
        { text: 'Choose three or four players in the table setup and pick who sits where. The board starts empty, and seat 1 (blue) moves first.', board: 'start' },
        { text: 'Take turns in seat order, one line each. Blue, orange and green follow each other round and round; with four players pink comes after green.' },
        { text: 'Close a box and you move again. Here green drew the third side of the top left box, blue, next in turn, took it, and then drew another line. Now it is orange’s turn.', board: 'gift' },
        { text: 'When the last line is drawn, count the boxes. The most boxes wins, and a tie for the most is a shared win. If a player resigns, the game ends and the best score among the others wins.' },
      ],
      changes: [
        { rule: 'Players', standard: 'Two.', variant: 'Three or four, each with a colour: blue, orange, green and pink.' },
        { rule: 'Turn order', standard: 'The two players alternate.', variant: 'Seat 1, 2, 3 (and 4), then seat 1 again.' },
        { rule: 'Extra move', standard: 'Close a box and draw again.', variant: 'The same; afterwards the turn goes to the seat after you.' },
        { rule: 'Who gets a box you give away', standard: 'Your only opponent.', variant: 'Usually the next player in turn, not the others.' },
        { rule: 'Winner', standard: 'The most boxes; equal counts are a draw.', variant: 'The most boxes; players tied for the most share the win; a draw only when everybody ties.' },
        { rule: 'Puzzles and exact solver', standard: 'Available.', variant: 'Not available: the exact solver works with two players only. The computer players search differently, each seat playing for its own boxes.' },
      ],
      strategy: [
        { text: 'Know who is next. A box or chain you give away nearly always goes to the player who moves after you. Here blue opened the top row, and orange, next in turn, took all three boxes before green could touch them.', board: 'chain' },
        { text: 'Counting chains is harder. With two players the long-chain rule says: the first player wants the number of dots plus the number of long chains to be even, the second player wants it odd [berlekamp-2000]. That rule is made for two. With three or four players the safe moves are shared round the table, so you must count who will be the one to open the first long chain, not just whether a number is even.' },
        { text: 'Think about the leader. Giving a box to a player who is behind costs you less than feeding the leader. When you must give something away, look at the score and at who sits after you.' },
        { text: 'Small gifts, big chains. As in the two-player game, hand out single boxes or pairs while you can, and keep the long chains for the end, when the order of play decides who has to open them.' },
      ],
      history: [
        'Dots and Boxes was described in print by the French mathematician Édouard Lucas in 1889, under the name La Pipopipette, as a game for two [lucas-1889]. The rules need nothing that limits the number of players, and on paper it is easy to let three or four take part.',
        'With more than two players a game is no longer a contest of one against one, and the usual exact methods for two players do not apply. The computer players on Paperdots use a max-n search, in which every seat looks ahead for the lines that are best for its own boxes [luckhardt-irani-1986].',
      ],
      puzzles: [],
    },
    da: {
      title: 'Tre eller fire spillere',
      description: 'Prikker og Bokse for tre eller fire spillere: samme linjer og bokse, tur efter pladsnummer, og hver boks, du giver væk, går til spilleren efter dig.',
      lead: 'Prikker og Bokse kræver kun papir, så intet forhindrer en tredje eller fjerde spiller i at være med. Reglerne er de samme; turen går bare rundt om bordet.',
      what: [
        'Med tre eller fire spillere har hver spiller en farve og en plads. Plads 1 trækker først, så plads 2, plads 3 og med fire spillere plads 4, og så er det plads 1 igen. Når det er din tur, tegner du én linje mellem to nabopunkter. Lukker din linje en boks, er den din, og du tegner igen; bagefter går turen videre til næste plads.',
        'Er der ingen linjer tilbage, vinder den, der har flest bokse. Har flere spillere lige mange i toppen, deler de sejren, og har alle lige mange, er spillet uafgjort.',
        'Alt andet fungerer som i spillet for to: alle brætstørrelser, kvadrat-, sekskant- og trekantgitteret, svensk bræt og misère. Hver plads kan være et menneske eller en computerspiller.',
      ],
      steps: [
        { text: 'Vælg tre eller fire spillere i opsætningen, og bestem, hvem der sidder hvor. Brættet er tomt fra start, og plads 1 (blå) trækker først.', board: 'start' },
        { text: 'Træk efter pladsnummer, én linje hver. Blå, orange og grøn følger efter hinanden hele vejen rundt; med fire spillere kommer lyserød efter grøn.' },
        { text: 'Lukker du en boks, trækker du igen. Her tegnede grøn tredje side af boksen øverst til venstre, blå, som var i trækket, tog den og tegnede så en linje til. Nu er det oranges tur.', board: 'gift' },
        { text: 'Når den sidste linje er tegnet, tæller I boksene. Flest bokse vinder, og står flere lige med flest, deler de sejren. Giver en spiller op, slutter spillet, og den bedste score blandt de andre vinder.' },
      ],
      changes: [
        { rule: 'Spillere', standard: 'To.', variant: 'Tre eller fire, hver med sin farve: blå, orange, grøn og lyserød.' },
        { rule: 'Turrækkefølge', standard: 'De to spillere skiftes.', variant: 'Plads 1, 2, 3 (og 4), så plads 1 igen.' },
        { rule: 'Ekstra træk', standard: 'Luk en boks, og tegn igen.', variant: 'Det samme; bagefter går turen til pladsen efter dig.' },
        { rule: 'Hvem får en boks, du giver væk', standard: 'Din eneste modstander.', variant: 'Som regel den, der er i trækket efter dig, ikke de andre.' },
        { rule: 'Vinder', standard: 'Flest bokse; lige mange er uafgjort.', variant: 'Flest bokse; spillere, der står lige med flest, deler sejren; uafgjort kun, når alle står lige.' },
        { rule: 'Opgaver og eksakt løser', standard: 'Findes.', variant: 'Findes ikke: den eksakte løser virker kun med to spillere. Computerspillerne søger på en anden måde, hvor hver plads spiller for sine egne bokse.' },
      ],
      strategy: [
        { text: 'Vid, hvem der er den næste. En boks eller kæde, du giver væk, går næsten altid til den spiller, der trækker efter dig. Her åbnede blå den øverste række, og orange, som var i trækket, tog alle tre bokse, før grøn kunne nå dem.', board: 'chain' },
        { text: 'Det er sværere at tælle kæder. Med to spillere siger reglen om lange kæder: den første spiller vil have, at antallet af prikker plus antallet af lange kæder er lige, den anden spiller vil have det ulige [berlekamp-2000]. Den regel gælder for to. Med tre eller fire spillere deles de sikre træk rundt om bordet, så du skal tælle, hvem der bliver den, der skal åbne den første lange kæde, ikke kun om et tal er lige.' },
        { text: 'Tænk på den førende. At give en boks til en spiller, der er bagud, koster dig mindre end at fodre den førende. Når du må give noget væk, så se på stillingen og på, hvem der sidder efter dig.' },
        { text: 'Små gaver, store kæder. Som i spillet for to giver du enkelte bokse eller par væk, så længe du kan, og gemmer de lange kæder til sidst, hvor rækkefølgen afgør, hvem der må åbne dem.' },
      ],
      history: [
        'Prikker og Bokse blev beskrevet på tryk af den franske matematiker Édouard Lucas i 1889 under navnet La Pipopipette, som et spil for to [lucas-1889]. Reglerne indeholder intet, der begrænser antallet af spillere, og på papir er det let at lade tre eller fire være med.',
        'Med mere end to spillere er spillet ikke længere én mod én, og de sædvanlige eksakte metoder for to spillere gælder ikke. Computerspillerne på Paperdots bruger en max-n-søgning, hvor hver plads ser frem efter de linjer, der er bedst for dens egne bokse [luckhardt-irani-1986].',
      ],
      puzzles: [],
    },
    de: {
      title: 'Drei oder vier Spieler',
      description: 'Käsekästchen für drei oder vier Spieler: dieselben Linien und Kästchen, Züge in Platzreihenfolge, und jedes verschenkte Kästchen bekommt dein Nachfolger.',
      lead: 'Käsekästchen braucht nur Papier, also spricht nichts dagegen, dass ein dritter oder vierter Spieler mitmacht. Die Regeln bleiben gleich; der Zug geht einfach reihum.',
      what: [
        'Mit drei oder vier Spielern hat jeder eine Farbe und einen Platz. Platz 1 zieht zuerst, dann Platz 2, Platz 3 und bei vieren Platz 4, danach wieder Platz 1. Bist du dran, ziehst du eine Linie zwischen zwei benachbarten Punkten. Schließt deine Linie ein Kästchen, gehört es dir, und du ziehst noch einmal; danach ist der nächste Platz an der Reihe.',
        'Sind alle Linien gezogen, gewinnt, wer die meisten Kästchen hat. Haben mehrere gleich viele an der Spitze, gewinnen sie gemeinsam, und haben alle gleich viele, endet die Partie unentschieden.',
        'Alles andere funktioniert wie im Spiel zu zweit: jede Brettgröße, das Quadrat-, Sechseck- und Dreiecksgitter, das Schwedische Brett und Misère. Jeder Platz kann ein Mensch oder ein Computerspieler sein.',
      ],
      steps: [
        { text: 'Wähle unter „Spiel einrichten“ drei oder vier Spieler und lege fest, wer wo sitzt. Das Brett ist zu Beginn leer, und Platz 1 (Blau) zieht zuerst.', board: 'start' },
        { text: 'Gezogen wird in Platzreihenfolge, eine Linie pro Zug. Blau, Orange und Grün folgen reihum aufeinander; bei vier Spielern kommt Rosa nach Grün.' },
        { text: 'Wer ein Kästchen schließt, zieht noch einmal. Hier hat Grün die dritte Seite des Kästchens oben links gezogen, Blau war als Nächster dran, hat es genommen und dann noch eine Linie gezogen. Jetzt ist Orange am Zug.', board: 'gift' },
        { text: 'Ist die letzte Linie gezogen, werden die Kästchen gezählt. Wer die meisten hat, gewinnt; haben mehrere gleich viele an der Spitze, gewinnen sie gemeinsam. Gibt jemand auf, endet die Partie, und der beste Stand unter den anderen gewinnt.' },
      ],
      changes: [
        { rule: 'Spieler', standard: 'Zwei.', variant: 'Drei oder vier, jeder mit einer Farbe: Blau, Orange, Grün und Rosa.' },
        { rule: 'Zugreihenfolge', standard: 'Die beiden ziehen abwechselnd.', variant: 'Platz 1, 2, 3 (und 4), dann wieder Platz 1.' },
        { rule: 'Extrazug', standard: 'Kästchen schließen und noch einmal ziehen.', variant: 'Ebenso; danach geht der Zug an den Platz nach dir.' },
        { rule: 'Wer ein verschenktes Kästchen bekommt', standard: 'Dein einziger Gegner.', variant: 'Meist der Nächste in der Reihe, nicht die anderen.' },
        { rule: 'Sieger', standard: 'Die meisten Kästchen; Gleichstand ist unentschieden.', variant: 'Die meisten Kästchen; mehrere mit gleich vielen an der Spitze gewinnen gemeinsam; unentschieden nur, wenn alle gleich stehen.' },
        { rule: 'Rätsel und exakter Löser', standard: 'Vorhanden.', variant: 'Nicht vorhanden: Der exakte Löser arbeitet nur mit zwei Spielern. Die Computerspieler suchen anders, jeder Platz spielt für seine eigenen Kästchen.' },
      ],
      strategy: [
        { text: 'Wisse, wer als Nächster dran ist. Ein Kästchen oder eine Kette, die du hergibst, bekommt fast immer der Spieler, der nach dir zieht. Hier hat Blau die obere Reihe geöffnet, und Orange, als Nächster am Zug, hat alle drei Kästchen genommen, bevor Grün herankam.', board: 'chain' },
        { text: 'Ketten zählen wird schwieriger. Zu zweit sagt die Regel der langen Ketten: Der Anziehende will die Anzahl der Punkte plus die Anzahl der langen Ketten gerade haben, der andere Spieler ungerade [berlekamp-2000]. Diese Regel gilt für zwei. Zu dritt oder zu viert verteilen sich die sicheren Züge reihum, also musst du zählen, wer die erste lange Kette öffnen muss, nicht nur, ob eine Zahl gerade ist.' },
        { text: 'Denk an den Führenden. Ein Kästchen an jemanden, der hinten liegt, kostet dich weniger, als den Führenden zu füttern. Wenn du etwas hergeben musst, schau auf den Spielstand und darauf, wer nach dir sitzt.' },
        { text: 'Kleine Geschenke, große Ketten. Wie im Spiel zu zweit gibst du einzelne Kästchen oder Paare her, solange es geht, und hebst die langen Ketten fürs Ende auf, wenn die Reihenfolge entscheidet, wer sie öffnen muss.' },
      ],
      history: [
        'Käsekästchen wurde 1889 von dem französischen Mathematiker Édouard Lucas unter dem Namen La Pipopipette gedruckt beschrieben, als Spiel für zwei [lucas-1889]. In den Regeln begrenzt nichts die Zahl der Spieler, und auf Papier lassen sich leicht drei oder vier beteiligen.',
        'Mit mehr als zwei Spielern ist die Partie kein Zweikampf mehr, und die üblichen exakten Verfahren für zwei Spieler greifen nicht. Die Computerspieler auf Paperdots nutzen eine Max-n-Suche, bei der jeder Platz nach den Linien sucht, die für seine eigenen Kästchen am besten sind [luckhardt-irani-1986].',
      ],
      puzzles: [],
    },
    nb: {
      title: 'Tre eller fire spillere',
      description: 'Prikker og bokser for tre eller fire spillere: de samme strekene og boksene, tur etter plassnummer, og hver boks du gir bort, går til spilleren etter deg.',
      lead: 'Prikker og bokser krever bare papir, så ingenting hindrer en tredje eller fjerde spiller i å være med. Reglene er de samme; turen går bare rundt bordet.',
      what: [
        'Med tre eller fire spillere har hver spiller en farge og en plass. Plass 1 trekker først, så plass 2, plass 3 og med fire spillere plass 4, og så er det plass 1 igjen. Når det er din tur, tegner du én strek mellom to nabopunkter. Den som tegner siste side av en boks, får den og trekker igjen; deretter går turen videre til neste plass.',
        'Når alle strekene er tegnet, vinner den som har flest bokser. Har flere spillere like mange på topp, deler de seieren, og har alle like mange, blir partiet uavgjort.',
        'Alt annet virker som i spillet for to: alle brettstørrelser, kvadrat-, sekskant- og trekantrutenettet, svensk brett og misère. Hver plass kan være et menneske eller en datamaskinspiller.',
      ],
      steps: [
        { text: 'Velg tre eller fire spillere i oppsettet, og bestem hvem som sitter hvor. Brettet er tomt fra starten, og plass 1 (blå) trekker først.', board: 'start' },
        { text: 'Trekk etter plassnummer, én strek hver. Blå, oransje og grønn følger hverandre rundt og rundt; med fire spillere kommer rosa etter grønn.' },
        { text: 'Lukker du en boks, trekker du igjen. Her tegnet grønn tredje side av boksen øverst til venstre, blå, som sto for tur, tok den og tegnet så en strek til. Nå er det oransjes tur.', board: 'gift' },
        { text: 'Når den siste streken er tegnet, teller dere boksene. Flest bokser vinner, og står flere likt med flest, deler de seieren. Gir en spiller opp, slutter partiet, og den beste poengsummen blant de andre vinner.' },
      ],
      changes: [
        { rule: 'Spillere', standard: 'To.', variant: 'Tre eller fire, hver med sin farge: blå, oransje, grønn og rosa.' },
        { rule: 'Turrekkefølge', standard: 'De to spillerne bytter på.', variant: 'Plass 1, 2, 3 (og 4), så plass 1 igjen.' },
        { rule: 'Ekstra trekk', standard: 'Lukk en boks og tegn igjen.', variant: 'Det samme; etterpå går turen til plassen etter deg.' },
        { rule: 'Hvem får en boks du gir bort', standard: 'Din eneste motstander.', variant: 'Som regel den som står for tur etter deg, ikke de andre.' },
        { rule: 'Vinner', standard: 'Flest bokser; like mange er uavgjort.', variant: 'Flest bokser; spillere som står likt med flest, deler seieren; uavgjort bare når alle står likt.' },
        { rule: 'Oppgaver og eksakt løser', standard: 'Finnes.', variant: 'Finnes ikke: den eksakte løseren virker bare med to spillere. Datamaskinspillerne søker på en annen måte, der hver plass spiller for sine egne bokser.' },
      ],
      strategy: [
        { text: 'Vit hvem som er neste. En boks eller kjede du gir bort, går nesten alltid til spilleren som trekker etter deg. Her åpnet blå den øverste raden, og oransje, som sto for tur, tok alle tre boksene før grønn rakk å komme til.', board: 'chain' },
        { text: 'Det er vanskeligere å telle kjeder. Med to spillere sier regelen om lange kjeder: den første spilleren vil at antall prikker pluss antall lange kjeder skal være et partall, den andre spilleren vil ha et oddetall [berlekamp-2000]. Den regelen gjelder for to. Med tre eller fire spillere deles de trygge trekkene rundt bordet, så du må telle hvem som blir den som må åpne den første lange kjeden, ikke bare om et tall er partall.' },
        { text: 'Tenk på den som leder. Å gi en boks til en spiller som ligger under, koster deg mindre enn å fôre lederen. Når du må gi bort noe, ser du på stillingen og på hvem som sitter etter deg.' },
        { text: 'Små gaver, store kjeder. Som i spillet for to gir du bort enkeltbokser eller par så lenge du kan, og sparer de lange kjedene til slutt, når rekkefølgen avgjør hvem som må åpne dem.' },
      ],
      history: [
        'Prikker og bokser ble beskrevet på trykk av den franske matematikeren Édouard Lucas i 1889, under navnet La Pipopipette, som et spill for to [lucas-1889]. Reglene har ingenting som begrenser antall spillere, og på papir er det lett å la tre eller fire være med.',
        'Med mer enn to spillere er partiet ikke lenger én mot én, og de vanlige eksakte metodene for to spillere gjelder ikke. Datamaskinspillerne på Paperdots bruker et max-n-søk, der hver plass ser fremover etter strekene som er best for dens egne bokser [luckhardt-irani-1986].',
      ],
      puzzles: [],
    },
  },
};
