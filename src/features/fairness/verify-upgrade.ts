/**
 * Re-derives an upgrade from its public facts (FAIRNESS.md "Other games on a player's own seed pair"): the stake
 * from the items and coins, the tickets from the stake and the target's price, the outcome from the roll, and,
 * once the player rotated their seed pair, the server seed against its hash and the roll itself (cursor `upgrade`).
 */
import { rollAsync, sha256Hex, type HmacFn } from '../../domain/fairness';
import { UPGRADE_CURSOR, upgradeWinTickets, upgradeWon } from '../../domain/fairness-games';
import type { UpgradeResult } from '../../protocol/upgrade';

/** A recomputed value next to the server's. */
export interface Recomputed<T> {
  value: T;
  server: T;
  ok: boolean;
}

/** The whole proof (what "Download proof (JSON)" saves). `revealed` false: the seed checks are still to come. */
export interface UpgradeProof {
  upgradeID: string;
  revealed: boolean;
  serverSeed: string | null;
  serverSeedHash: string;
  /** SHA-256 of the revealed seed equals the hash shown before the roll; null until revealed. */
  hashOk: boolean | null;
  clientSeed: string;
  nonce: number;
  cursor: string;
  /** The roll computed in this browser; null until revealed. */
  roll: Recomputed<number> | null;
  stake: Recomputed<number>;
  winTickets: Recomputed<number | null>;
  won: Recomputed<boolean>;
  /** Every check that can be made so far holds. */
  allOk: boolean;
}

const check = <T>(value: T, server: T): Recomputed<T> => ({ value, server, ok: value === server });

/** Checks `u` (GET /upgrade/detail's answer) with `hmac` (Web Crypto in the browser). */
export async function verifyUpgrade(u: UpgradeResult, hmac: HmacFn): Promise<UpgradeProof> {
  const serverSeed = u.serverSeed ?? null;
  const hashOk = serverSeed ? sha256Hex(serverSeed) === u.serverSeedHash : null;
  const roll = serverSeed
    ? check(await rollAsync(hmac, serverSeed, u.clientSeed, u.nonce, UPGRADE_CURSOR), u.roll)
    : null;
  const stake = check(
    u.items.reduce((sum, i) => sum + i.price, u.coins),
    u.stake,
  );
  const winTickets = check(upgradeWinTickets(stake.value, u.target.price), u.winTickets);
  // The outcome follows from the recomputed roll once it exists, from the server's roll until then.
  const rolled = roll?.value ?? u.roll;
  const won = check(winTickets.value !== null && upgradeWon(rolled, winTickets.value), u.won);
  const checks = [hashOk ?? true, roll?.ok ?? true, stake.ok, winTickets.ok, won.ok];
  return {
    upgradeID: u.id,
    revealed: serverSeed !== null,
    serverSeed,
    serverSeedHash: u.serverSeedHash,
    hashOk,
    clientSeed: u.clientSeed,
    nonce: u.nonce,
    cursor: UPGRADE_CURSOR,
    roll,
    stake,
    winTickets,
    won,
    allOk: checks.every(Boolean),
  };
}
