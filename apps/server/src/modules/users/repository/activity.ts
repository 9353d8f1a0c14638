import { type SQL, and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { displayLogs, displays, mediaFileLog, mediaFiles } from '../../../db/schema/index.ts';

/** Escapes LIKE wildcards so user text is matched literally (backslash is PostgreSQL's default escape). */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const isUuid = (text: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);

export type ActivityFilter = { resourceId?: string; text?: string; days?: number };

/** A resource named by its uuid or its online number; anything else names none. */
function resource(id: { id: unknown; onlineId: unknown }, value: string | undefined): SQL | undefined {
  if (value === undefined) return undefined;
  if (isUuid(value)) return sql`${id.id} = ${value.toLowerCase()}`;
  if (/^\d{1,9}$/.test(value)) return sql`${id.onlineId} = ${Number(value)}`;
  return sql`false`;
}

const textMatch = (action: unknown, details: unknown, text: string | undefined) =>
  text
    ? sql`(lower(${action}) like ${contains(text.toLowerCase())} or lower(${details}::text) like ${contains(text.toLowerCase())})`
    : undefined;

/**
 * What one user did in the company, newest first: the display log and the media file log rows it caused (the logs
 * that record an actor today), with the resource's number and title; the total counts both logs.
 */
export function activityRepo(db: Db, companyId: string, userId: string) {
  const displayWhere = (f: ActivityFilter) =>
    and(
      eq(displayLogs.actorId, userId),
      eq(displays.companyId, companyId),
      resource({ id: displays.id, onlineId: displays.onlineId }, f.resourceId),
      textMatch(displayLogs.action, displayLogs.details, f.text),
      f.days ? gte(displayLogs.createdAt, sql`now() - make_interval(days => ${f.days})`) : undefined,
    );
  const mediaWhere = (f: ActivityFilter) =>
    and(
      eq(mediaFileLog.actorId, userId),
      eq(mediaFiles.companyId, companyId),
      resource({ id: mediaFiles.id, onlineId: mediaFiles.onlineId }, f.resourceId),
      textMatch(mediaFileLog.action, mediaFileLog.details, f.text),
      f.days ? gte(mediaFileLog.at, sql`now() - make_interval(days => ${f.days})`) : undefined,
    );
  const displayRows = (f: ActivityFilter) =>
    db
      .select({
        id: displayLogs.id,
        at: sql<Date>`${displayLogs.createdAt}`.as('at'),
        resourceType: sql<'display' | 'media'>`'display'`.as('resource_type'),
        resourceId: sql<string>`${displays.id}`.as('resource_id'),
        resourceOnlineId: sql<number | null>`${displays.onlineId}`.as('resource_online_id'),
        resourceTitle: sql<string | null>`${displays.title}`.as('resource_title'),
        action: displayLogs.action,
        details: sql<Record<string, unknown> | null>`${displayLogs.details}`.as('details'),
      })
      .from(displayLogs)
      .innerJoin(displays, eq(displays.id, displayLogs.displayId))
      .where(displayWhere(f));
  const mediaRows = (f: ActivityFilter) =>
    db
      .select({
        id: mediaFileLog.id,
        at: sql<Date>`${mediaFileLog.at}`.as('at'),
        resourceType: sql<'display' | 'media'>`'media'`.as('resource_type'),
        resourceId: sql<string>`${mediaFiles.id}`.as('resource_id'),
        resourceOnlineId: sql<number | null>`${mediaFiles.onlineId}`.as('resource_online_id'),
        resourceTitle: sql<string | null>`${mediaFiles.title}`.as('resource_title'),
        action: mediaFileLog.action,
        details: sql<Record<string, unknown> | null>`${mediaFileLog.details}`.as('details'),
      })
      .from(mediaFileLog)
      .innerJoin(mediaFiles, eq(mediaFiles.id, mediaFileLog.fileId))
      .where(mediaWhere(f));
  return {
    page: (f: ActivityFilter, page: number, perPage: number) =>
      displayRows(f)
        .unionAll(mediaRows(f))
        .orderBy(sql`"at" desc`, sql`"id" desc`)
        .limit(perPage)
        .offset((page - 1) * perPage),
    async count(f: ActivityFilter) {
      const n = sql<number>`count(*)`.mapWith(Number);
      const [[shown], [media]] = await Promise.all([
        db
          .select({ n })
          .from(displayLogs)
          .innerJoin(displays, eq(displays.id, displayLogs.displayId))
          .where(displayWhere(f)),
        db
          .select({ n })
          .from(mediaFileLog)
          .innerJoin(mediaFiles, eq(mediaFiles.id, mediaFileLog.fileId))
          .where(mediaWhere(f)),
      ]);
      return shown.n + media.n;
    },
  };
}
