import type { Audience } from './repository/sessions.ts';

/** Revisions of open sessions by id; a session missing from the map is revoked or its subject is gone. */
export type ReadRevisions = (sessionIds: string[], audience: Audience) => Promise<Map<string, number>>;
export type RevisionOf = (sessionId: string, audience: Audience) => Promise<number | null>;

/**
 * Reads session revisions for all requests of one event-loop turn in one query: under load most of the per-request
 * read's cost is the round trip, not the lookup. A batch collects the calls of the current turn and is sent only
 * after them (`setImmediate`), never joined once sent, so each request still reads a state committed after it
 * arrived: a revocation counts on the next request exactly as with one query per request.
 */
export function batchRevisionReads(readMany: ReadRevisions, schedule: (run: () => void) => void = setImmediate) {
  const pending = new Map<Audience, { ids: Set<string>; result: Promise<Map<string, number>> }>();
  const revisionOf: RevisionOf = async (sessionId, audience) => {
    let batch = pending.get(audience);
    if (!batch) {
      const ids = new Set<string>();
      const result = new Promise<Map<string, number>>((resolve, reject) => {
        schedule(() => {
          pending.delete(audience);
          readMany([...ids], audience).then(resolve, reject);
        });
      });
      batch = { ids, result };
      pending.set(audience, batch);
    }
    batch.ids.add(sessionId);
    return (await batch.result).get(sessionId) ?? null;
  };
  return revisionOf;
}
