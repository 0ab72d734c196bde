/**
 * The onboarding survey: three questions (experience with CS2, favourite weapons, play style), answered once per
 * account for a one-time points reward. The favourite weapons steer the home page's recommended cases.
 */
import { POINT } from './missions';

/** How long the player has played CS2. */
export const SURVEY_EXPERIENCE = ['new', 'casual', 'regular', 'veteran'] as const;
/** What the player wants to do most on the site. */
export const SURVEY_PLAY_STYLES = ['cases', 'battles', 'both'] as const;
/** Most favourite weapons one answer may name. */
export const SURVEY_MAX_WEAPONS = 3;
/** The one-time reward for answering, in point units. */
export const SURVEY_REWARD = 50 * POINT;

/** One answer to the experience question. */
export type SurveyExperience = (typeof SURVEY_EXPERIENCE)[number];
/** One answer to the play-style question. */
export type SurveyPlayStyle = (typeof SURVEY_PLAY_STYLES)[number];

/**
 * Orders cases by how well they match the favourite weapons: more distinct favourite weapons first, then more
 * tickets on them (a higher chance to drop one), then the catalog order. Cases with no favourite weapon are left
 * out. `weaponTickets` maps case id to {weapon: tickets}.
 */
export function rankByWeapons<C extends { id: string }>(
  cases: readonly C[],
  weaponTickets: ReadonlyMap<string, ReadonlyMap<string, number>>,
  favourites: readonly string[],
): C[] {
  const fav = new Set(favourites);
  const scored = cases.map((c, order) => {
    let distinct = 0;
    let tickets = 0;
    for (const [weapon, t] of weaponTickets.get(c.id) ?? []) {
      if (!fav.has(weapon)) continue;
      distinct += 1;
      tickets += t;
    }
    return { c, order, distinct, tickets };
  });
  return scored
    .filter((s) => s.distinct > 0)
    .sort((a, b) => b.distinct - a.distinct || b.tickets - a.tickets || a.order - b.order)
    .map((s) => s.c);
}
