// types.js — the shape of a family descriptor: what each families/<name>/index.jsx exports and
// the registry (index.js) hands to generic code, field by field. Generic code reads these fields
// and never a family's name. Types only: this module exports nothing at run time.

/**
 * A translation function (i18n/index.js translator): a key and its {placeholders} → text.
 * @typedef {(key: string, params?: object) => string} Translate
 */

/**
 * A card on the home page and the setup form's game choice.
 * @typedef {object} FamilyCard
 * @property {string} id        the card's id (a grid, or the family's name)
 * @property {string} rules     the slug of its rules article (src/articles/content/<slug>.js)
 * @property {string} name      the translation key of its name
 * @property {string} picture   the translation key of its picture's description
 * @property {string} fragment  the play page's fragment that starts it (`#game=…`)
 * @property {(props: {label: string}) => any} Picture  its small picture
 */

/**
 * A special move that gets a button on the play page (GameActions.jsx), keyed by its token.
 * @typedef {object} FamilyAction
 * @property {(state: object, t: Translate) => string} label  the button's text in this state
 * @property {null | ((o: {preview: object, t: Translate}) => {title: string, text: string, confirm: string})} confirm
 *           the question asked first, from the position after the move (preview), or null: none
 * @property {(state: object) => boolean} [answer]  the move answers another side's offer in this
 *           state: its button shows only where this device may play it (the offerer waits)
 */

/**
 * How the analysis (analysis/) shows the family.
 * @typedef {object} FamilyAnalysis
 * @property {'exact' | 'bot'} mode  the exact solver's values (Analysis.jsx) or the bot's view (AnalysisBot.jsx)
 * @property {number} per            the step the solver's values move in (one cell for one side: 2)
 * @property {'margin' | 'win'} [outcome]  a verdict says by how much a side wins, or only who wins
 * @property {boolean} [lineLength]  whether the best line's length is the game's
 * @property {null | ((geometry: object) => string)} unit  the translation key of "{n} <unit>", or null: bare numbers
 * @property {string} [hintKey]     the translation key of the level-4 bot's move in an estimate ({line}),
 *                                  in the family's words (default 'analysis.hint': "would draw line …")
 */

/**
 * Article puzzles of the family (articles/validate.js, build.js, Puzzle.jsx).
 * @typedef {object} FamilyPuzzles
 * @property {boolean} solver         the build can solve its puzzles
 * @property {(play: string) => number} min  how many puzzles an article playing `play` (its setup) needs
 * @property {string} [who]           who needs them, for the validation message
 * @property {boolean} [depth]        each puzzle names its search depth in plies (no solver to the end)
 * @property {string[]} [tempt]       the tempting wrong moves the build must prove worse ('capture', 'bot')
 * @property {'score' | 'win' | 'gain'} kind  what a puzzle's values count
 * @property {string} moveKey         the translation key of a move's name in a verdict ({label})
 * @property {(geometry: object) => string | null} cellWord  the word a verdict counts in, or null
 * @property {(seat: number) => string} seatKey  the translation key naming the side to move
 * @property {string[]} [kinds]       the Puzzles page's sets (site/src/puzzles/<family>-<kind>.jsonl)
 * @property {(kind: string, t: Translate) => string} [setName]  a set's name in the picker
 * @property {(proof: object, token: string) => string} [asProved]  the move a proof names for a
 *           played token, where the notation writes one move two ways (default: the token)
 * @property {(proof: object) => string[]} [extraMoves]  moves a proof values beyond the legal list
 *           (default: none)
 * @property {(token: string) => ({moveKey: string, label: string} | null)} [moveName]  how a verdict
 *           names a move whose name is not `moveKey` with the board's label (default: null)
 */

/**
 * A print page's blank sheet (articles/PrintPage.jsx).
 * @typedef {object} FamilySheet
 * @property {string} id     the sheet's id
 * @property {string} setup  its setup
 * @property {string} name   the translation key of its name
 */

/**
 * A game family as the site sees it (compare pd_family in core/game.h: the same idea for the core).
 * @typedef {object} Family
 * @property {string} name       the family's name, as in a setup's `game=` ('boxes', 'dots', 'shutin')
 * @property {string} engine     the engine module that plays it (wasm/engines.js: ready(engine), module(engine))
 * @property {(t: Translate) => string} label  the name on the setup form's game choice
 * @property {(settings: object, t: Translate) => string} title  the game's name for these settings (page title, saved games)
 * @property {FamilyCard[]} cards  its cards on the home page
 * @property {(settings: object) => Array<{slug: string, anchor?: string, label: string}>} rules
 *           the rules articles of a setup (SetupForm's "Rules" links), first the game's own
 * @property {number[]} botLevels  the bot levels offered
 * @property {() => object} extraDefaults  settings beyond the schema's keys, with their defaults
 * @property {Object<string, (settings: object) => string | null>} keyValue  how a setup key the schema cannot type is written
 *           (null: these settings leave the key out of the setup, as Dots' own start dots under another start)
 * @property {Object<string, (settings: object, value: string) => object>} readKey  and read back
 * @property {(game: object, token: string, settings: object) => object[]} choices
 *           the ways a move can be played when the player has a choice (Dots' rings under
 *           ring=any: [{move, takes, area, ring, cells}]), or [] when the token is played as it is
 * @property {(settings: object) => object} prepareStart  the settings as a new game starts (e.g. a drawn seed)
 * @property {any} Options   the setup form's options for the family (a component)
 * @property {any} Board     the board (a component; loads with the family's lazy part)
 * @property {() => Promise<object>} ready  loads the lazy part (board, words)
 * @property {() => boolean} isReady  whether the lazy part is here (FamilyReady waits for it)
 * @property {(geometry: object) => object} describe  the board's description from the engine's geometry (adapter.js)
 * @property {boolean} [sgf]  the play page offers SGF import and export for the family
 * @property {(o: {seat: number, name: string, label: string, token: string, captured: number, state: object}, t: Translate) => string[]} said
 *           what a screen reader hears for a move
 * @property {(token: string, t: Translate, prev?: string) => string} [moveText]  a move in the move list (default: its label)
 * @property {(props: {seat: number}) => any} SeatIcon  the seat's mark beside its name
 * @property {(seat: number, t: Translate) => string} seatText  what a seat plays with ("red", "crosses")
 * @property {string} scoreKey        the translation key of the score as a screen reader says it
 * @property {string} scoreUnitKey    and of its visible unit
 * @property {(state: object, team: number, t: Function) => ({unit: string, say: string} | null)} [scoreNote]
 *   what stands under a team's score instead of the unit, and what a screen reader hears, where
 *   the score holds more than the unit counts (Dots: komi); null for the plain unit
 * @property {string} finalScoresKey  and of the result's final-score line
 * @property {(settings: object, t: Translate, state?: object) => string | null} resultNote  a note under the result, or null
 * @property {Object<string, FamilyAction>} [actions]  special moves with a button (state.actions), by token
 * @property {(state: object, names: string[], t: Translate) => ({key: string, text: string} | null)} [turnNote]
 *           a note beside the turn's buttons (Dots: an offer to end waiting for its answer)
 * @property {(seats: object[]) => boolean} analysable  whether the play page's analysis answers for these seats
 * @property {FamilyAnalysis} analysis  how the analysis shows the family
 * @property {FamilyPuzzles} puzzles    article puzzles
 * @property {(state: object) => number | null} cellsLeft  the cells still open (a puzzle's answer shares them out), or null: none
 * @property {(geometry: object) => string} boardName  the translation key of the game a board of this geometry shows
 * @property {FamilySheet[]} print  the print page's blank sheets
 */

export {};
