import { describe, expect, it } from 'vitest';
import { batchRevisionReads } from './revision-batch.ts';

/** A batcher over a fake store with a manual scheduler: `turn()` ends the current event-loop turn. */
function setup() {
  const revisions = new Map([
    ['s1', 1],
    ['s2', 2],
  ]);
  const queries: string[][] = [];
  const scheduled: (() => void)[] = [];
  const revisionOf = batchRevisionReads(
    async (ids) => {
      queries.push(ids);
      return new Map(ids.filter((id) => revisions.has(id)).map((id) => [id, revisions.get(id) ?? 0]));
    },
    (run) => scheduled.push(run),
  );
  const turn = () => {
    for (const run of scheduled.splice(0)) run();
  };
  return { revisions, queries, revisionOf, turn };
}

describe('batched revision reads', () => {
  it('answers the calls of one turn with one query, each session once', async () => {
    const { queries, revisionOf, turn } = setup();
    const answers = Promise.all([
      revisionOf('s1', 'company'),
      revisionOf('s2', 'company'),
      revisionOf('s1', 'company'),
      revisionOf('gone', 'company'),
    ]);
    turn();
    expect(await answers).toEqual([1, 2, 1, null]);
    expect(queries).toEqual([['s1', 's2', 'gone']]);
  });

  it('never joins a batch that was already sent: a later call reads the state after it', async () => {
    const { revisions, queries, revisionOf, turn } = setup();
    const early = revisionOf('s1', 'company');
    turn();
    revisions.delete('s1'); // revoked after the first batch went out
    const late = revisionOf('s1', 'company');
    turn();
    expect(await early).toBe(1);
    expect(await late).toBeNull();
    expect(queries).toHaveLength(2);
  });

  it('keeps the audiences in separate queries', async () => {
    const { queries, revisionOf, turn } = setup();
    const answers = Promise.all([revisionOf('s1', 'company'), revisionOf('s2', 'superpanel')]);
    turn();
    await answers;
    expect(queries).toEqual([['s1'], ['s2']]);
  });
});
