/**
 * Avatars: every player has the picture they signed in with (Steam's, or one generated from their SteamID) and may
 * pick one of the gallery's generated avatars instead (/ui-avatars). Generated avatars are drawn by the server from
 * their seed at /api/v1/avatar/{seed}.svg.
 */

/** The URL of the generated avatar for a seed. */
export const avatarUrl = (seed: string) => `/api/v1/avatar/${seed}.svg`;

/** The gallery's seeds, in the order the gallery shows them. */
export const AVATAR_GALLERY: readonly string[] = Array.from(
  { length: 24 },
  (_, i) => `gallery-${String(i + 1).padStart(2, '0')}`,
);

/** What a player picks: their own picture back, or a gallery seed. */
export type AvatarChoice = 'own' | (typeof AVATAR_GALLERY)[number];

/** True for 'own' or a gallery seed. */
export const isAvatarChoice = (v: unknown): v is AvatarChoice =>
  v === 'own' || (typeof v === 'string' && AVATAR_GALLERY.includes(v));

/** The gallery seed an avatar URL shows, or null when it is the player's own picture. */
export function gallerySeedOf(avatar: string): string | null {
  const m = /^\/api\/v1\/avatar\/(gallery-\d{2})\.svg$/.exec(avatar);
  return m && AVATAR_GALLERY.includes(m[1]) ? m[1] : null;
}
