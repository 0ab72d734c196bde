/** Where each case type is listed: fun, daily and community (player-made) cases have their own screens. */
import { PLAYER_CASE_TYPE } from '../../domain/player-cases';

/** The English path of a case type's screen. */
export function typePath(type: string): string {
  if (type === 'daily') return '/daily-cases';
  if (type === 'community' || type === PLAYER_CASE_TYPE) return '/community-cases';
  return `/cases/${encodeURIComponent(type)}`;
}
