import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { departments } from '../../../db/schema/index.ts';

const columns = { id: departments.id, name: departments.name };

/**
 * The departments of one company. Names are unique per company whatever their case (a unique index; the service
 * answers a violation with 409). Deleting one leaves the company's users in that department without one (their
 * foreign key).
 */
export function departmentRepo(db: Db, companyId: string) {
  const byId = (id: string) => and(eq(departments.companyId, companyId), eq(departments.id, id));
  return {
    async insert(name: string) {
      const [row] = await db.insert(departments).values({ name, companyId }).returning(columns);
      return row;
    },
    async rename(id: string, name: string) {
      const [row] = await db.update(departments).set({ name }).where(byId(id)).returning(columns);
      return row;
    },
    async remove(id: string) {
      const rows = await db.delete(departments).where(byId(id)).returning({ id: departments.id });
      return rows.length > 0;
    },
  };
}
