import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { companies, displays, mediaFiles, roles, users } from '../../../db/schema/index.ts';

/** How many members the read-only overview lists (owners first, then by creation). */
export const overviewMemberLimit = 50;

/**
 * The read-only overview of one company for the superpanel (a read across companies, superpanel audience only):
 * the company row, its members counted by status with the first of them, its roles, displays by state, media pool
 * files and the bytes they take. Undefined for an unknown company.
 */
export async function findCompanyOverview(db: Db, companyId: string) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return undefined;
  const liveMembers = and(eq(users.companyId, companyId), isNull(users.deletedAt));
  const [userStatuses, members, [roleCount], displayStates, [media]] = await Promise.all([
    db.select({ status: users.status, n: count() }).from(users).where(liveMembers).groupBy(users.status),
    db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        userType: users.userType,
        status: users.status,
        lastActivityAt: users.lastActivityAt,
        // Qualified by hand: drizzle leaves columns of a one-table select unqualified, which a subquery would rebind.
        roleLabels: sql<string[]>`coalesce((
          SELECT array_agg(r.label ORDER BY r.label) FROM user_roles ur JOIN roles r ON r.id = ur.role_id
          WHERE ur.user_id = users.id AND r.company_id = users.company_id), '{}')`,
      })
      .from(users)
      .where(liveMembers)
      .orderBy(desc(sql`${users.userType} = 'companyOwner'`), asc(users.createdAt), asc(users.id))
      .limit(overviewMemberLimit),
    db.select({ n: count() }).from(roles).where(eq(roles.companyId, companyId)),
    db
      .select({
        status: displays.status,
        shutDown: sql<boolean>`${displays.shutdownAt} IS NOT NULL`,
        active: displays.isActive,
        n: count(),
      })
      .from(displays)
      .where(eq(displays.companyId, companyId))
      .groupBy(displays.status, sql`${displays.shutdownAt} IS NOT NULL`, displays.isActive),
    // The same bytes as GET /mediapools/storage (media-pool's storageBytes); the count leaves out deleted files.
    db
      .select({
        count: sql<number>`count(*) FILTER (WHERE ${isNull(mediaFiles.deletedAt)})::int`,
        bytes: sql<string>`coalesce(sum(${mediaFiles.fileSize} + coalesce(${mediaFiles.originalSize}, 0)), 0)`,
      })
      .from(mediaFiles)
      .where(eq(mediaFiles.companyId, companyId)),
  ]);
  return {
    company,
    userStatuses,
    members,
    roleCount: roleCount?.n ?? 0,
    displayStates,
    media: { count: media?.count ?? 0, storageBytes: Number(media?.bytes ?? 0) },
  };
}
export type CompanyOverviewRows = NonNullable<Awaited<ReturnType<typeof findCompanyOverview>>>;
