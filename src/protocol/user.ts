/** Answer shapes of the user routes (server/routes/v1/user.ts: GET /user/me, GET /user/profile), shared by server and client. */

/** A wallet currency: coins are cents of money, points are the free-play currency. */
export type WalletCurrency = 'coin' | 'point';

/** A self-care restriction kind. */
export type RestrictionType = 'TypeSelfRechargeLimit' | 'TypeSelfBan';

/** A self-care restriction in force (limit in cents, only for the recharge limit; until in ms). */
export interface RestrictionView {
  type: RestrictionType;
  days: number;
  limit?: number;
  until: number;
}

/** Stored preferences as the client reads them ('' when unset). */
export interface Prefs {
  email: { email: string };
  tradeURL: string;
  /** Item names follow the interface language (off: the English names players know). */
  translateNames: boolean;
  /** Others may see the profile's history tabs (inventory, battles, openings, upgrades). */
  profilePublic: boolean;
}

/**
 * The signed-in user's level (src/domain/levels.ts): the level, total XP, the XP where this level starts and where
 * the next one does (null at the top level). Everywhere else a level is just `{lv}`.
 */
export interface UserLevel {
  lv: number;
  xp: number;
  levelXp: number;
  nextLevelXp: number | null;
}

/** GET /user/me (SPEC section 3, User info). */
export interface UserInfo {
  user: {
    userID: string;
    nickname: string;
    avatar: string;
    level: UserLevel;
    steamID: string;
    /** The picture the player signed in with (Steam's, or generated), which the avatar gallery can go back to. */
    ownAvatar: string;
  };
  lootBalance: number;
  wallets: { currency: WalletCurrency; balance: number }[];
  payBonus: { percent: number };
  pinCases: string[];
  event: { ticketBalance: number };
  prefs: Prefs;
  restrictions: RestrictionView[];
}

/** The player's most valuable drop: loot price (cents), item name, art path and rarity rank (1 rarest .. 7). */
export interface BestDrop {
  itemID: string;
  price: number;
  name: string;
  image: string;
  rarity: number;
}

/** GET /user/profile: a public profile for the profile screen. */
export interface PublicProfile {
  user: {
    userID: string;
    nickname: string;
    avatar: string;
    level: { lv: number };
    isBot: boolean;
    isVerified: boolean;
  };
  /** null when the profile is private and the caller is not its owner (only the card above is answered). */
  joined: number | null;
  /** Whether others may see the stats, best drop and history tabs (the owner always may). */
  profilePublic: boolean;
  /** null when the profile is private and the caller is not its owner. */
  stats: { casesOpened: number; battlesPlayed: number; battlesWon: number; bestDrop: BestDrop | null } | null;
}

/** A self-care restriction to apply: which, for how many days and, for the recharge limit, the cap in cents. */
export interface RestrictionChoice {
  type: RestrictionType;
  days: number;
  limit?: number;
}

/** POST /user/restriction (only `apply` exists: a restriction is never lifted early). */
export interface RestrictionRequest extends RestrictionChoice {
  op: 'apply';
}

/** POST /user/restriction: the restrictions now in force. */
export interface RestrictionsAnswer {
  restrictions: RestrictionView[];
}

/** The preferences a user may change (unset fields stay as they are). */
export interface PrefsChange {
  email?: string;
  tradeURL?: string;
  translateNames?: boolean;
  profilePublic?: boolean;
}

/** POST /user/prefs: the fields flat, or under `prefs` (older clients). */
export interface PrefsRequest extends PrefsChange {
  prefs?: PrefsChange;
}

/** POST /user/prefs: the stored preferences. */
export interface PrefsAnswer {
  prefs: Prefs;
}
