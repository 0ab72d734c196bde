import { describe, expect, it } from 'vitest';
import { encodeMessage, parseMessage } from '../../../server/realtime/redis-bridge';

describe('realtime Redis message format', () => {
  it('round-trips the lobby flag; a lobby publish keeps the old flagless format', () => {
    expect(encodeMessage('battle:a', 90013, '{"x":1}', true)).toBe('90013\nbattle:a\n{"x":1}');
    expect(encodeMessage('battle:a', 90013, '{"x":1}', false)).toBe('90013;nolobby\nbattle:a\n{"x":1}');
    for (const lobby of [true, false])
      expect(parseMessage(encodeMessage('battle:a', 90016, '{"y":"a\\nb"}', lobby))).toEqual({
        type: 90016,
        channel: 'battle:a',
        json: '{"y":"a\\nb"}',
        lobby,
      });
  });

  it('parses old messages as lobby publishes and drops unknown flags or malformed heads', () => {
    expect(parseMessage('90018\nbattle:b\nnull')).toEqual({
      type: 90018,
      channel: 'battle:b',
      json: 'null',
      lobby: true,
    });
    expect(parseMessage('90018;other\nbattle:b\nnull')).toBeNull();
    expect(parseMessage('90018;nolobby;x\nbattle:b\nnull')).toBeNull();
    expect(parseMessage(';nolobby\nbattle:b\nnull')).toBeNull();
    expect(parseMessage('90018\nbattle:*\nnull')).toBeNull();
    expect(parseMessage('90018 battle:b null')).toBeNull();
  });
});

describe('realtime Redis message format, user channels', () => {
  it('carries a private user channel across processes, never a user wildcard', () => {
    expect(parseMessage(encodeMessage('user:u1', 90100, '{"lv":2}', true))).toEqual({
      type: 90100,
      channel: 'user:u1',
      json: '{"lv":2}',
      lobby: true,
    });
    expect(parseMessage('90100\nuser:*\nnull')).toBeNull();
  });
});
