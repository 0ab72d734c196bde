/** The history tabs of a profile (GET /user/profile/{tab}), in the order the profile screen shows them. */
export const PROFILE_TABS = ['inventory', 'battles', 'openings', 'upgrades'] as const;
