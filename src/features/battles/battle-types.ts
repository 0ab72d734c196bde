/** Client-side battle shapes: the live battle, one shape with the server's (src/protocol/battle.ts). */

/** The open battle as the screens keep it: the wire BattleView plus the client's clock fields. */
export type { BattleDetail } from '../../api/battle-live';
