/**
 * A drand HTTP mirror for tests (GET /{chain}/public/{round}, GET /{chain}/info), over a real socket. It signs the
 * rounds of its own chain with the scheme quicknet uses, answers only rounds already published, and can be taken
 * down (503), cut off (connection refused), or made to lie (tampered signature, wrong round, malformed body).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  BEACON_SCHEME,
  beaconPublicKey,
  chainHashOf,
  newBeaconSecretKey,
  roundTimeMs,
  signRound,
  type BeaconChain,
  type BeaconRound,
} from '../../src/domain/beacon';

/** How the mirror answers. */
export type MirrorMode = 'ok' | 'down' | 'tampered' | 'wrong_round' | 'malformed';

export interface FakeDrand {
  chain: BeaconChain;
  url: string;
  mode: MirrorMode;
  /** Round requests seen. */
  asked: number[];
  /** Serves fixed rounds instead of signing (for published fixtures of another chain). */
  fixed: Map<number, BeaconRound> | null;
  close(): Promise<void>;
}

/** Starts a mirror of a new chain (period in whole seconds, genesis a little in the past), or of `chain` with fixed rounds. */
export async function startFakeDrand(
  opts: { period?: number; chain?: BeaconChain; rounds?: BeaconRound[] } = {},
): Promise<FakeDrand> {
  const sk = newBeaconSecretKey();
  const base = {
    scheme: BEACON_SCHEME,
    publicKey: beaconPublicKey(sk),
    genesis: Math.floor(Date.now() / 1000) - 60,
    period: opts.period ?? 1,
  };
  const chain = opts.chain ?? { ...base, chain: chainHashOf(base) };
  const state = {
    mode: 'ok' as MirrorMode,
    asked: [] as number[],
    fixed: opts.rounds ? new Map(opts.rounds.map((r) => [r.round, r])) : null,
  };
  const server: Server = createServer((req, res) => {
    const m = /^\/([0-9a-f]{64})\/public\/(\d+)$/.exec(req.url ?? '');
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    if (m) state.asked.push(Number(m[2]));
    if (state.mode === 'down') return send(503, '{"error":"down"}');
    if (req.url === `/${chain.chain}/info`)
      return send(
        200,
        JSON.stringify({
          public_key: chain.publicKey,
          period: chain.period,
          genesis_time: chain.genesis,
          hash: chain.chain,
          schemeID: chain.scheme,
        }),
      );
    if (!m || m[1] !== chain.chain) return send(404, '{"error":"not found"}');
    const round = Number(m[2]);
    if (Date.now() < roundTimeMs(chain, round)) return send(425, '{"error":"too early"}');
    const r = state.fixed ? state.fixed.get(round) : signRound(sk, round);
    if (!r) return send(404, '{"error":"unknown round"}');
    switch (state.mode) {
      case 'tampered': {
        // The signature of another round under the same key, with its own randomness: only the BLS check catches it.
        const other = state.fixed
          ? [...state.fixed.values()].find((x) => x.round !== round)!
          : signRound(sk, round + 7);
        return send(200, JSON.stringify({ round, randomness: other.randomness, signature: other.signature }));
      }
      case 'wrong_round':
        // An honest answer for the round before: a mirror that lags or mixes rounds up.
        return send(200, JSON.stringify(state.fixed ? state.fixed.get(round - 1) : signRound(sk, round - 1)));
      case 'malformed':
        return send(200, '{"round": "soon", "randomness": 1');
      default:
        return send(200, JSON.stringify(r));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    chain,
    url: `http://127.0.0.1:${port}`,
    get mode() {
      return state.mode;
    },
    set mode(m: MirrorMode) {
      state.mode = m;
    },
    asked: state.asked,
    fixed: state.fixed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
