/**
 * Shapes of the battle routes (server/routes/v1/battle.ts, built by server/services/battles/view.ts), shared by
 * the server, the battle websocket events and the client: one shape for a battle, its players and their rolls.
 */
import { Type, type Static } from 'typebox';
import { CaseSummary } from './catalog';
import { IdempotencyKey, Slug } from './fields';
import { Closed, Nullable, OneOf } from './typebox';
import {
  BattleItem,
  BattleMode,
  BattleType,
  Roll,
  battleDetailFields,
  battleFields,
  battleUserFields,
  PlayerFace,
} from './types';

// Its home is types.ts (a battle's odds rows carry it); re-exported for the imports that know it from here.
export { BattleItem };

/** The longest invite a request may carry (a token is 16 random bytes, 22 characters of base64url). */
export const INVITE_MAX = 64;
/** A private battle's invite token (its link's `invite`). */
export const InviteToken = Type.String({ minLength: 1, maxLength: INVITE_MAX, pattern: '^[A-Za-z0-9_-]+$' });
/** A seat number. */
export const Slot = Type.Integer({ minimum: 1, maximum: 4 });

/** A played roll: who rolled, the round, the slot, the raw roll (1..100000) and the item won (null if unknown). */
export const BattleRoll = Type.Object({
  ...Roll.properties,
  round: Type.Number(),
  slot: Type.Number(),
  roll: Type.Number(),
  item: Nullable(BattleItem),
});
/** A played roll. */
export type BattleRoll = Static<typeof BattleRoll>;

/** A player in a battle slot, with the rolls played so far. */
export const BattlePlayer = Type.Object({ ...battleUserFields, rolls: Type.Array(BattleRoll) });
/** A player in a battle slot, with the rolls played so far. */
export type BattlePlayer = Static<typeof BattlePlayer>;

/** A battle as the detail, the list, the actions and the events send it (the list leaves rolls, loots and odds empty). */
export const BattleView = Type.Object(
  {
    ...battleFields,
    ...battleDetailFields,
    users: Type.Array(BattlePlayer),
    revision: Type.Integer({
      minimum: 0,
      description:
        "Counts the battle's changes; every battle event states the revision it brings the battle to.",
    }),
    inviteToken: Type.Optional(
      Type.String({
        description:
          "A private battle's invite token, only in answers to its creator and seated players (never in events or " +
          'lists): the link `/battles/view/{id}?invite={token}` lets others see, watch and join it.',
      }),
    ),
  },
  {
    description:
      'Verify a finished battle: serverSeed must hash (SHA-256) to serverSeedHash; every roll is derived from the ' +
      'server seed, the client seed (fairness 2: mixed with the beacon round `beacon`), the nonce and the cursor of ' +
      'its round and slot, as FAIRNESS.md and the /provably-fair page describe.',
  },
);
/** A battle as the detail, the list, the actions and the events send it. */
export type BattleView = Static<typeof BattleView>;

/** GET /battle/detail: the battle and the caller's saved template of it (null when none). */
export const BattleDetailAnswer = Type.Object({ battle: BattleView, templateID: Nullable(Type.String()) });
/** GET /battle/detail. */
export type BattleDetailAnswer = Static<typeof BattleDetailAnswer>;

/** One saved battle setup (GET /battle/template/list): its cases in order, type, seats, mode and cost per player. */
export const BattleTemplateView = Type.Object({
  id: Type.String(),
  createdAt: Type.Number(),
  cases: Type.Array(Type.Object({ case: CaseSummary, quantity: Type.Number() })),
  type: BattleType,
  players: Type.Number(),
  mode: BattleMode,
  isPublic: Type.Boolean(),
  cost: Type.Number({ description: "Cents per player, at today's case prices." }),
  available: Type.Boolean({ description: 'False when one of its cases is no longer offered.' }),
});
/** One saved battle setup. */
export type BattleTemplateView = Static<typeof BattleTemplateView>;

/** GET /battle/template/list: the caller's saved setups, newest first. */
export const BattleTemplateListAnswer = Type.Object({ list: Type.Array(BattleTemplateView) });
/** GET /battle/template/list. */
export type BattleTemplateListAnswer = Static<typeof BattleTemplateListAnswer>;

