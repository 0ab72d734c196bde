/**
 * Channel names and their rules.
 *
 * Subscribable: `stat`, `hunt`, `leaderboard`, `giveaway`, `battle:stat`, `battle:*`, `battle:{id}`, `loot:feed:*`, `loot:feed:{tag}` (e.g. `loot:feed:wow`),
 * and `user:{id}`: a signed-in user's private channel, which only a socket signed in as that user may hold
 * (`maySubscribe`); there is no `user:*`.
 * Publishable (concrete only): `stat`, `hunt`, `leaderboard`, `giveaway`, `battle:stat`, `battle:{id}`, `loot:feed:{tag}`, `user:{id}`.
 * Fan-out: a publish on `battle:{id}` reaches `battle:{id}` subscribers, and also `battle:*` subscribers when the
 * type is lobby-level (created, user joined/left, bot state, processing, playing, finished; playing lightened by
 * `wildcardJson`) and the publish does not say `lobby: false` (the server's private battles); a publish on `loot:feed:{tag}` reaches `loot:feed:{tag}` and `loot:feed:*`.
 */
import { LOBBY_BATTLE_TYPES, MsgType } from './message-types';

/** Largest number of channels one socket may hold. */
export const MAX_CHANNELS_PER_SOCKET = 50;
/** Longest accepted channel name. */
export const MAX_CHANNEL_LENGTH = 80;

/** Well-known channel names. */
export const Channel = {
  stat: 'stat',
  battleStat: 'battle:stat',
  battles: 'battle:*',
  lootFeed: 'loot:feed:*',
  lootFeedWow: 'loot:feed:wow',
  /** Skin hunt finds (90030), for everyone. */
  hunt: 'hunt',
  /** Wager race boards (90040), for everyone. */
  leaderboard: 'leaderboard',
  /** Giveaway entrants and draws (90041), for everyone. */
  giveaway: 'giveaway',
  /** The channel of one battle. */
  battle: (id: string) => `battle:${id}`,
  /** The private channel of one signed-in user (level-ups, mission progress...). */
  user: (id: string) => `user:${id}`,
} as const;

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const TAG = /^[a-z0-9_-]{1,32}$/;

/** True for a battle id usable in `battle:{id}` (not the reserved words `stat` and `*`). */
export function isBattleId(id: string): boolean {
  return ID.test(id) && id !== 'stat';
}

/** True when a client may subscribe to `name`. */
export function isSubscribableChannel(name: unknown): name is string {
  if (typeof name !== 'string' || name.length === 0 || name.length > MAX_CHANNEL_LENGTH) return false;
  if (
    name === Channel.stat ||
    name === Channel.battleStat ||
    name === Channel.battles ||
    name === Channel.lootFeed ||
    name === Channel.hunt ||
    name === Channel.leaderboard ||
    name === Channel.giveaway
  )
    return true;
  if (name.startsWith('battle:')) return isBattleId(name.slice(7));
  if (name.startsWith('loot:feed:')) return TAG.test(name.slice(10));
  if (name.startsWith('user:')) return ID.test(name.slice(5));
  return false;
}

/** The user id of a `user:{id}` channel, or null. */
export function userIdOfChannel(channel: string): string | null {
  if (!channel.startsWith('user:')) return null;
  const id = channel.slice(5);
  return ID.test(id) ? id : null;
}

/**
 * True when a socket signed in as `userID` (null = anonymous) may subscribe to `name`: any subscribable channel,
 * except that `user:{id}` is only for the socket of that very user.
 */
export function maySubscribe(name: unknown, userID: string | null): name is string {
  if (!isSubscribableChannel(name)) return false;
  const owner = userIdOfChannel(name);
  return owner === null || (userID !== null && owner === userID);
}

/** True when a service may publish on `name` (a concrete channel, never a wildcard). */
export function isPublishableChannel(name: string): boolean {
  return name !== Channel.battles && name !== Channel.lootFeed && isSubscribableChannel(name);
}

/** The wildcard channel that also receives a publish of `type` on `channel`, or null. */
export function wildcardFor(channel: string, type: number): string | null {
  if (channel.startsWith('battle:') && channel !== Channel.battleStat)
    return LOBBY_BATTLE_TYPES.has(type) ? Channel.battles : null;
  if (channel.startsWith('loot:feed:')) return Channel.lootFeed;
  return null;
}

/**
 * The payload (JSON text) a wildcard subscriber gets for an event: 90017 playing keeps its shape (battleID,
 * currentRound, roundStartedAt, now) with `rolls` emptied, so the lobby learns the round without the item
 * payloads; every other type is passed through unchanged (the same string).
 */
export function wildcardJson(type: number, json: string): string {
  if (type !== MsgType.playing) return json;
  try {
    const payload: unknown = JSON.parse(json);
    if (payload === null || typeof payload !== 'object') return json;
    return JSON.stringify({ ...payload, rolls: [] });
  } catch {
    return json;
  }
}

/** The battle id of a `battle:{id}` channel, or null. */
export function battleIdOf(channel: string): string | null {
  if (!channel.startsWith('battle:')) return null;
  const id = channel.slice(7);
  return isBattleId(id) ? id : null;
}
