// strings-links.js — the share-link, saved-game, record and offline part of the one translation
// table (merged into strings.js; kept apart only so features can be edited side by side).
export const linkStrings = {
  'pwa.updateReady': {
    en: 'A new version of Paperdots is ready.',
    da: 'En ny version af Paperdots er klar.',
    de: 'Eine neue Version von Paperdots ist bereit.',
    nb: 'En ny versjon av Paperdots er klar.',
  },
  'pwa.reload': { en: 'Reload', da: 'Genindlæs', de: 'Neu laden', nb: 'Last inn på nytt' },
};
