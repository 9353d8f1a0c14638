import { notFound } from './errors.ts';

/**
 * A batch of ids is decided as a whole: the rows in the order of the (deduplicated) ids when every id was found and
 * is allowed, otherwise one 404, the same for a missing id, another company's id and an id the actor may not touch,
 * so a batch never tells which of its ids exist (docs/decisions.md "Batch decisions answer one 404").
 */
export function allOrNothing<T extends { id: string }>(
  ids: readonly string[],
  found: readonly T[],
  allowed: (row: T) => boolean,
): T[] {
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows: T[] = [];
  for (const id of new Set(ids)) {
    const row = byId.get(id);
    if (!row || !allowed(row)) throw notFound();
    rows.push(row);
  }
  return rows;
}
