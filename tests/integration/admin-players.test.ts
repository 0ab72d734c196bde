/**
 * The back office's Players area (issue 29): search, a player's page and ledger, notes, mutes, sessions, and holds
 * the product enforces (a withdraw hold refuses withdrawals, a play hold refuses openings, battles, upgrades).
 */
import { describe, expect, it } from 'vitest';
import { appForSuite, createSignedInUser, fund, testDatabases } from './helpers';
import { adminCall, auditRows, createStaff } from './admin-helpers';
import { battleLoot } from './catalog-helpers';
import { cheapCases, post } from './battle-helpers';
import { makeTradeApp, ownTradeUrl, saveTradeUrl, withdraw } from './trades-helpers';
import { isMuted } from '../../server/services/admin/holds';
import { verifyAuditChain } from '../../server/services/admin/audit';

describe.each(testDatabases)('players area ($name)', (kind) => {
  const ctx = appForSuite(() => makeTradeApp(kind));

  it('finds a player by name, SteamID and id; any staff role reads the page and the ledger with causes', async () => {
    const finance = await createStaff(ctx.app, ctx.db, 'finance');
    const p = await createSignedInUser(ctx.db, 'Findable_Zed');
    await fund(ctx.db, p.userId, 12_345);
    const steamId = (
      await ctx.db.kysely
        .selectFrom('users')
        .select('steam_id')
        .where('id', '=', p.userId)
        .executeTakeFirstOrThrow()
    ).steam_id;
    for (const q of ['findable_z', steamId, p.userId]) {
      const res = await adminCall(ctx.app, finance, 'GET', `/players/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      expect(
        res.json().data.players.map((x: { userId: string }) => x.userId),
        q,
      ).toContain(p.userId);
    }
    const page = await adminCall(ctx.app, finance, 'GET', `/players/${p.userId}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.balances).toContainEqual({ currency: 'coin', balance: 12_345 });
    const ledger = await adminCall(ctx.app, finance, 'GET', `/players/${p.userId}/ledger`);
    expect(ledger.json().data.lines[0]).toMatchObject({
      amount: 12_345,
      currency: 'coin',
      kind: 'test_fund',
    });
    const missing = await adminCall(ctx.app, finance, 'GET', '/players/00000000-0000-0000-0000-000000000000');
    expect(missing.statusCode).toBe(404);
  });

  it('lets support act and refuses finance (403) with no audit entry', async () => {
    const finance = await createStaff(ctx.app, ctx.db, 'finance');
    const p = await createSignedInUser(ctx.db, 'target');
    const before = (await auditRows(ctx.db)).length;
    const res = await adminCall(ctx.app, finance, 'POST', `/players/${p.userId}/holds`, {
      kind: 'play',
      reason: 'x',
    });
    expect(res.statusCode).toBe(403);
    expect((await auditRows(ctx.db)).length).toBe(before);
  });

  it('holds withdrawals: the player is refused withdraw_on_hold until the hold is lifted, each step audited', async () => {
    const support = await createStaff(ctx.app, ctx.db, 'support');
    const p = await createSignedInUser(ctx.db, 'withdrawer');
    const [lootId] = await battleLoot(ctx.db, p.userId, 1, 500);
    expect((await saveTradeUrl(ctx.app, p.auth, await ownTradeUrl(ctx.db, p.userId))).statusCode).toBe(200);

    const noReason = await adminCall(ctx.app, support, 'POST', `/players/${p.userId}/holds`, {
      kind: 'withdraw',
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.code).toBe('reason_required');

    const placed = await adminCall(ctx.app, support, 'POST', `/players/${p.userId}/holds`, {
      kind: 'withdraw',
      reason: 'chargeback review',
    });
    expect(placed.statusCode).toBe(200);
    const hold = placed.json().data.holds[0];
    expect(hold).toMatchObject({ kind: 'withdraw', reason: 'chargeback review', liftedAt: null });
    const twice = await adminCall(ctx.app, support, 'POST', `/players/${p.userId}/holds`, {
      kind: 'withdraw',
      reason: 'again',
    });
    expect(twice.statusCode).toBe(409);

    const refused = await withdraw(ctx.app, p.auth, { lootIDs: [lootId], idempotencyKey: 'w-1' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('withdraw_on_hold');

    const lifted = await adminCall(ctx.app, support, 'POST', `/players/${p.userId}/holds/${hold.id}/lift`, {
      reason: 'cleared',
    });
    expect(lifted.statusCode).toBe(200);
    const allowed = await withdraw(ctx.app, p.auth, { lootIDs: [lootId], idempotencyKey: 'w-2' });
    expect(allowed.statusCode).toBe(200);

    const actions = (await auditRows(ctx.db)).filter((r) => r.target_id === p.userId).map((r) => r.action);
    expect(actions).toEqual(['players.hold.place', 'players.hold.lift']);
    expect((await verifyAuditChain(ctx.db.kysely)).ok).toBe(true);
  });

  it('holds play: case openings and battles are refused play_on_hold, the balance untouched', async () => {
    const support = await createStaff(ctx.app, ctx.db, 'support');
    const p = await createSignedInUser(ctx.db, 'gambler');
    await fund(ctx.db, p.userId, 1_000_000);
    await adminCall(ctx.app, support, 'POST', `/players/${p.userId}/holds`, {
      kind: 'play',
      reason: 'under review',
    });
    const [c] = await cheapCases(ctx.db, 1);
    const open = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/case/open',
      headers: p.auth,
      payload: { caseID: c.id, count: 1 },
    });
    expect(open.json().error?.code).toBe('play_on_hold');
    const battle = await post(
      ctx.app,
      '/battle/create',
      { cases: [{ caseID: c.id, quantity: 1 }], type: 'single', players: 2, mode: 'default' },
      p.auth,
    );
    expect(battle.status).toBe(403);
    expect(battle.body.error?.code).toBe('play_on_hold');
    const coins = (await adminCall(ctx.app, support, 'GET', `/players/${p.userId}`)).json().data.balances;
    expect(coins).toContainEqual({ currency: 'coin', balance: 1_000_000 });
  });

  it('records notes and mutes (isMuted follows), and revokes play sessions', async () => {
    const support = await createStaff(ctx.app, ctx.db, 'support');
    const p = await createSignedInUser(ctx.db, 'chatty');
    const note = await adminCall(ctx.app, support, 'POST', `/players/${p.userId}/notes`, {
      body: 'Asked about a refund',
    });
    expect(note.json().data.notes[0]).toMatchObject({
      body: 'Asked about a refund',
      authorId: support.userId,
    });
    expect(await isMuted(ctx.db, p.userId, Date.now())).toBe(false);
    const muted = await adminCall(ctx.app, support, 'POST', `/players/${p.userId}/mutes`, {
      minutes: 60,
      reason: 'spam',
    });
    const mute = muted.json().data.mutes[0];
    expect(mute.active).toBe(true);
    expect(await isMuted(ctx.db, p.userId, Date.now())).toBe(true);
    expect(await isMuted(ctx.db, p.userId, Date.now() + 61 * 60_000)).toBe(false);
    await adminCall(ctx.app, support, 'POST', `/players/${p.userId}/mutes/${mute.id}/lift`, {
      reason: 'appeal',
    });
    expect(await isMuted(ctx.db, p.userId, Date.now())).toBe(false);

    const sessions = (await adminCall(ctx.app, support, 'GET', `/players/${p.userId}`)).json().data.sessions;
    expect(sessions.filter((s: { active: boolean }) => s.active)).toHaveLength(1);
    const revoked = await adminCall(ctx.app, support, 'POST', `/players/${p.userId}/sessions/revoke`, {
      sessionId: sessions[0].id,
      reason: 'stolen',
    });
    expect(revoked.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: p.auth });
    expect(me.statusCode).toBe(401);
  });

  it('leaves no audit entry when the action fails', async () => {
    const support = await createStaff(ctx.app, ctx.db, 'support');
    const before = (await auditRows(ctx.db)).length;
    const ghost = await adminCall(
      ctx.app,
      support,
      'POST',
      '/players/00000000-0000-0000-0000-000000000000/holds',
      { kind: 'play', reason: 'x' },
    );
    expect(ghost.statusCode).toBe(404);
    const p = await createSignedInUser(ctx.db, 'nohold');
    const lift = await adminCall(ctx.app, support, 'POST', `/players/${p.userId}/holds/nope/lift`, {
      reason: 'x',
    });
    expect(lift.statusCode).toBe(404);
    expect((await auditRows(ctx.db)).length).toBe(before);
  });
});
