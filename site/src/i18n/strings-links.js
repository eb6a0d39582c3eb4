// strings-links.js — the share-link, saved-game, record and offline part of the one translation
// table (merged into strings.js; kept apart only so features can be edited side by side).
// Link errors are keyed "link.<code>" by the codes of share/link.js.
export const linkStrings = {
  'pwa.updateReady': {
    en: 'A new version of Paperdots is ready.',
    da: 'En ny version af Paperdots er klar.',
    de: 'Eine neue Version von Paperdots ist bereit.',
    nb: 'En ny versjon av Paperdots er klar.',
  },
  'pwa.reload': { en: 'Reload', da: 'Genindlæs', de: 'Neu laden', nb: 'Last inn på nytt' },

  'share.title': { en: 'Share this game', da: 'Del dette spil', de: 'Diese Partie teilen', nb: 'Del dette partiet' },
  'share.help': {
    en: 'The link holds the whole game. Send it after your move: whoever opens it continues from here.',
    da: 'Linket rummer hele spillet. Send det efter dit træk: den, der åbner det, fortsætter herfra.',
    de: 'Der Link enthält die ganze Partie. Schick ihn nach deinem Zug: Wer ihn öffnet, spielt von hier weiter.',
    nb: 'Lenken inneholder hele partiet. Send den etter trekket ditt: den som åpner den, fortsetter herfra.',
  },
  'share.button': { en: 'Share link', da: 'Del link', de: 'Link teilen', nb: 'Del lenke' },
  'share.linkLabel': {
    en: 'Link to this game',
    da: 'Link til dette spil',
    de: 'Link zu dieser Partie',
    nb: 'Lenke til dette partiet',
  },
  'share.text': {
    en: 'Your move in our Paperdots game',
    da: 'Dit træk i vores Paperdots-spil',
    de: 'Du bist am Zug in unserer Paperdots-Partie',
    nb: 'Ditt trekk i Paperdots-partiet vårt',
  },
  'share.shared': { en: 'Shared.', da: 'Delt.', de: 'Geteilt.', nb: 'Delt.' },
  'share.copied': {
    en: 'Link copied to the clipboard.',
    da: 'Linket er kopieret til udklipsholderen.',
    de: 'Link in die Zwischenablage kopiert.',
    nb: 'Lenken er kopiert til utklippstavlen.',
  },
  'share.copyByHand': {
    en: 'Copying is not allowed here: select the text and copy it yourself.',
    da: 'Kopiering er ikke tilladt her: markér teksten og kopiér den selv.',
    de: 'Kopieren ist hier nicht erlaubt: Markiere den Text und kopiere ihn selbst.',
    nb: 'Kopiering er ikke tillatt her: merk teksten og kopier den selv.',
  },
  'record.title': {
    en: 'Game record (text)',
    da: 'Partinotation (tekst)',
    de: 'Partieaufzeichnung (Text)',
    nb: 'Partinotasjon (tekst)',
  },
  'record.label': {
    en: 'One line that replays this game exactly',
    da: 'Én linje, der genspiller dette spil præcist',
    de: 'Eine Zeile, die diese Partie genau nachspielt',
    nb: 'Én linje som spiller av dette partiet nøyaktig',
  },
  'record.copy': {
    en: 'Copy record',
    da: 'Kopiér partinotation',
    de: 'Aufzeichnung kopieren',
    nb: 'Kopier partinotasjon',
  },
  'record.copied': {
    en: 'Record copied.',
    da: 'Partinotationen er kopieret.',
    de: 'Aufzeichnung kopiert.',
    nb: 'Partinotasjonen er kopiert.',
  },
  'record.download': { en: 'Save as file', da: 'Gem som fil', de: 'Als Datei speichern', nb: 'Lagre som fil' },

  'saved.title': { en: 'Your games', da: 'Dine spil', de: 'Deine Partien', nb: 'Dine partier' },
  'saved.skipped': {
    en: {
      one: '{n} saved game could not be read and was left out.',
      other: '{n} saved games could not be read and were left out.',
    },
    da: {
      one: '{n} gemt spil kunne ikke læses og er udeladt.',
      other: '{n} gemte spil kunne ikke læses og er udeladt.',
    },
    de: {
      one: '{n} gespeicherte Partie konnte nicht gelesen werden und wurde ausgelassen.',
      other: '{n} gespeicherte Partien konnten nicht gelesen werden und wurden ausgelassen.',
    },
    nb: {
      one: '{n} lagret parti kunne ikke leses og er utelatt.',
      other: '{n} lagrede partier kunne ikke leses og er utelatt.',
    },
  },
  'saved.newer': {
    en: {
      one: '{n} saved game comes from a newer version of Paperdots and was left as it is. Reload the page to get the newer version.',
      other:
        '{n} saved games come from a newer version of Paperdots and were left as they are. Reload the page to get the newer version.',
    },
    da: {
      one: '{n} gemt spil stammer fra en nyere udgave af Paperdots og er ladt urørt. Genindlæs siden for at få den nyere udgave.',
      other:
        '{n} gemte spil stammer fra en nyere udgave af Paperdots og er ladt urørt. Genindlæs siden for at få den nyere udgave.',
    },
    de: {
      one: '{n} gespeicherte Partie stammt aus einer neueren Version von Paperdots und bleibt unverändert. Lade die Seite neu, um die neuere Version zu bekommen.',
      other:
        '{n} gespeicherte Partien stammen aus einer neueren Version von Paperdots und bleiben unverändert. Lade die Seite neu, um die neuere Version zu bekommen.',
    },
    nb: {
      one: '{n} lagret parti kommer fra en nyere versjon av Paperdots og er latt være i fred. Last inn siden på nytt for å få den nyere versjonen.',
      other:
        '{n} lagrede partier kommer fra en nyere versjon av Paperdots og er latt være i fred. Last inn siden på nytt for å få den nyere versjonen.',
    },
  },
  'saved.conflict': {
    en: 'This game was also played on in another tab or window. Nothing is lost: your moves here are saved as a separate game, and the other tab’s moves stay saved too.',
    da: 'Dette spil blev også spillet videre i en anden fane eller et andet vindue. Intet er tabt: dine træk her gemmes som et separat spil, og den anden fanes træk forbliver gemt.',
    de: 'Diese Partie wurde auch in einem anderen Tab oder Fenster weitergespielt. Nichts geht verloren: Deine Züge hier werden als eigene Partie gespeichert, die Züge des anderen Tabs bleiben ebenfalls gespeichert.',
    nb: 'Dette partiet ble også spilt videre i en annen fane eller et annet vindu. Ingenting er tapt: trekkene dine her lagres som et eget parti, og den andre fanens trekk forblir lagret.',
  },
  'saved.openOther': {
    en: 'Open the other tab’s game',
    da: 'Åbn den anden fanes spil',
    de: 'Partie des anderen Tabs öffnen',
    nb: 'Åpne den andre fanens parti',
  },
  'saved.failedQuota': {
    en: 'This game is not being saved: the browser’s storage for this site is full. The share link still holds the whole game.',
    da: 'Dette spil bliver ikke gemt: browserens lager for siden er fuldt. Delingslinket rummer stadig hele spillet.',
    de: 'Diese Partie wird nicht gespeichert: Der Speicher des Browsers für diese Seite ist voll. Der Teilen-Link enthält weiterhin die ganze Partie.',
    nb: 'Dette partiet blir ikke lagret: nettleserens lagring for siden er full. Delingslenken inneholder fortsatt hele partiet.',
  },
  'saved.failed': {
    en: 'This game is not being saved: this browser does not let the site store it. The share link still holds the whole game.',
    da: 'Dette spil bliver ikke gemt: browseren lader ikke siden gemme det. Delingslinket rummer stadig hele spillet.',
    de: 'Diese Partie wird nicht gespeichert: Der Browser lässt die Seite nichts speichern. Der Teilen-Link enthält weiterhin die ganze Partie.',
    nb: 'Dette partiet blir ikke lagret: nettleseren lar ikke siden lagre det. Delingslenken inneholder fortsatt hele partiet.',
  },
  // The mark of a game analysed against a bot: in its title and in this list (before any family's words load).
  'analysis.switch': { en: 'Analysis', da: 'Analyse', de: 'Analyse', nb: 'Analyse' },
  'analysis.replay': {
    en: 'Replay with analysis',
    da: 'Genspil med analyse',
    de: 'Mit Analyse nachspielen',
    nb: 'Spill av med analyse',
  },
  'analysis.analysed': { en: 'analysed', da: 'analyseret', de: 'analysiert', nb: 'analysert' },
  'saved.continue': { en: 'Continue', da: 'Fortsæt', de: 'Weiterspielen', nb: 'Fortsett' },
  'saved.delete': { en: 'Delete', da: 'Slet', de: 'Löschen', nb: 'Slett' },
  'saved.deleteLabel': { en: 'Delete {game}', da: 'Slet {game}', de: '{game} löschen', nb: 'Slett {game}' },
  'saved.describeOne': {
    en: '{game}, {names} · 1 move',
    da: '{game}, {names} · 1 træk',
    de: '{game}, {names} · 1 Zug',
    nb: '{game}, {names} · 1 trekk',
  },
  'saved.describe': {
    en: '{game}, {names} · {moves} moves',
    da: '{game}, {names} · {moves} træk',
    de: '{game}, {names} · {moves} Züge',
    nb: '{game}, {names} · {moves} trekk',
  },

  'saved.facts': {
    en: '{when} · {turn} · Score: {score}',
    da: '{when} · {turn} · Stilling: {score}',
    de: '{when} · {turn} · Stand: {score}',
    nb: '{when} · {turn} · Stilling: {score}',
  },
  'saved.deleted': { en: 'Deleted: {game}.', da: 'Slettet: {game}.', de: 'Gelöscht: {game}.', nb: 'Slettet: {game}.' },

  'import.title': {
    en: 'Open a game record',
    da: 'Åbn en partinotation',
    de: 'Partieaufzeichnung öffnen',
    nb: 'Åpne en partinotasjon',
  },
  'import.label': {
    en: 'Paste a record (one line starting with game=) or a Dots SGF file',
    da: 'Indsæt en partinotation (én linje, der begynder med game=) eller en SGF-fil fra prikspil',
    de: 'Aufzeichnung einfügen (eine Zeile, die mit game= beginnt) oder eine SGF-Datei einer Dots-Partie',
    nb: 'Lim inn en partinotasjon (én linje som begynner med game=) eller en SGF-fil fra prikkspill',
  },
  'import.seats': {
    en: 'The game goes on with the seats chosen above: a seat set to a bot is played by that bot. A finished game keeps the players its file names, and no bot takes a seat in it.',
    da: 'Spillet fortsætter med pladserne valgt ovenfor: en plads, der er sat til en bot, spilles af den bot. Et færdigt spil beholder de spillere, filen nævner, og ingen bot får en plads i det.',
    de: 'Die Partie geht mit den oben gewählten Plätzen weiter: Einen Platz, der auf einen Bot gestellt ist, spielt dieser Bot. Eine beendete Partie behält die Spieler, die ihre Datei nennt, und kein Bot bekommt darin einen Platz.',
    nb: 'Partiet fortsetter med plassene valgt ovenfor: en plass som er satt til en bot, spilles av den boten. Et ferdig parti beholder spillerne filen nevner, og ingen bot får en plass i det.',
  },
  'import.open': { en: 'Open', da: 'Åbn', de: 'Öffnen', nb: 'Åpne' },
  'import.file': { en: 'Choose a file…', da: 'Vælg en fil …', de: 'Datei wählen …', nb: 'Velg en fil …' },
  'import.failed': {
    en: 'This record cannot be opened: {reason}',
    da: 'Partinotationen kan ikke åbnes: {reason}',
    de: 'Diese Aufzeichnung lässt sich nicht öffnen: {reason}',
    nb: 'Partinotasjonen kan ikke åpnes: {reason}',
  },

  'link.bad': {
    en: 'This game link cannot be opened: {reason} Your saved games are untouched.',
    da: 'Dette spillink kan ikke åbnes: {reason} Dine gemte spil er urørte.',
    de: 'Dieser Partie-Link lässt sich nicht öffnen: {reason} Deine gespeicherten Partien bleiben unverändert.',
    nb: 'Denne partilenken kan ikke åpnes: {reason} De lagrede partiene dine er urørt.',
  },
  'link.keptGame': {
    en: 'The game below is the one you had open.',
    da: 'Spillet herunder er det, du havde åbent.',
    de: 'Unten steht weiter die Partie, die du offen hattest.',
    nb: 'Partiet nedenfor er det du hadde åpent.',
  },
  'link.fresh': {
    en: 'Start a new game with the link’s settings',
    da: 'Start et nyt spil med linkets indstillinger',
    de: 'Neue Partie mit den Einstellungen des Links beginnen',
    nb: 'Start et nytt parti med lenkens innstillinger',
  },
  'link.dismiss': { en: 'Dismiss', da: 'Luk', de: 'Schließen', nb: 'Lukk' },
  'link.link-empty': {
    en: 'the link holds no game.',
    da: 'linket indeholder intet spil.',
    de: 'der Link enthält keine Partie.',
    nb: 'lenken inneholder ikke noe parti.',
  },
  'link.link-long': {
    en: 'the link is too long.',
    da: 'linket er for langt.',
    de: 'der Link ist zu lang.',
    nb: 'lenken er for lang.',
  },
  'link.link-syntax': {
    en: 'part of the link is damaged (“{part}”).',
    da: 'en del af linket er beskadiget (»{part}«).',
    de: 'ein Teil des Links ist beschädigt („{part}“).',
    nb: 'en del av lenken er skadet («{part}»).',
  },
  'link.link-repeated': {
    en: '“{key}” appears twice in the link.',
    da: '»{key}« står to gange i linket.',
    de: '„{key}“ steht zweimal im Link.',
    nb: '«{key}» står to ganger i lenken.',
  },
  'link.link-version-missing': {
    en: 'the link has no format version; it may be cut short.',
    da: 'linket har ingen formatversion; det er måske afkortet.',
    de: 'der Link hat keine Formatversion; vielleicht ist er abgeschnitten.',
    nb: 'lenken har ingen formatversjon; den kan være avkortet.',
  },
  'link.link-version-bad': {
    en: 'the link’s format version is damaged.',
    da: 'linkets formatversion er beskadiget.',
    de: 'die Formatversion des Links ist beschädigt.',
    nb: 'lenkens formatversjon er skadet.',
  },
  'link.link-version-future': {
    en: 'it was made by a newer version of Paperdots (link format {version}). Reload to update, then try again.',
    da: 'det er lavet af en nyere version af Paperdots (linkformat {version}). Genindlæs for at opdatere, og prøv igen.',
    de: 'er stammt von einer neueren Paperdots-Version (Linkformat {version}). Lade neu, um zu aktualisieren, und versuche es erneut.',
    nb: 'den er laget av en nyere versjon av Paperdots (lenkeformat {version}). Last inn på nytt for å oppdatere, og prøv igjen.',
  },
  'link.link-no-game': {
    en: 'the link does not say which game it is.',
    da: 'linket siger ikke, hvilket spil det er.',
    de: 'der Link sagt nicht, um welches Spiel es geht.',
    nb: 'lenken sier ikke hvilket spill det er.',
  },
  'link.link-clock-bad': {
    en: 'the game clock in the link is damaged.',
    da: 'spilleuret i linket er beskadiget.',
    de: 'die Spieluhr im Link ist beschädigt.',
    nb: 'spilleuret i lenken er skadet.',
  },
  'link.link-moves-bad': {
    en: 'the list of moves is damaged.',
    da: 'listen over træk er beskadiget.',
    de: 'die Zugliste ist beschädigt.',
    nb: 'trekklisten er skadet.',
  },
  'link.link-check': {
    en: 'the link is incomplete or was changed (it may have been cut short when it was sent).',
    da: 'linket er ufuldstændigt eller ændret (det er måske blevet afkortet, da det blev sendt).',
    de: 'der Link ist unvollständig oder verändert (vielleicht wurde er beim Senden abgeschnitten).',
    nb: 'lenken er ufullstendig eller endret (den kan ha blitt avkortet da den ble sendt).',
  },
  'link.link-unreadable': {
    en: 'the address after “#” is not a game link that Paperdots can read.',
    da: 'adressen efter »#« er ikke et spillink, som Paperdots kan læse.',
    de: 'die Adresse nach „#“ ist kein Partie-Link, den Paperdots lesen kann.',
    nb: 'adressen etter «#» er ikke en partilenke som Paperdots kan lese.',
  },
  'link.link-id-bad': {
    en: 'the game id is damaged.',
    da: 'spillets id er beskadiget.',
    de: 'die Kennung der Partie ist beschädigt.',
    nb: 'partiets id er skadet.',
  },
  'link.link-seats-bad': {
    en: 'the list of players is damaged.',
    da: 'listen over spillere er beskadiget.',
    de: 'die Spielerliste ist beschädigt.',
    nb: 'spillerlisten er skadet.',
  },
  'link.link-names-bad': {
    en: 'the players’ names are damaged.',
    da: 'spillernes navne er beskadiget.',
    de: 'die Spielernamen sind beschädigt.',
    nb: 'spillernavnene er skadet.',
  },
  'link.link-an-bad': {
    en: 'the analysis mark is damaged.',
    da: 'analysemærket er beskadiget.',
    de: 'die Analyse-Markierung ist beschädigt.',
    nb: 'analysemerket er skadet.',
  },
  'link.link-you-bad': {
    en: 'the seat the link is meant for is damaged.',
    da: 'pladsen, linket er til, er beskadiget.',
    de: 'der Platz, für den der Link gedacht ist, ist beschädigt.',
    nb: 'plassen lenken er ment for, er skadet.',
  },
  'link.engine': {
    en: 'the game in it is not valid ({error})',
    da: 'spillet i det er ikke gyldigt ({error})',
    de: 'die Partie darin ist ungültig ({error})',
    nb: 'partiet i den er ikke gyldig ({error})',
  },
  'link.yourSeat': {
    en: 'This link is for {name}.',
    da: 'Dette link er til {name}.',
    de: 'Dieser Link ist für {name}.',
    nb: 'Denne lenken er til {name}.',
  },
  'link.waiting': {
    en: 'Waiting for {name} — send them the link.',
    da: 'Venter på {name} — send linket til vedkommende.',
    de: 'Warten auf {name} — schick den Link.',
    nb: 'Venter på {name} — send lenken til vedkommende.',
  },
};
