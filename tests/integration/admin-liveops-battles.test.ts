/**
 * Staff cancel a stuck battle (server/services/liveops/battles.ts): every seat is refunded exactly once however many
 * cancels race (50 at once), a healthy running or finished battle is refused with its reason, and the audit entry
 * is written in the cancel's transaction.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { balanceOf, userAccount } from '../../server/services/ledger/ledger';
import { BOT_BANK } from '../../server/services/battles/store';
import {
  cancelStuckBattle,
  findBattles,
  staffBattle,
  type HealthContext,
} from '../../server/services/liveops/battles';
import type { LiveopsAuditEntry } from '../../server/services/liveops/audit-hook';
import { AppError } from '../../server/errors';
import { ledgerMismatches } from './accounts-helpers';
import { ledgerProblems } from './catalog-helpers';
import { detail, fullBattle, waitFor } from './battle-helpers';
import { createSignedInUser, makeApp, testDatabases } from './helpers';
import { adminCall, auditRows, createStaff } from './admin-helpers';
import { MsgType } from '../../src/protocol/message-types';
import type { Db } from '../../server/db/database';

const ctxOf = (app: FastifyInstance): HealthContext => ({
  ttlMs: app.config.battleLease.ttlMs,
  timing: app.battles.deps.timing,
  chain: app.beacon.chain,
});

describe.each(testDatabases)('staff cancel a stuck battle on $name', (kind) => {
  let closeApp: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await closeApp?.();
    closeApp = null;
  });
  async function start(over: { scale: number; ttlMs: number }) {
    const made = await makeApp(kind, {
      battleTimeScale: over.scale,
      battleLease: { ttlMs: over.ttlMs, giveUpMs: 600_000 },
    });
    closeApp = made.close;
    return made;
  }
  const recorder = () => {
    const entries: LiveopsAuditEntry[] = [];
    return { entries, hook: async (_trx: unknown, e: LiveopsAuditEntry) => void entries.push(e) };
  };

  /** A filled battle nobody runs: this app's runner stopped before the fill, as a process that died. */
  async function stuckBattle(app: FastifyInstance, db: Db) {
    await app.battles.runner.close({ release: false });
    const b = await fullBattle(app, db, 2);
    return b;
  }

  it('50 cancels at once refund every seat once; the battle ends cancelled and audited once', async () => {
    const { app, db } = await start({ scale: 1, ttlMs: 300 });
    const bankBefore = await balanceOf(db.kysely, BOT_BANK);
    const b = await stuckBattle(app, db);
    for (const p of b.players) expect(await balanceOf(db.kysely, userAccount(p, 'coin'))).toBe(0);
    // Stuck once nobody took its lease for a lease's ttl after the fill.
    await waitFor(
      async () => (await staffBattle(db.kysely, b.id, Date.now(), ctxOf(app))).health === 'stuck',
    );
    const found = await findBattles(db.kysely, { state: 'stuck' }, Date.now(), ctxOf(app));
    expect(found.map((x) => x.id)).toContain(b.id);
    expect(found.find((x) => x.id === b.id)?.stuck).toBe('no_owner');

    const audit = recorder();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        cancelStuckBattle(db, b.id, 'stuck after a crash', Date.now(), ctxOf(app), audit.hook),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') {
        expect(r.reason).toBeInstanceOf(AppError);
        expect((r.reason as AppError).code).toBe('battle_finished');
      }
    // Each player has exactly their stake back, the bot's went back to the bot bank.
    for (const p of b.players) expect(await balanceOf(db.kysely, userAccount(p, 'coin'))).toBe(b.cost);
    expect(await balanceOf(db.kysely, BOT_BANK)).toBe(bankBefore);
    const refunds = await db.kysely
      .selectFrom('ledger_transactions')
      .select('idem_key')
      .where('idem_key', 'like', `battle-refund:${b.id}:%`)
      .execute();
    expect(refunds).toHaveLength(3);
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({
      action: 'liveops.battle.cancel',
      targetId: b.id,
      reason: 'stuck after a crash',
    });
    const after = await detail(app, b.id);
    expect(after.status).toBe('finished');
    expect(after.cancelled).toBe(true);
    expect(await ledgerMismatches(db)).toEqual([]);
    expect(await ledgerProblems(db)).toEqual([]);
  });

  it('refuses a battle that runs normally, one that finished, a missing one and a blank reason', async () => {
    const { app, db } = await start({ scale: 1, ttlMs: 15_000 });
    const audit = recorder();
    const b = await fullBattle(app, db, 2);
    await waitFor(async () => (await staffBattle(db.kysely, b.id, Date.now(), ctxOf(app))).lease !== null);
    const code = (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        (e: unknown) => (e instanceof AppError ? `${e.statusCode} ${e.code}` : String(e)),
      );
    expect(await code(cancelStuckBattle(db, b.id, 'looks slow', Date.now(), ctxOf(app), audit.hook))).toBe(
      '409 battle_running',
    );
    expect(await code(cancelStuckBattle(db, b.id, '   ', Date.now(), ctxOf(app), audit.hook))).toBe(
      '400 reason_required',
    );
    expect(await code(cancelStuckBattle(db, 'nope', 'x', Date.now(), ctxOf(app), audit.hook))).toBe(
      '404 battle_not_found',
    );
    // Still played to its end, paying nobody twice; then a cancel is refused as finished.
    await waitFor(async () => {
      await new Promise((r) => setTimeout(r, 200));
      return (await staffBattle(db.kysely, b.id, Date.now(), ctxOf(app))).health === 'finished';
    }, 30_000);
    expect(await code(cancelStuckBattle(db, b.id, 'late', Date.now(), ctxOf(app), audit.hook))).toBe(
      '409 battle_finished',
    );
    expect(audit.entries).toHaveLength(0);
  }, 40_000);

  it('over the API: an admin cancels (audited, watchers told), support reads only, a player is refused; the banner', async () => {
    const { app, db } = await start({ scale: 1, ttlMs: 300 });
    const admin = await createStaff(app, db, 'admin');
    const support = await createStaff(app, db, 'support');
    const someone = await createSignedInUser(db, 'someone');
    const told: { type: number; payload: Record<string, unknown> }[] = [];
    app.tapBattleEvents((_channel, type, payload) =>
      told.push({ type, payload: payload as Record<string, unknown> }),
    );
    const b = await stuckBattle(app, db);
    await waitFor(
      async () => (await staffBattle(db.kysely, b.id, Date.now(), ctxOf(app))).health === 'stuck',
    );

    const look = await adminCall(app, support, 'GET', `/liveops/battles?player=${b.players[1]}`);
    expect(look.statusCode).toBe(200);
    expect(look.json().data.list.map((x: { id: string }) => x.id)).toEqual([b.id]);
    const path = `/liveops/battles/${b.id}/cancel`;
    expect((await adminCall(app, support, 'POST', path, { reason: 'stuck' })).statusCode).toBe(403);
    const player = await app.inject({
      method: 'POST',
      url: `/api/admin/v1${path}`,
      headers: someone.auth,
      payload: { reason: 'x' },
    });
    expect(player.statusCode).toBe(403);
    const blank = await adminCall(app, admin, 'POST', path, { reason: '' });
    expect([blank.statusCode, blank.json().error.code]).toEqual([400, 'reason_required']);
    const auditBefore = (await auditRows(db)).length;

    const res = await adminCall(app, admin, 'POST', path, { reason: 'process died' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.battle).toMatchObject({ id: b.id, health: 'cancelled', cancelled: true });
    expect(res.json().data.refunds).toHaveLength(3);
    for (const p of b.players) expect(await balanceOf(db.kysely, userAccount(p, 'coin'))).toBe(b.cost);
    const again = await adminCall(app, admin, 'POST', path, { reason: 'twice' });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'battle_finished']);
    const rows = await auditRows(db);
    expect(rows).toHaveLength(auditBefore + 1);
    expect(rows.at(-1)).toMatchObject({
      action: 'liveops.battle.cancel',
      target_id: b.id,
      reason: 'process died',
    });
    // Its watchers and the lobby hear the cancel as any cancelled battle.
    expect(
      told.some(
        (e) => e.type === MsgType.finished && e.payload.battleID === b.id && e.payload.cancelled === true,
      ),
    ).toBe(true);

    // The site banner: posted by an admin, answered to every visitor; English stands in for a missing locale.
    const now = Date.now();
    const bad = await adminCall(app, admin, 'POST', '/liveops/banners', {
      kind: 'info',
      messages: { de: 'Nur Deutsch' },
      startsAt: now,
      endsAt: now + 60_000,
    });
    expect(bad.statusCode).toBe(400);
    const posted = await adminCall(app, admin, 'POST', '/liveops/banners', {
      kind: 'warning',
      messages: { en: 'Maintenance at 18:00 UTC', de: 'Wartung um 18:00 UTC' },
      startsAt: now - 1000,
      endsAt: now + 60_000,
    });
    expect(posted.statusCode).toBe(200);
    const pub = await app.inject({ url: '/api/v1/meta/banner' });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data.banner).toMatchObject({
      kind: 'warning',
      messages: { en: 'Maintenance at 18:00 UTC', de: 'Wartung um 18:00 UTC' },
    });
    expect(pub.json().data.banner.messages.fr).toBeUndefined();
    const ended = await adminCall(app, admin, 'POST', `/liveops/banners/${posted.json().data.id}/end`, {});
    expect(ended.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/v1/meta/banner' })).json().data.banner).toBe(null);
    expect((await auditRows(db)).map((r) => r.action).slice(-2)).toEqual([
      'liveops.banner.create',
      'liveops.banner.end',
    ]);
  });
});
