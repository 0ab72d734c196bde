import { describe, expect, it } from 'vitest';
import {
  battleIdOf,
  Channel,
  isPublishableChannel,
  isSubscribableChannel,
  maySubscribe,
  userIdOfChannel,
  wildcardFor,
  wildcardJson,
} from '../../../src/protocol/channels';
import { isKnownType, msgName, MsgType } from '../../../src/protocol/message-types';

describe('message types', () => {
  it('have the numbers of the spec', () => {
    expect(MsgType).toEqual({
      connected: 1,
      disconnected: 2,
      connectionHeartbeat: 3,
      ping: 30000,
      heartbeat: 30001,
      subscribe: 30002,
      stat: 90000,
      loot: 90001,
      battleCreated: 90010,
      viewerJoined: 90011,
      viewerLeft: 90012,
      userJoined: 90013,
      userLeft: 90014,
      botState: 90015,
      processing: 90016,
      playing: 90017,
      finished: 90018,
      battleStat: 90019,
      emoji: 90020,
      huntFound: 90030,
      raceBoard: 90040,
      giveawayChanged: 90041,
      levelUp: 90100,
      missionsChanged: 90101,
      giveawayWon: 90102,
      racePrize: 90103,
      profileChanged: 90104,
      battleNotice: 90105,
      tradeChanged: 90106,
    });
    expect(isKnownType(90017)).toBe(true);
    expect(isKnownType(90021)).toBe(false);
    expect(msgName(90018)).toBe('finished');
  });
});

describe('channels', () => {
  it.each([
    'stat',
    'loot:feed:*',
    'loot:feed:wow',
    'battle:*',
    'battle:stat',
    'battle:abc-123',
    'battle:01HZX_9',
    'leaderboard',
    'giveaway',
    'user:0b7c3a52-9f1e-4c1a-8a51-2f7b6c1d9e00',
  ])('%s is subscribable', (c) => {
    expect(isSubscribableChannel(c)).toBe(true);
  });

  it.each([
    '',
    'stats',
    'battle:',
    'battle:a b',
    'battle:a:b',
    'loot:feed:',
    'loot:feed:WOW',
    'loot:*',
    '*',
    `battle:${'x'.repeat(65)}`,
    'user:',
    'user:*',
    'user:a:b',
    `user:${'u'.repeat(65)}`,
    42,
    null,
  ])('%s is rejected', (c) => {
    expect(isSubscribableChannel(c)).toBe(false);
  });

  it('wildcards are subscribable but not publishable', () => {
    expect(isPublishableChannel('battle:*')).toBe(false);
    expect(isPublishableChannel('loot:feed:*')).toBe(false);
    expect(isPublishableChannel('battle:b1')).toBe(true);
    expect(isPublishableChannel('loot:feed:wow')).toBe(true);
  });

  it('battle:* gets lobby-level events of every battle (playing included), not viewers or emoji', () => {
    for (const t of [
      MsgType.battleCreated,
      MsgType.userJoined,
      MsgType.userLeft,
      MsgType.botState,
      MsgType.processing,
      MsgType.playing,
      MsgType.finished,
    ]) {
      expect(wildcardFor('battle:b1', t)).toBe('battle:*');
    }
    for (const t of [MsgType.viewerJoined, MsgType.viewerLeft, MsgType.emoji]) {
      expect(wildcardFor('battle:b1', t)).toBeNull();
    }
    expect(wildcardFor('battle:stat', MsgType.battleStat)).toBeNull();
  });

  it('the lobby gets playing without its rolls; other types unchanged', () => {
    const full = {
      battleID: 'b1',
      currentRound: 2,
      rolls: [{ userID: 'u', itemID: 'i', price: 5, item: { id: 'i' } }],
      roundStartedAt: 9,
      now: 10,
    };
    expect(JSON.parse(wildcardJson(MsgType.playing, JSON.stringify(full)))).toEqual({ ...full, rolls: [] });
    const created = JSON.stringify({ battle: { id: 'b1' } });
    expect(wildcardJson(MsgType.battleCreated, created)).toBe(created);
    expect(wildcardJson(MsgType.playing, 'not json')).toBe('not json');
  });

  it('loot:feed:* gets every loot feed; stat has no wildcard', () => {
    expect(wildcardFor('loot:feed:wow', MsgType.loot)).toBe('loot:feed:*');
    expect(wildcardFor('stat', MsgType.stat)).toBeNull();
  });

  it('battleIdOf and Channel.battle agree', () => {
    expect(battleIdOf(Channel.battle('b7'))).toBe('b7');
    expect(battleIdOf('battle:stat')).toBeNull();
    expect(battleIdOf('stat')).toBeNull();
  });
});

describe('user channels', () => {
  it('Channel.user and userIdOfChannel agree; nothing else is a user channel', () => {
    expect(Channel.user('u-1')).toBe('user:u-1');
    expect(userIdOfChannel(Channel.user('u-1'))).toBe('u-1');
    expect(userIdOfChannel('battle:u-1')).toBeNull();
    expect(userIdOfChannel('user:*')).toBeNull();
  });

  it('only the socket signed in as that user may subscribe to user:{id}', () => {
    expect(maySubscribe('user:u1', 'u1')).toBe(true);
    expect(maySubscribe('user:u1', 'u2')).toBe(false);
    expect(maySubscribe('user:u1', null)).toBe(false);
    expect(maySubscribe('user:*', 'u1')).toBe(false);
    // Public channels stay open to anyone.
    expect(maySubscribe('stat', null)).toBe(true);
    expect(maySubscribe('battle:user', 'u1')).toBe(true);
    expect(maySubscribe(42, 'u1')).toBe(false);
  });

  it('a user channel is publishable and has no wildcard', () => {
    expect(isPublishableChannel('user:u1')).toBe(true);
    expect(wildcardFor('user:u1', MsgType.levelUp)).toBeNull();
  });
});
