// The verifier's beacon block as markup: the version label, the in-browser signature check's verdict for automation,
// the round's times, and the public round link only where the chain has one.
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { BeaconCheck } from '../../../src/features/fairness/BeaconCheck';
import type { BattleProof } from '../../../src/features/fairness/verify-battle';
import type { BeaconCheck as Check } from '../../../src/domain/beacon-check';
import { i18n } from '../../../src/lib/i18n';

beforeAll(async () => {
  const en = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../../../locales/en.json'), 'utf8'),
  ) as Record<string, unknown>;
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

const CHAIN = 'c'.repeat(64);
const check = (over: Partial<Check> = {}): Check => ({
  chainInfo: {
    chain: CHAIN,
    scheme: 'bls-unchained-g1-rfc9380',
    publicKey: 'a'.repeat(192),
    genesis: 1_692_803_367,
    period: 3,
    source: 'drand',
    roundUrl: `https://api.drand.sh/${CHAIN}/public/{round}`,
  },
  trust: 'public',
  chainOk: true,
  round: 1234,
  verdict: 'ok',
  signatureOk: true,
  randomness: 'ab'.repeat(32),
  randomnessOk: true,
  publishedAt: (1_692_803_367 + 1233 * 3) * 1000,
  filledAt: (1_692_803_367 + 1232 * 3) * 1000 + 1500,
  expectedRound: 1234,
  roundOk: true,
  ok: true,
  ...over,
});
const proof = (c: Check | null): BattleProof =>
  ({
    fairness: c ? 2 : 1,
    filledAt: c?.filledAt ?? null,
    beacon: c ? { chain: CHAIN, round: c.round, randomness: c.randomness, signature: 'cd'.repeat(48) } : null,
    beaconCheck: c,
  }) as BattleProof;

describe('BeaconCheck', () => {
  it('shows version 2, a passing signature, both times and the public round', () => {
    const html = renderToStaticMarkup(<BeaconCheck proof={proof(check())} />);
    expect(html).toContain('Version 2');
    expect(html).toMatch(/data-testid="beacon-check" data-ok="yes" data-verdict="ok"/);
    expect(html).toContain(`href="https://api.drand.sh/${CHAIN}/public/1234"`);
    expect(html).toContain('Round 1,234 was published at');
    expect(html).toContain('It is the first round published after the battle filled.');
  });

  it('marks a refused signature and a late round, and links nothing for a local chain', () => {
    const c = check({
      verdict: 'bad_signature',
      signatureOk: false,
      roundOk: false,
      expectedRound: 1233,
      ok: false,
      chainInfo: { ...check().chainInfo!, source: 'local', roundUrl: null },
    });
    const html = renderToStaticMarkup(<BeaconCheck proof={proof(c)} />);
    expect(html).toMatch(/data-testid="beacon-check" data-ok="no" data-verdict="bad_signature"/);
    expect(html).toContain('(that is round 1,233)');
    expect(html).not.toContain('beacon-round-link');
  });

  it("says a quicknet round is checked against the pinned chain, and any other is the operator's own", () => {
    const pub = renderToStaticMarkup(<BeaconCheck proof={proof(check())} />);
    expect(pub).toMatch(/data-testid="beacon-trust" data-trust="public"/);
    expect(pub).toContain('drand quicknet, a public chain');
    const own = renderToStaticMarkup(<BeaconCheck proof={proof(check({ trust: 'operator' }))} />);
    expect(own).toMatch(/data-testid="beacon-trust" data-trust="operator"/);
    expect(own).toContain('The operator&#x27;s own chain: it proves the rolls follow the seeds');
  });

  it('shows the seal this browser witnessed, and flags a battle that changed since', () => {
    const c = check();
    const w = {
      battleID: 'b',
      chain: CHAIN,
      round: c.round,
      filledAt: c.filledAt!,
      receivedAt: c.filledAt! + 40,
      offsetMs: -12,
      publishedAt: c.publishedAt!,
      trust: 'operator' as const,
    };
    const html = renderToStaticMarkup(<BeaconCheck proof={proof(c)} witness={w} />);
    expect(html).toMatch(/data-testid="beacon-witness" data-ok="yes"/);
    expect(html).toContain('This browser saw it sealed before round 1,234 was public');
    expect(html).toContain('1,460 ms before');
    expect(html).toContain('-12 ms');
    const moved = renderToStaticMarkup(<BeaconCheck proof={proof(c)} witness={{ ...w, round: 1233 }} />);
    expect(moved).toMatch(/data-testid="beacon-witness" data-ok="no"/);
  });

  it('labels a version-1 battle and checks no beacon', () => {
    const html = renderToStaticMarkup(<BeaconCheck proof={proof(null)} />);
    expect(html).toContain('Version 1');
    expect(html).not.toContain('beacon-check');
  });
});
