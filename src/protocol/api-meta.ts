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
