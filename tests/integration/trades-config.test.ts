/**
 * The trade sandbox follows the payment sandbox's rules: on by default outside production, off by default in
 * production and refused there when asked for (one line naming TRADE_SANDBOX), and named by the demo-mode warning.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { demoProviders, demoWarning } from '../../server/services/meta/demo-mode';

const prod = { NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(40), PUBLIC_URL: 'https://casearena.example' };

describe('the trade sandbox setting', () => {
  it('is on outside production with quick defaults, and can be turned off or told how offers end', () => {
    expect(loadConfig({}).trades).toEqual({
      sandbox: true,
      sandboxOutcome: 'accepted',
      sandboxSendMs: 2000,
      sandboxSettleMs: 6000,
      scheduler: true,
      tickMs: 1000,
    });
    expect(loadConfig({ TRADE_SANDBOX: '0', TRADE_SANDBOX_OUTCOME: 'expired' }).trades).toMatchObject({
      sandbox: false,
      sandboxOutcome: 'expired',
    });
    expect(() => loadConfig({ TRADE_SANDBOX_OUTCOME: 'maybe' })).toThrow(/^TRADE_SANDBOX_OUTCOME must be/);
    expect(() => loadConfig({ TRADE_SANDBOX_SETTLE_MS: '-1' })).toThrow(
      /^TRADE_SANDBOX_SETTLE_MS must be >= 0/,
    );
  });

  it('is off in production, and a production start with it on is refused with one line naming it', () => {
    expect(loadConfig(prod).trades.sandbox).toBe(false);
    for (const on of ['1', 'true', 'on', 'YES']) {
      let err: unknown = null;
      try {
        loadConfig({ ...prod, TRADE_SANDBOX: on });
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as Error).message).toMatch(/^TRADE_SANDBOX must be off in production \(/);
      expect((err as Error).message).not.toContain('\n');
    }
  });

  it('is named by the demo-mode warning while on', () => {
    const config = loadConfig({ LOCAL_AUTH: '0', PAYMENT_SANDBOX: '0' });
    expect(demoWarning(demoProviders(config), config.trades.sandbox)).toMatch(
      /^demo mode: sandbox trades \(TRADE_SANDBOX/,
    );
    const all = demoWarning({ signIn: true, payments: true }, true);
    expect(all).toMatch(/LOCAL_AUTH.*, sandbox payments.* and sandbox trades \(TRADE_SANDBOX/);
    expect(demoWarning({ signIn: false, payments: false }, false)).toBeNull();
  });
});
