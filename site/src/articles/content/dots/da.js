// The Dots rules article in Danish (its boards, puzzles and sources: ../dots.js).
export default {
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
        'Der findes ingen jording. I stedet slutter spillet kun før tid, når begge spillere er enige om at tælle op [ru-wikipedia]. På Paperdots kan den, der er i trækket, tilbyde at afslutte spillet (»Tilbyd at afslutte«), før prikken sættes, og tilbuddet koster ikke noget træk [ours]. Modstanderen svarer med det samme. Med »Acceptér afslutningen« bliver der talt op: 1 point for hver omringet prik og et halvt point for hvert tomt punkt inden i dine lukkede områder, og ventende ringe tæller som taget [ru-wikipedia]. Er en spiller uenig i optællingen, spilles der videre, til banen er fuld [ru-wikipedia]. På Paperdots sætter den, der tilbød, sin prik efter et »Afslå«, og derefter kan begge spillere igen tilbyde at afslutte, så de to stadig kan blive enige senere; Paperdots’ botter tilbyder først igen, når en fjerdedel af de frie punkter er fyldt [ours].',
      ],
      board: 'polishTaken',
    },
    {
      id: 'zagram',
      title: 'zagram.orgs territorieregler',
      text: [
        "På zagram.org, hvor mange polske ligapartier spilles, findes en variant, der kaldes spil om territorium [zagram]. En omringning tages ikke automatisk og behøver ikke at være den mindste: Efter at have sat en prik må spilleren lukke en hvilken som helst af sine ringe om modstanderens prikker, der ikke var lukket inde før [zagram]. I opsætningen vælger du »zagram.orgs territorieregler« under »Regler«. På Paperdots virker feltet »Tag mine omringninger med næste prik« som under polske regler, og et parti fra zagram.org åbnes med hver ring, som filen angiver den [ours].",
        "Spillet slutter, når banen er fuld, eller når begge spillere er enige om at afslutte, som under polske regler [zagram]. Man kan ikke melde pas, så et område er værd, hvad det tvinger modstanderen til at afgive, når banen fyldes op [zagram-fill]. Paperdots tæller, som partierne fra zagram.org viser det: Hver omringet prik giver 1 point, også med de sidste lukninger ved afslutningen, og de frie punkter, der er tilbage, spilles færdig med én prik ad gangen, først den spiller, der har trækket [ours]. Hver side tager først de punkter, der ikke tilhører nogen, og fylder så sine egne områder; den side, der ikke har flere, må sætte sine prikker i modstanderens områder, hvor hver af dem bliver omringet. Tomme områder, der lukkes undervejs, giver på Paperdots ligesom i de partier intet [ours].",
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
};
