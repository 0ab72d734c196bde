/** /api/v1/loot: the caller's won items (paged), selling pending ones, and the site's recent drops (the live feed's start). */
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { LOOT_STATUSES, listLoot, sellLoot, type LootStatus } from '../../services/loot/loot';
import type { ApiAnswer } from '../../../src/protocol/answer';
import type { LootFeedAnswer, LootPage, SaleResult } from '../../../src/protocol/catalog';
import { recentDrops } from '../../services/loot/feed';

/** Loot page size (SPEC section 9) and its ceiling. */
const LOOT_PAGE_SIZE = 80;
const MAX_PAGE_SIZE = 200;

const statusParam = {
  anyOf: [
    { type: 'string', maxLength: 16 },
    { type: 'array', maxItems: 4, items: { type: 'string', maxLength: 16 } },
  ],
} as const;

const listSchema = {
  querystring: {
    type: 'object',
    properties: {
      cursor: { type: 'string', maxLength: 200 },
      pageSize: { type: 'string', pattern: '^[0-9]{1,4}$' },
      status: statusParam,
      'status[]': statusParam,
    },
  },
} as const;

const sellSchema = {
  body: {
    type: 'object',
    required: ['lootIDs'],
    properties: {
      lootIDs: {
        type: 'array',
        minItems: 1,
        maxItems: 200,
        items: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
      },
    },
  },
} as const;

interface ListQuery {
  cursor?: string;
  pageSize?: string;
  status?: string | string[];
  'status[]'?: string | string[];
}

function parseStatuses(q: ListQuery): LootStatus[] {
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

const feedSchema = {
  querystring: {
    type: 'object',
    properties: { tag: { type: 'string', enum: ['all', 'wow'] } },
    additionalProperties: false,
  },
} as const;

/** Registers the loot routes. */
export async function lootRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { tag?: 'all' | 'wow' } }>(
    '/loot/feed',
    { schema: feedSchema, preHandler: app.readLimit },
    async (req): Promise<ApiAnswer<LootFeedAnswer>> => ({
      data: { list: await recentDrops(app.db, req.query.tag ?? 'all') },
    }),
  );

  app.get<{ Querystring: ListQuery }>(
    '/loot/list',
    { schema: listSchema },
    async (req): Promise<ApiAnswer<LootPage>> => {
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
  app.post<{ Body: { lootIDs: string[] } }>(
    '/loot/sell',
    { schema: sellSchema, preHandler: sellLimit },
    async (req): Promise<ApiAnswer<SaleResult>> => {
      const userId = requireUser(req);
      return { data: await sellLoot(app.db, userId, req.body.lootIDs, Date.now()) };
    },
  );
}
