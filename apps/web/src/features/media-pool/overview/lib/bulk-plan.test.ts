import { describe, expect, it } from 'vitest';
import { mediaBulkPlan } from './bulk-plan.ts';

const file = (id: string, isArchived: boolean, status: 'used' | 'notUsed' = 'notUsed') => ({
  id,
  type: 'image/png',
  resolution: 'FullHD' as const,
  isArchived,
  status,
});

describe('media bulk plan', () => {
  const rows = [file('a', false, 'used'), file('b', true), file('c', false)];

  it('deletes the files that are not archived and counts those in use', () => {
    expect(mediaBulkPlan('delete', rows)).toEqual({ ids: ['a', 'c'], skipped: 1, used: 1 });
  });

  it('archives what is not archived and unarchives what is', () => {
    expect(mediaBulkPlan('archive', rows).ids).toEqual(['a', 'c']);
    expect(mediaBulkPlan('unArchive', rows).ids).toEqual(['b']);
  });

  it('takes nothing without a selection', () => {
    expect(mediaBulkPlan('delete', [])).toEqual({ ids: [], skipped: 0, used: 0 });
  });
});
