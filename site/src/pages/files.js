// files.js — the source file of each page kind (pages/index.js loads them): the build finds each
// page's chunk by it to preload it (site/tools/site-output.js). No imports: the build config reads it.
export const pageFiles = { lang: 'LangPicker.jsx', home: 'Home.jsx', play: 'Play.jsx' };
