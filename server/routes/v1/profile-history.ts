/** GET /api/v1/user/profile/{tab}?userID=&cursor=: one page of a profile's history tab (public profiles, or one's own). */
import { ProfileTabAnswer, ProfileTabParams, ProfileTabQuery } from '../../../src/protocol/profile';
import { profileTabPage } from '../../services/profile/history';
import { answerSchema, doc, type ApiApp } from '../typebox';

/** Registers the history tabs of profiles (rate-limited per address as the other public reads). */
export async function profileHistoryRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/user/profile/:tab',
    {
      schema: {
        ...doc(
          'user',
          "One page of a profile's history tab, newest first (403 profile_private for others' private profiles)",
        ),
        params: ProfileTabParams,
        querystring: ProfileTabQuery,
        response: answerSchema(ProfileTabAnswer),
      },
      preHandler: app.readLimit,
    },
    async (req) => ({
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
