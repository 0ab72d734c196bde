/** Wire shapes of the user routes (server/routes/v1/user.ts: /user/me, /user/prefs, /user/restriction, /user/profile). */
import { Type, type Static } from 'typebox';
import { Slug } from './fields';
import { Closed, Nullable, OneOf } from './typebox';
import { PlayerFace, PublicUser } from './types';
import { MAX_RECHARGE_LIMIT, RESTRICTION_DAYS, RESTRICTION_TYPES } from '../domain/self-care';

/** A wallet currency: coins are cents of money, points are the free-play currency. */
export const WalletCurrency = OneOf(['coin', 'point']);
/** A wallet currency. */
export type WalletCurrency = Static<typeof WalletCurrency>;

/** A self-care restriction kind. */
export const RestrictionType = OneOf(RESTRICTION_TYPES);
/** A self-care restriction kind. */
export type RestrictionType = Static<typeof RestrictionType>;

/** A self-care restriction in force (limit in cents, only for the recharge limit; until in ms). */
export const RestrictionView = Type.Object({
  type: RestrictionType,
  days: Type.Number(),
  limit: Type.Optional(Type.Number()),
  until: Type.Number(),
});
/** A self-care restriction in force. */
export type RestrictionView = Static<typeof RestrictionView>;

/** Stored preferences as the client reads them ('' when unset). */
export const Prefs = Type.Object({
  email: Type.Object({
    email: Type.String(),
    confirmed: Type.Boolean({
      description: 'The address was confirmed by its link; nothing but that link is sent to it before.',
    }),
    receipts: Type.Boolean({ description: 'Mail receipts of top-ups and withdrawals.' }),
    security: Type.Boolean({ description: 'Mail a sign-in from a browser not seen before.' }),
  }),
  tradeURL: Type.String(),
  translateNames: Type.Boolean({
    description: 'Item names follow the interface language (off: the English names players know).',
  }),
  profilePublic: Type.Boolean({
    description: "Others may see the profile's history tabs (inventory, battles, openings, upgrades).",
  }),
});
/** Stored preferences. */
export type Prefs = Static<typeof Prefs>;

/**
 * The signed-in user's level (src/domain/levels.ts): the level, total XP, the XP where this level starts and where
 * the next one does (null at the top level). Everywhere else a level is just `{lv}`.
 */
export const UserLevel = Type.Object({
  lv: Type.Number(),
  xp: Type.Number(),
  levelXp: Type.Number(),
  nextLevelXp: Nullable(Type.Number()),
});
/** The signed-in user's level. */
export type UserLevel = Static<typeof UserLevel>;

/** GET /user/me (SPEC section 3, User info). */
export const UserInfo = Type.Object({
  user: Type.Object({
    ...PlayerFace.properties,
    level: UserLevel,
    steamID: Type.String(),
    ownAvatar: Type.String({
      description:
        'The picture the player signed in with (Steam’s, or generated), which the avatar gallery can go back to.',
    }),
  }),
  lootBalance: Type.Number(),
  wallets: Type.Array(Type.Object({ currency: WalletCurrency, balance: Type.Number() })),
  payBonus: Type.Object({ percent: Type.Number() }),
  pinCases: Type.Array(Type.String()),
  event: Type.Object({ ticketBalance: Type.Number() }),
  prefs: Prefs,
  restrictions: Type.Array(RestrictionView),
});
/** GET /user/me. */
export type UserInfo = Static<typeof UserInfo>;

/** The player's most valuable drop: loot price (cents), item name, art path and rarity rank (1 rarest .. 7). */
export const BestDrop = Type.Object({
  itemID: Type.String(),
  price: Type.Number(),
  name: Type.String(),
  image: Type.String(),
  rarity: Type.Number(),
});
/** The player's most valuable drop. */
export type BestDrop = Static<typeof BestDrop>;

/** GET /user/profile: a public profile for the profile screen. */
export const PublicProfile = Type.Object({
  user: Type.Object({ userID: Type.String(), ...PublicUser.properties }),
  joined: Nullable(
    Type.Number({
      description:
        'null when the profile is private and the caller is not its owner (only the card is answered).',
    }),
  ),
  profilePublic: Type.Boolean({
    description: 'Whether others may see the stats, best drop and history tabs (the owner always may).',
  }),
  stats: Nullable(
    Type.Object(
      {
        casesOpened: Type.Number(),
        battlesPlayed: Type.Number(),
        battlesWon: Type.Number(),
        bestDrop: Nullable(BestDrop),
      },
      { description: 'null when the profile is private and the caller is not its owner.' },
    ),
  ),
});
/** GET /user/profile. */
export type PublicProfile = Static<typeof PublicProfile>;

/** GET /user/profile query: whose profile. */
export const PublicProfileQuery = Closed({ userID: Slug });
/** GET /user/profile query. */
export type PublicProfileQuery = Static<typeof PublicProfileQuery>;

const restrictionChoice = {
  type: RestrictionType,
  days: OneOf(RESTRICTION_DAYS),
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_RECHARGE_LIMIT })),
};

/** A self-care restriction to apply: which, for how many days and, for the recharge limit, the cap in cents. */
export const RestrictionChoice = Closed(restrictionChoice);
/** A self-care restriction to apply. */
export type RestrictionChoice = Static<typeof RestrictionChoice>;

/** POST /user/restriction (only `apply` exists: a restriction is never lifted early). */
export const RestrictionRequest = Closed({ ...restrictionChoice, op: OneOf(['apply']) });
/** POST /user/restriction body. */
export type RestrictionRequest = Static<typeof RestrictionRequest>;

/** POST /user/restriction: the restrictions now in force. */
export const RestrictionsAnswer = Type.Object({ restrictions: Type.Array(RestrictionView) });
/** POST /user/restriction answer. */
export type RestrictionsAnswer = Static<typeof RestrictionsAnswer>;

const prefsFields = {
  email: Type.Optional(Type.String({ maxLength: 1024 })),
  tradeURL: Type.Optional(Type.String({ maxLength: 512 })),
  translateNames: Type.Optional(Type.Boolean()),
  profilePublic: Type.Optional(Type.Boolean()),
  mailReceipts: Type.Optional(Type.Boolean()),
  mailSecurity: Type.Optional(Type.Boolean()),
};

/** The preferences a user may change (unset fields stay as they are). */
export const PrefsChange = Closed(prefsFields);
/** The preferences a user may change. */
export type PrefsChange = Static<typeof PrefsChange>;

/** POST /user/prefs: the fields flat, or under `prefs` (older clients). */
export const PrefsRequest = Closed({ ...prefsFields, prefs: Type.Optional(PrefsChange) });
/** POST /user/prefs body. */
export type PrefsRequest = Static<typeof PrefsRequest>;

/** POST /user/prefs: the stored preferences. */
export const PrefsAnswer = Type.Object({ prefs: Prefs });
/** POST /user/prefs answer. */
export type PrefsAnswer = Static<typeof PrefsAnswer>;
