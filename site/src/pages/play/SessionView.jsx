// SessionView.jsx — the play page once the engine and the session are there: the table setup
// (SetupView) or the game (GameView), as the session's phase says. What outlives a game (the
// saved games' delete toast, an import's error) is kept here.
import { useState } from 'preact/hooks';
import { useStore } from '../../game/store.js';
import { familyOf } from '../../families/index.js';
import { FamilyReady } from '../../families/lazy.jsx';
import { Waiting } from './Notices.jsx';
import { SetupView } from './SetupView.jsx';
import { GameView } from './GameView.jsx';
import { useSavedGames } from '../../saved/useSavedGames.js';

export function SessionView({
  session,
  engine,
  settings,
  formKey,
  onStart,
  onFormStart,
  prefs,
  onPrefs,
  opening,
  quietGame,
  t,
  lang,
  route,
}) {
  const st = useStore(session.store);
  const [importError, setImportError] = useState(null);
  const list = useSavedGames({ phase: st.phase, engine, t, lang });
  if (st.phase === 'setup' && opening) return <Waiting t={t} />;
  if (st.phase === 'setup') {
    return (
      <SetupView
        session={session}
        engine={engine}
        st={st}
        list={list}
        importError={importError}
        setImportError={setImportError}
        settings={settings}
        formKey={formKey}
        onFormStart={onFormStart}
        route={route}
        t={t}
        lang={lang}
      />
    );
  }
  // The game's words may come with its family's lazily loaded part: wait for it.
  return (
    <FamilyReady family={familyOf(st.geometry.family)}>
      <GameView
        session={session}
        engine={engine}
        st={st}
        onStart={onStart}
        prefs={prefs}
        onPrefs={onPrefs}
        quietGame={quietGame}
        t={t}
        lang={lang}
      />
    </FamilyReady>
  );
}
