import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designRevisions, designs } from '../../../db/schema/index.ts';
import { pruneRevisions } from '../repository/index.ts';
import { type EditorTestWorld, editorTestWorld } from '../test-world.ts';
import { PRUNE_REVISIONS_JOB } from './job.ts';

let w: EditorTestWorld;
beforeAll(async () => {
  w = await editorTestWorld();
});
afterAll(() => w.t.close());

const numbers = async (id: string) =>
  (await w.t.db.select().from(designRevisions).where(eq(designRevisions.designId, id)))
    .map((r) => r.number)
    .sort((a, b) => a - b);

describe('pruning revisions', () => {
  it('keeps the newest per design, the draft and the published one; other designs keep theirs', async () => {
    const design = await w.createDesign();
    const other = await w.createDesign();
    const rows = await w.t.db
      .insert(designRevisions)
      .values(
        Array.from({ length: 7 }, (_, i) => ({
          designId: design.id,
          number: i + 2,
          document: design.document,
          byteSize: 1,
          elementCount: 0,
        })),
      )
      .returning();
    const byNumber = new Map(rows.map((r) => [r.number, r.id]));
    // The draft is revision 3 (an odd state, but the rule holds), revision 2 is published.
    await w.t.db
      .update(designs)
      .set({ draftRevisionId: byNumber.get(3), publishedRevisionId: byNumber.get(2) })
      .where(eq(designs.id, design.id));
    // At least these three (with DATABASE_URL, other test files' designs share the table).
    expect(await pruneRevisions(w.t.db, 3)).toBeGreaterThanOrEqual(3);
    expect(await numbers(design.id)).toEqual([2, 3, 6, 7, 8]);
    expect(await numbers(other.id)).toEqual([1]);
  });

  it('runs daily as a shared schedule with a handler', () => {
    const schedules = w.t.app.contexts.editor.background?.shared ?? [];
    expect(schedules).toContainEqual({ kind: PRUNE_REVISIONS_JOB, everyMs: 86_400_000 });
    expect(w.t.app.contexts.editor.background?.handlers?.[PRUNE_REVISIONS_JOB]).toBeTypeOf('function');
  });
});
