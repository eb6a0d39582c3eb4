// GameShare.jsx — the share panel of the game on screen: its link (the whole game in the
// fragment), its record and the embed code for the position shown.
import { SharePanel } from './SharePanel.jsx';
import { senderSeat, shareFragment, seatCode } from '../saved/autosave.js';
import { embedCode } from '../embed/code.js';

/**
 * label: the board's accessible name (the embed's title); waiting: the share leads (a link game
 * waits for the others); onBind(seat): the link went out, and this device keeps `seat` (the
 * session's bind: it no longer moves for the side the link is for); kept: the panel's note state.
 */
export function GameShare({ st, label, waiting, onBind, kept, t, lang }) {
  return (
    <SharePanel
      url={`${location.origin}${location.pathname}#${shareFragment(st)}`}
      record={st.state.record}
      id={st.id}
      embed={embedCode({
        site: new URL('../../', location.href).href, // the play page is /{lang}/play/
        record: st.state.record,
        id: st.id,
        seats: st.seats.map(seatCode),
        names: st.seats.map((s) => s.name || ''),
        lang,
        title: label,
        at: st.view,
      })}
      busy={st.bot === 'thinking'}
      lead={waiting}
      onShared={() => onBind(senderSeat(st))}
      kept={kept}
      t={t}
    />
  );
}
