// The creator's share on the real database: an opening by another player pays the creator 1% (rounded down) from
// the house's case account once, in the opening's transaction (a failed or retried opening pays nothing more);
// the creator's own openings and shares that round to 0 pay nothing; players opening each other's cases at the
// same time all settle and the ledger balances.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openCases } from '../../server/services/cases/open';
import { balanceOf, shardedHouseAccount } from '../../server/services/ledger/ledger';
import { creatorShare } from '../../src/domain/player-cases';
import { CREATOR_SHARE_BPS } from '../../src/domain/player-cases';
import { coins, ledgerProblems } from './catalog-helpers';
import { appForSuite, createSignedInUser, fund, testDatabases } from './helpers';
import { catalogItems, createCase, makePlayerCaseApp, openCase, type Auth } from './player-cases-helpers';

describe.each(testDatabases)('the creator share on $name', (kind) => {
  const h = appForSuite(() => makePlayerCaseApp(kind));
  const houseCases = () => balanceOf(h.db.kysely, shardedHouseAccount('cases', 'coin'));
  const creatorTxs = async (openingId: string) =>
    h.db.kysely
      .selectFrom('ledger_transactions')
      .selectAll()
      .where('idem_key', '=', `case-creator:${openingId}`)
      .execute();
  const mine = async (auth: Auth) =>
    (await h.app.inject({ url: '/api/v1/case/mine', headers: auth })).json().data;

  /** A case of two dear items, so that 1% of its price is whole cents. */
  const dearCase = async (auth: Auth, name: string) => {
    const items = await catalogItems(h.db);
    const [a, b] = items.slice(-2);
    return createCase(h.app, auth, {
      name,
      visibility: 'public',
      items: [
        { itemID: a.id, chance: 50000 },
        { itemID: b.id, chance: 50000 },
      ],
    });
  };

  it("pays the creator 1% of another player's opening, once, even when the opening is retried", async () => {
    const maker = await createSignedInUser(h.db, 'maker');
    const made = await dearCase(maker.auth, 'Share Once');
    const share = Math.floor((made.price * 2 * CREATOR_SHARE_BPS) / 10_000);
    expect(share).toBeGreaterThan(0);
    expect(creatorShare(made.price * 2)).toBe(share);

    const opener = await createSignedInUser(h.db, 'opener');
    await fund(h.db, opener.userId, made.price * 2);
    const houseBefore = await houseCases();
    const key = randomBytes(6).toString('hex');
    const first = await openCase(h.app, opener.auth, { caseID: made.id, count: 2, idempotencyKey: key });
    expect(first.statusCode).toBe(200);
    const again = await openCase(h.app, opener.auth, { caseID: made.id, count: 2, idempotencyKey: key });
    expect(again.statusCode).toBe(200);
    const openingId = first.json().data.opening.id;
    expect(again.json().data.opening.id).toBe(openingId);

    expect(await coins(h.db, maker.userId)).toBe(share);
    expect(await coins(h.db, opener.userId)).toBe(0);
    expect(await houseCases()).toBe(houseBefore + made.price * 2 - share);
    const txs = await creatorTxs(openingId);
    expect(txs).toHaveLength(1);
    expect(txs[0]).toMatchObject({ kind: 'case_creator', user_id: maker.userId, ref: openingId });
    // Written by the opening's own transaction: the same moment as its debit.
    const debit = await h.db.kysely
      .selectFrom('ledger_transactions')
      .select('created_at')
      .where('kind', '=', 'case_open')
      .where('ref', '=', openingId)
      .executeTakeFirstOrThrow();
    expect(Number(txs[0].created_at)).toBe(Number(debit.created_at));

    const list = await mine(maker.auth);
    expect(list.list[0]).toMatchObject({ id: made.id, openings: 2, openings24h: 2, earnings: share });
    expect(list.totalEarnings).toBe(share);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('pays nothing and counts nothing when the opening fails', async () => {
    const maker = await createSignedInUser(h.db);
    const made = await dearCase(maker.auth, 'Share Failed');
    const opener = await createSignedInUser(h.db);
    await fund(h.db, opener.userId, made.price - 1);
    const res = await openCase(h.app, opener.auth, { caseID: made.id });
    expect(res.statusCode).toBe(409);
    expect(await coins(h.db, maker.userId)).toBe(0);
    expect((await mine(maker.auth)).list[0]).toMatchObject({ openings: 0, earnings: 0 });
  });

  it('pays the creator nothing for opening their own case, and does not count those openings', async () => {
    const maker = await createSignedInUser(h.db);
    const made = await dearCase(maker.auth, 'Own Openings');
    await fund(h.db, maker.userId, made.price * 3);
    expect((await openCase(h.app, maker.auth, { caseID: made.id, count: 3 })).statusCode).toBe(200);
    expect(await coins(h.db, maker.userId)).toBe(0);
    const list = await mine(maker.auth);
    expect(list.list[0]).toMatchObject({ openings: 0, openings24h: 0, earnings: 0 });
    expect(list.totalEarnings).toBe(0);
    const shares = await h.db.kysely
      .selectFrom('ledger_transactions')
      .select('id')
      .where('kind', '=', 'case_creator')
      .where('user_id', '=', maker.userId)
      .execute();
    expect(shares).toEqual([]);
  });

  it('pays nothing when 1% rounds down to 0 cents', async () => {
    const maker = await createSignedInUser(h.db);
    const items = await catalogItems(h.db);
    const made = await createCase(h.app, maker.auth, {
      name: 'Penny Case',
      visibility: 'public',
      items: [
        { itemID: items[0].id, chance: 50000 },
        { itemID: items[1].id, chance: 50000 },
      ],
    });
    expect(made.price).toBeLessThan(100);
    const opener = await createSignedInUser(h.db);
    await fund(h.db, opener.userId, made.price);
    const res = await openCase(h.app, opener.auth, { caseID: made.id });
    expect(res.statusCode).toBe(200);
    expect(await creatorTxs(res.json().data.opening.id)).toEqual([]);
    expect(await coins(h.db, maker.userId)).toBe(0);
    expect((await mine(maker.auth)).list[0]).toMatchObject({ openings: 1, earnings: 0 });
  });

  it("settles players opening each other's cases at once, each share paid once", async () => {
    const a = await createSignedInUser(h.db, 'alpha');
    const b = await createSignedInUser(h.db, 'bravo');
    const caseA = await dearCase(a.auth, 'Alpha Crossfire');
    const caseB = await dearCase(b.auth, 'Bravo Crossfire');
    const rounds = 6;
    await fund(h.db, a.userId, caseB.price * rounds);
    await fund(h.db, b.userId, caseA.price * rounds);
    const answers = await Promise.all(
      Array.from({ length: rounds }, () => [
        openCase(h.app, a.auth, { caseID: caseB.id }),
        openCase(h.app, b.auth, { caseID: caseA.id }),
      ]).flat(),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    expect(await coins(h.db, a.userId)).toBe(creatorShare(caseA.price) * rounds);
    expect(await coins(h.db, b.userId)).toBe(creatorShare(caseB.price) * rounds);
    expect((await mine(a.auth)).list[0]).toMatchObject({
      openings: rounds,
      earnings: creatorShare(caseA.price) * rounds,
    });
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('counts an opening made through the service at an earlier time in all-time openings only', async () => {
    const maker = await createSignedInUser(h.db);
    const made = await dearCase(maker.auth, 'Old Openings');
    const opener = await createSignedInUser(h.db);
    await fund(h.db, opener.userId, made.price * 2);
    await openCases(h.db, opener.userId, { caseId: made.id, count: 2 }, Date.now() - 2 * 86_400_000);
    expect((await mine(maker.auth)).list[0]).toMatchObject({
      openings: 2,
      openings24h: 0,
      earnings: creatorShare(made.price * 2),
    });
  });
});
