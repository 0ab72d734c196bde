/**
 * TEST-ONLY: POST /api/v1/_test/publish {channel, type, payload, lobby?} publishes through the hub. It exists only when
 * NODE_ENV is not production AND REALTIME_TEST_PUBLISH=1, so multi-process tests can publish before any
 * battle service exists. Never enable it on a real site.
 */
import type { FastifyInstance } from 'fastify';
import { isPublishableChannel } from '../../src/protocol/channels';
import type { KnownType, PayloadOf } from '../../src/protocol/ws-events';
import { isKnownType } from '../../src/protocol/message-types';
import { badRequest } from '../errors';

/** Registers the test-only publish route when allowed; returns whether it did. */
export function registerTestPublish(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): boolean {
  if (app.config.production || env.REALTIME_TEST_PUBLISH !== '1') return false;
  app.post('/api/v1/_test/publish', async (req) => {
    const body = req.body as { channel?: unknown; type?: unknown; payload?: unknown; lobby?: unknown } | null;
    const channel = body?.channel;
    const type = body?.type;
    if (typeof channel !== 'string' || !isPublishableChannel(channel))
      throw badRequest('bad_channel', 'channel is not publishable');
    if (typeof type !== 'number' || !isKnownType(type)) throw badRequest('bad_type', 'unknown message type');
    if (body?.lobby !== undefined && typeof body.lobby !== 'boolean')
      throw badRequest('bad_lobby', 'lobby must be a boolean');
    app.realtime.publish(channel, type, body?.payload as PayloadOf<KnownType>, {
      lobby: body?.lobby !== false,
    });
    return { data: { ok: true } };
  });
  return true;
}
