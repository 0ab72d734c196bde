// The one reader of `{error: {code, message}}` answers: what every screen's error text is chosen from.
import { describe, expect, it } from 'vitest';
import { apiError, knownErrorCode } from '../../../src/api/error';

const fail = (code: unknown, message: unknown = 'text') => ({
  status: 400,
  data: { error: { code, message } },
});

describe('api errors', () => {
  it('reads status, code and message of an RTK Query error', () => {
    expect(apiError(fail('slot_taken', 'Taken'))).toEqual({
      status: 400,
      code: 'slot_taken',
      message: 'Taken',
    });
  });

  it('answers nulls for errors without a body (timeouts, network failures) and for non-objects', () => {
    expect(apiError({ status: 'TIMEOUT_ERROR', error: 'timeout' })).toEqual({
      status: 'TIMEOUT_ERROR',
      code: null,
      message: null,
    });
    expect(apiError(null)).toEqual({ status: null, code: null, message: null });
    expect(apiError(fail(42, 7))).toEqual({ status: 400, code: null, message: null });
  });

  it('knownErrorCode keeps a code only when the screen has a text for it', () => {
    const known = ['slot_taken', 'insufficient_balance'] as const;
    expect(knownErrorCode(fail('slot_taken'), known)).toBe('slot_taken');
    expect(knownErrorCode(fail('weird'), known)).toBeNull();
    expect(knownErrorCode({ status: 'FETCH_ERROR', error: 'offline' }, known)).toBeNull();
  });
});
