// A player case in a battle pays its creator like an opening on the case page: 1% (rounded down) of what the
// players' seats paid for it, from the battle pot, once, in the settlement; bots' seats (house money) and the
// creator's own seat pay nothing and do not count toward the case's rank.
import { describe, expect, it } from 'vitest';
import { creatorShare } from '../../src/domain/player-cases';
import { coins, ledgerProblems } from './catalog-helpers';
import { FAST, player, post, waitFinished, type BattleJson } from './battle-helpers';
import { appForSuite, fund, makeApp, testConfig, testDatabases } from './helpers';
import { catalogItems, createCase, type Auth } from './player-cases-helpers';

describe.each(testDatabases)('player cases in battles on $name', (kind) => {
  const wide = { max: 1_000_000, perMs: 60_000 };
  const h = appForSuite(() =>
    makeApp(kind, {
      battleTimeScale: FAST,
      rateLimits: { ...testConfig().rateLimits, open: wide, read: wide },
    }),
  );
  const mine = async (auth: Auth) =>
    (await h.app.inject({ url: '/api/v1/case/mine', headers: auth })).json().data;
  const shareTxs = (battleId: string) =>
    h.db.kysely
      .selectFrom('ledger_transactions')
      .selectAll()
      .where('kind', '=', 'case_creator')
      .where('ref', '=', battleId)
      .execute();

  /** A creator and their public case of the two dearest catalog items (1% of its price is whole cents). */
  const makerWithCase = async (name: string) => {
    const maker = await player(h.db, 0, 'maker');
    const [a, b] = (await catalogItems(h.db)).slice(-2);
    const made = await createCase(h.app, maker.auth, {
      name,
      visibility: 'public',
      items: [
        { itemID: a.id, chance: 50000 },
        { itemID: b.id, chance: 50000 },
      ],
    });
    return { maker, made };
  };

  /** Creates a 1v1 of `quantity` rounds of the case by `creator`, seats `second` (a player, or a bot), plays it out. */
  const playBattle = async (
    caseId: string,
    quantity: number,
    creator: { auth: Auth },
    second: { auth: Auth } | 'bot',
  ): Promise<BattleJson> => {
    const created = await post(
      h.app,
      '/battle/create',
      { cases: [{ caseID: caseId, quantity }], type: 'single', players: 2, mode: 'default' },
      creator.auth,
    );
    expect(created.status).toBe(200);
    const id = (created.body.data as BattleJson).id;
    const seat =
      second === 'bot'
        ? await post(h.app, '/battle/bot', { battleID: id, slot: 2 }, creator.auth)
        : await post(h.app, '/battle/join', { battleID: id, slot: 2 }, second.auth);
    expect(seat.status).toBe(200);
    return waitFinished(h.app, id);
  };

  it("pays the creator 1% of the players' seats once when the battle settles, nothing for a bot's seat", async () => {
    const { maker, made } = await makerWithCase('Battle Share');
    const fan = await player(h.db, made.price * 2, 'fan');
    const battle = await playBattle(made.id, 2, fan, 'bot');
    // Two openings paid by the fan; the bot's two are the house's money.
    const share = creatorShare(made.price * 2);
    expect(share).toBeGreaterThan(0);
    expect(await coins(h.db, maker.userId)).toBe(share);
    const txs = await shareTxs(battle.id);
    expect(txs).toHaveLength(1);
    expect(txs[0]).toMatchObject({ user_id: maker.userId, idem_key: `case-creator:battle:${battle.id}:0` });
    expect((await mine(maker.auth)).list[0]).toMatchObject({ id: made.id, openings: 2, earnings: share });
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('pays the creator nothing for their own seat and counts only the rival seat', async () => {
    const { maker, made } = await makerWithCase('Own Battle');
    await fund(h.db, maker.userId, made.price);
    const rival = await player(h.db, made.price, 'rival');
    const battle = await playBattle(made.id, 1, maker, rival);
    const share = creatorShare(made.price);
    const txs = await shareTxs(battle.id);
    expect(txs).toHaveLength(1);
    // The rival's seat pays the share; the maker's own seat pays nothing (the winner's items are loot, not coins).
    expect(await coins(h.db, maker.userId)).toBe(share);
    expect((await mine(maker.auth)).list[0]).toMatchObject({ openings: 1, earnings: share });
    expect(await ledgerProblems(h.db)).toEqual([]);
  });
});
