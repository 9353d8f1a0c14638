import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, companies, departments, partnerships, roles } from '../../db/schema/index.ts';

/** Every query here is filtered by the actor's company: the tenant comes from the verified token only. */

/** The own company and every company it has an active partnership with. */
export function listVisibleCompanies(db: Db, companyId: string) {
  const partners = db
    .select({ id: partnerships.partnerCompanyId })
    .from(partnerships)
    .where(and(eq(partnerships.companyId, companyId), eq(partnerships.status, 'active')));
  return db
    .select({ id: companies.id, label: companies.name })
    .from(companies)
    .where(or(eq(companies.id, companyId), inArray(companies.id, partners)));
}

export function listDepartments(db: Db, companyId: string) {
  return db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.companyId, companyId));
}

export function listRoles(db: Db, companyId: string) {
  return db
    .select({ id: roles.id, label: roles.label, preset: roles.preset })
    .from(roles)
    .where(eq(roles.companyId, companyId));
}

export function listCategories(db: Db, companyId: string) {
  return db
    .select({ id: categories.id, title: categories.title, color: categories.color })
    .from(categories)
    .where(eq(categories.companyId, companyId));
}
