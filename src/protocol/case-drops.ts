/** GET /v1/case/top-drops: the most valuable recent drops of one case (the case page's "top drops" strip). */
import { Type, type Static } from 'typebox';
import { LootFeedEntry } from './catalog';
import { Slug } from './fields';
import { Closed } from './typebox';

/** How far back the strip looks, in days. */
export const CASE_TOP_DROPS_DAYS = 7;
/** Most drops the strip shows. */
export const CASE_TOP_DROPS_LIMIT = 12;

/** GET /v1/case/top-drops query. */
export const CaseTopDropsQuery = Closed({ caseID: Slug });
/** GET /v1/case/top-drops query. */
export type CaseTopDropsQuery = Static<typeof CaseTopDropsQuery>;

/** GET /v1/case/top-drops's data: the drops, dearest first, and the window they come from (empty when none). */
export const CaseTopDropsAnswer = Type.Object({
  list: Type.Array(LootFeedEntry),
  days: Type.Number({ description: 'The drops are from the last `days` days.' }),
});
/** GET /v1/case/top-drops's data. */
export type CaseTopDropsAnswer = Static<typeof CaseTopDropsAnswer>;
