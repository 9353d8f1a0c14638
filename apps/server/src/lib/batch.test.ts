import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { allOrNothing } from './batch.ts';

describe('allOrNothing', () => {
  const rows = [{ id: 'a' }, { id: 'b' }, { id: 'owner' }];
  const allowed = (row: { id: string }) => row.id !== 'owner';

  it('answers the rows when every id is found and allowed, each once, in the order asked', () => {
    expect(allOrNothing(['b', 'a', 'b'], rows, allowed).map((r) => r.id)).toEqual(['b', 'a']);
  });

  it('answers one 404 alike for a missing id and for an id the actor may not touch', () => {
    for (const ids of [
      ['a', 'missing'],
      ['a', 'owner'],
    ]) {
      expect(() => allOrNothing(ids, rows, allowed)).toThrow(ApiError);
      try {
        allOrNothing(ids, rows, allowed);
      } catch (error) {
        expect((error as ApiError).statusCode).toBe(404);
      }
    }
  });
});
