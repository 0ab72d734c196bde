/**
 * The embedded beacon `npm start` uses: a chain of the same scheme as drand quicknet (BLS12-381, signatures on G1),
 * signed with the site's own key. The key, genesis and period are created once and kept in `beacon_chains`, so every
 * process signs the same rounds and old rounds still verify after a restart. BLS signatures are deterministic, so a
 * round is signed when first asked for, never before its publication time. It proves only what the operator signs:
 * a public chain (BEACON=drand) is what makes a battle fair against the operator.
 */
import { hexToBytes, bytesToHex } from '@noble/hashes/utils.js';
import type { Db } from '../../db/database';
import {
  BEACON_SCHEME,
  beaconPublicKey,
  chainHashOf,
  newBeaconSecretKey,
  roundTimeMs,
  signRound,
  verifyRound,
  type BeaconChain,
  type BeaconRound,
} from '../../../src/domain/beacon';
import type { Beacon } from './port';

/** Rounds kept after signing (a battle asks for its round once or twice). */
const CACHE = 64;

/** A local chain: its row in `beacon_chains`, loaded or created. */
export class LocalBeacon implements Beacon {
  readonly source = 'local' as const;
  private readonly cache = new Map<number, BeaconRound>();

  private constructor(
    readonly chain: BeaconChain,
    private readonly secretKey: Uint8Array,
    readonly roundUrl: string,
    private readonly now: () => number,
  ) {}

  /**
   * Loads the chain with this period, creating its key pair on first use. Two processes starting at once insert
   * with ON CONFLICT DO NOTHING and both read the row that won, so they sign with one key.
   */
  static async open(
    db: Db,
    opts: { periodMs: number; roundUrl: string; now?: () => number },
  ): Promise<LocalBeacon> {
    const now = opts.now ?? Date.now;
    const name = `local:${opts.periodMs}`;
    const sk = newBeaconSecretKey();
    const params = {
      scheme: BEACON_SCHEME,
      publicKey: beaconPublicKey(sk),
      genesis: Math.floor(now() / 1000),
      period: opts.periodMs / 1000,
    };
    await db.kysely
      .insertInto('beacon_chains')
      .values({
        name,
        chain: chainHashOf(params),
        scheme: params.scheme,
        public_key: params.publicKey,
        secret_key: bytesToHex(sk),
        genesis: params.genesis,
        period_ms: opts.periodMs,
        created_at: now(),
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await db.kysely
      .selectFrom('beacon_chains')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    const chain: BeaconChain = {
      chain: row.chain,
      scheme: row.scheme,
      publicKey: row.public_key,
      genesis: Number(row.genesis),
      period: Number(row.period_ms) / 1000,
    };
    const key = hexToBytes(row.secret_key);
    // The same check the drand chain and the browser run, once: a key that does not match its chain never signs.
    if (verifyRound(chain, signRound(key, 1), 1) !== 'ok')
      throw new Error('local beacon key does not match its chain');
    return new LocalBeacon(chain, key, opts.roundUrl, now);
  }

  fetchRound(round: number): Promise<BeaconRound | null> {
    if (!Number.isSafeInteger(round) || round < 1) return Promise.resolve(null);
    if (this.now() < roundTimeMs(this.chain, round)) return Promise.resolve(null);
    let r = this.cache.get(round);
    if (!r) {
      r = signRound(this.secretKey, round);
      if (this.cache.size >= CACHE) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(round, r);
    }
    return Promise.resolve(r);
  }
}

/** A local chain this site has used (any period), by its hash; null when there is none. Battles name their chain. */
export async function findLocalChain(db: Db, chainHash: string): Promise<BeaconChain | null> {
  const row = await db.kysely
    .selectFrom('beacon_chains')
    .select(['chain', 'scheme', 'public_key', 'genesis', 'period_ms'])
    .where('chain', '=', chainHash)
    .executeTakeFirst();
  if (!row) return null;
  return {
    chain: row.chain,
    scheme: row.scheme,
    publicKey: row.public_key,
    genesis: Number(row.genesis),
    period: Number(row.period_ms) / 1000,
  };
}
