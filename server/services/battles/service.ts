/**
 * The battle service: create, join, leave, bots, templates, viewers and reads. After each commit it reads the battle
 * back and publishes a domain event carrying it (server/kernel/events.ts); the realtime projection makes the
 * websocket messages of it (server/realtime/projections/battles.ts).
 */
import { sql } from 'kysely';
import { forbidden, notFound } from '../../errors';
import { ensureBots, pickBot } from '../bots/bots';
import { randomClientSeed, userCard } from '../users/users';
import { roundStartAt } from '../../../src/domain/battle-timing';
import { createBattle, type BattleSpec } from './create';
import type { BattleDeps } from './ports';
import { eventBusOf, type DomainEvent, type EventBus } from '../../kernel/events';
import { BattleRunner } from './runner';
import { lockWaiting, takeSeat, vacateSeat } from './seats';
import { clientSeedOf, findGame, getGame } from './store';
import { getVisibleGame, maySee } from './access';
import {
  deleteTemplate,
  listTemplates,
  saveTemplate,
  specOfBattle,
  templateIdFor,
  templateSpec,
} from './templates';
import { unitOfWork } from '../../kernel/unit-of-work';
import type { BattleView, Viewer, ViewersAnswer } from '../../../src/protocol/battle';
import { loadBundles, shapeBattle } from './view';
import { ViewerRegistry } from './viewers';
import { LIST_LIMIT, listableBattles } from '../lobby/battle-lobby';

/** The battle service of one process. */
export class BattleService {
  readonly runner: BattleRunner;
  readonly viewers = new ViewerRegistry();
  private readonly bus: EventBus;

  constructor(readonly deps: BattleDeps) {
    this.bus = deps.bus ?? eventBusOf(deps.db);
    this.runner = new BattleRunner(deps, {
      rounds: (g, played) => {
        const now = deps.clock.now();
        this.emit(
          ...played.map((p): DomainEvent => ({
            type: 'RoundPlayed',
            battleId: g.id,
            revision: p.revision,
            isPublic: g.is_public === 1,
            round: p.round,
            rolls: p.rolls.map((r) => ({
              userID: r.user_id,
              slot: r.slot,
              roll: r.roll,
              itemID: r.item_id,
              price: Number(r.price),
              item: r.item,
              round: p.round,
            })),
            roundStartedAt: roundStartAt(Number(g.started_at), p.round, deps.timing),
            now,
          })),
        );
      },
      finished: (id) => void this.announceFinished(id),
      sealed: (id) => void this.announceSealed(id),
    });
  }

  /** Publishes events of a change that has committed (the bus keeps a subscriber's failure away from us). */
  private emit(...events: DomainEvent[]): void {
    this.bus.publish(...events);
  }

  /** The lobby's bot will take `slot` of a public battle at `at`, unless a player takes it first. */
  botThinking(battleId: string, slot: number, at: number): void {
    this.emit({ type: 'BotThinking', battleId, slot, at });
  }

  /** Resumes every running battle (call once the app is ready). */
  async start(): Promise<number> {
    return this.runner.resumeAll();
  }

  /** Stops the timers and waits for work in flight. */
  async close(): Promise<void> {
    await this.runner.close();
  }

  /**
   * One battle as the viewer sees it, whether or not they may (callers outside this service use `read`); 404 when it
   * does not exist. A private battle's creator and seated players also get its invite token.
   */
  async view(battleId: string, viewerId: string | null, summary = false): Promise<BattleView> {
    const [b] = await loadBundles(this.deps.db.kysely, [battleId], !summary);
    if (!b) throw notFound('battle_not_found', 'No such battle');
    const templateId = viewerId
      ? await templateIdFor(this.deps.db.kysely, viewerId, battleId, b.game.template_id)
      : null;
    const v = shapeBattle(b, { templateId, now: this.deps.clock.now(), timing: this.deps.timing, summary });
    const seated =
      viewerId !== null && (b.game.user_id === viewerId || b.slots.some((s) => s.user_id === viewerId));
    if (seated && b.game.invite_token) v.inviteToken = b.game.invite_token;
    return v;
  }

  /** The battle detail for a caller: 404 `battle_not_found` for a private battle they are not in and hold no invite to. */
  async read(battleId: string, viewerId: string | null, invite?: string): Promise<BattleView> {
    await getVisibleGame(this.deps.db.kysely, battleId, viewerId, invite);
    return this.view(battleId, viewerId);
  }

  /** True when the caller may watch the battle's channel: false only for a private battle hidden from them. */
  async mayWatch(battleId: string, viewerId: string | null, invite?: string): Promise<boolean> {
    const g = await findGame(this.deps.db.kysely, battleId);
    return g === null || maySee(this.deps.db.kysely, g, viewerId, invite);
  }

