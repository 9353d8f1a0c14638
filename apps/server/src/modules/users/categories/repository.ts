import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { categories } from '../../../db/schema/index.ts';

const columns = { id: categories.id, title: categories.title, color: categories.color };
export type CategoryValues = { title: string; color: string };

/**
 * The categories of one company. Titles are unique per company whatever their case (a unique index): writing a
 * taken title fails with a unique violation, which the service answers with 409. Deleting one sets the category of
 * the company's users, displays and media files to none (their foreign keys) and bumps the display and media search
 * revisions (triggers of migrations 0003 and 0011).
 */
export function categoryRepo(db: Db, companyId: string) {
  const byId = (id: string) => and(eq(categories.companyId, companyId), eq(categories.id, id));
  return {
    async find(id: string) {
      const [row] = await db.select(columns).from(categories).where(byId(id));
      return row;
    },
    async insert(values: CategoryValues) {
      const [row] = await db
        .insert(categories)
        .values({ ...values, companyId })
        .returning(columns);
      return row;
    },
    async update(id: string, values: Partial<CategoryValues>) {
      const [row] = await db.update(categories).set(values).where(byId(id)).returning(columns);
      return row;
    },
    async remove(id: string) {
      const rows = await db.delete(categories).where(byId(id)).returning({ id: categories.id });
      return rows.length > 0;
    },
  };
}
