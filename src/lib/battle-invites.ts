/**
 * Invite tokens of private battles this tab was let into (issue 26). A private battle answers only its seated players
 * and whoever brings its invite (`/battles/view/{id}?invite={token}`), so the battle screen remembers the token from
 * the link and every battle request and the `battle:{id}` subscription carry it. Kept for the tab (sessionStorage),
 * so a reload still works.
 */
const KEY = 'battle-invites';
const invites = new Map<string, string>(load());

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function load(): [string, string][] {
  try {
    const raw = storage()?.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? parsed.filter(
          (e): e is [string, string] =>
            Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** Remembers the invite of a battle (from its link); an empty one is ignored. */
export function rememberInvite(battleId: string, token: string | null): void {
  if (!token || invites.get(battleId) === token) return;
  invites.set(battleId, token);
  try {
    storage()?.setItem(KEY, JSON.stringify([...invites].slice(-50)));
  } catch {
    // A full or refused storage only costs the invite after a reload.
  }
}

/** The invite this tab holds for a battle, if any. */
export const inviteFor = (battleId: string): string | undefined => invites.get(battleId);

/** `{ invite }` for a request about the battle when this tab holds its invite, else nothing. */
export const inviteParam = (battleId: string): { invite?: string } => {
  const invite = invites.get(battleId);
  return invite ? { invite } : {};
};

/** The invites (battle id -> token) of the `battle:{id}` channels among `channels`. */
export function invitesForChannels(channels: Iterable<string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const ch of channels) {
    if (!ch.startsWith('battle:')) continue;
    const invite = invites.get(ch.slice(7));
    if (invite) out[ch.slice(7)] = invite;
  }
  return out;
}

/** The link that lets others see and join a private battle: the battle's page with its invite. */
export const invitePath = (battleId: string, token: string): string =>
  `/battles/view/${battleId}?invite=${encodeURIComponent(token)}`;
