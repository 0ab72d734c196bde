/** Kysely table types. Times are epoch milliseconds, money integer cents, booleans 0/1 integers. */
import type { Generated } from 'kysely';
import type { GamesDatabase } from './schema-games';
import type { FeastDatabase } from './schema-feast';
import type { ContestsDatabase } from './schema-contests';
import type { UpgradesDatabase } from './schema-upgrades';
import type { ExchangesDatabase } from './schema-exchanges';
import type { SupportDatabase } from './schema-support';
import type { MoneyDatabase } from './schema-money';
import type { PlayerCasesDatabase } from './schema-player-cases';
import type { TradesDatabase } from './schema-trades';
import type { EconomyDatabase } from './schema-economy';
import type { AdminDatabase } from './schema-admin';
import type { CatalogAdminDatabase } from './schema-catalog-admin';
import type { MailDatabase } from './schema-mail';
import type { LiveopsDatabase } from './schema-liveops';

export type * from './schema-games';
export type * from './schema-feast';
export type * from './schema-contests';
export type * from './schema-mail';
export type * from './schema-liveops';

export interface UsersTable {
  id: string;
  steam_id: string;
  nickname: string;
  avatar: string;
  level: number;
  is_bot: number;
  is_verified: number;
  client_seed: string;
  email: string | null;
  trade_url: string | null;
  pay_bonus_percent: number;
  created_at: number;
  /** Total XP, 1 per cent wagered (008-levels); `level` follows it on the curve of src/domain/levels.ts. */
  xp: number;
  /** 015-prefs: 1 = item names follow the interface language. */
  translate_names: number;
  /** 015-prefs: 0 = the profile's history tabs are private. */
  profile_public: number;
  /** 015-prefs: the picture Steam gave (null for local sign-ins), kept when a generated avatar is picked. */
  steam_avatar: string | null;
  /** 015-prefs: when the Steam nickname and avatar were last fetched (ms), null never. */
  steam_synced_at: number | null;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** One balance per account: a user's wallet ('user:<id>:<currency>') or a house account ('house:<name>:<currency>'). */
export interface AccountsTable {
  id: string;
  user_id: string | null;
  currency: string;
  balance: number;
  kind: string;
}

export interface LedgerTransactionsTable {
  id: string;
  /** Idempotency or natural key: a retried request with the same key is applied once. */
  idem_key: string;
  kind: string;
  user_id: string | null;
  ref: string | null;
  created_at: number;
}

export interface LedgerEntriesTable {
  tx_id: string;
  account_id: string;
  currency: string;
  amount: number;
}

/** Minimal battle row the foundation counts; the battles issue extends it. */
export interface BattlesTable {
  id: string;
  status: string;
  created_at: number;
  /** Moves by one in every transaction that changes the battle (022-battle-revisions); 0 at creation. */
  revision: Generated<number>;
}

/** One opened case; the cases of one request share opening_id, seed_pair_id and nonce (columns from 003-catalog). */
export interface CaseOpeningsTable {
  id: string;
  user_id: string;
  case_id: string;
  created_at: number;
  opening_id: string | null;
  case_index: number | null;
  seed_pair_id: string | null;
  nonce: number | null;
  roll: number | null;
  item_id: string | null;
  loot_id: string | null;
  price: number | null;
}

/** A used OpenID response_nonce, kept until it could no longer be accepted anyway. */
export interface OpenidNoncesTable {
  nonce: string;
  expires_at: number;
}

/** A top-up order: 'pending' until the payment provider confirms ('paid') or the payer cancels ('cancelled'). */
export interface OrdersTable {
  trade_no: string;
  user_id: string;
  method: string;
  provider: string;
  /** Cents credited before the bonus. */
  amount: number;
  bonus: number;
  commission: number;
  /** Cents the payer is charged (amount + commission). */
  pay_amount: number;
  email: string | null;
  status: string;
  created_at: number;
  paid_at: number | null;
  cancelled_at: number | null;
}

/** A self-care restriction in force from created_at until `until` (TypeSelfRechargeLimit or TypeSelfBan). */
export interface RestrictionsTable {
  id: string;
  user_id: string;
  type: string;
  days: number;
  limit_cents: number | null;
  created_at: number;
  until: number;
}

/** A skin. `rarity` is the rank 1 (Contraband) .. 7 (Consumer); price integer cents; exterior FN/MW/FT/WW/BS or '' (vanilla). */
export interface ItemsTable {
  id: string;
  weapon: string;
  finish: string;
  exterior: string;
  stattrak: number;
  rarity: number;
  price: number;
  image: string;
  /** Silhouette drawn for the art (rifle, sniper, pistol, knife, gloves...). */
  weapon_class: string;
}

/** A case; its price follows FAIRNESS.md (ceil(EV / 0.9)). */
export interface CasesTable {
  id: string;
  slug: string;
  title: string;
  type: string;
  image: string;
  price: number;
  sort: number;
  active: number;
}

/** One odds row of a case: integer tickets and the range rangeMin..rangeMax they cover (rows tile 1..100000). */
export interface CaseItemsTable {
  case_id: string;
  item_id: string;
  tickets: number;
  range_min: number;
  range_max: number;
}

/** A won item: 'pending' until sold, withdrawn or staked in a battle; price frozen when won (cents). */
export interface LootTable {
  id: string;
  user_id: string;
  item_id: string;
  price: number;
  status: string;
  source: string;
  source_ref: string | null;
  created_at: number;
  sold_at: number | null;
}

/** A user's seed pair (FAIRNESS.md): `nonce` is the next one to use; revealed pairs have active 0 and revealed_at. */
export interface UserSeedPairsTable {
  id: string;
  user_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  active: number;
  created_at: number;
  revealed_at: number | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  battles: BattlesTable;
  case_openings: CaseOpeningsTable;
  openid_nonces: OpenidNoncesTable;
  orders: OrdersTable;
  restrictions: RestrictionsTable;
  items: ItemsTable;
  cases: CasesTable;
  case_items: CaseItemsTable;
  loot: LootTable;
  user_seed_pairs: UserSeedPairsTable;
}

/** A battle's settings, seeds and progress (004-battles); its status stays in `battles`. reroll_json is the Reroll. */
export interface BattleGamesTable {
  id: string;
  user_id: string;
  is_public: number;
  type: string;
  mode: string;
  players: number;
  cost: number;
  total_rounds: number;
  current_round: number;
  server_seed: string;
  server_seed_hash: string;
  nonce: number;
  client_seed: string | null;
  processing_at: number | null;
  started_at: number | null;
  finished_at: number | null;
  cancelled: number;
  reroll_json: string | null;
  /** Bumped on every leave, so a re-taken slot gets a fresh ledger key. */
  seat_gen: number;
  template_id: string | null;
  created_at: number;
  /** FAIRNESS.md version (007-beacon): 1, or 2 when a beacon round seals the battle. */
  fairness: number;
  /** Version 2: the chain hash and round fixed when the last slot filled; randomness and signature once verified. */
  beacon_chain: string | null;
  beacon_round: number | null;
  beacon_randomness: string | null;
  beacon_signature: string | null;
  /** 020-battle-invites: the private battle's invite token (base64url, 128 bits); null on a public battle. */
  invite_token: string | null;
}

/** A case of a battle in play order, with the odds and price frozen at creation (snapshot_json). */
export interface BattleCasesTable {
  battle_id: string;
  position: number;
  case_id: string;
  quantity: number;
  price: number;
  snapshot_json: string;
}

/** A taken slot: unique per (battle, slot) and per (battle, user). */
export interface BattleSlotsTable {
  battle_id: string;
  slot: number;
  user_id: string;
  client_seed: string;
  is_bot: number;
  join_tx_id: string;
  joined_at: number;
  is_winner: number;
  win_amount: number;
  win_coin: number;
}

/** One slot's roll in one round. */
export interface BattleRollsTable {
  battle_id: string;
  round: number;
  slot: number;
  user_id: string;
  roll: number;
  item_id: string;
  price: number;
}

/** Who received the item rolled in (round, slot), as which loot entry. */
export interface BattleAwardsTable {
  battle_id: string;
  round: number;
  slot: number;
  to_slot: number;
  to_user_id: string;
  item_id: string;
  price: number;
  loot_id: string;
}

/** A saved battle setup ("create the same battle again"). */
export interface BattleTemplatesTable {
  id: string;
  user_id: string;
  source_battle_id: string;
  spec_json: string;
  created_at: number;
}

/** Named counters (the battle nonce sequence). */
export interface BattleCountersTable {
  name: string;
  value: number;
}

// Declaration merging: the battle tables join the Database interface above.
export interface Database {
  battle_games: BattleGamesTable;
  battle_cases: BattleCasesTable;
  battle_slots: BattleSlotsTable;
  battle_rolls: BattleRollsTable;
  battle_awards: BattleAwardsTable;
  battle_templates: BattleTemplatesTable;
  battle_counters: BattleCountersTable;
}

/** One owner at a time for a job several processes could run (005-leases); keyed by the job's name. */
export interface LeasesTable {
  key: string;
  owner: string;
  /** Epoch ms; after it another process may take the lease over. */
  lease_until: number;
  /** When the job's current run of failures began (null while it succeeds). */
  failing_since: number | null;
}

// Declaration merging: the lease table joins the Database interface above.
export interface Database {
  leases: LeasesTable;
}

/** A payment-provider event applied once (006): keyed by (provider, event_id), so a replayed delivery changes nothing. */
export interface PaymentWebhookEventsTable {
  provider: string;
  event_id: string;
  trade_no: string;
  /** 'payment.succeeded' or 'payment.cancelled'. */
  type: string;
  received_at: number;
}

/** A battle create's idempotency key (006): per user, the battle it made and a hash of the request. */
export interface BattleCreateKeysTable {
  user_id: string;
  idem_key: string;
  battle_id: string;
  request_hash: string;
  created_at: number;
}

// Declaration merging: the idempotency tables join the Database interface above.
// The games around the cases and battles (beacon, levels, daily cases, missions, hunts) keep theirs in schema-games.ts.
export interface Database
  extends
    GamesDatabase,
    FeastDatabase,
    ContestsDatabase,
    UpgradesDatabase,
    ExchangesDatabase,
    SupportDatabase,
    MoneyDatabase,
    PlayerCasesDatabase,
    TradesDatabase,
    EconomyDatabase,
    AdminDatabase,
    CatalogAdminDatabase,
    MailDatabase,
    LiveopsDatabase {
  payment_webhook_events: PaymentWebhookEventsTable;
  battle_create_keys: BattleCreateKeysTable;
}