  /** Public battles plus the caller's own private ones: running, then recently finished; newest first. */
  async list(viewerId: string | null): Promise<BattleView[]> {
    const now = this.deps.clock.now();
    const rows = await listableBattles(this.deps.db.kysely, now)
      .where((eb) => {
        const visible = [eb('battle_games.is_public', '=', 1)];
        if (viewerId) {
          visible.push(eb('battle_games.user_id', '=', viewerId));
          visible.push(
            eb(
              'battle_games.id',
              'in',
              eb.selectFrom('battle_slots').select('battle_id').where('user_id', '=', viewerId),
            ),
          );
        }
        return eb.or(visible);
      })
      .orderBy(sql`case when battles.status = 'finished' then 1 else 0 end`)
      .orderBy('battle_games.created_at', 'desc')
      // Ties by id, as the in-memory lobby orders them (services/lobby/battle-lobby.ts).
      .orderBy('battle_games.id', 'desc')
      .limit(LIST_LIMIT)
      .execute();
    const bundles = await loadBundles(
      this.deps.db.kysely,
      rows.map((r) => r.id),
      false,
    );
    return bundles.map((b) =>
      shapeBattle(b, { templateId: null, now, timing: this.deps.timing, summary: true }),
    );
  }

  /**
   * A signed-in user creates a battle and takes slot 1 (paid at once). With an idempotency key a retried request
   * answers the battle the first one made (as it is now) and pays nothing more.
   */
  async create(
    userId: string,
    spec: BattleSpec,
    templateId: string | null = null,
    idempotencyKey?: string,
  ): Promise<BattleView> {
    const clientSeed = await clientSeedOf(this.deps.db.kysely, userId);
    const { id, replayed } = await createBattle(
      this.deps,
      { userId, clientSeed, isBot: false },
      spec,
      templateId,
      idempotencyKey,
    );
    // A replay announces nothing: the first request published the battle already.
    if (replayed) return this.view(id, userId);
    return this.afterCreate(id, userId);
  }

  /** A bot creates a battle (the house pays its fee); returns the battle id. */
  async createAsBot(botId: string, spec: BattleSpec): Promise<string> {
    const { id } = await createBattle(
      this.deps,
      { userId: botId, clientSeed: randomClientSeed(), isBot: true },
      spec,
      null,
    );
    await this.afterCreate(id, null);
    return id;
  }

  private async afterCreate(id: string, viewerId: string | null): Promise<BattleView> {
    const v = await this.view(id, viewerId);
    this.emit({ type: 'BattleCreated', battle: await this.view(id, null, true) });
    return v;
  }

  /** A user takes an empty slot of a waiting battle (paid by a guarded debit). */
  async join(userId: string, battleId: string, slot: number, invite?: string): Promise<BattleView> {
    // A private battle is joined through its invite link; its id alone answers as a missing battle.
    await getVisibleGame(this.deps.db.kysely, battleId, userId, invite);
    const now = this.deps.clock.now();
    await this.deps.assertMayPlay(userId, now);
    const clientSeed = await clientSeedOf(this.deps.db.kysely, userId);
    const filled = await unitOfWork(this.deps.db, async (trx) =>
      takeSeat(
        trx,
        await lockWaiting(trx, battleId),
        slot,
        { userId, clientSeed, isBot: false },
        now,
        this.deps,
      ),
    );
    return this.afterJoin(battleId, userId, filled, null);
  }

  /** Calls a bot into an empty slot. Only the creator may, unless `asHouse` (the lobby bot scheduler). */
  async addBot(callerId: string | null, battleId: string, slot: number): Promise<BattleView> {
    const now = this.deps.clock.now();
    // Check the request before the bot pool is touched (it is created on first use); the transaction checks again.
    const pre =
      callerId === null
        ? await getGame(this.deps.db.kysely, battleId)
        : await getVisibleGame(this.deps.db.kysely, battleId, callerId, null);
    if (callerId !== null && pre.user_id !== callerId)
      throw forbidden('not_creator', 'Only the creator can call bots');
    const bots = await ensureBots(this.deps.db, now);
    let botId = '';
    const filled = await unitOfWork(this.deps.db, async (trx) => {
      const g = await lockWaiting(trx, battleId);
      if (callerId !== null && g.user_id !== callerId)
        throw forbidden('not_creator', 'Only the creator can call bots');
      const inside = await trx
        .selectFrom('battle_slots')
        .select('user_id')
        .where('battle_id', '=', battleId)
        .execute();
      const bot = pickBot(bots, new Set(inside.map((s) => s.user_id)), this.deps.random);
      if (!bot) throw forbidden('no_bot', 'No bot is free');
      botId = bot.id;
      return takeSeat(
        trx,
        g,
        slot,
        { userId: bot.id, clientSeed: randomClientSeed(), isBot: true },
        now,
        this.deps,
      );
    });
    return this.afterJoin(battleId, callerId, filled, { slot, botId });
  }

