/** The battle page's clock: how far the server's clock runs ahead of this browser's (the show itself: src/arena). */
import type { BattleDetail } from './battle-types';

/** Server clock minus client clock (ms) from a detail's `now`. */
export const serverOffsetOf = (d: Pick<BattleDetail, 'now' | 'clientAt'>) => d.now - d.clientAt;
