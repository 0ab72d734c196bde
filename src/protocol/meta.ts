/** Shapes of the meta routes (server/routes/v1/meta.ts: GET /meta/stat, /meta/site), shared by server and client. */
import { Type, type Static } from 'typebox';
import { Nullable } from './typebox';

/** Which demo providers this server runs: each simulates something a real deployment gets from outside. */
export const SiteDemo = Type.Object({
  signIn: Type.Boolean({ description: 'The built-in local sign-in provider stands in for Steam.' }),
  payments: Type.Boolean({ description: 'The sandbox checkout stands in for a payment provider.' }),
});
/** Which demo providers this server runs. */
export type SiteDemo = Static<typeof SiteDemo>;

/** Who runs the site (OPERATOR_NAME, OPERATOR_ADDRESS, SUPPORT_EMAIL); null where the deployment does not say. */
export const SiteOperator = Type.Object({
  name: Nullable(Type.String()),
  address: Nullable(Type.String()),
  supportEmail: Nullable(Type.String()),
});
/** Who runs the site. */
export type SiteOperator = Static<typeof SiteOperator>;

/** GET /meta/site: facts about this deployment that the client shows (the demo ribbon, the operator). */
export const SiteInfo = Type.Object({ demo: SiteDemo, operator: SiteOperator });
/** GET /meta/site. */
export type SiteInfo = Static<typeof SiteInfo>;

/** The site banner as players get it: its text per locale (English always; a missing locale shows English). */
export const SiteBanner = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('info'), Type.Literal('warning')]),
  messages: Type.Record(Type.String(), Type.String()),
  endsAt: Type.Number(),
});
/** The site banner. */
export type SiteBanner = Static<typeof SiteBanner>;

/** GET /meta/banner: the banner shown now, or null. */
export const SiteBannerAnswer = Type.Object({ banner: Nullable(SiteBanner) });
/** GET /meta/banner. */
export type SiteBannerAnswer = Static<typeof SiteBannerAnswer>;
