// The Dots rules article in Norwegian Bokmål (its boards, puzzles and sources: ../dots.js).
export default {
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
        'Det finnes ingen jording. I stedet slutter partiet før tiden bare når begge spillerne er enige om å telle opp [ru-wikipedia]. På Paperdots kan den som står for tur, tilby å avslutte partiet («Tilby å avslutte») før prikken settes, og tilbudet koster ikke noe trekk [ours]. Motstanderen svarer med en gang. Med «Godta avslutning» telles det opp: 1 poeng for hver omringet prikk og et halvt poeng for hvert tomt punkt inni de lukkede områdene dine, og ventende ringer teller som tatt [ru-wikipedia]. Er en spiller uenig i opptellingen, spilles partiet til brettet er fullt [ru-wikipedia]. På Paperdots setter den som tilbød, prikken sin etter et «Avslå», og deretter kan begge spillerne igjen tilby å avslutte, så de to likevel kan bli enige senere; Paperdots’ boter tilbyr først igjen når en firedel av de frie punktene er fylt [ours].',
      ],
      board: 'polishTaken',
    },
    {
      id: 'zagram',
      title: 'zagram.orgs territorieregler',
      text: [
        "På zagram.org, der mange polske ligapartier spilles, finnes en variant som kalles spill om territorium [zagram]. En omringing tas ikke automatisk og trenger ikke være den minste: Etter å ha satt en prikk kan spilleren lukke hvilken som helst av ringene sine rundt motstanderens prikker som ikke var lukket inne fra før [zagram]. I oppsettet velger du «zagram.orgs territorieregler» under «Regler». På Paperdots virker boksen «Ta omringingene mine med neste prikk» som under polske regler, og et parti fra zagram.org åpnes med hver ring slik filen angir den [ours].",
        "Partiet slutter når brettet er fullt, eller når begge spillerne er enige om å avslutte, som under polske regler [zagram]. Man kan ikke passe, så et område er verdt det det tvinger motstanderen til å gi fra seg når brettet fylles opp [zagram-fill]. Paperdots teller slik partiene fra zagram.org viser det: Hver omringet prikk gir 1 poeng, også med de siste lukningene ved slutten, og de frie punktene som er igjen, spilles ferdig med én prikk om gangen, først spilleren som har trekket [ours]. Hver side tar først punktene som ikke tilhører noen, og fyller så sine egne områder; den siden som ikke har flere, må sette prikkene sine i motstanderens områder, der hver av dem blir omringet. Tomme områder som lukkes underveis, gir på Paperdots ingenting, slik som i de partiene [ours].",
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
};
