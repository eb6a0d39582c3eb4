// useReplay.js — "Replay with analysis", shared by the exact panel (Analysis.jsx) and the bot's
// (AnalysisBot.jsx): each increase of `replayAsk` once the game is over runs the analyst over every
// position before a move of the finished game, in order.
import { useEffect } from 'preact/hooks';

/**
 * analyst: the panel's (analysis.js createAnalyst); live: the game's state; replayAsk: the
 * counter; replaying: the panel's ref, true while a replay runs (its own requests wait);
 * setReplay: the panel's state setter — {done, total} while running, then summary(result);
 * onError(err): a replay failed; extra: more arguments for analyst.replay (the bot's final lead).
 */
export function useReplay({ analyst, live, replayAsk, replaying, setReplay, summary, onError, extra = [] }) {
  useEffect(() => {
    if (!replayAsk || !live.over) return;
    replaying.current = true;
    setReplay({ done: 0, total: live.moves.length });
    let gone = false;
    analyst
      .replay(live.record, live.moves, (done, total) => !gone && setReplay({ done, total }), ...extra)
      .then(
        (r) => {
          replaying.current = false;
          if (!gone && r) setReplay(summary(r));
        },
        (err) => {
          replaying.current = false;
          if (!gone) onError(err);
        },
      );
    return () => {
      gone = true;
      replaying.current = false;
    };
    // live.record is fixed once the game is over
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [replayAsk, analyst]);
}
