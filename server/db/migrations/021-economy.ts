/**
 * The reward budget (ECONOMY.md, server/services/economy): one row per player with the budget its played wagers
 * earned and the reward value it received (millicents), and its open wagering requirement (cents); rewards that
 * wait for the budget. The marketplace's point and ticket offers are re-priced to the new rates
 * (src/domain/feast.ts pointPrice, ticketPrice): a point and a ticket now buy a cent of items each.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('economy_accounts')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('budget', 'bigint', (c) => c.notNull())
    .addColumn('used', 'bigint', (c) => c.notNull())
    .addColumn('wager_left', 'bigint', (c) => c.notNull())
    .addColumn('wager_total', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('rewards_waiting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('ref', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rewards_waiting_user')
    .on('rewards_waiting')
    .columns(['user_id', 'created_at'])
    .execute();
  // Item offers: a point per cent of the item's price (in point units), a ticket per cent.
  await sql`update market_offers set price = 1000 * (select case when items.price < 1 then 1 else items.price end
    from items where items.id = market_offers.item_id) where currency = 'point' and item_id is not null`.execute(
    db,
  );
  await sql`update market_offers set price = (select case when items.price < 1 then 1 else items.price end
    from items where items.id = market_offers.item_id) where currency = 'ticket' and item_id is not null`.execute(
    db,
  );
  await sql`update market_offers set price = 1000 * (select case when cases.price < 1 then 1 else cases.price end
    from cases where cases.id = market_offers.case_id) where currency = 'point' and case_id is not null`.execute(
    db,
  );
  await sql`update market_offers set price = (select case when cases.price < 1 then 1 else cases.price end
    from cases where cases.id = market_offers.case_id) where currency = 'ticket' and case_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rewards_waiting').execute();
  await db.schema.dropTable('economy_accounts').execute();
}
