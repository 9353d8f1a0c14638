import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { categories } from '../../../db/schema/index.ts';

/** Whether a category is the company's (a file may only get one of its own company's categories). */
export async function categoryOfCompany(db: Db, companyId: string, categoryId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.companyId, companyId)));
  return row !== undefined;
}
