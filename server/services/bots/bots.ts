/** The house's bot players: real users (is_bot = 1) with generated avatars, created on first use. */
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/schema';
import { avatarUrl } from '../users/avatars';
import { findOrCreateUser } from '../users/users';

/** Display names of the bot pool (one bot per name). */
const BOT_NAMES: readonly string[] = [
  'Rustbucket',
  'NovaBot',
  'Flickbot',
  'Ace.exe',
  'Clutchy',
  'Headclicker',
  'Molotov',
  'Smokey',
  'Deagle Dan',
  'AWPinator',
  'Ecoround',
  'Ninja Defuse',
  'Spraycan',
  'Bhopper',
  'Pixel',
  'Entry Frag',
];

/** The SteamID-like key of bot n (not a real SteamID: bots never sign in). */
const botSteamId = (n: number) => `bot-${String(n).padStart(2, '0')}`;

/** Every bot of the pool, creating missing ones. */
export async function ensureBots(db: Db, now: number): Promise<UsersTable[]> {
  const have = await db.kysely
    .selectFrom('users')
    .selectAll()
    .where('is_bot', '=', 1)
    .where('steam_id', 'like', 'bot-%')
    .execute();
  if (have.length >= BOT_NAMES.length) return have;
  const out: UsersTable[] = [];
  for (let i = 0; i < BOT_NAMES.length; i++) {
    const steamId = botSteamId(i + 1);
    const found = have.find((u) => u.steam_id === steamId);
    out.push(
      found ??
        (await findOrCreateUser(
          db,
          { steamId, nickname: BOT_NAMES[i], avatar: avatarUrl(steamId), isBot: true },
          now,
        )),
    );
  }
  return out;
}

/** A bot of the pool that is not in `exclude`, chosen with `random` in [0, 1); null when all are taken. */
export function pickBot(
  bots: readonly UsersTable[],
  exclude: ReadonlySet<string>,
  random: () => number,
): UsersTable | null {
  const free = bots.filter((b) => !exclude.has(b.id));
  if (free.length === 0) return null;
  return free[Math.min(free.length - 1, Math.floor(random() * free.length))];
}
