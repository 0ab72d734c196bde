/**
 * Battle reactions (90020): a signed-in viewer of `battle:{id}` sends one of the fixed set and everyone watching that
 * battle sees it with the sender's id; anonymous spectators see them but cannot send; a socket sends at most three at
 * once and one a second after that; refusals go back to the sender only and never close the socket.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Channel } from '../../src/protocol/channels';
import { MsgType } from '../../src/protocol/message-types';
import { REACTION_RATE, type ReactionFrame } from '../../src/protocol/reactions';
import { createSignedInUser, makeApp, testDatabases } from './helpers';
import { openSocket, type TestSocket } from './ws-test-client';

const kind = testDatabases[0];

describe('battle reactions', () => {
  let ctx: Awaited<ReturnType<typeof makeApp>>;
  let base: string;
  let seq = 10;

  /** A socket (signed in with `token`, or anonymous) watching `channels`, once the server acknowledged them. */
  async function watcher(token: string | null, channels: string[]): Promise<TestSocket> {
    const s = await openSocket(token ? `${base}?token=${token}` : base);
    await s.next(MsgType.connected);
    s.send(MsgType.subscribe, { channels }, ++seq);
    await s.next(MsgType.subscribe);
    return s;
  }
  const reactions = (s: TestSocket) =>
    s.frames.filter((f) => f.type === MsgType.emoji).map((f) => f.payload as ReactionFrame);
  /** Waits until `s` holds `n` reaction frames. */
  const until = (s: TestSocket, n: number) => expect.poll(() => reactions(s).length).toBe(n);

  beforeAll(async () => {
    ctx = await makeApp(kind);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/ws`;
  });
  afterAll(async () => ctx.close());

  it("reaches everyone watching the battle with the sender's id, and nobody watching another", async () => {
    const alice = await createSignedInUser(ctx.db, 'alice');
    const sender = await watcher(alice.token, [Channel.battle('b1')]);
    const spectator = await watcher(null, [Channel.battle('b1')]);
    const lobby = await watcher(null, [Channel.battles, Channel.battle('b2')]);
    sender.send(MsgType.emoji, { battleID: 'b1', emoji: '🔥' }, ++seq);
    const expected = { battleID: 'b1', emoji: '🔥', userID: alice.userId };
    await until(spectator, 1);
    expect(reactions(spectator)).toEqual([expected]);
    await until(sender, 1);
    expect(reactions(sender)).toEqual([expected]);
    // A reaction is not lobby news: `battle:*` and other battles' viewers never get it.
    lobby.send(MsgType.ping, { ts: 1 }, ++seq);
    await lobby.next(MsgType.ping);
    expect(reactions(lobby)).toEqual([]);
    for (const s of [sender, spectator, lobby]) s.ws.close();
  });

  it('refuses an anonymous sender, a socket not watching, and a reaction outside the set, to the sender only', async () => {
    const bob = await createSignedInUser(ctx.db, 'bob');
    const spectator = await watcher(null, [Channel.battle('b3')]);
    const anon = await watcher(null, [Channel.battle('b3')]);
    const elsewhere = await watcher(bob.token, [Channel.battle('b4')]);
    const member = await watcher(bob.token, [Channel.battle('b3')]);
    anon.send(MsgType.emoji, { battleID: 'b3', emoji: '🎉' }, ++seq);
    elsewhere.send(MsgType.emoji, { battleID: 'b3', emoji: '🎉' }, ++seq);
    member.send(MsgType.emoji, { battleID: 'b3', emoji: 'gg' }, ++seq);
    await until(anon, 1);
    await until(elsewhere, 1);
    await until(member, 1);
    expect(reactions(anon)).toEqual([{ battleID: 'b3', emoji: '🎉', error: 'sign_in' }]);
    expect(reactions(elsewhere)).toEqual([{ battleID: 'b3', emoji: '🎉', error: 'not_watching' }]);
    expect(reactions(member)).toEqual([{ battleID: 'b3', emoji: 'gg', error: 'bad_reaction' }]);
    // Then a good one: the spectator's first reaction frame is it, so none of the refused ones went out.
    member.send(MsgType.emoji, { battleID: 'b3', emoji: '👏' }, ++seq);
    await until(spectator, 1);
    expect(reactions(spectator)).toEqual([{ battleID: 'b3', emoji: '👏', userID: bob.userId }]);
    for (const s of [spectator, anon, elsewhere, member]) expect(s.ws.readyState).toBe(s.ws.OPEN);
    for (const s of [spectator, anon, elsewhere, member]) s.ws.close();
  });

  it('lets a socket send three at once, then refuses more until a second has passed', async () => {
    const carol = await createSignedInUser(ctx.db, 'carol');
    const sender = await watcher(carol.token, [Channel.battle('b5')]);
    const spectator = await watcher(null, [Channel.battle('b5')]);
    for (let i = 0; i < REACTION_RATE.burst + 2; i++)
      sender.send(MsgType.emoji, { battleID: 'b5', emoji: '😂' }, ++seq);
    await until(sender, REACTION_RATE.burst + 2);
    const mine = reactions(sender);
    expect(mine.filter((r) => r.error === 'rate_limited')).toHaveLength(2);
    await until(spectator, REACTION_RATE.burst);
    // A second later one more is allowed.
    await new Promise((r) => setTimeout(r, 1000 / REACTION_RATE.perSecond + 50));
    sender.send(MsgType.emoji, { battleID: 'b5', emoji: '🍀' }, ++seq);
    await until(spectator, REACTION_RATE.burst + 1);
    expect(reactions(spectator).at(-1)).toEqual({ battleID: 'b5', emoji: '🍀', userID: carol.userId });
    expect(sender.ws.readyState).toBe(sender.ws.OPEN);
    for (const s of [sender, spectator]) s.ws.close();
  });

  it('closes a socket that sends a malformed reaction frame (4002)', async () => {
    const dan = await createSignedInUser(ctx.db, 'dan');
    const s = await watcher(dan.token, [Channel.battle('b6')]);
    s.send(MsgType.emoji, ['not', 'an', 'object'], ++seq);
    expect((await s.closed).code).toBe(4002);
  });
});
