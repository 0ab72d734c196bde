/** Client-side battle shapes: the live battle (one shape with the server's, src/protocol/api-battle.ts) and the create body. */

/** The open battle as the screens keep it: the wire BattleView plus the client's clock fields. */
export type { BattleDetail } from '../../lib/battle-live';

/** What POST /v1/battle/create takes. */
export interface CreateBattleBody {
  cases: { caseID: string; quantity: number }[];
  type: 'single' | 'team';
  players?: number;
  mode: 'default' | 'crazy' | 'sharing';
  isPublic: boolean;
}
