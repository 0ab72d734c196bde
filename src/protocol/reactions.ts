/**
 * Battle reactions (type 90020 on `battle:{id}`): viewers and players of a battle send one of a fixed set; everyone
 * watching sees it float over the arena. Only a signed-in socket that watches the battle may send, at most
 * REACTION_RATE (per socket); anonymous spectators see them but cannot send.
 */

/** The reactions a viewer can send. */
export const REACTIONS = ['🔥', '😂', '😱', '👏', '💀', '🍀', '😭', '🎉'] as const;
export type Reaction = (typeof REACTIONS)[number];

/** True for one of REACTIONS. */
export const isReaction = (v: unknown): v is Reaction =>
  typeof v === 'string' && (REACTIONS as readonly string[]).includes(v);

/** Per socket: one a second on average, up to three at once. */
export const REACTION_RATE = { perSecond: 1, burst: 3 } as const;

/** Why the server refused a reaction (sent back to the sender only). */
export type ReactionError = 'sign_in' | 'not_watching' | 'rate_limited' | 'bad_reaction';

/**
 * The 90020 payload. A client sends `{battleID, emoji}`; everyone on the battle's channel gets it with the sender's
 * `userID`; a refused one comes back to its sender only, with `error`.
 */
export interface ReactionFrame {
  battleID: string;
  emoji: string;
  userID?: string;
  error?: ReactionError;
}
