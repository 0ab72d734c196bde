/**
 * Creating a player case: every rule checked on the server (name, visibility, 2..20 distinct catalog items,
 * whole tickets summing to 100000), odds rows tiling 1..100000, the price by FAIRNESS.md (ceil(EV / 0.9)), and
 * the case written as a `cases` row of type 'player' with its odds and its `player_cases` row, in one transaction.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { CasesTable, ItemsTable } from '../../db/schema';
import { caseImage } from '../../db/seed/catalog';
import { badRequest } from '../../errors';
import { itemView } from '../catalog/catalog';
import { buildOddsRows, casePrice } from '../../../src/domain/odds';
import {
  CASE_NAME_PUNCTUATION,
  caseNameSearchKey,
  checkCaseName,
  type CaseNameProblem,
} from '../../../src/domain/case-name';
import { draftProblem, type DraftProblem } from '../../../src/domain/player-cases';
import {
  CASE_VISIBILITIES,
  PLAYER_CASE_MAX_ITEMS,
  PLAYER_CASE_MIN_ITEMS,
  PLAYER_CASE_NAME_MAX,
  PLAYER_CASE_NAME_MIN,
  PLAYER_CASE_TYPE,
} from '../../../src/domain/player-cases';
import type { CreateCaseRequest, PlayerCaseDetail } from '../../../src/protocol/player-case';
import { caseTheme } from './theme';
import { playerCaseDetail } from './view';

const NAME_MESSAGES: Record<CaseNameProblem, string> = {
  name_too_short: `The name needs at least ${PLAYER_CASE_NAME_MIN} characters`,
  name_too_long: `The name may have at most ${PLAYER_CASE_NAME_MAX} characters`,
  name_charset: `The name may use letters, digits, spaces and ${[...CASE_NAME_PUNCTUATION].join(' ')}`,
  name_link: 'The name may not be a link',
  name_blocked: 'The name holds a word that is not allowed',
};

const DRAFT_MESSAGES: Record<DraftProblem, string> = {
  item_count: `A case holds ${PLAYER_CASE_MIN_ITEMS} to ${PLAYER_CASE_MAX_ITEMS} items`,
  duplicate_item: 'Each item may appear once',
  invalid_chance: 'Each chance is a whole number of tickets from 1 to 100000',
  chances_sum: 'The chances must add up to exactly 100000 tickets (100%)',
};

/** Creates the case for `creatorId`; 400 with the broken rule's code otherwise. */
export async function createPlayerCase(
  db: Db,
  creatorId: string,
  req: CreateCaseRequest,
  now: number,
): Promise<PlayerCaseDetail> {
  const name = checkCaseName(req.name);
  if (!name.ok) throw badRequest(name.problem, NAME_MESSAGES[name.problem]);
  const visibility = CASE_VISIBILITIES.find((v) => v === req.visibility);
  if (!visibility) throw badRequest('invalid_visibility', 'Visibility is public or unlisted');
  const problem = draftProblem(req.items);
  if (problem) throw badRequest(problem, DRAFT_MESSAGES[problem]);

  const ids = req.items.map((i) => i.itemID);
  const found = await db.kysely.selectFrom('items').selectAll().where('id', 'in', ids).execute();
  const byId = new Map<string, ItemsTable>(found.map((i) => [i.id, i]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) throw badRequest('unknown_item', `No such item in the catalog: ${missing}`);

  // As the seeded cases: most valuable first, so the rarest rows hold the lowest ranges.
  const entries = req.items
    .map((e) => ({ item: itemView(byId.get(e.itemID)!), tickets: e.chance }))
    .sort((a, b) => b.item.price - a.item.price || a.item.id.localeCompare(b.item.id));
  const odds = buildOddsRows(entries);
  const price = casePrice(odds);
  const theme = caseTheme(entries.map((e) => e.item.rarity));
  const id = `pc-${randomBytes(8).toString('hex')}`;
  const row: CasesTable = {
    id,
    slug: id,
    title: name.name,
    type: PLAYER_CASE_TYPE,
    image: caseImage(id),
    price,
    sort: 0,
    active: 1,
  };

  await db.kysely.transaction().execute(async (trx) => {
    await trx.insertInto('cases').values(row).execute();
    await trx
      .insertInto('case_items')
      .values(
        odds.map((r) => ({
          case_id: id,
          item_id: r.item.id,
          tickets: r.chance,
          range_min: r.rangeMin,
          range_max: r.rangeMax,
        })),
      )
      .execute();
    await trx
      .insertInto('player_cases')
      .values({
        case_id: id,
        creator_id: creatorId,
        name_key: caseNameSearchKey(name.name),
        visibility,
        theme,
        openings: 0,
        earnings: 0,
        created_at: now,
      })
      .execute();
  });
  const made = await playerCaseDetail(db, id, now);
  if (!made) throw new Error(`player case ${id} was not found after its insert`);
  return made;
}
