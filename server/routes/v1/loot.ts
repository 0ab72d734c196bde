/** /api/v1/loot: the caller's won items (paged), selling pending ones, and the site's recent drops (the live feed's start). */
import { badRequest } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { LOOT_STATUSES, listLoot, sellLoot, type LootStatus } from '../../services/loot/loot';
import {
  LootFeedAnswer,
  LootFeedQuery,
  LootListQuery,
  LootPage,
  SaleResult,
  SellLootRequest,
} from '../../../src/protocol/catalog';
import { recentDrops } from '../../services/loot/feed';
import { timingOf } from '../../services/loot/battle-drops';
import { answerSchema, doc, type ApiApp } from '../typebox';

/** Loot page size (SPEC section 9) and its ceiling. */
const LOOT_PAGE_SIZE = 80;
const MAX_PAGE_SIZE = 200;
const tag = 'loot';

function parseStatuses(q: LootListQuery): LootStatus[] {
  const raw = [q.status ?? [], q['status[]'] ?? []]
    .flat()
    .flatMap((s) => s.split(','))
    .filter(Boolean);
  for (const s of raw) {
    if (!(LOOT_STATUSES as readonly string[]).includes(s))
      throw badRequest('invalid_status', `Unknown loot status ${s.slice(0, 16)}`);
  }
  return [...new Set(raw)] as LootStatus[];
}

/** Registers the loot routes. */
export async function lootRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/loot/feed',
    {
      schema: {
        ...doc(tag, "The site's last drops, newest first"),
        querystring: LootFeedQuery,
        response: answerSchema(LootFeedAnswer),
      },
      preHandler: app.readLimit,
    },
    async (req) => ({
      data: {
        list: await recentDrops(app.db, req.query.tag ?? 'all', {
          timing: timingOf(app.config.battleTimeScale),
          now: Date.now(),
        }),
      },
    }),
  );

  app.get(
    '/loot/list',
    {
      schema: {
        ...doc(tag, "The caller's won items, newest first, one page at a time", { signedIn: true }),
        querystring: LootListQuery,
        response: answerSchema(LootPage),
      },
    },
    async (req) => {
      const userId = requireUser(req);
      const size = req.query.pageSize === undefined ? LOOT_PAGE_SIZE : Number(req.query.pageSize);
      if (size < 1 || size > MAX_PAGE_SIZE)
        throw badRequest('invalid_page_size', `pageSize is 1 to ${MAX_PAGE_SIZE}`);
      const page = await listLoot(app.db, userId, {
        cursor: req.query.cursor || null,
        pageSize: size,
        statuses: parseStatuses(req.query),
      });
      return { data: page };
    },
  );

  const sellLimit = app.rateLimit({ name: 'sell', key: 'user', ...app.config.rateLimits.sell });
  app.post(
    '/loot/sell',
    {
      schema: {
        ...doc(tag, 'Sells pending loot at the price it was won at', { signedIn: true }),
        body: SellLootRequest,
        response: answerSchema(SaleResult),
      },
      preHandler: sellLimit,
    },
    async (req) => {
      const userId = requireUser(req);
      return { data: await sellLoot(app.db, userId, req.body.lootIDs, Date.now()) };
    },
  );
}
