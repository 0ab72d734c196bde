/**
 * The local (demo) OpenID provider behind a load balancer: the picker's approve and the callback's
 * check_authentication may reach different processes of one site, so an assertion one process signs must be confirmed
 * by another with the same key (one AUTH_SECRET), and by nothing with another key.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LocalOpenIdProvider } from '../../../server/services/auth/local-openid-provider';

const endpoint = 'https://casearena.example/api/v1/auth/local-provider';
const returnTo = 'https://casearena.example/api/v1/auth/steam/callback?state=s';

/** The check_authentication body a site posts back for an assertion. */
function checkBody(p: Record<string, string>): string {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(p)) form.set(`openid.${k}`, v);
  form.set('openid.mode', 'check_authentication');
  return form.toString();
}

describe('LocalOpenIdProvider across processes', () => {
  it('another process with the same key confirms the assertion, once', () => {
    const key = randomBytes(32);
    const a = new LocalOpenIdProvider(key);
    const b = new LocalOpenIdProvider(Buffer.from(key));
    const assertion = a.assert(a.createProfile('Alice').steamId, returnTo, endpoint, Date.now());
    expect(b.checkAuthentication(checkBody(assertion), endpoint)).toMatch(/is_valid:true/);
    // The same process never confirms one assertion twice (the site also spends its nonce in openid_nonces).
    expect(b.checkAuthentication(checkBody(assertion), endpoint)).toMatch(/is_valid:false/);
  });

  it('a provider with another key confirms nothing', () => {
    const a = new LocalOpenIdProvider(randomBytes(32));
    const other = new LocalOpenIdProvider(randomBytes(32));
    const assertion = a.assert(a.createProfile('Mallory').steamId, returnTo, endpoint, Date.now());
    expect(other.checkAuthentication(checkBody(assertion), endpoint)).toMatch(/is_valid:false/);
    // Its own forgery with the right handle but a wrong signature is refused too.
    expect(
      a.checkAuthentication(checkBody({ ...assertion, sig: Buffer.alloc(32).toString('base64') }), endpoint),
    ).toMatch(/is_valid:false/);
  });
});
