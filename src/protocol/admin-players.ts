/**
 * Shapes of the back office's Players area (server/routes/admin/v1/players.ts): search, a player's page (balances,
 * self-care restrictions, sessions, notes, holds, mutes), the ledger history of their wallets, and the actions.
 */
import { Type, type Static } from 'typebox';
import { HOLD_KINDS, REASON_MAX } from '../domain/staff';
import { Closed, Nullable, OneOf } from './typebox';

/**
 * A reason a staff member gives: required, 1-500 characters once trimmed. Optional in the schema so that a missing or
 * blank one is answered 400 reason_required (the service checks), as for every staff action.
 */
const Reason = Type.Optional(Type.String({ maxLength: REASON_MAX * 4 }));

/** GET /admin/v1/players/search: a name (part of it), a SteamID64 or an account id. */
export const PlayerSearchQuery = Closed({ q: Type.String({ minLength: 1, maxLength: 64 }) });
/** GET /admin/v1/players/search query. */
export type PlayerSearchQuery = Static<typeof PlayerSearchQuery>;

/** One player in a search result. */
export const PlayerHit = Type.Object({
  userId: Type.String(),
  steamId: Type.String(),
  nickname: Type.String(),
  avatar: Type.String(),
  isBot: Type.Boolean(),
  createdAt: Type.Number(),
  /** Kinds of hold in force. */
  holds: Type.Array(OneOf(HOLD_KINDS)),
});
/** One player in a search result. */
export type PlayerHit = Static<typeof PlayerHit>;

/** GET /admin/v1/players/search: up to 25 players. */
export const PlayerSearchAnswer = Type.Object({ players: Type.Array(PlayerHit) });
/** GET /admin/v1/players/search. */
export type PlayerSearchAnswer = Static<typeof PlayerSearchAnswer>;

/** A `:id` path parameter. */
export const PlayerParams = Closed({ id: Type.String({ minLength: 1, maxLength: 64 }) });
/** A `:id` path parameter. */
export type PlayerParams = Static<typeof PlayerParams>;

/** A `:id/:itemId` path (a hold or a mute of the player). */
export const PlayerItemParams = Closed({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  itemId: Type.String({ minLength: 1, maxLength: 64 }),
});
/** A `:id/:itemId` path. */
export type PlayerItemParams = Static<typeof PlayerItemParams>;

/** A hold on the player. */
export const HoldView = Type.Object({
  id: Type.String(),
  kind: OneOf(HOLD_KINDS),
  reason: Type.String(),
  createdBy: Type.String(),
  createdAt: Type.Number(),
  liftedAt: Nullable(Type.Number()),
  liftedBy: Nullable(Type.String()),
  liftReason: Nullable(Type.String()),
});
/** A hold on the player. */
export type HoldView = Static<typeof HoldView>;

/** A mute of the player (for the chat to come). */
export const MuteView = Type.Object({
  id: Type.String(),
  until: Type.Number(),
  reason: Type.String(),
  createdBy: Type.String(),
  createdAt: Type.Number(),
  liftedAt: Nullable(Type.Number()),
  /** In force now (not lifted and not over). */
  active: Type.Boolean(),
});
/** A mute. */
export type MuteView = Static<typeof MuteView>;

/** A staff note on the player. */
export const NoteView = Type.Object({
  id: Type.String(),
  body: Type.String(),
  authorId: Type.String(),
  authorName: Type.String(),
  createdAt: Type.Number(),
});
/** A note. */
export type NoteView = Static<typeof NoteView>;

/** A play session of the player (the id is the stored hash, never the token). */
export const SessionView = Type.Object({
  id: Type.String(),
  createdAt: Type.Number(),
  expiresAt: Type.Number(),
  revokedAt: Nullable(Type.Number()),
  active: Type.Boolean(),
});
/** A play session. */
export type SessionView = Static<typeof SessionView>;

/** A self-care restriction in force (set by the player). */
export const RestrictionLine = Type.Object({
  type: Type.String(),
  until: Type.Number(),
  limit: Nullable(Type.Number()),
});

