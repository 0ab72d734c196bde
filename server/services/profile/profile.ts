/** The signed-in user's info (SPEC section 3, User info), their preferences, and public profiles. */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { tableExists } from '../../db/table-exists';
import { badRequest, notFound } from '../../errors';
import { ownAvatar } from '../users/avatars';
import { itemView } from '../catalog/catalog';
import { balanceOf, CURRENCIES, userAccount } from '../ledger/ledger';
import { pinnedCaseIds } from '../cases/pins';
import { restrictionsView } from '../users/restrictions';
import { userCard } from '../users/users';
import { levelProgress } from '../../../src/domain/levels';
import { parseOwnTradeUrl, type TradeUrlProblem } from '../../../src/domain/trade-url';
import type { BestDrop, Prefs, PrefsChange, PublicProfile, UserInfo } from '../../../src/protocol/user';
import type { UsersTable } from '../../db/schema';
import { isEmailAddress } from '../../../src/domain/text';
import { changeEmail, mailStateOf, setMailChoices, type ConfirmContext } from '../mail/confirm';

async function one<T>(db: Db, table: string, query: RawBuilder<T>): Promise<T | undefined> {
  if (!(await tableExists(db, table))) return undefined;
  return (await query.execute(db.kysely)).rows[0];
}

/** Sum of the prices of the user's pending loot (0 before the loot table exists). */
async function lootBalance(db: Db, userId: string): Promise<number> {
  const row = await one(
    db,
    'loot',
    sql<{
      s: number | null;
    }>`select coalesce(sum(price), 0) as s from loot where user_id = ${userId} and status = 'pending'`,
  );
  return Number(row?.s ?? 0);
}

/** Everything GET /user/me answers, or null for an unknown user. */
export async function userInfo(db: Db, userId: string, now: number): Promise<UserInfo | null> {
  const u = await db.kysely.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!u) return null;
  const wallets = await Promise.all(
    CURRENCIES.map(async (currency) => ({
      currency,
      balance: await balanceOf(db.kysely, userAccount(userId, currency)),
    })),
  );
  return {
    user: {
      ...userCard(u),
      steamID: u.steam_id,
      level: levelProgress(Number(u.xp)),
      ownAvatar: ownAvatar(u),
    },
    lootBalance: await lootBalance(db, userId),
    wallets,
    payBonus: { percent: Number(u.pay_bonus_percent) },
    pinCases: await pinnedCaseIds(db, userId),
    event: { ticketBalance: await balanceOf(db.kysely, userAccount(userId, 'ticket')) },
    prefs: await prefsOf(db, u),
    restrictions: await restrictionsView(db, userId, now),
  };
}

/** Checks an email address; '' clears it. */
export function validEmail(email: string): boolean {
  return email === '' || isEmailAddress(email);
}

/** The stored preferences of a user row (and its mail settings). */
async function prefsOf(
  db: Db,
  u: Pick<UsersTable, 'id' | 'email' | 'trade_url' | 'translate_names' | 'profile_public'>,
): Promise<Prefs> {
  return {
    email: { email: u.email ?? '', ...(await mailStateOf(db.kysely, u.id, u.email)) },
    tradeURL: u.trade_url ?? '',
    translateNames: Number(u.translate_names) === 1,
    profilePublic: Number(u.profile_public) === 1,
  };
}

/** What each trade URL problem is called in a 400 answer (the settings screen shows its own translated help). */
const TRADE_URL_MESSAGES: Record<TradeUrlProblem, string> = {
  trade_url_not_link: 'The trade URL must be the link Steam shows, starting with https://steamcommunity.com/',
  trade_url_wrong_site: 'The trade URL must be on steamcommunity.com',
  trade_url_wrong_page: 'The trade URL must be a steamcommunity.com/tradeoffer/new/ link',
  trade_url_no_partner: 'The trade URL has no partner number',
  trade_url_bad_partner: "The trade URL's partner number is not a Steam account number",
  trade_url_no_token: 'The trade URL has no token',
  trade_url_bad_token: "The trade URL's token must be the 8 characters Steam shows",
  trade_url_repeated: 'The trade URL gives its partner or token twice',
  trade_url_foreign: "The trade URL is another Steam account's: use the one Steam shows you while signed in",
};

/**
 * A trade URL to store: null clears it ('' or spaces), a valid one of the player's own Steam account (`steamId`) in
 * its canonical spelling; 400 with the problem otherwise (trade_url_foreign: another account's link).
 */
