// The keep-alive cache: LRU order, the cap, and screens that start fresh.
import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_CAP, touchCache, type CacheEntry } from '../../../src/app/keep-alive/keep-alive-cache';

const keys = (e: CacheEntry<string>[]) => e.map((x) => x.key);

describe('touchCache', () => {
  it('keeps visited screens, most recent last, updating the active value', () => {
    let c: CacheEntry<string>[] = [];
    c = touchCache(c, '/battles', true, 'v1');
    c = touchCache(c, '/faq', true, 'v2');
    c = touchCache(c, '/battles', true, 'v3');
    expect(keys(c)).toEqual(['/faq', '/battles']);
    expect(c[1].value).toBe('v3');
  });

  it('drops a fresh screen as soon as another one is active', () => {
    let c: CacheEntry<string>[] = [];
    c = touchCache(c, '/', false, 'home');
    expect(keys(c)).toEqual(['/']);
    c = touchCache(c, '/battles', true, 'b');
    expect(keys(c)).toEqual(['/battles']);
    c = touchCache(c, '/', false, 'home again');
    expect(keys(c)).toEqual(['/battles', '/']);
  });

  it('evicts the least recently used beyond the cap (10)', () => {
    expect(KEEP_ALIVE_CAP).toBe(10);
    let c: CacheEntry<string>[] = [];
    for (let i = 0; i < 12; i++) c = touchCache(c, `/p${i}`, true, String(i));
    expect(keys(c)).toEqual(['/p2', '/p3', '/p4', '/p5', '/p6', '/p7', '/p8', '/p9', '/p10', '/p11']);
    c = touchCache(c, '/p2', true, 'again');
    c = touchCache(c, '/new', true, 'n');
    expect(keys(c)[0]).toBe('/p4');
    expect(keys(c)).toContain('/p2');
  });
});
