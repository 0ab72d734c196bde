/**
 * The cases of a battle frozen at creation: title, price and every odds row with its item. Rolls are mapped
 * through the snapshot, so later catalog edits never change a running (or resumed) battle.
 */
import { badRequest } from '../../errors';
import type { Db } from '../../db/database';
import type { BattleItem } from '../../../src/protocol/battle';
import { getCase } from '../catalog/catalog';
import { isRarityRank, rarityOf } from '../../../src/domain/rarity';

/** One odds row of a frozen case. */
export interface SnapshotRow {
  item: BattleItem;
  chance: number;
  rangeMin: number;
  rangeMax: number;
  chancePercent: string;
}

/** A case as a battle plays it. */
export interface CaseSnapshot {
  id: string;
  title: string;
  image: string;
  price: number;
  rows: SnapshotRow[];
}

const rarityName = (rank: number) => (isRarityRank(rank) ? rarityOf(rank).name : String(rank));

/** Active cases (by id or slug) with their validated odds; the map holds only the keys that were found. */
export async function loadCaseSnapshots(
  db: Db,
  caseIds: readonly string[],
): Promise<Map<string, CaseSnapshot>> {
  const out = new Map<string, CaseSnapshot>();
  for (const key of new Set(caseIds)) {
    const c = await getCase(db, key);
    if (!c) continue;
    // Free once a day, never bought: a daily case has no place in a paid battle.
    if (c.case.type === 'daily')
      throw badRequest('daily_case', 'Daily cases are free once a day and cannot be put in a battle');
    out.set(key, {
      id: c.case.id,
      title: c.case.title,
      image: c.case.image,
      price: c.case.price,
      rows: c.odds.map((r) => ({
        item: { ...r.item, rarity: rarityName(r.item.rarity), rarityRank: r.item.rarity },
        chance: r.chance,
        rangeMin: r.rangeMin,
        rangeMax: r.rangeMax,
        chancePercent: r.chancePercent,
      })),
    });
  }
  return out;
}

/** Parses a stored snapshot. */
export const parseSnapshot = (json: string): CaseSnapshot => JSON.parse(json) as CaseSnapshot;
