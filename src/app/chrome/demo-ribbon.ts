/** Which demo-ribbon text fits the demo providers a server runs. */
import type { ParseKeys } from 'i18next';
import type { SiteDemo } from '../../protocol/meta';

/** The message key for the ribbon, or null when nothing is simulated (no ribbon). */
export function demoRibbonKey(demo: SiteDemo | undefined): ParseKeys | null {
  if (!demo) return null;
  if (demo.signIn && demo.payments) return 'demo.ribbon.both';
  if (demo.signIn) return 'demo.ribbon.signIn';
  if (demo.payments) return 'demo.ribbon.payments';
  return null;
}
