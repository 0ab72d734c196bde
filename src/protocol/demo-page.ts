/** How the served page names the demo providers on its root element: runtime code the client needs, kept free of TypeBox. */
import type { SiteDemo } from './meta';

/** The root element's `data-demo` value for the demo providers a server runs ('' when none: the page still says so). */
export function demoAttribute(demo: SiteDemo): string {
  return [demo.signIn ? 'sign-in' : '', demo.payments ? 'payments' : ''].filter(Boolean).join(' ');
}

/**
 * The demo providers the served page names on its root element (server/plugins/page-hints.ts), so the demo ribbon
 * is in the first render; undefined when the page does not say (a page not served by the app server).
 */
export function demoFromPage(attr: string | undefined): SiteDemo | undefined {
  if (attr === undefined) return undefined;
  const flags = attr.split(' ');
  return { signIn: flags.includes('sign-in'), payments: flags.includes('payments') };
}
