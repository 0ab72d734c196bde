/** Generated avatars: a symmetric 5x5 identicon per seed (a SteamID), drawn as SVG. */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { eventBusOf } from '../../kernel/events';
import { avatarUrl, type AvatarChoice } from '../../../src/domain/avatars';

/** Seeds are short ids: letters, digits, '-' and '_'. */
export const AVATAR_SEED_RE = /^[A-Za-z0-9_-]{1,64}$/;

export { avatarUrl } from '../../../src/domain/avatars';

/** Draws the identicon for a seed. */
export function renderAvatarSvg(seed: string): string {
  const h = createHash('sha256').update(`casearena-avatar:${seed}`).digest();
  const hue = Math.round((h[0] / 255) * 360);
  const hue2 = (hue + 40 + (h[1] % 80)) % 360;
  const fg = `hsl(${hue} 78% 62%)`;
  const cells: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 3; col++) {
      const bit = (h[2 + row * 3 + col] ?? 0) & 1;
      if (!bit) continue;
      for (const c of col === 2 ? [2] : [col, 4 - col]) {
        cells.push(`<rect x="${14 + c * 20}" y="${14 + row * 20}" width="20" height="20" rx="4"/>`);
      }
    }
  }
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 45% 18%)"/>`,
    `<stop offset="1" stop-color="hsl(${hue2} 50% 10%)"/></linearGradient></defs>`,
    '<rect width="128" height="128" fill="url(#g)"/>',
    `<g fill="${fg}">${cells.join('')}</g>`,
    '</svg>',
  ].join('');
}

/** The picture a player signed in with: Steam's when the Steam Web API gave one, else generated from the SteamID. */
export const ownAvatar = (u: { steam_avatar: string | null; steam_id: string }) =>
  u.steam_avatar ?? avatarUrl(u.steam_id);

/** Sets the player's avatar to a gallery one or back to their own picture; returns the avatar now shown. */
export async function chooseAvatar(db: Db, userId: string, choice: AvatarChoice): Promise<string> {
  const u = await db.kysely
    .selectFrom('users')
    .select(['steam_avatar', 'steam_id'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const avatar = choice === 'own' ? ownAvatar(u) : avatarUrl(choice);
  await db.kysely.updateTable('users').set({ avatar }).where('id', '=', userId).execute();
  // One statement, committed on its own: the player's other tabs hear of it now.
  eventBusOf(db).publish({ type: 'AvatarChanged', userId, avatar });
  return avatar;
}
