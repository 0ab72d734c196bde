/** Where each case type is listed: fun, daily and community have their own screens, others /cases/{type}. */

/** The English path of a case type's screen. */
export function typePath(type: string): string {
  if (type === 'daily') return '/daily-cases';
  if (type === 'community') return '/community-cases';
  return `/cases/${encodeURIComponent(type)}`;
}
