// The Dots rules article in German (its boards, puzzles and sources: ../dots.js).
export default {
  title: 'Dots',
  description: 'So spielt man Dots (russ. Totschki, poln. Kropki): Punkte aufs Karopapier setzen, gegnerische Punkte umzingeln, Häuser bauen, erden. Mit interaktiven Brettern.',
  lead: 'Zwei Spieler setzen Punkte auf die Kreuzungen des Karopapiers und versuchen, die Punkte des anderen einzuschließen. Ein Spiel aus dem Schulheft mit der Tiefe eines Brettspiels.',
  what: [
    'Dots (russisch Точки, Totschki, also „Punkte“; polnisch Kropki) ist ein Spiel für zwei auf Karopapier. Jeder Spieler hat eine Farbe. Abwechselnd setzt man einen Punkt auf eine freie Kreuzung der Linien; ein Punkt wird nie verschoben und nie entfernt. Ziel ist es, die Punkte des Gegners mit einer geschlossenen Kette eigener Punkte einzuschließen.',
    'Eine Kette verbindet Punkte, die waagerecht, senkrecht oder schräg benachbart sind. Schließt sich eine Kette um gegnerische Punkte, sind sie umzingelt: Sie zählen für dich, und das Gebiet im Inneren gehört dir, dort darf niemand mehr setzen. Kann der Ring auf mehr als einem Weg verlaufen, zählt der kürzeste [ru-wikipedia]. Wer mehr Punkte umzingelt hat, gewinnt.',
    'Das traditionelle Feld hat 39 × 32 Punkte, etwa so groß wie eine Heftseite; eine Partie beginnt auf einem leeren Feld oder mit einer Startfigur, meist einem kleinen Kreuz in der Mitte [ru-wikipedia]. Auf Paperdots hat ein Feld 5 bis 52 Punkte in jeder Richtung. Die Punkte heißen x-y: x von links gezählt, y von unten.',
  ],
  steps: [
    { text: 'Die Partie beginnt mit einem Kreuz in der Mitte: zwei Punkte jeder Farbe, schräg gesetzt. Der erste Spieler (Blau) fängt an, danach zieht ihr abwechselnd, je einen Punkt. Aussetzen gibt es nicht.', board: 'start' },
    { text: 'Setze deinen Punkt auf eine leere Kreuzung, die nicht in einem eroberten Gebiet liegt. Punkte bleiben, wo sie sind. Baue Ketten: Zwei deiner Punkte hängen zusammen, wenn sie waagerecht, senkrecht oder schräg benachbart sind.' },
    { text: 'Schließe eine Kette um einen oder mehrere gegnerische Punkte, und sie sind sofort umzingelt. Hier hat Blau auf 4-3, 3-4, 5-4 und zuletzt 4-5 gesetzt, rund um den orangen Punkt auf 4-4: Blau führt 1:0, und das Gebiet innen gehört Blau.', board: 'surround' },
    { text: 'Eine geschlossene Kette ohne gegnerischen Punkt darin ist ein Haus. Es bleibt offen: Beide dürfen weiter hineinsetzen. Hier hat Blau denselben Ring geschlossen, aber der Punkt 4-4 in der Mitte ist leer.', board: 'house' },
    { text: 'Setzt der Gegner einen Punkt in dein Haus, ist er sofort gefangen, und das ganze Haus wird dein Gebiet. Orange hat es mit 4-4 versucht und den Punkt verloren: Blau führt 1:0.', board: 'houseEntered' },
    { text: 'Es gibt eine Ausnahme: Ein Punkt im gegnerischen Haus überlebt, wenn derselbe Zug selbst eine Umzingelung schließt. Die blauen Punkte auf 3-3, 4-4, 5-3 und 4-2 bilden ein Haus um 4-3. Orange setzt auf 4-3 und schließt damit seinen eigenen Ring um den blauen Punkt 4-4: Der blaue Punkt ist umzingelt, der orange lebt, und Orange führt 1:0.', board: 'houseCounter' },
    { text: 'Umzingelungen können in Umzingelungen liegen. Orange hat den blauen Punkt auf 5-5 umzingelt. Dann baut Blau einen größeren Ring um die ganze Gruppe und umzingelt die vier orangen Punkte; der blaue Punkt 5-5 wird befreit und zählt nicht mehr für Orange. Es steht 4:0 für Blau.', board: 'nested' },
    { text: 'Die Partie endet, wenn das Feld voll ist, wenn jemand aufgibt oder wenn jemand erdet. Wer mehr Punkte umzingelt hat, gewinnt; bei Gleichstand ist es unentschieden.' },
  ],
  changes: [],
  variants: [
    {
      id: 'polish',
      title: 'Polnische Regeln',
      text: [
        'Dots wird auch in Polen viel gespielt, und die dortigen Regeln heißen polnische Regeln, im Gegensatz zu den russischen Regeln oben [ru-wikipedia]. Unter „Spiel einrichten“ wählst du bei „Regeln“ die Option „Polnische Regeln“. Ein geschlossener Ring zählt nicht von selbst: Du entscheidest, wann du ihn nimmst. Auf Paperdots lässt ein gewöhnlicher Punkt deine geschlossenen Ringe warten; ein Punkt mit „!“ (das Kästchen „Meine Umzingelungen mit dem nächsten Punkt nehmen“) nimmt alle deine Ringe, in denen in diesem Moment lebende gegnerische Punkte stehen [ours].',
        'Eine Erdung gibt es nicht. Stattdessen endet die Partie vorzeitig nur, wenn beide damit einverstanden sind, sie auszuzählen [ru-wikipedia]. Auf Paperdots darf, wer am Zug ist, vor dem Setzen anbieten, die Partie zu beenden („Ende anbieten“), und das Angebot kostet keinen Zug [ours]. Der andere antwortet sofort. Mit „Ende annehmen“ wird gezählt: Jeder umzingelte Punkt zählt 1, jede leere Kreuzung in deinen geschlossenen Gebieten ½, und wartende Ringe zählen als genommen [ru-wikipedia]. Ist jemand mit der Zählung nicht einverstanden, wird gespielt, bis das Feld voll ist [ru-wikipedia]. Auf Paperdots setzt nach einem „Ablehnen“, wer angeboten hat, seinen Punkt, und danach dürfen beide wieder das Ende anbieten, sodass sie sich später noch einigen können; die Bots von Paperdots bieten erst wieder an, wenn ein Viertel der freien Punkte besetzt ist [ours].',
      ],
      board: 'polishTaken',
    },
    {
      id: 'zagram',
      title: 'Territorialregeln von zagram.org',
      text: [
        "Auf zagram.org, wo viele Partien der polnischen Liga gespielt werden, gibt es eine Variante, die dort Spiel um Territorium heißt [zagram]. Eine Umzingelung zählt nicht von selbst und muss nicht die kleinste sein: Nach dem Setzen eines Punktes darf man jeden eigenen Ring um gegnerische Punkte schließen, die vorher nicht eingeschlossen waren [zagram]. Unter „Spiel einrichten“ wählst du bei „Regeln“ die Option „Territorialregeln von zagram.org“. Auf Paperdots wirkt das Kästchen „Meine Umzingelungen mit dem nächsten Punkt nehmen“ wie bei den polnischen Regeln, und eine Partie von zagram.org öffnet sich mit jedem Ring so, wie die Datei ihn angibt [ours].",
        "Die Partie endet, wenn das Feld voll ist oder beide sie beenden wollen, wie bei den polnischen Regeln [zagram]. Passen gibt es nicht, also ist ein Gebiet so viel wert, wie es die Gegenseite beim Auffüllen des Feldes hergeben lässt [zagram-fill]. Paperdots zählt so, wie es die Partien von zagram.org zeigen: Jeder umzingelte Punkt zählt 1, auch die aus den letzten Schließungen am Ende, und die freien Kreuzungen werden zu Ende gespielt, ein Punkt pro Zug, zuerst die Seite am Zug [ours]. Jede Seite besetzt zuerst die Kreuzungen, die niemandem gehören, dann ihre eigenen Gebiete; wer keine mehr hat, muss seine Punkte in die Gebiete der Gegenseite setzen, wo jeder umzingelt wird. Leere Gebiete, die während der Partie geschlossen wurden, zählen auf Paperdots wie in diesen Partien nichts [ours].",
      ],
    },
    {
      id: 'start',
      title: 'Startfiguren und leeres Feld',
      text: [
        'Eine Partie kann mit einer Figur aus Punkten oder auf einem leeren Feld beginnen, und die Figuren sind verschieden [ru-wikipedia]. Unter „Anfang“ bietet „Spiel einrichten“ „Ein Kreuz in der Mitte“ (voreingestellt), „Zwei Kreuze nebeneinander“, „Vier Kreuze“, „Vier Kreuze an zufälligen Stellen“ (die Stellen ergeben sich aus der Zahl unter „Zufallszahl für die Stellen (Startwert)“, die in der Spieleinstellung steht, sodass ein Link dasselbe Feld wiederherstellt) und „Leeres Feld“. Die vier Kreuze brauchen ein Feld von mindestens 10 × 10; hier stehen sie auf 20 × 20.',
        'Auf einem leeren Feld dürfen die ersten Punkte überall stehen, manche Spieler halten sie aber in der Nähe der Mitte [ru-wikipedia]. „Erster Punkt höchstens so weit von der Mitte“ legt fest, wie weit der erste Punkt jedes Spielers vom Mittelpunkt entfernt sein darf, gezählt in Punkten in jede Richtung, auch schräg; 0 erlaubt das ganze Feld.',
      ],
      board: 'crosses',
    },
    {
      id: 'ring',
      title: 'Welcher Ring schließt',
      text: [
        'Manchmal kann ein neuer Punkt mehr als einen Ring um dieselben gegnerischen Punkte schließen. Nach der üblichen Regel zählt der kürzeste Ring, eine Umzingelung nimmt also das kleinste Gebiet, das sie enthält [ru-wikipedia]. So spielt Paperdots, wenn nichts anderes eingestellt ist.',
        'Manche Spieler lassen stattdessen den Schließenden wählen: einen beliebigen Ring, der sich ziehen lässt, auch den längsten, und damit ein größeres Gebiet [ru-wikipedia]. Unter „Welcher Ring schließt“ bietet „Spiel einrichten“ neben „Immer der kürzeste Ring“ auch „Wer zieht, wählt einen beliebigen Ring, der den Bereich schließt, auch den längsten“; kann ein Punkt mehr als einen Ring schließen, zeigt das Brett jeden davon, und wer zieht, wählt.',
      ],
    },
    {
      id: 'houses',
      title: 'Häuser zählen sofort',
      text: [
        'In dieser Variante bleibt ein leerer geschlossener Bereich kein Haus: Er wird dein Gebiet, sobald sich der Ring schließt, genau wie bei einer Umzingelung, und niemand darf hineinsetzen [ru-wikipedia]. Unter „Spiel einrichten“ kreuzt du „Ein leerer geschlossener Bereich (ein Haus) zählt sofort“ an. Vergleiche mit dem Haus oben: derselbe Ring, aber das Innere gehört sofort Blau. Diese Variante lässt sich nicht mit polnischen Regeln verbinden.',
      ],
      board: 'housesCapture',
    },
    {
      id: 'suicide',
      title: 'Kein Punkt in ein Haus',
      text: [
        'Manche Programme, darunter KataGoDots, verbieten einen Punkt, der sofort gefangen wäre: Niemand darf einen Punkt in das Haus des Gegners setzen, es sei denn, derselbe Zug schließt selbst eine Umzingelung (die Ausnahme oben) [katagodots]. Hier darf Orange nicht auf 4-4 setzen.', 'Auf Paperdots ist die Partie zu Ende, wenn jede noch freie Kreuzung in einem Haus des Gegners liegt [ours]. Unter „Spiel einrichten“ kreuzt du „Kein Punkt darf in ein Haus des Gegners gesetzt werden“ an; eine KataGoDots-Datei mit sui0 öffnet sich mit dieser Regel. Sie lässt sich nicht mit polnischen Regeln kombinieren.',
      ],
      board: 'noSuicide',
    },
    {
      id: 'extra',
      title: 'Extrazug',
      text: [
        'Steht „Extrazug nach einer Umzingelung“ auf „Wer umzingelt, muss sofort noch einmal ziehen“, setzt, wer mindestens einen gegnerischen Punkt umzingelt, sofort einen weiteren Punkt außer der Reihe, und umzingelt dieser wieder, folgt noch einer. Hier hat Blau mit 4-5 umzingelt und dann 6-6 gesetzt, bevor Orange an die Reihe kam.',
        'So wie die Regel meist beschrieben wird, ist der Extrazug ein Recht und keine Pflicht [ru-wikipedia]. Das ist die Wahl „Wer umzingelt, darf sofort noch einmal ziehen oder passen“: Mit „Passen (kein Extrazug)“ lässt der Spieler den Extrazug aus.',
      ],
      board: 'extra',
    },
    {
      id: 'freeing',
      title: 'Befreite Punkte zählen weiter',
      text: [
        'Normalerweise zählt ein befreiter Punkt (weil der Ring seines Fängers selbst umzingelt wurde) nicht mehr für den, der ihn gefangen hatte. In dieser Variante zählt ein umzingelter Punkt für immer für seinen ersten Fänger [ru-wikipedia]; unter „Spiel einrichten“ heißt sie „Ein umzingelter Punkt zählt weiter, wenn er später befreit wird“. Im Beispiel mit dem Ring im Ring gewinnt Blau deshalb 4:1 statt 4:0, weil Orange den blauen Punkt auf 5-5 weiter zählt.',
      ],
      board: 'freeing',
    },
    {
      id: 'grounding',
      title: 'Erdung',
      text: [
        'Mit der Erdung (russisch Sasemlenije) kann ein Spieler die Partie vorzeitig beenden. Unter „Erdung“ bietet „Spiel einrichten“ zwei Regeln. Mit „Beide dürfen am Zug erden; eigene Punkte ohne Verbindung zum Rand zählen als umzingelt“, der Regel, die Paperdots voreingestellt hat [ours], darf, wer am Zug ist, erden, statt einen Punkt zu setzen: Die Partie endet, jeder eigene Punkt ohne Verbindung zum Rand des Feldes gilt als vom Gegner umzingelt, und dann wird verglichen [paperdots-dots].',
        'Der Lexikonartikel über das Spiel erlaubt die Erdung nur dem, der führt, und erst wenn keiner seiner Punkte mehr umzingelt werden kann [ru-wikipedia]. Das ist die Wahl „Nur wer führt, darf erden, und nur wenn jeder eigene Punkt mit dem Rand verbunden ist“: Die Partie endet dann mit dem Sieg des Führenden.',
        'Hier hat Blau den orangen Punkt auf 2-5 am linken Rand umzingelt, und alle blauen Punkte hängen über dieses Gebiet mit dem Rand zusammen. Blau führt, darf nach beiden Regeln erden und gewinnt 1:0. Wer hinten liegt, hat von der Erdung nichts: Nach der ersten Regel dürfte Orange hier erden, aber dann zählten die drei losen Punkte auf 8-8, 8-2 und 5-5 alle für Blau.',
      ],
      board: 'groundLeader',
    },
    {
      id: 'edge',
      title: 'Mit dem Rand verbunden',
      text: [
        'Mit dem Rand verbunden heißt: Es gibt einen Weg aus geraden Schritten entlang der Gitterlinien, von einer Kreuzung zur benachbarten Kreuzung links, rechts, oben oder unten, über eigene Punkte und eigenes Gebiet bis zu einer Kreuzung am Rand des Feldes [paperdots-dots]. Zwei Punkte, die sich nur schräg berühren, geben die Verbindung nicht weiter, auch wenn sie zum selben Ring gehören können.',
        'Der blaue Punkt auf 1-2 steht am linken Rand, und 2-3 berührt ihn nur schräg. Erdet Blau hier, ist 2-3 nicht mit dem Rand verbunden und zählt für Orange: Orange gewinnt 1:0. Ein weiterer blauer Punkt auf 2-2 würde 2-3 in geraden Schritten mit dem Rand verbinden.',
      ],
      board: 'groundDiagonal',
    },
    {
      id: 'win',
      title: 'Sieg durch Vorsprung',
      text: [
        'Vor der Partie könnt ihr einen Vorsprung vereinbaren, der sofort gewinnt [ru-wikipedia]: Sobald jemand so viele Punkte mehr umzingelt hat als der andere, ist die Partie vorbei. Unter „Spiel einrichten“ ist das „Sieg bei einem Vorsprung von“, gezählt in umzingelten Punkten. Mit einem Siegvorsprung von 3 endet das Beispiel mit dem Ring im Ring sofort, als Blau 4:0 in Führung geht.',
      ],
      board: 'win',
    },
    {
      id: 'teams',
      title: 'Teams',
      text: [
        'Dots lässt sich in Teams spielen, deren Mitglieder abwechselnd ziehen, ohne sich über ihre Züge abzusprechen [ru-wikipedia]. Steht „Spieler“ auf 4, spielen zwei Teams zu zweit: Platz 1 und 3 gegen Platz 2 und 4, gezogen wird in der Reihenfolge 1, 2, 3, 4. Bei 6 spielen zwei Teams zu dritt: Platz 1, 3 und 5 gegen 2, 4 und 6, gezogen wird von 1 bis 6. Teampartner teilen Farbe, Ketten und Stand.',
        'Im Beispiel schließt das zweite Team gemeinsam einen Ring: die Startpunkte von Platz 2, ein Punkt von Platz 2 auf 10-7 und einer von Platz 4 auf 9-6 umzingeln den Punkt des ersten Teams auf 9-7.',
      ],
      board: 'teams',
    },
  ],
  strategy: [
    { text: 'Denke in Mauern, nicht in einzelnen Punkten. Eine Reihe von Punkten mit schrägen Schritten ist schnell gebaut und schwer zu durchschneiden. Prüfe vor jedem Angriff die Lücken in deinen eigenen Ketten: Ein gegnerischer Ring, den du nicht kommen siehst, kostet Punkte, wie gut dein Angriff auch läuft.' },
    { text: 'Für jede Umzingelung muss die letzte Lücke geschlossen werden. Hat der Gegner einen Ring mit einer Lücke, setze deinen Punkt hinein: ein Punkt jetzt spart später mehrere. Hinterlässt ein Punkt von dir zwei Ringe, denen jeweils nur noch ein Punkt fehlt, kann der Gegner nur einen davon blockieren: Diese Doppeldrohung gewinnt Punkte.' },
    { text: 'Ein Haus ist ein sicherer Ort. Die Kreuzungen darin kannst du später nutzen, und ein gegnerischer Punkt, der dort landet, ist verloren, es sei denn, er schließt einen eigenen Ring. Prüfe diese Ausnahme, bevor du dich sicher fühlst: Das Beispiel zeigt, wie ein einziger Punkt in ein Haus einbricht.', board: 'houseCounter' },
    { text: 'Erde, wenn du führst. Verbinde deine Gruppen in geraden Schritten über eigene Punkte und Gebiete mit dem Rand; sobald nichts von dir mehr eingeschlossen werden kann, beendet die Erdung die Partie mit deinem Vorsprung. Liegst du hinten, hilft dir die Erdung nicht: Spiel weiter und suche nach einer Umzingelung.', board: 'grounding' },
  ],
  history: [
    'Dots entstand Mitte der 1970er-Jahre in der Sowjetunion, als das Interesse am Go wuchs. Von August 1975 bis Juli 1976 druckte die Zeitschrift Wissenschaft und Leben (Nauka i Schisn) eine Reihe mit dem Titel Go-Schule von Waleri Astaschkin und Georgi Nilow [nauka-i-zhizn], und in vielen Städten entstanden Go-Klubs. Go-Spiele waren schwer zu bekommen, und so übertrug man die Idee auf Stift und Karopapier. Einen einzelnen Ursprungsort oder Erfinder gibt es nicht: Der Lexikonartikel über das Spiel sieht in den vielen Regelvarianten und in der fast gleichzeitigen Verbreitung Zeichen dafür, dass es an vielen Orten zugleich entstand [ru-wikipedia].',
    'Am verbreitetsten ist das Spiel in Russland, der Ukraine, Belarus und Kasachstan, und in Polen spielt eine große, beständige Gemeinschaft. Andere Namen kamen und gingen, darunter Feudalherren, Städte und Fazenda. Seit 2002 treffen sich Spieler aus den früheren Sowjetrepubliken und Polen zu Turnieren, vor Ort und als Fernturniere, und seit 2017 gibt es ein System von Amateurturnieren, das der Sewastopoler Klub für Dots als Sport begleitet [ru-wikipedia].',
  ],
  puzzles: [
    { prompt: "Blau ist am Zug. Der orange Punkt auf 3-3 hat auf drei Seiten blaue Punkte neben sich, und ein weiterer Punkt würde ihn fangen. Bevor du zugreifst, sieh dir den Rest des Feldes an: Welcher Punkt ist am besten, wenn wir drei Züge vorausschauen (deinen, die Antwort von Orange, deinen)?" },
    { prompt: "Blau ist am Zug. Den orangen Punkt auf 3-3 kannst du sofort fangen, und dem orangen Paar auf 6-6 und 7-6 fehlt ebenfalls nur ein Punkt bis zur Umzingelung. Orange rettet, was du stehen lässt. Welcher Punkt bringt am meisten?" },
  ],
};
