// Issue 12, bad input: the same pending items sent at once into upgrades, exchanges and withdrawals. Each item is
// consumed by exactly one request, the coin wallet never goes below zero and moves by exactly what the accepted
// requests say, and the ledger sums to zero; every refusal is a 409 naming why, never a 5xx.
import { describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ExchangeResult } from '../../src/protocol/exchange';
import type { UpgradeResult } from '../../src/protocol/upgrade';
import { coins, ledgerProblems } from './catalog-helpers';
import { appForSuite, createSignedInUser, fund, testDatabases } from './helpers';
import { makeTradeApp, ownTradeUrl } from './trades-helpers';
import { itemBetween, lootWorth, newKey, outcome, statuses, type Auth } from './exchange-helpers';

/** What one parallel request tries with which of the player's items. */
interface Attempt {
  kind: 'upgrade' | 'exchange' | 'withdraw' | 'coins';
  loot: string[];
}

/** The loot status each kind of request leaves behind (a coins-only upgrade takes no item). */
const CONSUMED: Record<Attempt['kind'], string> = {
  upgrade: 'upgraded',
  exchange: 'exchanged',
  withdraw: 'withdrawing',
  coins: 'pending',
};

const COIN_STAKE = 1000;

function send(app: FastifyInstance, auth: Auth, a: Attempt, ids: { cheap: string; target: string }) {
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, headers: auth, payload });
  if (a.kind === 'exchange')
    return post('/exchange', { lootIDs: a.loot, itemIDs: [ids.cheap], idempotencyKey: newKey() });
  if (a.kind === 'withdraw') return post('/loot/withdraw', { lootIDs: a.loot, idempotencyKey: newKey() });
  return post('/upgrade/roll', {
    lootIDs: a.loot,
    coins: a.kind === 'coins' ? COIN_STAKE : 0,
    targetItemID: ids.target,
    idempotencyKey: newKey(),
  });
}

describe.each(testDatabases)(
  'the same skins in parallel upgrades, exchanges and withdrawals on $name',
  (kind) => {
    // The trade settlement stays off: a withdrawal stays `withdrawing` while the test looks.
    const h = appForSuite(() => makeTradeApp(kind));

    // Each round leads with another kind, so the first request served differs from round to round.
    it.each([
      ['an upgrade', 0],
      ['an exchange', 1],
      ['a withdrawal', 3],
    ])(
      '20 requests at once, led by %s: each item consumed once, no wallet below zero, the ledger balanced',
      async (_lead, shift) => {
        const u = await createSignedInUser(h.db);
        const startCoins = 2500;
        await fund(h.db, u.userId, startCoins);
        await h.db.kysely
          .updateTable('users')
          .set({ trade_url: await ownTradeUrl(h.db, u.userId) })
          .where('id', '=', u.userId)
          .execute();
        const [a, b, c] = await lootWorth(h.db, u.userId, [1000, 1000, 1000]);
        // Stakes of 1000 to 3000 against a target near 10000 stay within the upgrader's 1%..80%.
        const ids = {
          target: (await itemBetween(h.db, 8000, 12_000)).id,
          cheap: (await itemBetween(h.db, 1, 500)).id,
        };
        const sets = [[a, b], [b, c], [a], [c], [a, b, c]];
        const kinds: Attempt['kind'][] = ['upgrade', 'exchange', 'coins', 'withdraw', 'exchange'];
        const attempts: Attempt[] = Array.from({ length: 20 }, (_, i) => {
          const k = kinds[(i + shift) % kinds.length];
          return { kind: k, loot: k === 'coins' ? [] : sets[(i + Math.floor(i / 5)) % sets.length] };
        });
        const answers: LightMyRequestResponse[] = await Promise.all(
          attempts.map((t) => send(h.app, u.auth, t, ids)),
        );

        for (const r of answers) expect(r.statusCode, r.body).toBeLessThan(500);
        const refused = answers.filter((r) => r.statusCode !== 200);
        expect(
          refused.every((r) => r.statusCode === 409),
          refused.map((r) => r.body).join(),
        ).toBe(true);
        for (const r of refused) expect(['loot_not_pending', 'insufficient_balance']).toContain(outcome(r));

        const accepted = attempts.filter((_, i) => answers[i].statusCode === 200);
        const itemTakers = accepted.filter((t) => t.loot.length > 0);
        expect(itemTakers.length).toBeGreaterThan(0);
        const taken = itemTakers.flatMap((t) => t.loot);
        expect(new Set(taken).size).toBe(taken.length);
        const expected = [a, b, c].map((l) => {
          const taker = itemTakers.find((t) => t.loot.includes(l));
          return taker ? CONSUMED[taker.kind] : 'pending';
        });
        expect(await statuses(h.db, [a, b, c])).toEqual(expected);

        // Coins: the start, less every accepted coin stake, plus every accepted exchange's change.
        let wallet = startCoins;
        answers.forEach((r, i) => {
          if (r.statusCode !== 200) return;
          if (attempts[i].kind === 'coins') wallet -= r.json<{ data: UpgradeResult }>().data.coins;
          if (attempts[i].kind === 'exchange') wallet += r.json<{ data: ExchangeResult }>().data.change;
        });
        expect(await coins(h.db, u.userId)).toBe(wallet);
        expect(wallet).toBeGreaterThanOrEqual(0);
        expect(await ledgerProblems(h.db)).toEqual([]);
      },
    );
  },
);
