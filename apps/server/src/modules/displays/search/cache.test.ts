import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import type { ListRow } from '../repository/search.ts';
import { createDisplaySearchCache, notifiedRevisions, searchKey } from './cache.ts';

const db = {} as Db;
const page = (n: number) => ({
  rows: Array.from({ length: n }, (_, i) => ({ id: `row-${i}` }) as ListRow),
  totalCount: n,
});

describe('display search cache', () => {
  it('runs the query again after the revision changed', async () => {
    const revisions = notifiedRevisions();
    const cache = createDisplaySearchCache(100, revisions.revisionOf);
    let runs = 0;
    const run = async () => {
      runs++;
      return page(2);
    };
    await cache.search(db, 'a', 'k', run);
    await cache.search(db, 'a', 'k', run);
    expect(runs).toBe(1);
    revisions.bump('b');
    await cache.search(db, 'a', 'k', run);
    expect(runs).toBe(1);
    revisions.bump('a');
    await cache.search(db, 'a', 'k', run);
    expect(runs).toBe(2);
    expect(cache.stats()).toEqual({ entries: 1, rows: 2, hits: 2, misses: 2 });
  });

  it('keeps companies apart', async () => {
    const cache = createDisplaySearchCache(100, () => 0);
    await cache.search(db, 'a', 'k', async () => page(1));
    expect((await cache.search(db, 'b', 'k', async () => page(3))).totalCount).toBe(3);
  });

  it('holds at most maxRows rows and drops the least recently used first', async () => {
    const cache = createDisplaySearchCache(10, () => 0);
    await cache.search(db, 'a', 'one', async () => page(4));
    await cache.search(db, 'a', 'two', async () => page(4));
    await cache.search(db, 'a', 'one', async () => page(4)); // 'one' is now the most recent
    await cache.search(db, 'a', 'three', async () => page(4));
    expect(cache.stats()).toMatchObject({ entries: 2, rows: 8 });
    let ran = false;
    await cache.search(db, 'a', 'two', async () => {
      ran = true;
      return page(4);
    });
    expect(ran).toBe(true);
    // A result larger than the whole cache is answered but not kept.
    await cache.search(db, 'a', 'huge', async () => page(11));
    expect(cache.stats().rows).toBeLessThanOrEqual(10);
  });

  it('is off with maxRows 0', async () => {
    const cache = createDisplaySearchCache(0, () => 0);
    let runs = 0;
    for (let i = 0; i < 2; i++) {
      await cache.search(db, 'a', 'k', async () => {
        runs++;
        return page(1);
      });
    }
    expect(runs).toBe(2);
    expect(cache.enabled).toBe(false);
  });

  it('keys a search by its values, whatever the order of the filters', () => {
    const query = { keyword: 'kantine', page: 1, limit: 10, sort: '-createDate' };
    expect(searchKey(query, { status: 'active', displayType: 'LCDScreen' })).toBe(
      searchKey(query, { displayType: 'LCDScreen', status: 'active' }),
    );
    expect(searchKey(query, { status: 'active' })).not.toBe(searchKey({ ...query, page: 2 }, { status: 'active' }));
    expect(searchKey(query, { status: 'active' })).toBe(searchKey(query, { status: 'active', town: undefined }));
  });
});
