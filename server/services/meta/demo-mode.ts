/**
 * Which demo providers a configuration turns on, and the start-up warning that names them. Whether they may be on
 * at all is config.ts's rule: only with DEMO=1 or when nothing real is configured, never beside a real setting.
 */
import type { SiteDemo } from '../../../src/protocol/meta';
import type { Config } from '../../config';

/** The demo providers in use: local sign-in only when no real Steam endpoint replaces it (routes/v1/auth.ts). */
export function demoProviders(
  config: Pick<Config, 'localAuth' | 'steamOpenIdEndpoint' | 'paymentSandbox'>,
): SiteDemo {
  return { signIn: config.localAuth && !config.steamOpenIdEndpoint, payments: config.paymentSandbox };
}

/**
 * One log line naming the demo providers that are on (`tradeSandbox`: TRADE_SANDBOX, `localBeacon`: BEACON=local,
 * `mailCatcher`: MAIL_CATCHER), or null when none is.
 */
export function demoWarning(
  demo: SiteDemo,
  tradeSandbox = false,
  localBeacon = false,
  mailCatcher = false,
): string | null {
  const on = [
    demo.signIn ? 'local sign-in (LOCAL_AUTH: anyone can create a profile and sign in without Steam)' : '',
    demo.payments ? 'sandbox payments (PAYMENT_SANDBOX: top-ups are credited without paying)' : '',
    tradeSandbox
      ? 'sandbox trades (TRADE_SANDBOX: withdrawn items are reported delivered but never leave)'
      : '',
    localBeacon ? 'the local beacon (BEACON=local: battles are sealed by a chain the operator signs)' : '',
    mailCatcher
      ? 'the mail catcher (MAIL_CATCHER: mails are kept on this server, readable at /dev/mail, never delivered)'
      : '',
  ].filter(Boolean);
  if (on.length === 0) return null;
  const list = on.length > 1 ? `${on.slice(0, -1).join(', ')} and ${on[on.length - 1]}` : on[0];
  return `demo mode: ${list} ${on.length > 1 ? 'are' : 'is'} on; turn ${on.length > 1 ? 'them' : 'it'} off for a real deployment`;
}
