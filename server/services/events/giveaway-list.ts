/** The giveaway list page's data: the running giveaways (created on first look) and the last drawn ones. */
import type { GiveawayListAnswer } from '../../../src/protocol/contests';
import type { Db } from '../../db/database';
import type { Beacon } from '../beacon';
import { ensureGiveaways, type GiveawayLengths } from './giveaway-draw';
import { giveawayView } from './giveaways';

/** Recent drawn giveaways the list shows. */
const RECENT = 6;

/** GET /event/giveaway/list: the open (and drawing) giveaways by end, then the last drawn, newest first. */
export async function giveawayList(
  db: Db,
  beacon: Beacon,
  lengths: GiveawayLengths,
  userId: string | null,
  now: number,
): Promise<GiveawayListAnswer> {
  const q = db.kysely;
  await ensureGiveaways(db, beacon, lengths, now);
  const open = await q
    .selectFrom('giveaways')
    .selectAll()
    .where('drawn_at', 'is', null)
    .orderBy('ends_at')
    .execute();
  const drawn = await q
    .selectFrom('giveaways')
    .selectAll()
    .where('drawn_at', 'is not', null)
    .orderBy('drawn_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RECENT)
    .execute();
  const view = (rows: typeof open) => Promise.all(rows.map((g) => giveawayView(q, g, userId, now)));
  return { list: await view(open), recent: await view(drawn), now };
}
