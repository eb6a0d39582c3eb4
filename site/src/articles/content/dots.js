// Rules article: Dots (Точки, Kropki) — game=dots, docs/spec.md §1.3. Facts from docs/spec.md §1.3 and the seed
// article on Dots (an encyclopedia article: names, history, the rule variants). Every board is
// replayed by the engine (site/tools/check-articles.mjs); the captures and scores the text names
// are the ones the engine's state shows. Points are x-y: x from the left, y from the bottom.
const EMPTY9 = 'game=dots&size=9x9&start=empty';
const SURROUND = '4-3.4-4.3-4.8-8.5-4.8-2.4-5';
const HOUSE = '4-3.8-8.3-4.8-2.5-4.2-8.4-5';
const NESTED = '5-5.4-5.3-5.5-6.4-6.6-5.5-7.5-4.6-6.9-9.7-5.9-8.6-4.9-7.5-3.9-6.4-4';
// The puzzles: a 10 × 10 field, searched at build three moves deep (the mover's, the answer, the
// mover's) over every point (core/dots/search.c); the build proves the best point and that a
// tempting capture is worse (articles/build.js).
const EMPTY10 = 'game=dots&size=10x10&start=empty';

export default {
  slug: 'dots',
  family: 'dots',
  base: null,
  play: 'game=dots&size=20x20',
  boards: {
    start: { setup: 'game=dots&size=15x15', moves: '' },
    surround: { setup: EMPTY9, moves: SURROUND },
    house: { setup: EMPTY9, moves: HOUSE },
    houseEntered: { setup: EMPTY9, moves: `${HOUSE}.4-4` },
    houseCounter: { setup: EMPTY9, moves: '3-3.3-4.4-4.4-5.5-3.5-4.4-2.4-3' },
    nested: { setup: EMPTY9, moves: NESTED },
    grounding: { setup: EMPTY9, moves: '1-5.2-5.2-6.8-8.3-5.8-2.2-4.5-5.ground' },
    polish: { setup: `${EMPTY9}&rules=polish`, moves: SURROUND },
    polishTaken: { setup: `${EMPTY9}&rules=polish`, moves: `${SURROUND}.2-8.7-7!` },
    housesCapture: { setup: `${EMPTY9}&houses=capture`, moves: HOUSE },
    noSuicide: { setup: `${EMPTY9}&suicide=0`, moves: HOUSE },
    extra: { setup: `${EMPTY9}&extra=1`, moves: `${SURROUND}.6-6` },
    freeing: { setup: `${EMPTY9}&freeing=0`, moves: NESTED },
    win: { setup: `${EMPTY9}&win=3`, moves: NESTED },
    teams: { setup: 'game=dots&size=15x15&players=4', moves: '7-8.10-7.8-9.9-6' },
    crosses: { setup: 'game=dots&size=20x20&start=cross4', moves: '' },
    groundLeader: { setup: `${EMPTY9}&ground=leader`, moves: '1-5.2-5.2-6.8-8.3-5.8-2.2-4.5-5.ground' },
    groundDiagonal: { setup: EMPTY9, moves: '1-2.8-8.2-3.8-2.ground' },
  },
  puzzles: [
    // Escape: blue's pair on 7-7/8-7 lacks one orange dot (8-6) to be taken; taking 3-3 loses two for one.
    { setup: EMPTY10, moves: '7-7.6-7.8-7.9-7.2-3.7-8.4-3.8-8.3-2.7-6.5-9.3-3', depth: 3, answer: ['8-6'] },
    // Capture: the orange pair (7-5) is worth more than the single dot (3-2); Orange saves the other.
    { setup: EMPTY10, moves: '6-7.6-6.7-7.7-6.5-6.3-3.8-6.9-9.6-5.9-1.2-3.1-9.3-4.1-1.4-3.8-5', depth: 3, answer: ['7-5'] },
  ],
  sources: [
    { id: 'ru-wikipedia', text: 'Wikipedia (ru): Точки (игра).', href: 'https://ru.wikipedia.org/wiki/%D0%A2%D0%BE%D1%87%D0%BA%D0%B8_(%D0%B8%D0%B3%D1%80%D0%B0)' },
    { id: 'zagram', text: 'zagram.org: Kropki – warianty zasad gry (the variants of the rules).', href: 'https://zagram.org/kropki-warianty.html' },
    { id: 'katagodots', text: 'KataGoDots: KataGo for Dots, and its rule sui0 (no dot that is caught at once).', href: 'https://github.com/KvanTTT/KataGoDots' },
    { id: 'paperdots-dots', text: 'Paperdots engine: the rules of Dots (game=dots).' },
    { id: 'nauka-i-zhizn', text: 'Valery Astashkin, Georgy Nilov: Shkola Go (School of Go). Nauka i Zhizn (Наука и жизнь), August 1975 – July 1976.' },
  ],
  text: {
    en: {
      title: 'Dots',
      description: 'How to play Dots (Tochki, Kropki): put dots on squared paper, surround your opponent’s dots, build houses and ground. With interactive boards and variants.',
      lead: 'In Dots (Russian Точки, Tochki; Polish Kropki) two players put dots on the crossings of squared paper and try to fence in each other’s dots. A school-notebook game with the depth of a board game.',
      what: [
        'Dots is a game for two on squared paper. Each player has a colour. In turn you put one dot on a free crossing of the grid lines; a dot never moves and is never taken away. The aim is to enclose your opponent’s dots with an unbroken chain of your own.',
        'A chain links dots that touch across a side or a corner of a square, so a diagonal step is allowed. When a chain closes around enemy dots, they are surrounded: they count for you, and the area inside is yours, where nobody may play again. If the ring could run along more than one path, the shortest one counts [ru-wikipedia]. The player who has surrounded more dots wins.',
        'The traditional field is 39 × 32 points, about the size of a notebook page; a game starts on an empty field or from a start figure, usually a small cross in the middle [ru-wikipedia]. On Paperdots a field has from 5 to 52 points each way, and points are named x-y: x counted from the left, y from the bottom.',
      ],
      steps: [
        { text: 'The game starts from a cross in the middle: two dots of each colour, placed diagonally. Blue moves first; then you take turns, one dot each. Nobody may pass.', board: 'start' },
        { text: 'Put your dot on any empty crossing that is not inside a captured area. Dots stay where they are. Build chains: two of your dots are linked when they touch across a side or a corner of a square.' },
        { text: 'Close a chain around one or more enemy dots and they are surrounded at once. Here blue has put dots on 4-3, 3-4, 5-4 and finally 4-5 around orange’s dot on 4-4: it counts 1 for blue, and the area inside belongs to blue.', board: 'surround' },
        { text: 'A closed chain with no enemy dot inside is a house. It stays open: both players may still play inside. Blue has closed the same ring here, but the middle point 4-4 is empty.', board: 'house' },
        { text: 'If the opponent puts a dot inside your house, it is caught at once and the whole house becomes your area. Orange tried 4-4 and lost the dot: 1 point for blue.', board: 'houseEntered' },
        { text: 'There is one exception: a dot in the enemy’s house lives if the same move closes a surround of its own. Blue’s dots on 3-3, 4-4, 5-3 and 4-2 make a house around 4-3. Orange plays 4-3 and closes its own ring around blue’s 4-4: blue’s dot is surrounded, orange’s dot lives, and orange leads 1–0.', board: 'houseCounter' },
        { text: 'Surrounds can sit inside surrounds. Orange has surrounded blue’s dot on 5-5. Blue then builds a larger ring around the whole group and surrounds orange’s four ring dots; blue’s 5-5 is freed and no longer counts for orange. The score is 4–0 for blue.', board: 'nested' },
        { text: 'The game ends when the field is full, when a player resigns, or when a player grounds. Whoever has surrounded more dots wins; equal scores are a draw.' },
      ],
      changes: [],
      variants: [
        {
          id: 'polish',
          title: 'Polish rules',
          text: [
            'Dots is also played widely in Poland, and the rules used there are called Polish rules, as opposed to the Russian rules above [ru-wikipedia]. In the table setup choose “Polish rules” under “Rules”. A closed ring is not taken automatically: you decide when to take it. On Paperdots a plain dot leaves your closed rings waiting; a dot written with “!” (the box “Take my surrounds with the next dot”) takes every ring of yours that holds live enemy dots at that moment [ours].',
            'There is no grounding. Instead the game ends early only when both players agree to count it [ru-wikipedia]. On Paperdots the player to move may offer to end the game (“Offer to end”) before putting a dot, and the offer costs no turn [ours]. The other player answers at once. With “Accept the end” the game is counted: 1 point for every surrounded dot and half a point for every empty point inside your closed areas, waiting rings counted as taken [ru-wikipedia]. With “Decline” the player who offered makes their move, and on Paperdots no new offer is allowed [ours]. When a player does not accept the count, the game is played until the field is full [ru-wikipedia].',
          ],
          board: 'polishTaken',
        },
        {
          id: 'zagram',
          title: 'zagram.org’s territory rules',
          text: [
            "zagram.org, where many Polish league games are played, has a variant it calls playing for territory [zagram]. A surround is not taken automatically and need not be the smallest: after putting a dot, a player may close any ring of their own around enemy dots that were not enclosed before [zagram]. In the table setup choose “zagram.org’s territory rules” under “Rules”. On Paperdots the box “Take my surrounds with the next dot” works as under Polish rules, and a game record from zagram.org opens with every ring as the file names it [ours].",
            "The game ends when the field is full or when both players agree to end it, as under Polish rules [zagram]. The count is different, and Paperdots counts as zagram.org’s game records show it: 1 point for every surrounded dot, but half a point only for the empty points that the last closures, made at the end, take; empty areas closed during the game add nothing, and each side’s total is rounded down [ours].",
          ],
        },
        {
          id: 'start',
          title: 'Start figures and the empty start',
          text: [
            'A game can start from a figure of dots or from an empty field, and the figures vary [ru-wikipedia]. Under Start the table setup offers “A cross in the middle” (the default), “Two crosses side by side”, “Four crosses”, “Four crosses at random places” (the places follow from the number under “Seed number of the places”, which is kept in the game’s setup, so a link replays the same field) and “Empty field”. The four crosses need a field of at least 10 × 10; here they stand on 20 × 20.',
            'On an empty field the first dots may go anywhere, though some players keep them near the middle [ru-wikipedia]. “First dot within this distance of the centre” sets how far each player’s first dot may be from the centre point, counted in points in any direction, diagonals too; 0 allows the whole field.',
          ],
          board: 'crosses',
        },
        {
          id: 'ring',
          title: 'Which ring closes',
          text: [
            'A new dot can sometimes close more than one ring around the same enemy dots. Under the usual rule the shortest ring counts, so a surround takes the smallest area that holds them [ru-wikipedia]. That is how Paperdots plays by default.',
            'Some players let the one who closes choose instead: any ring that can be drawn, the longest included, and with it a larger area [ru-wikipedia]. Under “Which ring closes” the table setup offers “The player picks any ring that closes the area, the longest too” beside “Always the shortest ring”; when a dot can close more than one ring, the board shows each of them and the player picks one.',
          ],
        },
        {
          id: 'houses',
          title: 'Houses are taken at once',
          text: [
            'In this variant an empty closed area does not stay a house: it becomes your area as soon as the ring closes, just like a surround, and nobody may play inside it [ru-wikipedia]. In the table setup tick “An empty closed area (a house) is taken at once”. Compare with the house board above: the same ring, but the inside is blue’s at once. This variant cannot be combined with Polish rules.',
          ],
          board: 'housesCapture',
        },
        {
          id: 'suicide',
          title: 'No dot into a house',
          text: [
            'Some programs, KataGoDots among them, forbid a dot that would be caught at once: nobody may put a dot inside the opponent’s house unless the same move closes a surround of its own (the exception above) [katagodots]. Here orange may not play 4-4.', 'On Paperdots the game is over when every free point left lies in the opponent’s houses [ours]. In the table setup tick “No dot may go into the opponent’s house”; a KataGoDots file with sui0 opens with it. It cannot be combined with Polish rules.',
          ],
          board: 'noSuicide',
        },
        {
          id: 'extra',
          title: 'Extra move',
          text: [
            'With “Extra move after a surround” set to “Whoever surrounds must move again at once”, a player who surrounds at least one enemy dot puts another dot straight away, out of turn, and if that dot surrounds again, another one follows. Here blue surrounded on 4-5 and then played 6-6 before orange’s turn came.',
            'The rule as it is usually described makes the extra move a right, not a duty [ru-wikipedia]. That is the choice “Whoever surrounds may move again at once, or pass”: the player may give the extra move up with “Pass (no extra move)”.',
          ],
          board: 'extra',
        },
        {
          id: 'freeing',
          title: 'Freed dots still count',
          text: [
            'Normally a dot that is freed (because its captor’s ring is itself surrounded) no longer counts for the one who caught it. In this variant a surrounded dot counts for its first captor for good [ru-wikipedia]; in the table setup it is “A surrounded dot stays counted when it is freed later”. In the nested example blue still wins 4–1 instead of 4–0, because orange keeps the point for blue’s dot on 5-5.',
          ],
          board: 'freeing',
        },
        {
          id: 'grounding',
          title: 'Grounding',
          text: [
            'Grounding (Russian zazemlenie) lets a player end the game early. The table setup has two rules for it under “Grounding”. With “Either player may ground on their turn; their dots not joined to the edge count as surrounded”, the rule Paperdots chose as its default [ours], the player to move may ground instead of putting a dot: the game ends, every dot of theirs that is not joined to the edge of the field counts as surrounded by the opponent, and then the scores are compared [paperdots-dots].',
            'The encyclopedia article on the game gives grounding only to the player who is ahead, once their dots can no longer be surrounded [ru-wikipedia]. That is the choice “Only the leader may ground, and only when every one of their dots is joined to the edge”: the game then ends with the leader’s win.',
            'Here blue surrounded orange’s dot on 2-5 against the left edge, and every blue dot is joined to the edge through that area. Blue leads, may ground under either rule, and wins 1–0. Grounding is no help to the player behind: under the first rule orange could ground here, but its three loose dots on 8-8, 8-2 and 5-5 would all count for blue.',
          ],
          board: 'groundLeader',
        },
        {
          id: 'edge',
          title: 'Joined to the edge',
          text: [
            'Joined to the edge means a path of straight steps along the grid lines, from a point to its neighbour to the left, right, above or below, through the player’s own dots and own areas, to a point on the edge of the field [paperdots-dots]. Two dots that touch only at a corner do not pass the link on, although they can be part of one ring.',
            'Blue’s dot on 1-2 stands on the left edge, and 2-3 touches it only at a corner. If blue grounds here, 2-3 is not joined to the edge and counts for orange: orange wins 1–0. One more blue dot on 2-2 would join 2-3 to the edge in straight steps.',
          ],
          board: 'groundDiagonal',
        },
        {
          id: 'win',
          title: 'Win by a lead',
          text: [
            'Before the game the players can agree on a lead that wins outright [ru-wikipedia]: as soon as one player has surrounded that many more dots than the other, the game is over. In the table setup this is “Win by a lead of”, counted in surrounded dots. With a winning lead of 3, the nested example ends at once when blue goes 4–0 up.',
          ],
          board: 'win',
        },
        {
          id: 'teams',
          title: 'Teams',
          text: [
            'Dots can be played by teams whose members take turns, without talking their moves over [ru-wikipedia]. With “Players” set to 4 there are two teams of two: seats 1 and 3 against seats 2 and 4, and the turn goes 1, 2, 3, 4. With 6 there are two teams of three: seats 1, 3 and 5 against 2, 4 and 6, moving from 1 to 6. Team-mates share a colour, their chains and their score.',
            'In the example the second team closes a ring together: the start dots of seat 2, a dot from seat 2 on 10-7 and one from seat 4 on 9-6 surround the first team’s dot on 9-7.',
          ],
          board: 'teams',
        },
      ],
      strategy: [
        { text: 'Think in walls, not single dots. A line of dots with diagonal steps is quick to build and hard to cut. Before you attack, look at the holes in your own chains: an enemy ring you did not see coming costs dots however well your attack goes.' },
        { text: 'Every surround needs the last gap closed. When the opponent has a ring with one gap, put your dot in the gap: one dot now saves several later. When one dot of yours leaves two rings that each need just one more dot, the opponent can block only one of them: that double threat wins dots.' },
        { text: 'A house is a safe place. Points inside it are yours to use later, and an enemy dot that lands there is lost unless it closes a ring of its own. Check for that exception before you relax: the example shows how a single dot can break into a house.', board: 'houseCounter' },
        { text: 'Ground when you are ahead. Connect your groups to the edge of the field in straight steps through your own dots and areas; once nothing of yours can be fenced in, grounding ends the game with your lead. When you are behind, grounding does not help you: play on and look for a surround.', board: 'grounding' },
      ],
      history: [
        'Dots grew up in the Soviet Union in the mid-1970s, alongside a wave of interest in Go. From August 1975 to July 1976 the magazine Science and Life (Nauka i Zhizn) printed a series called School of Go by Valery Astashkin and Georgy Nilov [nauka-i-zhizn], and Go clubs appeared in many cities. Go sets were hard to get, and players adapted the idea to a pencil and squared paper. No single place or person started the game: the encyclopedia article on it reads the many rule variants, and the way the game spread almost at once, as signs that it arose in many places at the same time [ru-wikipedia].',
        'The game is most common in Russia, Ukraine, Belarus and Kazakhstan, and a large, steady community plays it in Poland. Other names came and went, among them feudal lords, towns and fazenda. Since 2002 players from the former Soviet states and Poland have met in tournaments in person and by correspondence, and since 2017 there has been a system of amateur competitions run with the help of the Sevastopol club of sports Dots [ru-wikipedia].',
      ],
      puzzles: [
        { prompt: "Blue to move. The orange dot on 3-3 has blue dots on three sides, and one more dot would take it. Before you grab it, look at the rest of the field: which point is best when we look three moves ahead (yours, Orange's answer, yours)?" },
        { prompt: "Blue to move. You can take the orange dot on 3-3 at once, and the orange pair on 6-6 and 7-6 is one dot away from being fenced in too. Orange will rescue whatever you leave. Which point gains the most?" },
      ],
    },
    da: {
      title: 'Prikspil',
      description: 'Sådan spiller man Prikspil (Totjki, Kropki): sæt prikker på ternet papir, omring modstanderens prikker, byg huse, og jord, når du fører. Interaktive brætter.',
      lead: 'I Prikspil (på russisk Totjki, på polsk Kropki, på engelsk Dots) sætter to spillere prikker i krydsene på ternet papir og prøver at indhegne hinandens prikker. Et spil fra skolehæftet med samme dybde som et brætspil.',
      what: [
        'Prikspil er et spil for to på ternet papir. Hver spiller har sin farve. Man skiftes til at sætte én prik på et ledigt kryds mellem linjerne; en prik flyttes aldrig og fjernes aldrig. Målet er at lukke en ubrudt kæde af egne prikker rundt om modstanderens.',
        'En kæde forbinder prikker, der ligger ved siden af hinanden vandret, lodret eller på skrå. Når en kæde lukker sig om modstanderens prikker, er de omringet: de tæller for dig, og området indenfor bliver dit, så ingen må spille der igen. Kan ringen gå ad mere end én vej, gælder den korteste [ru-wikipedia]. Den, der har omringet flest prikker, vinder.',
        'Den traditionelle bane har 39 × 32 punkter, omtrent et helt ark i et skolehæfte; et spil begynder på en tom bane eller fra en startfigur, som regel et lille kryds i midten [ru-wikipedia]. På Paperdots har en bane fra 5 til 52 punkter på hver led. Punkterne hedder x-y: x talt fra venstre og y nedefra.',
      ],
      steps: [
        { text: 'Spillet begynder fra et kryds i midten: to prikker i hver farve, sat på skrå. Den første spiller (blå) starter, og derefter skiftes I, én prik ad gangen. Man må ikke stå over.', board: 'start' },
        { text: 'Sæt din prik på et tomt kryds, som ikke ligger i et erobret område. Prikkerne bliver, hvor de er. Byg kæder: to af dine prikker hænger sammen, når de ligger ved siden af hinanden vandret, lodret eller på skrå.' },
        { text: 'Luk en kæde om én eller flere af modstanderens prikker, og de er straks omringet. Her har blå sat prikker på 4-3, 3-4, 5-4 og til sidst 4-5 rundt om den orange prik på 4-4: den giver blå 1 point, og området indenfor tilhører blå.', board: 'surround' },
        { text: 'En lukket kæde uden modstanderens prikker indeni er et hus. Det forbliver åbent: begge spillere må stadig spille derinde. Her har blå lukket samme ring, men midterpunktet 4-4 er tomt.', board: 'house' },
        { text: 'Sætter modstanderen en prik i dit hus, bliver den fanget med det samme, og hele huset bliver dit område. Orange prøvede 4-4 og mistede prikken: 1 point til blå.', board: 'houseEntered' },
        { text: 'Der er én undtagelse: en prik i modstanderens hus overlever, hvis samme træk selv lukker en ring om modstanderens prikker. De blå prikker på 3-3, 4-4, 5-3 og 4-2 danner et hus om 4-3. Orange sætter 4-3 og lukker dermed sin egen ring om den blå prik på 4-4: den er omringet, den orange lever, og orange fører 1–0.', board: 'houseCounter' },
        { text: 'Omringninger kan ligge inden i omringninger. Orange har omringet den blå prik på 5-5. Så bygger blå en større ring om hele gruppen og omringer de fire orange prikker; den blå prik på 5-5 bliver befriet og tæller ikke længere for orange. Stillingen er 4–0 til blå.', board: 'nested' },
        { text: 'Spillet slutter, når banen er fuld, når en spiller giver op, eller når en spiller jorder. Den, der har omringet flest prikker, vinder; lige mange er uafgjort.' },
      ],
      changes: [],
      variants: [
        {
          id: 'polish',
          title: 'Polske regler',
          text: [
            'Prikspil er også meget udbredt i Polen, og de regler, der bruges der, kaldes polske regler, i modsætning til de russiske regler ovenfor [ru-wikipedia]. I opsætningen vælger du »Polske regler« under »Regler«. En lukket ring tages ikke automatisk: du bestemmer selv, hvornår den skal tages. På Paperdots lader en almindelig prik dine lukkede ringe vente, mens en prik skrevet med »!« (feltet »Tag mine omringninger med næste prik«) tager alle dine ringe, der netop da rummer levende prikker fra modstanderen [ours].',
            'Der findes ingen jording. I stedet slutter spillet kun før tid, når begge spillere er enige om at tælle op [ru-wikipedia]. På Paperdots kan den, der er i trækket, tilbyde at afslutte spillet (»Tilbyd at afslutte«), før prikken sættes, og tilbuddet koster ikke noget træk [ours]. Modstanderen svarer med det samme. Med »Acceptér afslutningen« bliver der talt op: 1 point for hver omringet prik og et halvt point for hvert tomt punkt inden i dine lukkede områder, og ventende ringe tæller som taget [ru-wikipedia]. Med »Afslå« sætter den, der tilbød, sin prik, og på Paperdots må der ikke komme flere tilbud [ours]. Er en spiller uenig i optællingen, spilles der videre, til banen er fuld [ru-wikipedia].',
          ],
          board: 'polishTaken',
        },
        {
          id: 'zagram',
          title: 'zagram.orgs territorieregler',
          text: [
            "På zagram.org, hvor mange polske ligapartier spilles, findes en variant, der kaldes spil om territorium [zagram]. En omringning tages ikke automatisk og behøver ikke at være den mindste: Efter at have sat en prik må spilleren lukke en hvilken som helst af sine ringe om modstanderens prikker, der ikke var lukket inde før [zagram]. I opsætningen vælger du »zagram.orgs territorieregler« under »Regler«. På Paperdots virker feltet »Tag mine omringninger med næste prik« som under polske regler, og et parti fra zagram.org åbnes med hver ring, som filen angiver den [ours].",
            "Spillet slutter, når banen er fuld, eller når begge spillere er enige om at afslutte, som under polske regler [zagram]. Optællingen er anderledes, og Paperdots tæller, som partierne fra zagram.org viser det: 1 point for hver omringet prik, men kun et halvt point for de tomme punkter, som de sidste lukninger ved afslutningen tager; tomme områder, der lukkes undervejs, giver intet, og hver sides sum rundes ned [ours].",
          ],
        },
        {
          id: 'start',
          title: 'Startfigurer og tom bane',
          text: [
            'Et spil kan begynde med en figur af prikker eller på en tom bane, og figurerne varierer [ru-wikipedia]. Under »Start« har opsætningen »Et kryds i midten« (standard), »To kryds side om side«, »Fire kryds«, »Fire kryds på tilfældige steder« (stederne følger af tallet under »Placeringsnummer«, som gemmes i spillets opsætning, så et link genskaber den samme bane) og »Tom bane«. De fire kryds kræver en bane på mindst 10 × 10; her står de på 20 × 20.',
            'På en tom bane må de første prikker stå hvor som helst, men nogle spillere holder dem nær midten [ru-wikipedia]. »Første prik inden for denne afstand fra midten« angiver, hvor langt fra midterpunktet hver spillers første prik må stå, talt i punkter i alle retninger, også skråt; 0 tillader hele banen.',
          ],
          board: 'crosses',
        },
        {
          id: 'ring',
          title: 'Hvilken ring der lukker',
          text: [
            'Nogle gange kan en ny prik lukke mere end én ring om de samme prikker fra modstanderen. Efter den almindelige regel gælder den korteste ring, så en omringning tager det mindste område, der rummer dem [ru-wikipedia]. Sådan spiller Paperdots, hvis intet andet er valgt.',
            'Nogle spillere lader i stedet den, der lukker, vælge: en hvilken som helst ring, der kan tegnes, også den længste, og dermed et større område [ru-wikipedia]. Under »Hvilken ring lukker« har opsætningen »Spilleren vælger en hvilken som helst ring, der lukker området, også den længste« ved siden af »Altid den korteste ring«; kan en prik lukke mere end én ring, viser brættet dem hver for sig, og spilleren vælger.',
          ],
        },
        {
          id: 'houses',
          title: 'Huse tages straks',
          text: [
            'I denne variant forbliver et tomt lukket område ikke et hus: det bliver dit område, så snart ringen lukkes, ligesom ved en omringning, og ingen må spille derinde [ru-wikipedia]. I opsætningen sætter du flueben ved »Et tomt lukket område (et hus) tages straks«. Sammenlign med huset ovenfor: samme ring, men det indre tilhører straks blå. Varianten kan ikke kombineres med polske regler.',
          ],
          board: 'housesCapture',
        },
        {
          id: 'suicide',
          title: 'Ingen prik ind i et hus',
          text: [
            'Nogle programmer, blandt dem KataGoDots, forbyder en prik, der straks ville blive fanget: ingen må sætte en prik inde i modstanderens hus, medmindre det samme træk selv lukker en omringning (undtagelsen ovenfor) [katagodots]. Her må orange ikke spille 4-4.', 'På Paperdots er partiet slut, når hvert frit punkt, der er tilbage, ligger i modstanderens huse [ours]. I opsætningen sætter du flueben ved »Ingen prik må sættes i modstanderens hus«; en KataGoDots-fil med sui0 åbnes med reglen. Den kan ikke kombineres med polske regler.',
          ],
          board: 'noSuicide',
        },
        {
          id: 'extra',
          title: 'Ekstra træk',
          text: [
            'Står »Ekstra træk efter en omringning« på »Den, der omringer, skal straks trække igen«, sætter den, der omringer mindst én af modstanderens prikker, straks en prik til uden for tur, og omringer den prik igen, følger endnu en. Her omringede blå med 4-5 og satte derefter 6-6, før det blev oranges tur.',
            'Sådan som reglen normalt beskrives, er det ekstra træk en ret og ikke en pligt [ru-wikipedia]. Det er valget »Den, der omringer, må straks trække igen eller stå over«: spilleren kan give afkald på det ekstra træk med »Stå over (intet ekstra træk)«.',
          ],
          board: 'extra',
        },
        {
          id: 'freeing',
          title: 'Befriede prikker tæller stadig',
          text: [
            'Normalt tæller en prik, der bliver befriet (fordi ringen, der fangede den, selv bliver omringet), ikke længere for den, der fangede den. I denne variant tæller en omringet prik for altid for den, der fangede den først [ru-wikipedia]; i opsætningen hedder den »En omringet prik tæller stadig, når den senere befries«. I eksemplet med ringen i ringen vinder blå derfor 4–1 i stedet for 4–0, fordi orange beholder pointet for den blå prik på 5-5.',
          ],
          board: 'freeing',
        },
        {
          id: 'grounding',
          title: 'Jording',
          text: [
            'Med jording (på russisk zazemlenije) kan en spiller afslutte spillet før tid. Under »Jording« har opsætningen to regler. Med »Begge spillere må jorde i egen tur; egne prikker, der ikke er forbundet med kanten, tæller som omringet«, som Paperdots har valgt som standard [ours], kan den, der er i trækket, jorde i stedet for at sætte en prik: spillet slutter, alle egne prikker, der ikke er forbundet med banens kant, tæller som omringet af modstanderen, og så sammenlignes pointene [paperdots-dots].',
            'Leksikonartiklen om spillet giver kun retten til at jorde til den, der fører, og først når ingen af vedkommendes prikker længere kan omringes [ru-wikipedia]. Det er valget »Kun den førende må jorde, og kun når alle egne prikker er forbundet med kanten«: spillet slutter da med sejr til den førende.',
            'Her har blå omringet den orange prik på 2-5 op ad venstre kant, og alle blå prikker er forbundet med kanten gennem det område. Blå fører, må jorde efter begge regler og vinder 1–0. Jording hjælper ikke den, der er bagud: efter den første regel kunne orange jorde her, men så ville de tre løse prikker på 8-8, 8-2 og 5-5 alle tælle for blå.',
          ],
          board: 'groundLeader',
        },
        {
          id: 'edge',
          title: 'Forbundet med kanten',
          text: [
            'Forbundet med kanten betyder en vej af lige skridt langs gitterlinjerne, fra et punkt til naboen til venstre, til højre, over eller under, gennem spillerens egne prikker og egne områder hen til et punkt på banens kant [paperdots-dots]. To prikker, der kun rører hinanden på skrå, giver ikke forbindelsen videre, selv om de godt kan være en del af samme ring.',
            'Den blå prik på 1-2 står på venstre kant, og 2-3 rører den kun på skrå. Jorder blå her, er 2-3 ikke forbundet med kanten og tæller for orange: orange vinder 1–0. Med én blå prik mere på 2-2 ville 2-3 være forbundet med kanten i lige skridt.',
          ],
          board: 'groundDiagonal',
        },
        {
          id: 'win',
          title: 'Sejr ved forspring',
          text: [
            'Før spillet kan I aftale et forspring, der giver sejren med det samme [ru-wikipedia]: når en spiller har omringet så mange flere prikker end den anden, er spillet slut. I opsætningen er det »Vind med et forspring på«, regnet i omringede prikker. Med et vindende forspring på 3 slutter eksemplet med ringen i ringen straks, da blå kommer foran 4–0.',
          ],
          board: 'win',
        },
        {
          id: 'teams',
          title: 'Hold',
          text: [
            'Prikspil kan spilles af hold, hvis medlemmer skiftes til at trække uden at aftale trækkene med hinanden [ru-wikipedia]. Med »Spillere« sat til 4 er der to hold med to på hvert: plads 1 og 3 mod plads 2 og 4, og turen går 1, 2, 3, 4. Med 6 er der to hold med tre på hvert: plads 1, 3 og 5 mod 2, 4 og 6, og turen går fra 1 til 6. Holdkammerater deler farve, kæder og point.',
            'I eksemplet lukker det andet hold en ring i fællesskab: plads 2’s startprikker, en prik fra plads 2 på 10-7 og en fra plads 4 på 9-6 omringer det første holds prik på 9-7.',
          ],
          board: 'teams',
        },
      ],
      strategy: [
        { text: 'Tænk i mure, ikke i enkelte prikker. En række prikker med skrå skridt er hurtig at bygge og svær at skære igennem. Før du angriber, så se efter huller i dine egne kæder: en ring fra modstanderen, som du ikke så komme, koster prikker, uanset hvor godt dit angreb går.' },
        { text: 'Hver omringning kræver, at det sidste hul lukkes. Har modstanderen en ring med ét hul, så sæt din prik i hullet: én prik nu sparer flere senere. Efterlader én prik to ringe, som hver kun mangler én prik mere, kan modstanderen kun blokere den ene: den dobbelte trussel vinder prikker.' },
        { text: 'Et hus er et sikkert sted. Punkterne indenfor kan du bruge senere, og en prik fra modstanderen, der lander der, er tabt, medmindre den selv lukker en ring. Tjek den undtagelse, før du slapper af: eksemplet viser, hvordan én prik kan bryde ind i et hus.', board: 'houseCounter' },
        { text: 'Jord, når du fører. Forbind dine grupper med banens kant i lige skridt gennem egne prikker og områder; når intet af dit kan indhegnes længere, afslutter jording spillet med dit forspring. Er du bagud, hjælper jording dig ikke: spil videre, og se efter en omringning.', board: 'grounding' },
      ],
      history: [
        'Prikspil opstod i Sovjetunionen i midten af 1970’erne, samtidig med at interessen for go voksede. Fra august 1975 til juli 1976 bragte tidsskriftet Videnskab og liv (Nauka i Zjizn) en serie kaldet Go-skolen af Valerij Astasjkin og Georgij Nilov [nauka-i-zhizn], og der opstod go-klubber i mange byer. Go-sæt var svære at skaffe, og spillerne tilpassede idéen til blyant og ternet papir. Spillet har ikke ét sted eller én person som ophav: leksikonartiklen om det ser de mange regelvarianter, og at spillet bredte sig næsten på én gang, som tegn på, at det opstod mange steder samtidig [ru-wikipedia].',
        'Spillet er mest udbredt i Rusland, Ukraine, Hviderusland og Kasakhstan, og i Polen spiller et stort og stabilt fællesskab. Andre navne er kommet og gået, blandt andet feudalherrer, byer og fazenda. Siden 2002 har spillere fra de tidligere sovjetrepublikker og Polen mødtes til turneringer, både ansigt til ansigt og pr. korrespondance, og siden 2017 er amatørturneringerne blevet holdt efter en fast ordning med støtte fra Sevastopols klub for sportsprikspil [ru-wikipedia].',
      ],
      puzzles: [
        { prompt: "Blå i trækket. Den orange prik på 3-3 har blå prikker på tre sider, og én prik mere ville tage den. Før du snupper den, så se på resten af banen: hvilket punkt er bedst, når vi ser tre træk frem (dit, Oranges svar, dit)?" },
        { prompt: "Blå i trækket. Du kan tage den orange prik på 3-3 med det samme, og det orange par på 6-6 og 7-6 mangler også kun én prik i at blive indhegnet. Orange redder det, du lader stå. Hvilket punkt vinder mest?" },
      ],
    },
    de: {
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
            'Eine Erdung gibt es nicht. Stattdessen endet die Partie vorzeitig nur, wenn beide damit einverstanden sind, sie auszuzählen [ru-wikipedia]. Auf Paperdots darf, wer am Zug ist, vor dem Setzen anbieten, die Partie zu beenden („Ende anbieten“), und das Angebot kostet keinen Zug [ours]. Der andere antwortet sofort. Mit „Ende annehmen“ wird gezählt: Jeder umzingelte Punkt zählt 1, jede leere Kreuzung in deinen geschlossenen Gebieten ½, und wartende Ringe zählen als genommen [ru-wikipedia]. Mit „Ablehnen“ setzt, wer angeboten hat, seinen Punkt, und auf Paperdots ist kein neues Angebot mehr erlaubt [ours]. Ist jemand mit der Zählung nicht einverstanden, wird gespielt, bis das Feld voll ist [ru-wikipedia].',
          ],
          board: 'polishTaken',
        },
        {
          id: 'zagram',
          title: 'Territorialregeln von zagram.org',
          text: [
            "Auf zagram.org, wo viele Partien der polnischen Liga gespielt werden, gibt es eine Variante, die dort Spiel um Territorium heißt [zagram]. Eine Umzingelung zählt nicht von selbst und muss nicht die kleinste sein: Nach dem Setzen eines Punktes darf man jeden eigenen Ring um gegnerische Punkte schließen, die vorher nicht eingeschlossen waren [zagram]. Unter „Spiel einrichten“ wählst du bei „Regeln“ die Option „Territorialregeln von zagram.org“. Auf Paperdots wirkt das Kästchen „Meine Umzingelungen mit dem nächsten Punkt nehmen“ wie bei den polnischen Regeln, und eine Partie von zagram.org öffnet sich mit jedem Ring so, wie die Datei ihn angibt [ours].",
            "Die Partie endet, wenn das Feld voll ist oder beide sie beenden wollen, wie bei den polnischen Regeln [zagram]. Gezählt wird anders, und Paperdots zählt so, wie es die Partien von zagram.org zeigen: Jeder umzingelte Punkt zählt 1, aber ½ nur die leeren Kreuzungen, die die letzten Schließungen am Ende nehmen; leere Gebiete, die während der Partie geschlossen wurden, zählen nichts, und die Summe jeder Seite wird abgerundet [ours].",
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
    },
    nb: {
      title: 'Prikkspill',
      description: 'Slik spiller du prikkspill (Totsjki, Kropki): sett prikker på rutepapir, omring motstanderens prikker, bygg hus, og jord når du leder. Med interaktive brett.',
      lead: 'I prikkspill (på russisk Totsjki, på polsk Kropki, på engelsk Dots) setter to spillere prikker i kryssene på rutepapir og prøver å gjerde inne hverandres prikker. Et spill fra skriveboka med like mye dybde som et brettspill.',
      what: [
        'Prikkspill er et spill for to på rutepapir. Hver spiller har sin farge. Dere setter etter tur én prikk på et ledig kryss mellom linjene; en prikk flyttes aldri og tas aldri bort. Målet er å lukke en sammenhengende kjede av egne prikker rundt motstanderens.',
        'En kjede binder sammen prikker som ligger inntil hverandre vannrett, loddrett eller på skrå. Når en kjede lukker seg rundt motstanderens prikker, er de omringet: de teller for deg, og området inni blir ditt, der ingen får spille igjen. Kan ringen gå mer enn én vei, gjelder den korteste [ru-wikipedia]. Den som har omringet flest prikker, vinner.',
        'Det tradisjonelle brettet har 39 × 32 punkter, omtrent et ark fra ei skrivebok; et parti starter på et tomt brett eller fra en startfigur, som regel et lite kryss i midten [ru-wikipedia]. På Paperdots har et brett fra 5 til 52 punkter hver vei. Punktene heter x-y: x telt fra venstre og y nedenfra.',
      ],
      steps: [
        { text: 'Partiet starter fra et kryss i midten: to prikker i hver farge, satt på skrå. Den første spilleren (blå) begynner, og så bytter dere på, én prikk om gangen. Ingen får stå over.', board: 'start' },
        { text: 'Sett prikken din på et tomt kryss som ikke ligger i et erobret område. Prikkene blir stående der de er. Bygg kjeder: to av prikkene dine henger sammen når de ligger inntil hverandre vannrett, loddrett eller på skrå.' },
        { text: 'Lukk en kjede rundt én eller flere av motstanderens prikker, så er de omringet med en gang. Her har blå satt prikker på 4-3, 3-4, 5-4 og til slutt 4-5 rundt den oransje prikken på 4-4: den gir blå 1 poeng, og området inni tilhører blå.', board: 'surround' },
        { text: 'En lukket kjede uten motstanderens prikker inni er et hus. Det forblir åpent: begge spillerne kan fortsatt spille der. Her har blå lukket den samme ringen, men midtpunktet 4-4 er tomt.', board: 'house' },
        { text: 'Setter motstanderen en prikk i huset ditt, blir den fanget med en gang, og hele huset blir ditt område. Oransje prøvde 4-4 og mistet prikken: 1 poeng til blå.', board: 'houseEntered' },
        { text: 'Det finnes ett unntak: en prikk i motstanderens hus overlever hvis det samme trekket selv lukker en ring rundt motstanderens prikker. De blå prikkene på 3-3, 4-4, 5-3 og 4-2 danner et hus rundt 4-3. Oransje setter 4-3 og lukker dermed sin egen ring rundt den blå prikken på 4-4: den er omringet, den oransje lever, og oransje leder 1–0.', board: 'houseCounter' },
        { text: 'Omringinger kan ligge inni omringinger. Oransje har omringet den blå prikken på 5-5. Så bygger blå en større ring rundt hele gruppen og omringer de fire oransje prikkene; den blå prikken på 5-5 blir befridd og teller ikke lenger for oransje. Stillingen er 4–0 til blå.', board: 'nested' },
        { text: 'Partiet slutter når brettet er fullt, når en spiller gir opp, eller når en spiller jorder. Den som har omringet flest prikker, vinner; like mange er uavgjort.' },
      ],
      changes: [],
      variants: [
        {
          id: 'polish',
          title: 'Polske regler',
          text: [
            'Prikkspill er også mye spilt i Polen, og reglene som brukes der, kalles polske regler, til forskjell fra de russiske reglene over [ru-wikipedia]. I oppsettet velger du «Polske regler» under «Regler». En lukket ring tas ikke automatisk: du bestemmer selv når den skal tas. På Paperdots lar en vanlig prikk de lukkede ringene dine vente, mens en prikk skrevet med «!» (boksen «Ta omringingene mine med neste prikk») tar alle ringene dine som akkurat da har levende prikker fra motstanderen inni [ours].',
            'Det finnes ingen jording. I stedet slutter partiet før tiden bare når begge spillerne er enige om å telle opp [ru-wikipedia]. På Paperdots kan den som står for tur, tilby å avslutte partiet («Tilby å avslutte») før prikken settes, og tilbudet koster ikke noe trekk [ours]. Motstanderen svarer med en gang. Med «Godta avslutning» telles det opp: 1 poeng for hver omringet prikk og et halvt poeng for hvert tomt punkt inni de lukkede områdene dine, og ventende ringer teller som tatt [ru-wikipedia]. Med «Avslå» setter den som tilbød, prikken sin, og på Paperdots er nye tilbud ikke lov [ours]. Er en spiller uenig i opptellingen, spilles partiet til brettet er fullt [ru-wikipedia].',
          ],
          board: 'polishTaken',
        },
        {
          id: 'zagram',
          title: 'zagram.orgs territorieregler',
          text: [
            "På zagram.org, der mange polske ligapartier spilles, finnes en variant som kalles spill om territorium [zagram]. En omringing tas ikke automatisk og trenger ikke være den minste: Etter å ha satt en prikk kan spilleren lukke hvilken som helst av ringene sine rundt motstanderens prikker som ikke var lukket inne fra før [zagram]. I oppsettet velger du «zagram.orgs territorieregler» under «Regler». På Paperdots virker boksen «Ta omringingene mine med neste prikk» som under polske regler, og et parti fra zagram.org åpnes med hver ring slik filen angir den [ours].",
            "Partiet slutter når brettet er fullt, eller når begge spillerne er enige om å avslutte, som under polske regler [zagram]. Opptellingen er annerledes, og Paperdots teller slik partiene fra zagram.org viser det: 1 poeng for hver omringet prikk, men et halvt poeng bare for de tomme punktene som de siste lukningene ved slutten tar; tomme områder som lukkes underveis, gir ingenting, og summen til hver side rundes ned [ours].",
          ],
        },
        {
          id: 'start',
          title: 'Startfigurer og tomt brett',
          text: [
            'Et parti kan starte med en figur av prikker eller på et tomt brett, og figurene varierer [ru-wikipedia]. Under «Start» har oppsettet «Et kryss i midten» (standard), «To kryss side om side», «Fire kryss», «Fire kryss på tilfeldige steder» (stedene følger av tallet under «Plasseringsnummer», som lagres i partiets oppsett, slik at en lenke gjenskaper det samme brettet) og «Tomt brett». De fire kryssene krever et brett på minst 10 × 10; her står de på 20 × 20.',
            'På et tomt brett kan de første prikkene stå hvor som helst, men noen spillere holder dem nær midten [ru-wikipedia]. «Første prikk innenfor denne avstanden fra midten» bestemmer hvor langt fra midtpunktet hver spillers første prikk kan stå, telt i punkter i alle retninger, også på skrå; 0 tillater hele brettet.',
          ],
          board: 'crosses',
        },
        {
          id: 'ring',
          title: 'Hvilken ring som lukker',
          text: [
            'Noen ganger kan en ny prikk lukke mer enn én ring rundt de samme prikkene fra motstanderen. Etter den vanlige regelen gjelder den korteste ringen, så en omringing tar det minste området som rommer dem [ru-wikipedia]. Slik spiller Paperdots når ikke noe annet er valgt.',
            'Noen spillere lar i stedet den som lukker, velge: hvilken som helst ring som kan tegnes, også den lengste, og dermed et større område [ru-wikipedia]. Under «Hvilken ring lukker» har oppsettet «Spilleren velger hvilken som helst ring som lukker området, også den lengste» ved siden av «Alltid den korteste ringen»; kan en prikk lukke mer enn én ring, viser brettet hver av dem, og spilleren velger.',
          ],
        },
        {
          id: 'houses',
          title: 'Hus tas med en gang',
          text: [
            'I denne varianten blir et tomt lukket område ikke et hus: det blir ditt område så snart ringen lukkes, akkurat som ved en omringing, og ingen får spille der [ru-wikipedia]. I oppsettet krysser du av for «Et tomt lukket område (et hus) tas straks». Sammenlign med huset over: samme ring, men innsiden tilhører blå med en gang. Varianten kan ikke kombineres med polske regler.',
          ],
          board: 'housesCapture',
        },
        {
          id: 'suicide',
          title: 'Ingen prikk inn i et hus',
          text: [
            'Noen programmer, blant dem KataGoDots, forbyr en prikk som ville bli fanget med en gang: ingen får sette en prikk inne i motstanderens hus, med mindre det samme trekket selv lukker en omringing (unntaket over) [katagodots]. Her får oransje ikke spille 4-4.', 'På Paperdots er partiet slutt når hvert ledige punkt som er igjen, ligger i motstanderens hus [ours]. I oppsettet krysser du av for «Ingen prikk får settes i motstanderens hus»; en KataGoDots-fil med sui0 åpnes med regelen. Den kan ikke kombineres med polske regler.',
          ],
          board: 'noSuicide',
        },
        {
          id: 'extra',
          title: 'Ekstra trekk',
          text: [
            'Står «Ekstra trekk etter en omringing» på «Den som omringer, må trekke igjen med en gang», setter den som omringer minst én av motstanderens prikker, straks en prikk til utenom tur, og omringer også den prikken noe, følger enda en. Her omringet blå med 4-5 og satte så 6-6 før det ble oransjes tur.',
            'Slik regelen vanligvis beskrives, er det ekstra trekket en rett og ikke en plikt [ru-wikipedia]. Det er valget «Den som omringer, kan trekke igjen med en gang eller stå over»: spilleren kan gi fra seg det ekstra trekket med «Stå over (ikke noe ekstra trekk)».',
          ],
          board: 'extra',
        },
        {
          id: 'freeing',
          title: 'Befridde prikker teller fortsatt',
          text: [
            'Vanligvis slutter en prikk å telle for den som fanget den, når den blir befridd (fordi ringen som fanget den, selv blir omringet). I denne varianten teller en omringet prikk for alltid for den første som fanget den [ru-wikipedia]; i oppsettet heter den «En omringet prikk teller fortsatt når den senere befris». I eksemplet med ringen i ringen vinner blå derfor 4–1 i stedet for 4–0, fordi oransje beholder poenget for den blå prikken på 5-5.',
          ],
          board: 'freeing',
        },
        {
          id: 'grounding',
          title: 'Jording',
          text: [
            'Med jording (på russisk zazemlenije) kan en spiller avslutte partiet før tiden. Under «Jording» har oppsettet to regler. Med «Begge spillere kan jorde i sin tur; egne prikker som ikke er koblet til kanten, teller som omringet», som Paperdots har valgt som standard [ours], kan den som står for tur, jorde i stedet for å sette en prikk: partiet slutter, alle egne prikker som ikke er koblet til kanten av brettet, teller som omringet av motstanderen, og så sammenlignes poengene [paperdots-dots].',
            'Leksikonartikkelen om spillet gir retten til å jorde bare til den som leder, og først når ingen av vedkommendes prikker lenger kan omringes [ru-wikipedia]. Det er valget «Bare den som leder, kan jorde, og bare når alle egne prikker er koblet til kanten»: partiet slutter da med seier til den som leder.',
            'Her har blå omringet den oransje prikken på 2-5 inntil venstre kant, og alle de blå prikkene er koblet til kanten gjennom det området. Blå leder, kan jorde etter begge reglene og vinner 1–0. Jording hjelper ikke den som ligger under: etter den første regelen kunne oransje jorde her, men da ville de tre løse prikkene på 8-8, 8-2 og 5-5 alle telle for blå.',
          ],
          board: 'groundLeader',
        },
        {
          id: 'edge',
          title: 'Koblet til kanten',
          text: [
            'Koblet til kanten betyr en vei av rette steg langs linjene i rutenettet, fra et punkt til naboen til venstre, til høyre, over eller under, gjennom spillerens egne prikker og egne områder fram til et punkt på kanten av brettet [paperdots-dots]. To prikker som bare berører hverandre på skrå, fører ikke koblingen videre, selv om de godt kan være del av samme ring.',
            'Den blå prikken på 1-2 står på venstre kant, og 2-3 berører den bare på skrå. Jorder blå her, er 2-3 ikke koblet til kanten og teller for oransje: oransje vinner 1–0. Med én blå prikk til på 2-2 ville 2-3 vært koblet til kanten i rette steg.',
          ],
          board: 'groundDiagonal',
        },
        {
          id: 'win',
          title: 'Seier ved forsprang',
          text: [
            'Før partiet kan dere avtale et forsprang som gir seier med en gang [ru-wikipedia]: så snart en spiller har omringet så mange flere prikker enn den andre, er partiet over. I oppsettet er det «Vinn med et forsprang på», regnet i omringede prikker. Med et vinnende forsprang på 3 slutter eksemplet med ringen i ringen straks når blå går opp til 4–0.',
          ],
          board: 'win',
        },
        {
          id: 'teams',
          title: 'Lag',
          text: [
            'Prikkspill kan spilles av lag der medlemmene trekker etter tur uten å snakke sammen om trekkene [ru-wikipedia]. Med «Spillere» satt til 4 er det to lag med to på hvert: plass 1 og 3 mot plass 2 og 4, og turen går 1, 2, 3, 4. Med 6 er det to lag med tre på hvert: plass 1, 3 og 5 mot 2, 4 og 6, og turen går fra 1 til 6. Lagkamerater deler farge, kjeder og poeng.',
            'I eksemplet lukker det andre laget en ring sammen: startprikkene til plass 2, en prikk fra plass 2 på 10-7 og en fra plass 4 på 9-6 omringer det første lagets prikk på 9-7.',
          ],
          board: 'teams',
        },
      ],
      strategy: [
        { text: 'Tenk i murer, ikke i enkeltprikker. En rekke prikker med skrå steg er rask å bygge og vanskelig å skjære gjennom. Før du angriper, se etter hull i dine egne kjeder: en ring fra motstanderen som du ikke så komme, koster prikker uansett hvor godt angrepet ditt går.' },
        { text: 'Hver omringing krever at det siste hullet lukkes. Har motstanderen en ring med ett hull, setter du prikken din i hullet: én prikk nå sparer flere senere. Gir én prikk deg to ringer som hver bare mangler én prikk til, kan motstanderen bare blokkere den ene: den doble trusselen vinner prikker.' },
        { text: 'Et hus er et trygt sted. Punktene inni kan du bruke senere, og en prikk fra motstanderen som havner der, er tapt, med mindre den lukker en egen ring. Sjekk det unntaket før du slapper av: eksemplet viser hvordan én prikk kan bryte inn i et hus.', board: 'houseCounter' },
        { text: 'Jord når du leder. Koble gruppene dine til kanten i rette steg gjennom egne prikker og områder; når ingenting av ditt kan gjerdes inne lenger, avslutter jording partiet med forspranget ditt. Ligger du under, hjelper ikke jording deg: spill videre og se etter en omringing.', board: 'grounding' },
      ],
      history: [
        'Prikkspill oppsto i Sovjetunionen midt på 1970-tallet, samtidig som interessen for go vokste. Fra august 1975 til juli 1976 trykket tidsskriftet Vitenskap og liv (Nauka i Zjizn) en serie kalt Go-skolen av Valerij Astasjkin og Georgij Nilov [nauka-i-zhizn], og det dukket opp go-klubber i mange byer. Go-sett var vanskelige å få tak i, og spillerne tilpasset ideen til blyant og rutepapir. Spillet har ikke ett sted eller én person som opphav: leksikonartikkelen om det ser de mange regelvariantene, og at spillet spredte seg nesten på en gang, som tegn på at det oppsto mange steder samtidig [ru-wikipedia].',
        'Spillet er mest utbredt i Russland, Ukraina, Belarus og Kasakhstan, og i Polen spiller et stort og stabilt miljø. Andre navn har kommet og gått, blant dem føydalherrer, byer og fazenda. Siden 2002 har spillere fra de tidligere sovjetrepublikkene og Polen møttes til turneringer, både ansikt til ansikt og per korrespondanse, og siden 2017 har det vært et system av amatørturneringer med støtte fra Sevastopol-klubben for sportsprikkspill [ru-wikipedia].',
      ],
      puzzles: [
        { prompt: "Blå i trekket. Den oransje prikken på 3-3 har blå prikker på tre sider, og én prikk til ville ta den. Før du forsyner deg, se på resten av brettet: hvilket punkt er best når vi ser tre trekk fram (ditt, svaret fra Oransje, ditt)?" },
        { prompt: "Blå i trekket. Du kan ta den oransje prikken på 3-3 med en gang, og det oransje paret på 6-6 og 7-6 mangler også bare én prikk på å bli omringet. Oransje redder det du lar stå. Hvilket punkt vinner mest?" },
      ],
    },
  },
};