  private async afterJoin(
    battleId: string,
    viewerId: string | null,
    filled: boolean,
    bot: { slot: number; botId: string } | null,
  ): Promise<BattleView> {
    // The rounds are armed after `processing` is published, so no spectator sees a round before the battle filled
    // (with short timings the first round can be due before this read returns); `finally` arms them whatever happens
    // to the answer. Round times come from startedAt, so arming a few milliseconds later moves nothing.
    try {
      const v = await this.view(battleId, viewerId);
      // A bot called by the lobby scheduler has no caller.
      const joinerId = bot ? bot.botId : (viewerId ?? '');
      this.emit({ type: 'SeatTaken', battle: v, joinerId, callerId: viewerId, bot });
      if (filled) this.emit({ type: 'BattleFilled', battle: v });
      return v;
    } finally {
      if (filled) this.runner.kick(battleId);
    }
  }

  /** A player leaves while the battle waits (refunded); the creator leaving cancels it and refunds everyone. */
  async leave(userId: string, battleId: string, slot: number): Promise<BattleView> {
    await getVisibleGame(this.deps.db.kysely, battleId, userId, null);
    const now = this.deps.clock.now();
    const cancelled = await unitOfWork(this.deps.db, (trx) => vacateSeat(trx, battleId, slot, userId, now));
    const v = await this.view(battleId, userId);
    this.emit({ type: 'SeatLeft', battle: v });
    if (cancelled) this.emit({ type: 'BattleCancelled', battle: v });
    return v;
  }

  // 90016 again: the beacon round is in, so the client seed and the start are known.
  private async announceSealed(battleId: string): Promise<void> {
    try {
      this.emit({ type: 'BattleSealed', battle: await this.view(battleId, null) });
    } catch (err) {
      this.deps.log.warn({ err, battleId }, 'sealed event not published');
    }
  }

  /** Announces a battle that ended (settled, or cancelled: by the runner, an expiry or staff) to its watchers and the lobby. */
  async announceFinished(battleId: string): Promise<void> {
    try {
      const battle = await this.view(battleId, null);
      this.emit({ type: battle.cancelled ? 'BattleCancelled' : 'BattleSettled', battle });
    } catch (err) {
      this.deps.log.warn({ err, battleId }, 'finished event not published');
    }
  }

  /** Saves the battle's setup as the user's template. */
  async saveTemplate(userId: string, battleId: string): Promise<string> {
    await getVisibleGame(this.deps.db.kysely, battleId, userId, null);
    return saveTemplate(this.deps.db, userId, battleId, this.deps.clock.now());
  }

  /** Deletes one of the user's templates. */
  /** The user's saved setups, newest first. */
  listTemplates(userId: string) {
    return listTemplates(this.deps.db.kysely, userId);
  }

  async deleteTemplate(userId: string, templateId: string): Promise<void> {
    await deleteTemplate(this.deps.db, userId, templateId);
  }

  /** Creates the same battle again, from a template of the user or from any battle. */
  async recreate(userId: string, from: { templateId?: string; battleId?: string }): Promise<BattleView> {
    if (from.templateId)
      return this.create(
        userId,
        await templateSpec(this.deps.db.kysely, userId, from.templateId),
        from.templateId,
      );
    if (from.battleId) await getVisibleGame(this.deps.db.kysely, from.battleId, userId, null);
    if (from.battleId) return this.create(userId, await specOfBattle(this.deps.db.kysely, from.battleId));
    throw notFound('battle_not_found', 'Give a templateID or a battleID');
  }

  /** Starts watching a battle (`key` identifies the viewer: a user or an anonymous connection). */
  async viewerJoin(battleId: string, key: string, userId: string | null, invite?: string): Promise<number> {
    await getVisibleGame(this.deps.db.kysely, battleId, userId, invite);
    const info = userId ? await this.viewerInfo(userId) : null;
    const r = this.viewers.join(battleId, key, info, this.deps.clock.now());
    if (r.added) {
      const viewer = {
        userID: info?.userID ?? '',
        nickname: info?.nickname ?? '',
        avatar: info?.avatar ?? '',
      };
      this.emit({ type: 'ViewerJoined', battleId, viewer, count: r.count });
    }
    return r.count;
  }

  /** Stops watching. */
  async viewerLeave(battleId: string, key: string, userId: string | null, invite?: string): Promise<number> {
    // A battle the caller may not see answers as a missing one: nobody watching.
    if (!(await this.mayWatch(battleId, userId, invite))) return 0;
    const r = this.viewers.leave(battleId, key, this.deps.clock.now());
    if (r.removed) this.emit({ type: 'ViewerLeft', battleId, userId: userId ?? '', count: r.count });
    return r.count;
  }

  /** Signed-in viewers and the anonymous count; 404 for an unknown battle (or one the caller may not see). */
  async viewersOf(battleId: string, viewerId: string | null, invite?: string): Promise<ViewersAnswer> {
    await getVisibleGame(this.deps.db.kysely, battleId, viewerId, invite);
    return this.viewers.list(battleId, this.deps.clock.now());
  }

  private async viewerInfo(userId: string): Promise<Viewer | null> {
    const u = await this.deps.db.kysely
      .selectFrom('users')
      .select(['id', 'nickname', 'avatar', 'level'])
      .where('id', '=', userId)
      .executeTakeFirst();
    return u ? userCard(u) : null;
  }
}
