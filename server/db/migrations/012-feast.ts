/**
 * The feast (src/domain/feast.ts) and the event marketplace. `wagers` logs every wager once by its key (a paid case
 * opening, a played battle stake); the feast and the races count from it. `feasts` holds one row per clock-derived
 * feast with its published rate and ladder; `feast_progress` a player's wager and ticket totals in a feast;
 * `feast_ladder_claims` one row per rung claimed. `market_offers` are the marketplace's offers (ticket offers
 * belong to a feast, point offers have none) with a guarded stock; `market_purchases` one row per purchase, unique
 * per player and idempotency key. Existing players get their ticket wallet here; new ones get it with the others.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wagers')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('is_bot', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wagers_user_time').on('wagers').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createTable('feasts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('season', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('rate_cents', 'integer', (c) => c.notNull())
    .addColumn('rate_tickets', 'integer', (c) => c.notNull())
    .addColumn('ladder_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('feast_progress')
    .addColumn('feast_id', 'text', (c) => c.notNull().references('feasts.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('wagered', 'bigint', (c) => c.notNull())
    .addColumn('earned', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('feast_progress_pk', ['feast_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('feast_ladder_claims')
    .addColumn('feast_id', 'text', (c) => c.notNull().references('feasts.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('feast_ladder_claims_pk', ['feast_id', 'user_id', 'step'])
    .execute();
  await db.schema
    .createTable('market_offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('feast_id', 'text', (c) => c.references('feasts.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.references('items.id'))
    .addColumn('case_id', 'text', (c) => c.references('cases.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('stock_total', 'integer', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('per_player_limit', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('market_offers_feast').on('market_offers').column('feast_id').execute();
  await db.schema
    .createTable('market_purchases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('idem_key', 'text', (c) => c.notNull())
    .addColumn('offer_id', 'text', (c) => c.notNull().references('market_offers.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('paid', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('opening_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('market_purchases_key', ['user_id', 'idem_key'])
    .execute();
  await db.schema
    .createIndex('market_purchases_offer_user')
    .on('market_purchases')
    .columns(['offer_id', 'user_id'])
    .execute();
  await sql`insert into accounts (id, user_id, currency, balance, kind)
    select 'user:' || id || ':ticket', id, 'ticket', 0, 'user' from users where true
    on conflict (id) do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'market_purchases',
    'market_offers',
    'feast_ladder_claims',
    'feast_progress',
    'feasts',
    'wagers',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
