import { describe, expect, it } from 'vitest';
import { demoRibbonKey } from '../../../src/app/chrome/demo-ribbon';
import { demoProviders, demoWarning } from '../../../server/services/meta/demo-mode';
import { demoAttribute, demoFromPage } from '../../../src/protocol/demo-page';

describe('demo ribbon', () => {
  it('names what is simulated, and shows nothing when nothing is or before the server answers', () => {
    expect(demoRibbonKey({ signIn: true, payments: true })).toBe('demo.ribbon.both');
    expect(demoRibbonKey({ signIn: true, payments: false })).toBe('demo.ribbon.signIn');
    expect(demoRibbonKey({ signIn: false, payments: true })).toBe('demo.ribbon.payments');
    expect(demoRibbonKey({ signIn: false, payments: false })).toBeNull();
    expect(demoRibbonKey(undefined)).toBeNull();
  });
});

describe("the served page's demo flags", () => {
  it('round-trip through the root element, and say nothing when the page does not', () => {
    for (const demo of [
      { signIn: true, payments: true },
      { signIn: true, payments: false },
      { signIn: false, payments: true },
      { signIn: false, payments: false },
    ])
      expect(demoFromPage(demoAttribute(demo))).toEqual(demo);
    expect(demoAttribute({ signIn: false, payments: false })).toBe('');
    expect(demoFromPage(undefined)).toBeUndefined();
  });
});

describe('demo providers', () => {
  it('counts local sign-in only while no real Steam endpoint replaces it', () => {
    expect(demoProviders({ localAuth: true, steamOpenIdEndpoint: undefined, paymentSandbox: false })).toEqual(
      { signIn: true, payments: false },
    );
    expect(
      demoProviders({
        localAuth: true,
        steamOpenIdEndpoint: 'https://steamcommunity.com/openid/login',
        paymentSandbox: true,
      }),
    ).toEqual({
      signIn: false,
      payments: true,
    });
  });

  it('warns in one line naming the settings that are on, and not at all when none is', () => {
    const both = demoWarning({ signIn: true, payments: true });
    expect(both).toContain('LOCAL_AUTH');
    expect(both).toContain('PAYMENT_SANDBOX');
    expect(both).not.toContain('\n');
    expect(demoWarning({ signIn: false, payments: true })).not.toContain('LOCAL_AUTH');
    expect(demoWarning({ signIn: false, payments: false })).toBeNull();
    expect(demoWarning({ signIn: false, payments: false }, false, false, true)).toMatch(
      /^demo mode: the mail catcher \(MAIL_CATCHER: .*\/dev\/mail/,
    );
  });
});
