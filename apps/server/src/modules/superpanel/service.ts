import type { CompanyStatus, SuperpanelCompanySortField } from '@plakat/shared';
import type { Core } from '../../core.ts';
import type { Db } from '../../db/client.ts';
import { notFound, sessionUnusable } from '../../lib/errors.ts';
import { revokeCompanySessions } from '../auth/index.ts';
import { findSuperpanelAdmin, listAllCompanies, setCompanyStatus } from './repository/companies.ts';
import { findCompanyOverview } from './repository/company-overview.ts';

/** The logged-in admin; an admin removed since the token was issued ends the session (419). */
export async function currentAdmin(db: Db, adminId: string) {
  const admin = await findSuperpanelAdmin(db, adminId);
  if (!admin) throw sessionUnusable();
  return admin;
}

/** `-storageBytes` is storageBytes, descending. */
export const parseSort = (sort: string) => ({
  field: sort.replace(/^-/, '') as SuperpanelCompanySortField,
  descending: sort.startsWith('-'),
});

/** A page of every company on the platform; the keyword matches the name literally. */
export async function companiesPage(
  db: Db,
  query: { page: number; limit: number; keyword?: string; status?: CompanyStatus; sort: string },
) {
  const { page, limit, keyword, status, sort } = query;
  return listAllCompanies(db, {
    offset: (page - 1) * limit,
    limit,
    keyword: keyword || undefined,
    status,
    sort: parseSort(sort),
  });
}

/**
 * Blocks or unblocks a company (idempotent; 404 for an unknown one). Blocking ends every session of its users in the
 * same transaction: their next request answers 419 and their refresh tokens are refused; the login refuses them
 * while the company stays blocked (auth context). Unblocking lets them log in again; ended sessions stay ended.
 */
export async function changeCompanyStatus(deps: Core, companyId: string, status: CompanyStatus) {
  return deps.db.transaction(async (tx) => {
    const row = await setCompanyStatus(tx, companyId, status);
    if (!row) throw notFound('apiSuperpanel.companyNotFound');
    const endedSessions = status === 'blocked' ? await revokeCompanySessions(tx, companyId, 'company blocked') : 0;
    return { ...row, endedSessions };
  });
}

/** The read-only overview of one company (404 for an unknown one). */
export async function companyOverview(db: Db, companyId: string) {
  const rows = await findCompanyOverview(db, companyId);
  if (!rows) throw notFound('apiSuperpanel.companyNotFound');
  return rows;
}
