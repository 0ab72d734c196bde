/** GET /api/v1/user/profile/{tab}?userID=&cursor=: one page of a profile's history tab (public profiles, or one's own). */
import type { FastifyInstance } from 'fastify';
import type { ApiAnswer } from '../../../src/protocol/answer';
import { PROFILE_TABS, type ProfileTab, type ProfileTabPages } from '../../../src/protocol/profile';
import { profileTabPage } from '../../services/profile/history';

const tabSchema = {
  params: {
    type: 'object',
    properties: { tab: { type: 'string', enum: PROFILE_TABS } },
    required: ['tab'],
    additionalProperties: false,
  },
  querystring: {
    type: 'object',
    properties: {
      userID: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
      cursor: { type: 'string', maxLength: 200, pattern: '^[A-Za-z0-9_-]*$' },
    },
    required: ['userID'],
    additionalProperties: false,
  },
} as const;

/** Registers the history tabs of profiles (rate-limited per address as the other public reads). */
export async function profileHistoryRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { tab: ProfileTab }; Querystring: { userID: string; cursor?: string } }>(
    '/user/profile/:tab',
    { schema: tabSchema, preHandler: app.readLimit },
    async (req): Promise<ApiAnswer<ProfileTabPages[ProfileTab]>> => ({
      data: await profileTabPage(
        app.db,
        req.params.tab,
        req.query.userID,
        req.userId ?? null,
        req.query.cursor || null,
      ),
    }),
  );
}