/** GET /admin/v1/players/:id: everything the player's page shows. */
export const PlayerDetail = Type.Object({
  userId: Type.String(),
  steamId: Type.String(),
  nickname: Type.String(),
  avatar: Type.String(),
  email: Nullable(Type.String()),
  level: Type.Number(),
  isBot: Type.Boolean(),
  createdAt: Type.Number(),
  /** The staff role of the account, if any. */
  staffRole: Nullable(Type.String()),
  balances: Type.Array(Type.Object({ currency: Type.String(), balance: Type.Number() })),
  restrictions: Type.Array(RestrictionLine),
  sessions: Type.Array(SessionView),
  notes: Type.Array(NoteView),
  holds: Type.Array(HoldView),
  mutes: Type.Array(MuteView),
});
/** GET /admin/v1/players/:id. */
export type PlayerDetail = Static<typeof PlayerDetail>;

/** GET /admin/v1/players/:id/ledger: one wallet (all by default), paged by an opaque cursor. */
export const PlayerLedgerQuery = Closed({
  currency: Type.Optional(OneOf(['coin', 'point', 'ticket'] as const)),
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
/** GET /admin/v1/players/:id/ledger query. */
export type PlayerLedgerQuery = Static<typeof PlayerLedgerQuery>;

/** One movement of one of the player's wallets: its reason (the transaction kind) and what caused it. */
export const LedgerLine = Type.Object({
  txId: Type.String(),
  at: Type.Number(),
  currency: Type.String(),
  /** Signed: + credits the player's wallet. */
  amount: Type.Number(),
  /** The transaction kind (case_open, battle_join, top_up, level_reward...). */
  kind: Type.String(),
  /** What caused it: a kind of thing (opening, battle, order, upgrade, exchange, reward, ...) and its id. */
  link: Nullable(Type.Object({ type: Type.String(), id: Type.String() })),
  key: Type.String(),
});
/** A ledger line. */
export type LedgerLine = Static<typeof LedgerLine>;

/** GET /admin/v1/players/:id/ledger. */
export const PlayerLedgerAnswer = Type.Object({
  lines: Type.Array(LedgerLine),
  cursor: Nullable(Type.String()),
});
/** GET /admin/v1/players/:id/ledger. */
export type PlayerLedgerAnswer = Static<typeof PlayerLedgerAnswer>;

/** POST /admin/v1/players/:id/notes. */
export const NoteRequest = Closed({ body: Type.String({ minLength: 1, maxLength: 2000 }) });
/** POST /admin/v1/players/:id/notes. */
export type NoteRequest = Static<typeof NoteRequest>;

/** POST /admin/v1/players/:id/holds: a hold of a kind, with the reason. */
export const HoldRequest = Closed({ kind: OneOf(HOLD_KINDS), reason: Reason });
/** POST /admin/v1/players/:id/holds. */
export type HoldRequest = Static<typeof HoldRequest>;

/** POST /admin/v1/players/:id/mutes: for how long (minutes, up to a year) and why. */
export const MuteRequest = Closed({
  minutes: Type.Integer({ minimum: 1, maximum: 525_600 }),
  reason: Reason,
});
/** POST /admin/v1/players/:id/mutes. */
export type MuteRequest = Static<typeof MuteRequest>;

/** Lifting a hold or a mute, revoking sessions: the reason. */
export const ReasonRequest = Closed({ reason: Reason });
/** A reason alone. */
export type ReasonRequest = Static<typeof ReasonRequest>;

/** POST /admin/v1/players/:id/sessions/revoke: one session (by id) or, without one, every live session. */
export const RevokeSessionsRequest = Closed({
  sessionId: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  reason: Reason,
});
/** POST /admin/v1/players/:id/sessions/revoke. */
export type RevokeSessionsRequest = Static<typeof RevokeSessionsRequest>;

/** What an action on a player answers: the player's page as it now is. */
export const PlayerActionAnswer = PlayerDetail;
