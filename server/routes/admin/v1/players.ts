/**
 * /api/admin/v1/players: search, a player's page, the ledger history of their wallets (any staff role reads), and
 * the support actions (notes, holds, mutes, revoking sessions), each audited in the transaction of its effect.
 */
import {
  HoldRequest,
  MuteRequest,
  NoteRequest,
  PlayerActionAnswer,
  PlayerDetail,
  PlayerItemParams,
  PlayerLedgerAnswer,
  PlayerLedgerQuery,
  PlayerParams,
  PlayerSearchAnswer,
  PlayerSearchQuery,
  ReasonRequest,
  RevokeSessionsRequest,
} from '../../../../src/protocol/admin-players';
import {
  addNote,
  liftHold,
  liftMute,
  placeHold,
  placeMute,
  revokePlayerSessions,
} from '../../../services/admin/moderation';
import { playerDetail, playerLedger, searchPlayers } from '../../../services/admin/players';
import { answerSchema, doc } from '../../typebox';
import type { AdminApp } from './admin-app';

const TAG = 'admin';
const read = { staffRole: 'staff' } as const;
const act = { staffRole: 'support' } as const;
const d = (summary: string) => doc(TAG, summary, { signedIn: true });

/** Registers the Players routes. */
export async function playersAdminRoutes(app: AdminApp): Promise<void> {
  const page = (id: string) => playerDetail(app.db.kysely, id, Date.now());

  app.get(
    '/players/search',
    {
      config: read,
      schema: {
        ...d('Finds players by name, SteamID64 or id'),
        querystring: PlayerSearchQuery,
        response: answerSchema(PlayerSearchAnswer),
      },
    },
    async (req) => ({ data: { players: await searchPlayers(app.db.kysely, req.query.q) } }),
  );

  app.get(
    '/players/:id',
    {
      config: read,
      schema: { ...d("A player's page"), params: PlayerParams, response: answerSchema(PlayerDetail) },
    },
    async (req) => ({ data: await page(req.params.id) }),
  );

  app.get(
    '/players/:id/ledger',
    {
      config: read,
      schema: {
        ...d("The ledger history of a player's wallets, with each line's reason and cause"),
        params: PlayerParams,
        querystring: PlayerLedgerQuery,
        response: answerSchema(PlayerLedgerAnswer),
      },
    },
    async (req) => ({ data: await playerLedger(app.db.kysely, req.params.id, req.query) }),
  );

  app.post(
    '/players/:id/notes',
    {
      config: act,
      schema: {
        ...d('Adds a staff note'),
        params: PlayerParams,
        body: NoteRequest,
        response: answerSchema(PlayerActionAnswer),
      },
    },
    async (req) => {
      await addNote(app.db, req.staff, req.params.id, req.body.body, Date.now());
      return { data: await page(req.params.id) };
    },
  );

  app.post(
    '/players/:id/holds',
    {
      config: act,
      schema: {
        ...d('Puts a hold (withdraw or play) on a player'),
        params: PlayerParams,
        body: HoldRequest,
        response: answerSchema(PlayerActionAnswer),
      },
    },
    async (req) => {
      await placeHold(app.db, req.staff, req.params.id, req.body.kind, req.body.reason, Date.now());
      return { data: await page(req.params.id) };
    },
  );

  app.post(
    '/players/:id/holds/:itemId/lift',
    {
      config: act,
      schema: {
        ...d('Lifts a hold'),
        params: PlayerItemParams,
        body: ReasonRequest,
        response: answerSchema(PlayerActionAnswer),
      },
    },
    async (req) => {
      await liftHold(app.db, req.staff, req.params.id, req.params.itemId, req.body.reason, Date.now());
      return { data: await page(req.params.id) };
    },
  );

  app.post(
    '/players/:id/mutes',
    {
      config: act,
      schema: {
        ...d('Mutes a player for a while'),
        params: PlayerParams,
        body: MuteRequest,
        response: answerSchema(PlayerActionAnswer),
      },
    },
    async (req) => {
      await placeMute(app.db, req.staff, req.params.id, req.body.minutes, req.body.reason, Date.now());
      return { data: await page(req.params.id) };
    },
  );

  app.post(
    '/players/:id/mutes/:itemId/lift',
    {
      config: act,
      schema: {
        ...d('Lifts a mute'),
        params: PlayerItemParams,
        body: ReasonRequest,
        response: answerSchema(PlayerActionAnswer),
      },
    },
    async (req) => {
      await liftMute(app.db, req.staff, req.params.id, req.params.itemId, req.body.reason, Date.now());
      return { data: await page(req.params.id) };
    },
  );

  app.post(
    '/players/:id/sessions/revoke',
    {
      config: act,
      schema: {
        ...d("Ends one or all of a player's play sessions"),
        params: PlayerParams,
        body: RevokeSessionsRequest,
        response: answerSchema(PlayerActionAnswer),
      },
    },
    async (req) => {
      await revokePlayerSessions(
        app.db,
        req.staff,
        req.params.id,
        req.body.sessionId,
        req.body.reason,
        Date.now(),
      );
      return { data: await page(req.params.id) };
    },
  );
}
