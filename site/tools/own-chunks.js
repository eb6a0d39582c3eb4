// own-chunks.js — keeps the client build's chunking the one vite.config.js writes (rolldown's
// `codeSplitting` groups: the play page's start chunk, which the budgets depend on). The prerender
// plugin under @preact/preset-vite (vite-prerender-plugin) adds `output.manualChunks` when it
// finds none, for a prerender script named in the HTML, which this site does not use (its
// script is named in the plugin's options). With `codeSplitting` set, rolldown ignores
// `manualChunks` and warns on every build, so this plugin, running after it, takes it away again:
// the output stays what it was, and the build prints no warning.
export function ownChunks() {
  return {
    name: 'paperdots-own-chunks',
    // After vite-prerender-plugin, whose configResolved (enforce: 'post') adds manualChunks.
    enforce: 'post',
    configResolved(config) {
      for (const options of [config.build.rolldownOptions, config.build.rollupOptions]) {
        const output = options && options.output;
        if (output && !Array.isArray(output) && output.codeSplitting) delete output.manualChunks;
      }
    },
  };
}
