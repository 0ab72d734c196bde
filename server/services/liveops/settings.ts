/**
 * Site settings staff change from the back office (027-liveops `site_settings`): a row per key holding JSON. The
 * environment gives each setting its default; a row overrides it. Every process reads the row when it needs the value
 * (the bot scheduler at each tick), so a change takes effect everywhere without a restart.
 */
import type { Db } from '../../db/database';
import { badRequest } from '../../errors';
import type { Q } from '../ledger/ledger';
import { unitOfWork } from '../../kernel/unit-of-work';
import type { AuditHook } from './audit-hook';

/** The lobby bots: on or off, and their pace in percent of the normal speed (100; 200 is twice as lively). */
export interface BotSettings {
  enabled: boolean;
  pace: number;
}

/** The settings key of the lobby bots. */
export const BOTS_SETTING = 'bots';
/** The slowest and fastest pace staff may set (percent). */
export const BOT_PACE_MIN = 25;
export const BOT_PACE_MAX = 400;

/** Reads one setting's JSON value, or undefined when staff never set it. */
export async function readSetting(q: Q, key: string): Promise<unknown> {
  const row = await q
    .selectFrom('site_settings')
    .select('value_json')
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  try {
    return JSON.parse(row.value_json) as unknown;
  } catch {
    return undefined;
  }
}

/** The lobby bots' settings: the stored ones over `defaults` (from the environment). */
export async function botSettings(q: Q, defaults: BotSettings): Promise<BotSettings & { stored: boolean }> {
  const v = await readSetting(q, BOTS_SETTING);
  if (typeof v !== 'object' || v === null) return { ...defaults, stored: false };
  const o = v as Partial<BotSettings>;
  return {
    enabled: typeof o.enabled === 'boolean' ? o.enabled : defaults.enabled,
    pace: typeof o.pace === 'number' && Number.isFinite(o.pace) ? clampPace(o.pace) : defaults.pace,
    stored: true,
  };
}

const clampPace = (p: number) => Math.min(BOT_PACE_MAX, Math.max(BOT_PACE_MIN, Math.round(p)));

/** Stores the lobby bots' settings (audited in the same transaction); returns what is now in force. */
export async function setBotSettings(
  db: Db,
  next: BotSettings,
  defaults: BotSettings,
  actor: { userId: string; reason: string },
  now: number,
  audit: AuditHook,
): Promise<BotSettings> {
  const actorId = actor.userId;
  if (!Number.isInteger(next.pace) || next.pace < BOT_PACE_MIN || next.pace > BOT_PACE_MAX)
    throw badRequest('bad_pace', `Pace must be a whole number from ${BOT_PACE_MIN} to ${BOT_PACE_MAX}`);
  const value = { enabled: next.enabled, pace: next.pace };
  await unitOfWork(db, async (trx) => {
    const { stored: _stored, ...before } = await botSettings(trx, defaults);
    await trx
      .insertInto('site_settings')
      .values({ key: BOTS_SETTING, value_json: JSON.stringify(value), updated_at: now, updated_by: actorId })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({ value_json: JSON.stringify(value), updated_at: now, updated_by: actorId }),
      )
      .execute();
    await audit(trx, {
      action: 'liveops.bots.update',
      targetType: 'setting',
      targetId: BOTS_SETTING,
      reason: actor.reason,
      before,
      after: value,
    });
  });
  return value;
}
