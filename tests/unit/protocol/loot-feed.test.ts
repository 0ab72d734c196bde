import { describe, expect, it } from 'vitest';
import type { LootFeedEntry } from '../../../src/protocol/ws-events';
import { pushLoot, RECENT_LOOT_LIMIT } from '../../../src/protocol/loot-feed';

const entry = (id: string): LootFeedEntry => ({
  id,
  item: {
    id: 'item',
    name: 'Skin',
    weapon: 'Weapon',
    finish: 'Finish',
    rarity: 'Covert',
    price: 100,
    image: '',
    base: 'AK-47',
    pattern: 'Redline',
    exterior: 'FT',
    stattrak: false,
  },
  user: { userID: 'u', nickname: 'n', avatar: '' },
  source: 'case',
  sourceID: null,
  createdAt: 0,
});

describe('recent loot feed', () => {
  it('keeps the 10 newest, newest first', () => {
    let feed: LootFeedEntry[] = [];
    for (let i = 1; i <= 15; i++) feed = pushLoot(feed, entry(`l${i}`));
    expect(RECENT_LOOT_LIMIT).toBe(10);
    expect(feed).toHaveLength(10);
    expect(feed.map((e) => e.id)).toEqual(['l15', 'l14', 'l13', 'l12', 'l11', 'l10', 'l9', 'l8', 'l7', 'l6']);
  });

  it('does not duplicate an id seen twice and does not mutate its input', () => {
    const a = [entry('a'), entry('b')];
    const out = pushLoot(a, entry('b'));
    expect(out.map((e) => e.id)).toEqual(['b', 'a']);
    expect(a.map((e) => e.id)).toEqual(['a', 'b']);
  });
});
