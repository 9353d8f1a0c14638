import { describe, expect, it } from 'vitest';
import { bulkPlan } from './bulk-plan.ts';

const free = { id: 'a', onlineId: 11, isLocked: false };
const locked = { id: 'b', onlineId: 12, isLocked: true };
const alsoLocked = { id: 'c', onlineId: 13, isLocked: true };

describe('bulkPlan', () => {
  it('leaves locked displays out of a shutdown (the server would refuse the whole batch with 409)', () => {
    expect(bulkPlan('shutdown', [free, locked, alsoLocked])).toEqual({
      kind: 'shutdown',
      ids: ['a'],
      skipped: [{ reason: 'locked', onlineIds: [12, 13] }],
    });
  });

  it('locks only unlocked and unlocks only locked displays', () => {
    expect(bulkPlan('lock', [free, locked])).toEqual({
      kind: 'lock',
      ids: ['a'],
      skipped: [{ reason: 'alreadyLocked', onlineIds: [12] }],
    });
    expect(bulkPlan('unlock', [free, locked])).toEqual({
      kind: 'unlock',
      ids: ['b'],
      skipped: [{ reason: 'notLocked', onlineIds: [11] }],
    });
  });

  it('has nothing left when every selected row is skipped, and skips nothing without reason', () => {
    expect(bulkPlan('shutdown', [locked]).ids).toEqual([]);
    expect(bulkPlan('lock', [free]).skipped).toEqual([]);
    expect(bulkPlan('unlock', []).ids).toEqual([]);
  });
});
