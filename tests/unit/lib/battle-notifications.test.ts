import { describe, expect, it } from 'vitest';
import { noticeToShow, readNotifyPrefs, saveNotifyPrefs } from '../../../src/lib/battle-notifications';
import { memoryStorage } from './memory-storage';

const joined = {
  battleID: 'b1',
  kind: 'joined' as const,
  nickname: 'Zed',
  isBot: false,
  seats: { taken: 2, total: 3 },
};

describe('battle notifications', () => {
  it('shows only the kinds this browser turned on, and only while the tab is hidden', () => {
    const both = { joined: true, finished: true };
    expect(noticeToShow(joined, both, false)).toBeNull();
    expect(noticeToShow(joined, { joined: false, finished: true }, true)).toBeNull();
    expect(noticeToShow(joined, both, true)).toEqual({
      title: 'notify.joinedTitle',
      body: 'notify.joined',
      params: { name: 'Zed', taken: 2, total: 3 },
    });
    expect(noticeToShow({ ...joined, isBot: true }, both, true)?.body).toBe('notify.joinedBot');
    const won = { battleID: 'b1', kind: 'finished' as const, won: true, amount: 1234 };
    expect(noticeToShow(won, both, true)).toEqual({
      title: 'notify.wonTitle',
      body: 'notify.won',
      params: { amount: 1234 },
    });
    expect(noticeToShow({ ...won, won: false }, both, true)?.title).toBe('notify.finishedTitle');
    expect(noticeToShow(won, { joined: true, finished: false }, true)).toBeNull();
  });

  it('keeps the choice per browser and reads anything else as off', () => {
    const storage = memoryStorage();
    expect(readNotifyPrefs(storage)).toEqual({ joined: false, finished: false });
    saveNotifyPrefs({ joined: true, finished: false }, storage);
    expect(readNotifyPrefs(storage)).toEqual({ joined: true, finished: false });
    storage.setItem('ca.notify', '{not json');
    expect(readNotifyPrefs(storage)).toEqual({ joined: false, finished: false });
    storage.setItem('ca.notify', '{"joined":"yes","finished":1}');
    expect(readNotifyPrefs(storage)).toEqual({ joined: false, finished: false });
  });
});
