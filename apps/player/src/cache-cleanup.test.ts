import { describe, expect, it } from 'vitest';
import { type CachedFile, filesToRemove, unusedForMs } from './cache-cleanup.ts';

const now = Date.UTC(2026, 10, 26);
const day = 24 * 60 * 60 * 1000;
const file = (sha256: string, ageDays: number, size = 100): CachedFile => ({
  sha256,
  size,
  lastUsed: now - ageDays * day,
});

describe('filesToRemove', () => {
  it('removes files unused for more than 30 days and keeps younger ones', () => {
    const files = [file('old', 31), file('young', 29), file('edge', unusedForMs / day)];
    expect(filesToRemove({ files, inUse: new Set(), now, usage: null, quota: null })).toEqual(['old']);
  });

  it('never removes a file the current or staged manifest names, however old', () => {
    const files = [file('kept', 400), file('old', 40)];
    expect(filesToRemove({ files, inUse: new Set(['kept']), now, usage: 950, quota: 1000 })).toEqual(['old']);
  });

  it('under quota pressure removes unused files oldest first until usage is below the target', () => {
    const files = [file('a', 1, 200), file('b', 5, 200), file('c', 3, 200), file('d', 2, 200)];
    // 900 of 1000 used: above 80 %, down to 60 % takes 300 bytes, so two files (b then c).
    const removed = filesToRemove({ files, inUse: new Set(['a']), now, usage: 900, quota: 1000 });
    expect(removed).toEqual(['b', 'c']);
  });

  it('does nothing without pressure when every file was used recently', () => {
    const files = [file('a', 1), file('b', 2)];
    expect(filesToRemove({ files, inUse: new Set(), now, usage: 500, quota: 1000 })).toEqual([]);
  });

  it('counts the expired files towards the pressure before removing used ones', () => {
    const files = [file('old', 60, 300), file('b', 2, 100)];
    expect(filesToRemove({ files, inUse: new Set(), now, usage: 850, quota: 1000 })).toEqual(['old']);
  });
});
