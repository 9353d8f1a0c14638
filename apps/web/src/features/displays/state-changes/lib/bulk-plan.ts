/**
 * The bulk actions of the own overview on the selected rows (spec 02 §2): the server changes all or nothing, and a
 * locked display refuses a shutdown (409), so the rows an action cannot or need not change are left out of the
 * request, and the confirmation names them with the reason.
 */
export type BulkKind = 'shutdown' | 'lock' | 'unlock';
export type SkipReason = 'locked' | 'alreadyLocked' | 'notLocked';
type Row = { id: string; onlineId: number; isLocked: boolean };

export type BulkPlan = {
  kind: BulkKind;
  /** The ids the request carries. */
  ids: string[];
  /** The rows left out, by reason (online ids, as the list shows them). */
  skipped: { reason: SkipReason; onlineIds: number[] }[];
};

const skipReason: Record<BulkKind, (row: Row) => SkipReason | null> = {
  shutdown: (row) => (row.isLocked ? 'locked' : null),
  lock: (row) => (row.isLocked ? 'alreadyLocked' : null),
  unlock: (row) => (row.isLocked ? null : 'notLocked'),
};

/** Splits the selected rows into those the action changes and those it leaves out. */
export function bulkPlan(kind: BulkKind, selected: readonly Row[]): BulkPlan {
  const ids: string[] = [];
  const skipped = new Map<SkipReason, number[]>();
  for (const row of selected) {
    const reason = skipReason[kind](row);
    if (reason === null) ids.push(row.id);
    else skipped.set(reason, [...(skipped.get(reason) ?? []), row.onlineId]);
  }
  return { kind, ids, skipped: [...skipped].map(([reason, onlineIds]) => ({ reason, onlineIds })) };
}
