import type { Db } from '../../db/client.ts';
import { sessionUnusable } from '../../lib/errors.ts';
import { findSuperpanelAdmin, listAllCompanies } from './repository/companies.ts';

/** The logged-in admin; an admin removed since the token was issued ends the session (419). */
export async function currentAdmin(db: Db, adminId: string) {
  const admin = await findSuperpanelAdmin(db, adminId);
  if (!admin) throw sessionUnusable();
  return admin;
}

/** A page of every company on the platform; the keyword matches the name literally. */
export async function companiesPage(db: Db, query: { page: number; limit: number; keyword?: string }) {
  const { page, limit, keyword } = query;
  return listAllCompanies(db, { offset: (page - 1) * limit, limit, keyword: keyword || undefined });
}