function checkedTradeUrl(input: string, steamId: string): string | null {
  if (input.trim() === '') return null;
  const check = parseOwnTradeUrl(input, steamId);
  if (!check.ok) throw badRequest(check.problem, TRADE_URL_MESSAGES[check.problem]);
  return check.url;
}

/** The SteamID64 the user signed in with. */
async function steamIdOf(db: Db, userId: string): Promise<string> {
  const u = await db.kysely
    .selectFrom('users')
    .select('steam_id')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return u.steam_id;
}

/**
 * Saves the given preferences (absent fields are left alone) and returns them all. A new email address is saved with
 * its confirmation link queued (`mail`: the site and the time; 429 past the link rate limit, nothing saved then).
 */
export async function updatePrefs(
  db: Db,
  userId: string,
  p: PrefsChange,
  mail: ConfirmContext,
): Promise<Prefs> {
  if (p.email !== undefined && !validEmail(p.email.trim()))
    throw badRequest('invalid_email', 'Please enter a valid email address');
  const tradeUrl =
    p.tradeURL === undefined ? undefined : checkedTradeUrl(p.tradeURL, await steamIdOf(db, userId));
  const set: Partial<Pick<UsersTable, 'email' | 'trade_url' | 'translate_names' | 'profile_public'>> = {};
  if (p.email !== undefined) {
    const email = p.email.trim() || null;
    const current = await db.kysely
      .selectFrom('users')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (email !== current.email)
      await db.kysely.transaction().execute((trx) => changeEmail(trx, userId, email, mail));
  }
  await setMailChoices(db.kysely, userId, { receipts: p.mailReceipts, security: p.mailSecurity });
  if (tradeUrl !== undefined) set.trade_url = tradeUrl;
  if (p.translateNames !== undefined) set.translate_names = p.translateNames ? 1 : 0;
  if (p.profilePublic !== undefined) set.profile_public = p.profilePublic ? 1 : 0;
  if (Object.keys(set).length > 0)
    await db.kysely.updateTable('users').set(set).where('id', '=', userId).execute();
  const u = await db.kysely
    .selectFrom('users')
    .select(['id', 'email', 'trade_url', 'translate_names', 'profile_public'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return prefsOf(db, u);
}

/**
 * A profile as `viewerId` (null: signed out) may see it: the card (name, avatar, level) always; the join date, stats
 * and best drop only to the owner or while the profile is public.
 */
export async function publicProfile(db: Db, userId: string, viewerId: string | null): Promise<PublicProfile> {
  const u = await db.kysely.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!u) throw notFound('user_not_found', 'No such user');
  const card = { ...userCard(u), isBot: u.is_bot === 1, isVerified: u.is_verified === 1 };
  const isPublic = Number(u.profile_public) === 1;
  if (!isPublic && viewerId !== userId)
    return { user: card, joined: null, profilePublic: false, stats: null };
  const opened = await db.kysely
    .selectFrom('case_openings')
    .select(sql<number>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const battles = await one(
    db,
    'battle_slots',
    sql<{
      played: number;
      won: number | null;
    }>`select count(*) as played, sum(case when is_winner = 1 then 1 else 0 end) as won from battle_slots where user_id = ${userId}`,
  );
  const best = await one(
    db,
    'loot',
    sql<{
      item_id: string;
      price: number;
    }>`select item_id, price from loot where user_id = ${userId} order by price desc, created_at asc limit 1`,
  );
  const bestItem = best
    ? await db.kysely.selectFrom('items').selectAll().where('id', '=', best.item_id).executeTakeFirst()
    : undefined;
  return {
    user: card,
    joined: Number(u.created_at),
    profilePublic: isPublic,
    stats: {
      casesOpened: Number(opened.n),
      battlesPlayed: Number(battles?.played ?? 0),
      battlesWon: Number(battles?.won ?? 0),
      bestDrop: best ? bestDrop(best.item_id, Number(best.price), bestItem && itemView(bestItem)) : null,
    },
  };
}

/** A best drop; an item missing from the catalogue keeps its id as name and the generated art path. */
function bestDrop(
  itemID: string,
  price: number,
  item: { name: string; image: string; rarity: number } | undefined,
): BestDrop {
  return {
    itemID,
    price,
    name: item?.name ?? itemID,
    image: item?.image ?? `/api/v1/art/v1/item/${encodeURIComponent(itemID)}.svg`,
    rarity: item?.rarity ?? 7,
  };
}
