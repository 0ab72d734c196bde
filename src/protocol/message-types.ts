/** Websocket message type numbers (SPEC section 7, Websocket) and their names. */

/** Every message type the wire knows, by name. */
export const MsgType = {
  connected: 1,
  disconnected: 2,
  connectionHeartbeat: 3,
  ping: 30000,
  heartbeat: 30001,
  subscribe: 30002,
  stat: 90000,
  loot: 90001,
  battleCreated: 90010,
  viewerJoined: 90011,
  viewerLeft: 90012,
  userJoined: 90013,
  userLeft: 90014,
  botState: 90015,
  processing: 90016,
  playing: 90017,
  finished: 90018,
  battleStat: 90019,
  emoji: 90020,
  /** On `hunt`: a skin hunt's target was found (after the opening committed). */
  huntFound: 90030,
  /** On `leaderboard`: a wager race's board moved (at most once a second per race). */
  raceBoard: 90040,
  /** On `giveaway`: a giveaway's entrants moved, or it was drawn. */
  giveawayChanged: 90041,
  /** On `user:{id}` only (private to that user): the user reached a new level. User-channel types are 901xx. */
  levelUp: 90100,
  /** On `user:{id}` only: the user's mission progress or rakeback may have moved (refetch GET /mission/list). */
  missionsChanged: 90101,
  /** On `user:{id}` only: the user won a giveaway prize (in their active items now). */
  giveawayWon: 90102,
  /** On `user:{id}` only: the user took a prize place in a settled wager race (coins credited). */
  racePrize: 90103,
  /** On `user:{id}` only: the user's own profile (avatar) changed, e.g. in another tab: refetch what shows it. */
  profileChanged: 90104,
  /** On `user:{id}` only: someone took a seat in a battle the user waits in, or a battle they played finished. */
  battleNotice: 90105,
  /** On `user:{id}` only: one of the user's withdrawals changed status (payload: a Withdrawal, src/protocol/trade.ts). */
  tradeChanged: 90106,
} as const;

/** The name of a message type (`'connected'`, `'battleCreated'`, ...). */
export type MsgName = keyof typeof MsgType;
/** One of the message type numbers. */
export type MsgTypeNumber = (typeof MsgType)[MsgName];

const byNumber = new Map<number, MsgName>(Object.entries(MsgType).map(([name, n]) => [n, name as MsgName]));

/** True when `n` is a message type the protocol defines. */
export function isKnownType(n: number): n is MsgTypeNumber {
  return byNumber.has(n);
}

/** The name of a type number, or undefined when it is unknown. */
export function msgName(n: number): MsgName | undefined {
  return byNumber.get(n);
}

/** Types a client may send to the server. */
export const CLIENT_TYPES: ReadonlySet<number> = new Set([
  MsgType.ping,
  MsgType.heartbeat,
  MsgType.subscribe,
]);

/**
 * Battle event types that also reach `battle:*` (lobby-level); the rest only reach `battle:{id}`. 90017 playing
 * reaches the lobby lightened (round counter only, no rolls: see `wildcardJson` in channels.ts).
 */
export const LOBBY_BATTLE_TYPES: ReadonlySet<number> = new Set([
  MsgType.battleCreated,
  MsgType.userJoined,
  MsgType.userLeft,
  MsgType.botState,
  MsgType.processing,
  MsgType.playing,
  MsgType.finished,
]);
