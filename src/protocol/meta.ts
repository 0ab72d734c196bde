/** Answer shapes of the meta routes (server/routes/v1/meta.ts: GET /meta/site), shared by server and client. */

/** Which demo providers this server runs: each simulates something a real deployment gets from outside. */
export interface SiteDemo {
  /** The built-in local sign-in provider stands in for Steam. */
  signIn: boolean;
  /** The sandbox checkout stands in for a payment provider. */
  payments: boolean;
}

/** GET /meta/site: facts about this deployment that the client shows (the demo ribbon). */
export interface SiteInfo {
  demo: SiteDemo;
}

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