/** GET /battle/list: public battles and the caller's private ones, running first, newest first. */
export const BattleListAnswer = Type.Object({ list: Type.Array(BattleView) });
/** GET /battle/list. */
export type BattleListAnswer = Static<typeof BattleListAnswer>;

/** A viewer of a battle (spectator list); anonymous viewers in events have empty fields. */
export const Viewer = Type.Object({
  ...PlayerFace.properties,
  // In GET /battle/viewers; the viewer-joined event (90011) leaves it out.
  level: Type.Optional(Type.Object({ lv: Type.Number() })),
});
/** A viewer of a battle (spectator list). */
export type Viewer = Static<typeof Viewer>;

/** GET /battle/viewers: the signed-in viewers listed, the anonymous ones counted. */
export const ViewersAnswer = Type.Object({
  list: Type.Array(Viewer),
  anonymous: Type.Number(),
  count: Type.Number(),
});
/** GET /battle/viewers. */
export type ViewersAnswer = Static<typeof ViewersAnswer>;

/** POST /battle/create: the cases and their quantities, the format and a key that makes a retried create pay once. */
export const CreateBattleRequest = Closed({
  cases: Type.Array(Closed({ caseID: Slug, quantity: Type.Integer({ minimum: 1, maximum: 50 }) }), {
    minItems: 1,
    maxItems: 50,
  }),
  type: BattleType,
  players: Type.Optional(
    OneOf([2, 3, 4], { description: '2 to 4 in single battles; team battles always have 4.' }),
  ),
  mode: Type.Optional(BattleMode),
  isPublic: Type.Optional(Type.Boolean()),
  idempotencyKey: Type.Optional(IdempotencyKey),
});
/** POST /battle/create. */
export type CreateBattleRequest = Static<typeof CreateBattleRequest>;

/** POST /battle/join, /battle/leave and /battle/bot: one slot of one battle. */
export const SeatRequest = Closed({
  battleID: Slug,
  slot: Slot,
  invite: Type.Optional(InviteToken),
});
/** POST /battle/join, /battle/leave and /battle/bot. */
export type SeatRequest = Static<typeof SeatRequest>;

/** POST /battle/viewer/join and /battle/viewer/leave, GET /battle/detail and /battle/viewers; `invite` as in SeatRequest. */
export const WatchRequest = Closed({ battleID: Slug, invite: Type.Optional(InviteToken) });
/** One battle, with its invite token when private. */
export type WatchRequest = Static<typeof WatchRequest>;

/** POST /battle/template/save: the battle whose setup to save. */
export const BattleRef = Closed({ battleID: Slug });
/** One battle by id. */
export type BattleRef = Static<typeof BattleRef>;

/** POST /battle/template/delete: the template to delete. */
export const TemplateRef = Closed({ templateID: Slug });
/** One saved template by id. */
export type TemplateRef = Static<typeof TemplateRef>;

/** POST /battle/recreate: a new battle like a saved template or like an earlier battle (exactly one of the two). */
export const RecreateBattleRequest = Type.Object(
  { templateID: Type.Optional(Slug), battleID: Type.Optional(Slug) },
  { additionalProperties: false, minProperties: 1, maxProperties: 1 },
);
/** POST /battle/recreate's body. */
export type RecreateBattleRequest = Static<typeof RecreateBattleRequest>;

/** POST /battle/template/save: the saved template's id. */
export const TemplateSaved = Type.Object({ templateID: Type.String() });
/** POST /battle/template/save's answer. */
export type TemplateSaved = Static<typeof TemplateSaved>;

/** POST /battle/template/delete: which template went. */
export const TemplateDeleted = Type.Object({ templateID: Type.String(), deleted: Type.Boolean() });
/** POST /battle/template/delete's answer. */
export type TemplateDeleted = Static<typeof TemplateDeleted>;

/** POST /battle/viewer/join and /leave: how many watch now. */
export const ViewerCount = Type.Object({ viewerCount: Type.Number() });
/** POST /battle/viewer/join and /leave's answer. */
export type ViewerCount = Static<typeof ViewerCount>;
