/**
 * Re-derives a finished battle from its revealed seeds (FAIRNESS.md): the seed commitment, in version 2 the public
 * beacon round (verify-beacon.ts), the battle client seed, every roll and its item, totals, winners, the reroll and
 * the payouts, each compared with what the server said.
 */
import { battleClientSeed, pickByRanges, rollAsync, sha256Hex, type HmacFn } from '../../domain/fairness';
import {
  decideWinners,
  distributeWinnings,
  expandRounds,
  REROLL_CURSOR,
  rollCursor,
  slotTotals,
  type Prize,
} from '../../domain/battle-rules';
import type { BattleView } from '../../protocol/battle';
import type { BeaconInfoAnswer } from '../../protocol/beacon';
import type { BattleBeacon, FairnessVersion } from '../../protocol/types';
import { checkBeacon, type BeaconCheck } from '../../domain/beacon-check';

/** The battle as the verifier reads it: the detail answer's battle. */
export type VerifiableBattle = BattleView;

/** One recomputed roll next to the server's. */
export interface RollCheck {
  round: number;
  slot: number;
  cursor: string;
  roll: number;
  serverRoll: number | null;
  itemID: string;
  serverItemID: string | null;
  price: number;
  ok: boolean;
}

/** The whole proof (what "Download proof (JSON)" saves). */
export interface BattleProof {
  battleID: string;
  /** FAIRNESS.md version: 1 (slot seeds only) or 2 (slot seeds and a public beacon round). */
  fairness: FairnessVersion;
  /** When the last seat filled (ms, server clock). */
  filledAt: number | null;
  /** The battle's beacon round as the server sent it (version 2). */
  beacon: BattleBeacon | null;
  /** Version 2: the chain, signature, randomness and timing checks of that round; null in version 1. */
  beaconCheck: BeaconCheck | null;
  serverSeed: string;
  serverSeedHash: string;
  hashOk: boolean;
  slotSeeds: string[];
  clientSeed: string;
  clientSeedOk: boolean;
  nonce: number;
  rolls: RollCheck[];
  totals: { slot: number; cents: number; serverCents: number; ok: boolean }[];
  winners: number[];
  serverWinners: number[];
  winnersOk: boolean;
  reroll: { roll: number; serverRoll: number | null; ok: boolean } | null;
  payouts: { slot: number; cents: number; serverCents: number; ok: boolean }[];
  allOk: boolean;
}

const sameSet = (a: number[], b: number[]) =>
  a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);

/**
 * Recomputes everything with `hmac` (Web Crypto in the browser). A version-2 battle naming drand quicknet is checked
 * against the pinned constants; one on any other chain against `chain`, what the site serves of it (GET
 * /v1/beacon/info), and labelled as the operator's own chain. Throws when the battle is not finished.
 */
export async function verifyBattle(
  b: VerifiableBattle,
  hmac: HmacFn,
  chain: BeaconInfoAnswer | null = null,
): Promise<BattleProof> {
  if (!b.serverSeed) throw new Error('not_finished');
  const users = [...b.users].sort((x, y) => x.slot - y.slot);
  const slotSeeds = users.map((u) => u.clientSeed);
  const fairness: FairnessVersion = b.fairness === 2 ? 2 : 1;
  const beaconCheck = fairness === 2 ? checkBeacon(b.beacon, b.filledAt, chain) : null;
  // Version 2 mixes in SHA256(signature) as computed here, so the seed rests on the signature just checked.
  const randomness = beaconCheck ? (beaconCheck.randomness ?? b.beacon?.randomness ?? null) : null;
  const clientSeed =
    fairness === 1 ? battleClientSeed(slotSeeds) : randomness ? battleClientSeed(slotSeeds, randomness) : '';
  const order = expandRounds(b.cases);
  const rolls: RollCheck[] = [];
  const prizes: Prize[] = [];
  for (let r = 1; r <= order.length; r++) {
    const rows = b.cases[order[r - 1]].case.odds.rows;
    for (const u of users) {
      const cursor = rollCursor(r, u.slot);
      const roll = await rollAsync(hmac, b.serverSeed, clientSeed, b.nonce, cursor);
      const row = pickByRanges(rows, roll);
      const itemID = row.item.id ?? '';
      const server = u.rolls.find((x) => x.round === r) ?? null;
      rolls.push({
        round: r,
        slot: u.slot,
        cursor,
        roll,
        serverRoll: server?.roll ?? null,
        itemID,
        serverItemID: server?.itemID ?? null,
        price: row.item.price,
        ok:
          server !== null &&
          server.roll === roll &&
          server.itemID === itemID &&
          server.price === row.item.price,
      });
      prizes.push({ round: r, slot: u.slot, itemId: itemID, price: row.item.price });
    }
  }
  const slots = users.map((u) => u.slot);
  const totalsMap = slotTotals(slots, prizes);
  const rerollValue = await rollAsync(hmac, b.serverSeed, clientSeed, b.nonce, REROLL_CURSOR);
  const decision = decideWinners(b.type, b.mode, totalsMap, () => rerollValue);
  const serverWinners = users.filter((u) => u.isWinner).map((u) => u.slot);
  const payouts = distributeWinnings(b.mode, slots, prizes, decision.winners);
  const totals = users.map((u) => ({
    slot: u.slot,
    cents: totalsMap.get(u.slot) ?? 0,
    serverCents: u.rollAmount,
    ok: (totalsMap.get(u.slot) ?? 0) === u.rollAmount,
  }));
  const pay = users.map((u) => ({
    slot: u.slot,
    cents: payouts.get(u.slot)?.total ?? 0,
    serverCents: u.winAmount,
    ok: (payouts.get(u.slot)?.total ?? 0) === u.winAmount,
  }));
  const reroll =
    decision.reroll || b.reroll
      ? {
          roll: rerollValue,
          serverRoll: b.reroll?.roll ?? null,
          ok: decision.reroll !== null && b.reroll?.roll === rerollValue,
        }
      : null;
  const hashOk = sha256Hex(b.serverSeed) === b.serverSeedHash;
  const clientSeedOk = clientSeed === b.clientSeed;
  const winnersOk = sameSet(decision.winners, serverWinners);
  const allOk =
    hashOk &&
    (beaconCheck?.ok ?? true) &&
    clientSeedOk &&
    winnersOk &&
    rolls.every((x) => x.ok) &&
    totals.every((x) => x.ok) &&
    pay.every((x) => x.ok) &&
    (reroll?.ok ?? true);
  return {
    battleID: b.id,
    fairness,
    filledAt: b.filledAt,
    beacon: b.beacon,
    beaconCheck,
    serverSeed: b.serverSeed,
    serverSeedHash: b.serverSeedHash,
    hashOk,
    slotSeeds,
    clientSeed,
    clientSeedOk,
    nonce: b.nonce,
    rolls,
    totals,
    winners: decision.winners,
    serverWinners,
    winnersOk,
    reroll,
    payouts: pay,
    allOk,
  };
}

/** Saves a JSON file in the browser. */
export function downloadJson(name: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
