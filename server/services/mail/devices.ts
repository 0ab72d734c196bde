/**
 * Sign-ins from new browsers: each sign-in notes its browser (family and system, from the user agent: a browser's
 * update is not a new device); one not seen before on an account that had signed in elsewhere queues a security mail,
 * once per browser, in the same transaction.
 */
import { createHash } from 'node:crypto';
import type { Q } from '../ledger/ledger';
import { mailPlayer } from './outbox';

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Firefox on Windows" from a user agent, roughly ("Unknown browser" parts when it says nothing known). */
export function deviceOf(userAgent: string | undefined): { browser: string; system: string } {
  const ua = (userAgent ?? '').slice(0, 512);
  return {
    browser: BROWSERS.find(([re]) => re.test(ua))?.[1] ?? '?',
    system: SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? '?',
  };
}

/** Notes a sign-in; queues the new-device mail when this browser is new to an account seen elsewhere before. */
export async function noteSignIn(
  q: Q,
  s: { userId: string; userAgent: string | undefined; ip: string; now: number },
): Promise<{ newDevice: boolean; mailed: boolean }> {
  const d = deviceOf(s.userAgent);
  const hash = createHash('sha256').update(`${d.browser}|${d.system}`).digest('hex').slice(0, 32);
  const seenBefore = await q
    .selectFrom('user_devices')
    .select('device_hash')
    .where('user_id', '=', s.userId)
    .limit(1)
    .executeTakeFirst();
  const added = await q
    .insertInto('user_devices')
    .values({ user_id: s.userId, device_hash: hash, first_seen_at: s.now, last_seen_at: s.now })
    .onConflict((oc) => oc.columns(['user_id', 'device_hash']).doNothing())
    .executeTakeFirst();
  const inserted = Number(added.numInsertedOrUpdatedRows ?? 0) === 1;
  if (!inserted)
    await q
      .updateTable('user_devices')
      .set({ last_seen_at: s.now })
      .where('user_id', '=', s.userId)
      .where('device_hash', '=', hash)
      .execute();
  const newDevice = inserted && seenBefore !== undefined;
  if (!newDevice) return { newDevice: false, mailed: false };
  const device = `${d.browser}|${d.system}`;
  const mailed = await mailPlayer(
    q,
    s.userId,
    'new_device',
    `${s.userId}:${hash}`,
    (name) => ({ name, at: s.now, device, ip: s.ip.slice(0, 64) }),
    s.now,
  );
  return { newDevice, mailed };
}
