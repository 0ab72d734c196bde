/**
 * The OpenAPI walk's requests for the user, survey, withdrawal, pay and sign-in routes: the state they need (a
 * saved trade URL, sandbox orders, a sign-in started by the local provider), made here. Their own test files cover
 * the refusals and the flows end to end.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/database';
import { battleLoot } from './catalog-helpers';
import { player, post } from './battle-helpers';
import type { WalkFixture } from './openapi-event-fixtures';
import { ownTradeUrl, saveTradeUrl } from './trades-helpers';

type Auth = { authorization: string };

/** The fixtures of these routes, keyed `METHOD path`, for the player `a`. */
export async function userFixtures(
  s: { app: FastifyInstance; db: Db },
  a: { userId: string; auth: Auth },
  v1: string,
): Promise<Record<string, WalkFixture>> {
  await saveTradeUrl(s.app, a.auth, await ownTradeUrl(s.db, a.userId));
  const [withdrawn] = await battleLoot(s.db, a.userId, 1, 100);
  const top = { amount: 5000, method: 'card' };
  const order = async () => String((await post(s.app, '/pay/order', top, a.auth)).body.data?.tradeNo);
  const [paid, cancelled] = [await order(), await order()];
  // A self-set limit binds its user for days: a throwaway user's, so the walker can still top up.
  const limited = (await player(s.db, 0, 'limited')).auth;
  // The local provider's checkid_setup request, as the sign-in page sends the browser to it.
  const login = await s.app.inject({ url: `${v1}/auth/steam/login?clientRedirectTo=%2F` });
  const setup = Object.fromEntries(new URL(String(login.headers.location)).searchParams);
  const userID = a.userId;
  // Mail: a player with an unconfirmed address whose last link is old enough to send another; one to sign out.
  const mailer = await player(s.db, 0, 'mailer');
  await post(s.app, '/user/prefs', { email: 'walker@mail.example' }, mailer.auth);
  await s.db.kysely
    .updateTable('email_confirmations')
    .set({ created_at: Date.now() - 120_000 })
    .where('user_id', '=', mailer.userId)
    .execute();
  const signedOut = (await player(s.db, 0, 'leaver')).auth;
  const madeUp = 'A'.repeat(43);
  return {
    [`POST ${v1}/user/email/resend`]: { who: mailer.auth },
    [`POST ${v1}/user/sessions/revoke`]: { who: signedOut },
    // An unknown link: the page says so (its flows are mail.test.ts's subject).
    [`GET ${v1}/email/confirm`]: { values: { token: madeUp }, statuses: [404] },
    [`POST ${v1}/email/confirm`]: { body: { token: madeUp }, statuses: [404] },
    [`GET ${v1}/auth/steam/login`]: { values: { clientRedirectTo: '/' }, statuses: [302] },
    // No assertion: the callback redirects back to the site with `error`.
    [`GET ${v1}/auth/steam/callback`]: { statuses: [302] },
    [`GET ${v1}/auth/local-provider`]: { values: setup },
    [`POST ${v1}/auth/local-provider/approve`]: {
      body: { return_to: setup['openid.return_to'], nickname: 'Walker' },
      statuses: [302],
    },
    [`POST ${v1}/user/restriction`]: {
      body: { type: 'TypeSelfRechargeLimit', op: 'apply', days: 2, limit: 5000 },
      who: limited,
    },
    [`GET ${v1}/user/profile`]: { values: { userID } },
    [`GET ${v1}/user/profile/{tab}`]: { values: { userID } },
    [`POST ${v1}/survey`]: {
      body: { answers: { experience: 'regular', weapons: ['AK-47'], playStyle: 'both' } },
    },
    [`POST ${v1}/loot/withdraw`]: { body: { lootIDs: [withdrawn] } },
    [`POST ${v1}/pay/calculate`]: { body: top },
    [`POST ${v1}/pay/order`]: { body: top },
    // Signing a delivery is pay-webhook.test.ts's subject; here the documented refusal of an unsigned one.
    [`POST ${v1}/pay/webhook/{provider}`]: { values: { provider: 'sandbox' }, statuses: [400] },
    [`GET ${v1}/pay/sandbox/checkout/{tradeNo}`]: { values: { tradeNo: paid } },
    [`POST ${v1}/pay/sandbox/confirm/{tradeNo}`]: { values: { tradeNo: paid } },
    [`POST ${v1}/pay/sandbox/cancel/{tradeNo}`]: { values: { tradeNo: cancelled } },
  };
}
