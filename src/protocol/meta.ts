/** Shapes of the meta routes (server/routes/v1/meta.ts: GET /meta/stat, /meta/site), shared by server and client. */
import { Type, type Static } from 'typebox';

/** Which demo providers this server runs: each simulates something a real deployment gets from outside. */
export const SiteDemo = Type.Object({
  signIn: Type.Boolean({ description: 'The built-in local sign-in provider stands in for Steam.' }),
  payments: Type.Boolean({ description: 'The sandbox checkout stands in for a payment provider.' }),
});
/** Which demo providers this server runs. */
export type SiteDemo = Static<typeof SiteDemo>;

/** GET /meta/site: facts about this deployment that the client shows (the demo ribbon). */
export const SiteInfo = Type.Object({ demo: SiteDemo });
/** GET /meta/site. */
export type SiteInfo = Static<typeof SiteInfo>;
