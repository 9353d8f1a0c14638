import { type SQL, and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { DesignListQuery } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { designRevisions, designs, users } from '../../../db/schema/index.ts';

export type DesignRow = typeof designs.$inferSelect;
export type NewDesign = Omit<typeof designs.$inferInsert, 'companyId' | 'id'>;
export type DesignChange = Partial<
  Pick<
    DesignRow,
    | 'name'
    | 'draftRevisionId'
    | 'publishedRevisionId'
    | 'publishedFileId'
    | 'thumbKey'
    | 'thumbVersion'
    | 'thumbRevision'
    | 'updatedBy'
    | 'updatedAt'
    | 'width'
    | 'height'
    | 'orientation'
  >
>;

/** A design as lists and the editor show it: with its draft's number, the published number and who saved last. */
export type DesignView = DesignRow & {
  revision: number;
  publishedRevision: number | null;
  updatedByName: string | null;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const updatedByName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;
const draftNumber = sql<number>`coalesce((SELECT r.number FROM design_revisions r WHERE r.id = ${designs.draftRevisionId}), 0)`;
const publishedNumber = sql<
  number | null
>`(SELECT r.number FROM design_revisions r WHERE r.id = ${designs.publishedRevisionId})`;

/** The designs of one company: every query names it, so another company's id finds nothing. */
export function designRepo(db: Db, companyId: string) {
  const mine = eq(designs.companyId, companyId);
  const view = () =>
    db
      .select({
        design: designs,
        revision: draftNumber.mapWith(Number),
        publishedRevision: publishedNumber,
        updatedByName,
      })
      .from(designs)
      .leftJoin(users, eq(users.id, designs.updatedBy));
  const flatten = (r: {
    design: DesignRow;
    revision: number;
    publishedRevision: number | null;
    updatedByName: string | null;
  }): DesignView => ({
    ...r.design,
    revision: r.revision,
    publishedRevision: r.publishedRevision === null ? null : Number(r.publishedRevision),
    updatedByName: r.updatedByName,
  });
  return {
    async insert(values: NewDesign & { id?: string }): Promise<DesignRow> {
      const [row] = await db
        .insert(designs)
        .values({ ...values, companyId })
        .returning();
      return row;
    },

    /** One design of the company; `forUpdate` locks it for the caller's transaction (saves queue behind it). */
    async find(id: string, opts: { forUpdate?: boolean } = {}): Promise<DesignRow | null> {
      const query = db
        .select()
        .from(designs)
        .where(and(mine, eq(designs.id, id)));
      const [row] = opts.forUpdate ? await query.for('update') : await query;
      return row ?? null;
    },

    async view(id: string): Promise<DesignView | null> {
      const [row] = await view().where(and(mine, eq(designs.id, id)));
      return row ? flatten(row) : null;
    },

    async page(query: DesignListQuery): Promise<DesignView[]> {
      const where = listFilter(companyId, query);
      const direction = query.sortOrder === 'asce' ? asc : desc;
      const order =
        query.sort === 'name'
          ? [direction(sql`lower(${designs.name})`), direction(designs.id)]
          : [direction(designs.updatedAt), direction(designs.id)];
      const rows = await view()
        .where(where)
        .orderBy(...order)
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      return rows.map(flatten);
    },

    async count(query: DesignListQuery): Promise<number> {
      const [row] = await db.select({ n: count() }).from(designs).where(listFilter(companyId, query));
      return Number(row.n);
    },

    async update(id: string, change: DesignChange): Promise<void> {
      await db
        .update(designs)
        .set(change)
        .where(and(mine, eq(designs.id, id)));
    },

    async remove(id: string): Promise<DesignRow | null> {
      const [row] = await db
        .delete(designs)
        .where(and(mine, eq(designs.id, id)))
        .returning();
      return row ?? null;
    },
  };
}
export type DesignRepo = ReturnType<typeof designRepo>;

function listFilter(companyId: string, query: Pick<DesignListQuery, 'kind' | 'keyword'>): SQL | undefined {
  return and(
    eq(designs.companyId, companyId),
    eq(designs.isTemplate, query.kind === 'templates'),
    // lower(name) LIKE: the trigram index on lower(name) answers it (migration 0028).
    query.keyword ? ilike(sql`lower(${designs.name})`, `%${escapeLike(query.keyword.toLowerCase())}%`) : undefined,
  );
}

/** The revisions of the company's designs (the design was found in the company first). */
export function revisionRepo(db: Db) {
  return {
    async insert(values: typeof designRevisions.$inferInsert) {
      const [row] = await db.insert(designRevisions).values(values).returning();
      return row;
    },
    async find(designId: string, id: string | null) {
      if (!id) return null;
      const [row] = await db
        .select()
        .from(designRevisions)
        .where(and(eq(designRevisions.designId, designId), eq(designRevisions.id, id)));
      return row ?? null;
    },
    async byNumber(designId: string, number: number) {
      const [row] = await db
        .select()
        .from(designRevisions)
        .where(and(eq(designRevisions.designId, designId), eq(designRevisions.number, number)));
      return row ?? null;
    },
    async count(designId: string) {
      return db.$count(designRevisions, eq(designRevisions.designId, designId));
    },
  };
}
export type RevisionRow = typeof designRevisions.$inferSelect;

/** The thumbnail key of any company's design while `version` is its current one, for the signed file route. */
export async function thumbKeyAt(db: Db, designId: string, version: number): Promise<string | null> {
  const [row] = await db
    .select({ key: designs.thumbKey })
    .from(designs)
    .where(and(eq(designs.id, designId), eq(designs.thumbVersion, version)));
  return row?.key ?? null;
}
