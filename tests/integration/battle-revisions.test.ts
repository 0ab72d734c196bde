/**
 * Battles carry a revision (issue 27): every transaction that changes a battle moves it by one, the detail states it
 * and every battle event states the revision it brings the battle to, so a client can order events against its
 * snapshot (src/api/live.ts) and tell a missed event (a gap) from one it has.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MsgType } from '../../src/protocol/message-types';
import { cheapCases, detail, makeBattleApp, player, post, waitFinished, waitFor } from './battle-helpers';
import { appForSuite, testDatabases } from './helpers';

/** The revision of a battle answer or event. */
const rev = (x: unknown): number => (x as { revision: number }).revision;

/** The battle event types that change a battle, each stating a revision. */
const STATE_TYPES: number[] = [
  MsgType.userJoined,
  MsgType.userLeft,
  MsgType.processing,
  MsgType.playing,
  MsgType.finished,
];

describe.each(testDatabases)('battle revisions on $name', (kind) => {
  const h = appForSuite(() => makeBattleApp(kind));
  const events: { channel: string; type: number; payload: unknown }[] = [];
  let cases: { id: string; price: number }[];
  beforeAll(async () => {
    h.app.tapBattleEvents((channel, type, payload) => events.push({ channel, type, payload }));
    cases = await cheapCases(h.db, 1);
  });

  it('the detail and every event carry increasing revisions with no gap, ending at the final snapshot', async () => {
    const cost = cases[0].price * 2;
    const creator = await player(h.db, cost);
    const created = await post(
      h.app,
      '/battle/create',
      { cases: [{ caseID: cases[0].id, quantity: 2 }], type: 'single', players: 3, mode: 'default' },
      creator.auth,
    );
    expect(created.status).toBe(200);
    const id = created.body.data!.id;
    const r0 = rev(await detail(h.app, id));
    expect(r0).toBe(0);

    // A seat taken, a seat left, then the battle filled: each moves the revision by one.
    const joiner = await player(h.db, cost);
    expect((await post(h.app, '/battle/join', { battleID: id, slot: 2 }, joiner.auth)).status).toBe(200);
    expect(rev(await detail(h.app, id))).toBe(1);
    expect((await post(h.app, '/battle/leave', { battleID: id, slot: 2 }, joiner.auth)).status).toBe(200);
    expect(rev(await detail(h.app, id))).toBe(2);
    for (const slot of [2, 3])
      expect((await post(h.app, '/battle/bot', { battleID: id, slot }, creator.auth)).status).toBe(200);

    const done = await waitFinished(h.app, id);
    await waitFor(async () =>
      events.some((e) => e.channel === `battle:${id}` && e.type === MsgType.finished),
    );
    const mine = events.filter((e) => e.channel === `battle:${id}` && STATE_TYPES.includes(e.type));
    const revisions = mine.map((e) => rev(e.payload));
    expect(revisions.every((r) => Number.isInteger(r))).toBe(true);
    // In order, never backwards; events of one transaction share its revision, and none is skipped.
    for (let i = 1; i < revisions.length; i++) expect(revisions[i] - revisions[i - 1]).toBeOneOf([0, 1]);
    expect(revisions[0]).toBe(r0 + 1);
    expect(revisions.at(-1)).toBe(rev(done));
    const fin = mine.find((e) => e.type === MsgType.finished)!;
    expect(rev(fin.payload)).toBe(rev(done));
    // Joined, left, joined, the fill, the seal, at least one round transaction, the settlement.
    expect(rev(done)).toBeGreaterThanOrEqual(r0 + 7);
  });

  it('a cancelled battle announces its cancellation with the revision of its final snapshot', async () => {
    const creator = await player(h.db, cases[0].price);
    const created = await post(
      h.app,
      '/battle/create',
      { cases: [{ caseID: cases[0].id, quantity: 1 }], type: 'single', players: 2, mode: 'default' },
      creator.auth,
    );
    const id = created.body.data!.id;
    expect((await post(h.app, '/battle/leave', { battleID: id, slot: 1 }, creator.auth)).status).toBe(200);
    const b = await detail(h.app, id);
    expect(b.status).toBe('finished');
    expect(rev(b)).toBe(1);
    const mine = events.filter((e) => e.channel === `battle:${id}` && STATE_TYPES.includes(e.type));
    expect(mine.map((e) => [e.type, rev(e.payload)])).toEqual([
      [MsgType.userLeft, 1],
      [MsgType.finished, 1],
    ]);
  });
});
