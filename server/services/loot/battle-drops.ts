/**
 * Battle rounds on the loot feed: every item a seat unboxes in a round (a lobby bot's too, marked as a bot's), once
 * the round has landed in the arena, never before. The show's schedule is known here (src/domain/battle-timing.ts):
 * round r lands at its start + the spin, so the live entry waits for that moment and the stored answer leaves out
 * rounds still spinning. A private battle's drops come without its id; a private player's without their name.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  BATTLE_TIMING,
  roundStartAt,
  scaleTiming,
  type BattleTiming,
} from '../../../src/domain/battle-timing';
import type { BattleRoll } from '../../../src/protocol/battle';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { feedItem, isHidden, isWowRow, itemsById, type DropRow, type FeedItem } from './feed-entry';

/** The battle timing of a time scale (BATTLE_TIME_SCALE), as the battle service runs it. */
export const timingOf = (scale: number): BattleTiming =>
  scale === 1 ? BATTLE_TIMING : scaleTiming(BATTLE_TIMING, scale);

/** When a round that started at `roundStartedAt` lands in the arena (its reels stop). */
export const roundLandsAt = (roundStartedAt: number, timing: BattleTiming) => roundStartedAt + timing.spinMs;

/** One round's rolls as the round event carries them. */
export interface PlayedRoundDrops {
  battleId: string;
  isPublic: boolean;
  rolls: readonly Pick<BattleRoll, 'userID' | 'slot' | 'round' | 'itemID' | 'price'>[];
  roundStartedAt: number;
}

/**
 * The feed id of the item a slot unboxed in a round: the same live and stored, and opaque (a private battle's id must
 * not show through it).
 */
const dropId = (battleId: string, round: number, slot: number) =>
  `br-${createHash('sha256').update(`${battleId}:${round}:${slot}`).digest('base64url').slice(0, 22)}`;

async function rowsOf(
  q: Kysely<Database>,
  rolls: readonly {
    battleId: string;
    isPublic: boolean;
    round: number;
    slot: number;
    userId: string;
    itemId: string;
    price: number;
    landsAt: number;
  }[],
): Promise<DropRow[]> {
  if (rolls.length === 0) return [];
  const users = await q
    .selectFrom('users')
    .select(['id', 'nickname', 'avatar', 'profile_public', 'is_bot'])
    .where('id', 'in', [...new Set(rolls.map((r) => r.userId))])
    .execute();
  const byId = new Map(users.map((u) => [u.id, u]));
  const items = await itemsById(
    q,
    rolls.map((r) => r.itemId),
  );
  return rolls.flatMap((r) => {
    const u = byId.get(r.userId);
    const item = items.get(r.itemId);
    if (!u || !item) return [];
    const isBot = Number(u.is_bot) === 1;
    return [
      {
        lootId: dropId(r.battleId, r.round, r.slot),
        userId: r.userId,
        nickname: u.nickname,
        avatar: u.avatar,
        item,
        price: r.price,
        source: 'battle' as const,
        sourceId: r.isPublic ? r.battleId : null,
        createdAt: r.landsAt,
        hidden: !isBot && isHidden(u.profile_public),
        isBot,
      },
    ];
  });
}

/** The feed entries of one played round, in slot order (to publish when the round lands). */
export async function roundFeed(db: Db, round: PlayedRoundDrops, timing: BattleTiming): Promise<FeedItem[]> {
  const landsAt = roundLandsAt(round.roundStartedAt, timing);
  const rows = await rowsOf(
    db.kysely,
    [...round.rolls]
      .sort((a, b) => a.slot - b.slot)
      .map((r) => ({
        battleId: round.battleId,
        isPublic: round.isPublic,
        round: r.round,
        slot: r.slot,
        userId: r.userID,
        itemId: r.itemID,
        price: r.price,
        landsAt,
      })),
  );
  return rows.map(feedItem);
}

/**
 * The drops of the rounds that have landed by `now`, newest first (at most `limit`; `wow`: the top drops only). It
 * reads the battles that started last and the ones still playing (a long battle lands rounds long after its start).
 */
export async function recentBattleDrops(
  db: Db,
  opts: { timing: BattleTiming; now: number; limit: number; wow: boolean },
): Promise<DropRow[]> {
  const q = db.kysely;
  const { timing, now } = opts;
  const base = q
    .selectFrom('battle_games as g')
    .innerJoin('battles as b', 'b.id', 'g.id')
    .select(['g.id', 'g.started_at', 'g.is_public'])
    .where('g.cancelled', '=', 0)
    .where('g.started_at', 'is not', null)
    .where('g.started_at', '<=', now - timing.spinMs);
  const [latest, playing] = await Promise.all([
    base.orderBy('g.started_at', 'desc').limit(opts.limit).execute(),
    base.where('b.status', '=', 'playing').execute(),
  ]);
  const games = new Map([...latest, ...playing].map((g) => [g.id, g]));
  if (games.size === 0) return [];
  const rolls = await q
    .selectFrom('battle_rolls')
    .select(['battle_id', 'round', 'slot', 'user_id', 'item_id', 'price'])
    .where('battle_id', 'in', [...games.keys()])
    .execute();
  const landed = rolls.flatMap((r) => {
    const g = games.get(r.battle_id)!;
    const landsAt = roundLandsAt(roundStartAt(Number(g.started_at), Number(r.round), timing), timing);
    if (landsAt > now) return [];
    return [
      {
        battleId: r.battle_id,
        isPublic: Number(g.is_public) === 1,
        round: Number(r.round),
        slot: Number(r.slot),
        userId: r.user_id,
        itemId: r.item_id,
        price: Number(r.price),
        landsAt,
      },
    ];
  });
  landed.sort((a, b) => b.landsAt - a.landsAt || a.slot - b.slot);
  // Thin before reading users and items: only the newest can be answered (top drops need the item's rarity).
  const rows = await rowsOf(q, opts.wow ? landed : landed.slice(0, opts.limit));
  return (opts.wow ? rows.filter(isWowRow) : rows).slice(0, opts.limit);
}
