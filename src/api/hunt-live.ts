/** Applies a live hunt find (90030) to the hunt list the client keeps. */
import type { HuntFoundEvent, HuntListAnswer } from '../protocol/hunt';

/** Marks the found target of the running hunt (mutating the draft, as RTK Query's updateCachedData allows). */
export function applyHuntFound(d: HuntListAnswer, f: HuntFoundEvent): void {
  const hunt = d.current?.id === f.huntID ? d.current : null;
  const target = hunt?.targets.find((t) => t.item.id === f.itemID);
  if (!target || target.winner) return;
  target.winner = f.winner;
  target.wonAt = f.wonAt;
}
