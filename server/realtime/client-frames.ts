/**
 * Handles frames a client sends: heartbeat, ping, subscribe and battle reactions (90020: a signed-in socket that
 * watches `battle:{id}` sends one of REACTIONS, rate-limited per socket; a refusal goes back to the sender only). Anything malformed closes only that socket (4002);
 * too many frames close it with 1008 (the hub's inbound token bucket).
 */
import type WebSocket from 'ws';
import {
  battleIdOf,
  Channel,
  isBattleId,
  maySubscribe,
  MAX_CHANNELS_PER_SOCKET,
} from '../../src/protocol/channels';
import { isReaction, type ReactionError } from '../../src/protocol/reactions';
import { decodeFrame, MAX_CLIENT_FRAME } from '../../src/protocol/frame';
import { MsgType } from '../../src/protocol/message-types';
import type { Conn, RealtimeHub } from './hub';

const PROTOCOL_ERROR = 4002;
// A subscribe list longer than this is not a mistake but abuse.
const MAX_SUBSCRIBE_LIST = 200;
// An invite token is 22 characters; anything much longer is not one.
const MAX_INVITE = 64;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Decodes one client frame and acts on it. */
export function handleClientFrame(
  hub: RealtimeHub,
  conn: Conn,
  data: WebSocket.RawData,
  isBinary: boolean,
): void {
  // Every frame draws on the socket's inbound budget first; past it the hub has closed the socket (1008).
  if (!hub.admit(conn)) return;
  if (!isBinary || !Buffer.isBuffer(data))
    return reject(hub, conn, 'text frames are not part of the protocol');
  const r = decodeFrame(data, { maxBytes: MAX_CLIENT_FRAME });
  if (!r.ok) return reject(hub, conn, r.error);
  const { type, seq, payload } = r.frame;
  switch (type) {
    case MsgType.heartbeat: {
      if (!isObject(payload) || typeof payload.ts !== 'number' || !Number.isFinite(payload.ts))
        return reject(hub, conn, 'bad heartbeat');
      hub.reply(conn, MsgType.connectionHeartbeat, seq, { ts: payload.ts, serverTime: hub.opts.now() });
      return;
    }
    case MsgType.ping: {
      const ts = isObject(payload) && typeof payload.ts === 'number' ? payload.ts : null;
      hub.reply(conn, MsgType.ping, seq, { ts, serverTime: hub.opts.now() });
      return;
    }
    case MsgType.subscribe: {
      if (
        !isObject(payload) ||
        !Array.isArray(payload.channels) ||
        payload.channels.length > MAX_SUBSCRIBE_LIST
      ) {
        return reject(hub, conn, 'bad subscribe');
      }
      const accepted: string[] = [];
      const rejected: string[] = [];
      for (const ch of payload.channels as unknown[]) {
        // `user:{id}` is private: only the socket signed in as that user gets it; anyone else's is rejected.
        if (maySubscribe(ch, conn.userID) && accepted.length < MAX_CHANNELS_PER_SOCKET) {
          if (!accepted.includes(ch)) accepted.push(ch);
        } else {
          rejected.push(typeof ch === 'string' ? ch.slice(0, 80) : String(typeof ch));
        }
      }
      const invites = invitesOf(payload.invites);
      if (invites === null) return reject(hub, conn, 'bad subscribe');
      const gen = ++conn.subscribes;
      // A battle channel not held yet is checked first: a private battle is watched only by its seated players and
      // holders of its invite. Anyone else gets the ack a missing battle gets (accepted), but is not subscribed, so
      // nothing of it ever reaches them and its id cannot be told from a missing one.
      const guard = hub.battleGuard;
      const toCheck = guard ? accepted.filter((ch) => battleIdOf(ch) !== null && !conn.channels.has(ch)) : [];
      if (!guard || toCheck.length === 0) {
        hub.setChannels(conn, accepted);
        hub.reply(conn, MsgType.subscribe, seq, { channels: accepted, rejected });
        return;
      }
      void Promise.all(
        toCheck.map((ch) =>
          guard(battleIdOf(ch)!, conn.userID, invites.get(battleIdOf(ch)!)).catch(() => false),
        ),
      ).then((ok) => {
        // A newer subscribe frame replaced this one meanwhile, or the socket went away.
        if (conn.closing || gen !== conn.subscribes) return;
        const hidden = new Set(toCheck.filter((_, i) => !ok[i]));
        hub.setChannels(
          conn,
          accepted.filter((ch) => !hidden.has(ch)),
        );
        hub.reply(conn, MsgType.subscribe, seq, { channels: accepted, rejected });
      });
      return;
    }
    case MsgType.emoji: {
      if (!isObject(payload) || typeof payload.battleID !== 'string' || !isBattleId(payload.battleID))
        return reject(hub, conn, 'bad reaction');
      const battleID = payload.battleID;
      const emoji = typeof payload.emoji === 'string' ? payload.emoji.slice(0, 16) : '';
      const refuse = (error: ReactionError) =>
        hub.reply(conn, MsgType.emoji, seq, { battleID, emoji, error });
      if (!isReaction(payload.emoji)) return refuse('bad_reaction');
      if (conn.userID === null) return refuse('sign_in');
      const channel = Channel.battle(battleID);
      if (!conn.channels.has(channel)) return refuse('not_watching');
      if (!hub.admitReaction(conn)) return refuse('rate_limited');
      hub.publish(
        channel,
        MsgType.emoji,
        { battleID, emoji: payload.emoji, userID: conn.userID },
        { lobby: false },
      );
      return;
    }
    default:
      return reject(hub, conn, `type ${type} is not sent by clients`);
  }
}

/** The optional `invites` of a subscribe frame (battle id -> invite token) as a map; null when malformed. */
function invitesOf(v: unknown): Map<string, string> | null {
  const out = new Map<string, string>();
  if (v === undefined) return out;
  if (!isObject(v)) return null;
  const entries = Object.entries(v);
  if (entries.length > MAX_SUBSCRIBE_LIST) return null;
  for (const [id, token] of entries) {
    if (!isBattleId(id) || typeof token !== 'string' || token.length > MAX_INVITE) return null;
    out.set(id, token);
  }
  return out;
}

function reject(hub: RealtimeHub, conn: Conn, reason: string): void {
  hub.close(conn, PROTOCOL_ERROR, `protocol error: ${reason}`.slice(0, 120));
}
