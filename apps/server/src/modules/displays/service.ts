import { deleteStoredFiles } from '../../storage/storage.ts';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  type AdSpotRemoval,
  type DisplaySearchBody,
  type Language,
  type partnerDisplaySearchBody,
  stateCascade,
} from '@plakat/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { adSpots, categories, companies, displayMedia, displays, displayShares } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';
import type { AppDeps } from '../deps.ts';
import { type NotificationType, notifyCompanies } from '../notifications/service.ts';
import { reserveDisplayOnlineIds } from './online-id.ts';
import { isTimeRelative, searchKey } from './search-cache.ts';
import { toDetails, toListItem, toPartnerItem } from './presenter.ts';
import {
  type DisplayRow,
  activePartnerIds,
  advertiserIds,
  partnerAdSpots,
  shareRowPartnerIds,
  lastLogs,
  listPage,
  lockOwnDisplays,
  ownSearchWhere,
  partnerDisplayCompanies,
  partnerSearchWhere,
  partnerVisible,
  rowsOf,
  sharedWithIds,
  writeLog,
} from './repository.ts';

export type Actor = { userId: string; companyId: string; permissions: ReadonlySet<string> };

// ---------- Reading ----------

export async function searchOwn(
  deps: AppDeps,
  companyId: string,
  query: { keyword?: string; page: number; limit: number; sort: string },
  body: DisplaySearchBody,
) {
  const keyword = query.keyword || undefined;
  const run = () =>
    listPage(deps.db, ownSearchWhere(companyId, keyword, body), query.sort, undefined, query.page, query.limit);
  const { rows, totalCount } = isTimeRelative(body)
    ? await run()
    : await deps.displaySearchCache.search(deps.db, companyId, searchKey({ ...query, keyword }, body), run);
  return { displays: rows.map((r) => toListItem(r, deps.mediaUrls)), totalCount };
}

export async function searchPartnerDisplays(
  deps: AppDeps,
  companyId: string,
  query: { page: number; perPage: number; sort: string; sortOrder: 'asce' | 'desc' },
  body: z.infer<typeof partnerDisplaySearchBody>,
) {
  const { rows, totalCount } = await listPage(
    deps.db,
    partnerSearchWhere(companyId, body),
    query.sort,
    query.sortOrder,
    query.page,
    query.perPage,
  );
  return { displays: rows.map((r) => toPartnerItem(r, deps.mediaUrls)), totalCount };
}

/** The partner companies sharing displays with the company, sorted the way the reader's language sorts names. */
export async function partnerCompanies(deps: AppDeps, companyId: string, lang: Language) {
  const rows = await partnerDisplayCompanies(deps.db, companyId);
  const collator = new Intl.Collator(lang);
  return { companies: rows.sort((a, b) => collator.compare(a.name, b.name)) };
}

/**
 * The owner company sees its display; a partner company sees it when it is shared with it (see partnerVisible) and the
 * user holds GET_PARTNER_DISPLAYS_INFO. Everyone else, and shut-down displays, get 404.
 */
export async function expandedInfo(deps: AppDeps, actor: Actor, id: string, lang: Language) {
  const [row] = await deps.db
    .select({
      d: displays,
      categoryTitle: categories.title,
      categoryColor: categories.color,
      companyName: companies.name,
    })
    .from(displays)
    .innerJoin(companies, eq(companies.id, displays.companyId))
    .leftJoin(categories, eq(categories.id, displays.categoryId))
    .where(and(eq(displays.id, id), sql`${displays.shutdownAt} IS NULL`));
  if (!row) throw notFound();
  if (row.d.companyId !== actor.companyId) {
    if (!actor.permissions.has('GET_PARTNER_DISPLAYS_INFO')) throw notFound();
    const visible = await rowsOf<{ ok: number }>(
      deps.db,
      sql`SELECT 1 AS ok FROM displays d WHERE d.id = ${id} AND ${partnerVisible(actor.companyId)}`,
    );
    if (visible.length === 0) throw notFound();
  }
  const media = await deps.db
    .select({
      id: displayMedia.id,
      kind: displayMedia.kind,
      mime: displayMedia.mime,
      thumbKey: displayMedia.thumbKey,
      durationSeconds: displayMedia.durationSeconds,
    })
    .from(displayMedia)
    .where(eq(displayMedia.displayId, id))
    .orderBy(displayMedia.sortOrder, displayMedia.createdAt);
  const owner = row.d.companyId === actor.companyId;
  const logs = (await lastLogs(deps.db, id, 20)).map((l) => (owner ? l : { ...l, actorName: null }));
  const details = toDetails(
    row.d,
    {
      categoryTitle: row.categoryTitle,
      categoryColor: row.categoryColor,
      companyName: row.companyName,
      media,
      logs,
      lang,
    },
    deps.mediaUrls,
  );
  // Partners never see the owner's token address, its people, or management rights.
  return owner ? details : { ...details, email: null, canManageToken: false };
}

// ---------- Changes (each in one transaction) ----------

type Tx = Db;
const tx$ = <T>(deps: AppDeps, fn: (tx: Tx) => Promise<T>) => deps.db.transaction((tx) => fn(tx as unknown as Tx));

/** The company's display (FOR UPDATE); 404 when foreign, unknown or shut down; 409 when locked unless allowed. */
async function ownDisplay(tx: Tx, actor: Actor, id: string, opts: { allowLocked?: boolean } = {}): Promise<DisplayRow> {
  const [d] = await lockOwnDisplays(tx, actor.companyId, [id]);
  if (!d) throw notFound();
  if (d.isLocked && !opts.allowLocked) throw conflict('apiDisplays.locked');
  return d;
}

async function companyName(tx: Tx, companyId: string) {
  const [c] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return c?.name ?? '';
}

async function notifyPartners(
  tx: Tx,
  actor: Actor,
  d: DisplayRow,
  recipients: Iterable<string>,
  type: NotificationType,
  key: string = type,
  params: Record<string, string> = {},
) {
  const list = [...new Set(recipients)];
  if (list.length === 0) return 0;
  return notifyCompanies(tx, {
    recipientCompanyIds: list,
    type,
    senderCompanyId: actor.companyId,
    senderUserId: actor.userId,
    resourceType: 'display',
    resourceId: d.id,
    key,
    params: { company: await companyName(tx, d.companyId), onlineId: d.onlineId, title: d.title, ...params },
  });
}

/** Deletes ad spots of the display (all, or of the given companies / kind) and answers the affected advertisers. */
async function deleteAdSpots(
  tx: Tx,
  d: DisplayRow,
  opts: { kind?: 'adSpot' | 'commercial'; onlyCompanies?: string[]; exceptCompanies?: string[] } = {},
) {
  if (opts.onlyCompanies && opts.onlyCompanies.length === 0) return [];
  const rows = await tx
    .delete(adSpots)
    .where(
      and(
        eq(adSpots.displayId, d.id),
        opts.kind ? eq(adSpots.kind, opts.kind) : undefined,
        opts.onlyCompanies ? inArray(adSpots.advertiserCompanyId, opts.onlyCompanies) : undefined,
        opts.exceptCompanies?.length ? notInArray(adSpots.advertiserCompanyId, opts.exceptCompanies) : undefined,
      ),
    )
    .returning({ company: adSpots.advertiserCompanyId });
  return [...new Set(rows.map((r) => r.company))].filter((c) => c !== d.companyId);
}

async function touch(tx: Tx, id: string, values: Partial<typeof displays.$inferInsert>) {
  await tx
    .update(displays)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(displays.id, id));
}

type StateFields = Pick<DisplayRow, 'accessibility' | 'location' | 'shareOptions' | 'isActive'>;

/** Deletes the ad spots one removal of a cascade names. */
async function removeAdSpots(tx: Tx, d: DisplayRow, removal: AdSpotRemoval) {
  if (removal.of === 'everyone') return deleteAdSpots(tx, d);
  if (removal.of === 'companies') return deleteAdSpots(tx, d, { onlyCompanies: removal.companies });
  return deleteAdSpots(tx, d, { kind: removal.kind, exceptCompanies: [d.companyId] });
}

/**
 * The consequences of a state change (spec 02 §4, `stateCascade` of the shared display-state rules), the same for the
 * state-change calls and for an edit of a completed display in the wizard. Runs in the caller's transaction, before
 * the display row is updated to `next`.
 */
export async function applyStateCascades(tx: Tx, actor: Actor, d: DisplayRow, next: StateFields) {
  const cascade = stateCascade(d, next, {
    owner: d.companyId,
    audience: {
      activePartners: await activePartnerIds(tx, d.companyId),
      shareRows: await shareRowPartnerIds(tx, d.id),
    },
    adSpots: await partnerAdSpots(tx, d),
  });
  for (const removal of cascade.adSpotRemovals) await removeAdSpots(tx, d, removal);
  if (cascade.removeShareRows) await tx.delete(displayShares).where(eq(displayShares.displayId, d.id));
  for (const notice of cascade.notices) await notifyPartners(tx, actor, d, notice.companies, notice.type);
}

const stateOf = (d: DisplayRow): StateFields => ({
  accessibility: d.accessibility,
  location: d.location,
  shareOptions: d.shareOptions,
  isActive: d.isActive,
});

/** private → public: just set. public → private: internal, notShare, partners' ad spots and shares deleted, partners informed. */
export async function changeInfoAccess(deps: AppDeps, actor: Actor, id: string, infoAccess: 'public' | 'private') {
  return tx$(deps, async (tx) => {
    const d = await ownDisplay(tx, actor, id);
    const next: StateFields =
      infoAccess === 'private' && d.accessibility === 'public'
        ? { ...stateOf(d), accessibility: 'private', location: 'internal', shareOptions: 'notShare' }
        : { ...stateOf(d), accessibility: infoAccess };
    await applyStateCascades(tx, actor, d, next);
    await touch(tx, id, next);
    await writeLog(tx, id, actor.userId, 'infoAccessChanged', { from: d.accessibility, to: infoAccess });
  });
}

/** → internal: partners' commercials deleted and those partners informed. → external: accessibility becomes public. */
export async function changeLocation(deps: AppDeps, actor: Actor, id: string, location: 'external' | 'internal') {
  return tx$(deps, async (tx) => {
    const d = await ownDisplay(tx, actor, id);
    const next: StateFields =
      location === 'external' ? { ...stateOf(d), location, accessibility: 'public' } : { ...stateOf(d), location };
    await applyStateCascades(tx, actor, d, next);
    await touch(tx, id, next);
    await writeLog(tx, id, actor.userId, 'locationChanged', { from: d.location, to: location });
  });
}

/**
 * share / restricted → accessibility public (restricted keeps the display_shares set by /partners/shareDisplay;
 * partners outside them lose their ad spots). notShare → shares and partners' ad spots deleted, partners informed.
 */
export async function changeAccessibility(
  deps: AppDeps,
  actor: Actor,
  id: string,
  share: 'share' | 'notShare' | 'restricted',
) {
  return tx$(deps, async (tx) => {
    const d = await ownDisplay(tx, actor, id);
    const next: StateFields =
      share === 'notShare'
        ? { ...stateOf(d), shareOptions: share }
        : { ...stateOf(d), shareOptions: share, accessibility: 'public' };
    await applyStateCascades(tx, actor, d, next);
    await touch(tx, id, next);
    await writeLog(tx, id, actor.userId, 'shareChanged', { from: d.shareOptions, to: share });
  });
}

/** Only completed displays (else 409). Deactivating deletes all ad spots and informs the partners. */
export async function changeStatus(deps: AppDeps, actor: Actor, id: string, status: 'active' | 'inactive') {
  return tx$(deps, async (tx) => {
    const d = await ownDisplay(tx, actor, id);
    if (d.status !== 'completed') throw conflict('apiDisplays.notCompleted');
    const next: StateFields = { ...stateOf(d), isActive: status === 'active' };
    await applyStateCascades(tx, actor, d, next);
    await touch(tx, id, next);
    await writeLog(tx, id, actor.userId, status === 'active' ? 'activated' : 'deactivated');
  });
}

/** Bulk, all or nothing: any foreign, unknown or shut-down id → 404 and nothing changes. */
export async function changeLockStatus(deps: AppDeps, actor: Actor, ids: string[], action: 'lock' | 'unlock') {
  const unique = [...new Set(ids)];
  return tx$(deps, async (tx) => {
    const rows = await lockOwnDisplays(tx, actor.companyId, unique);
    if (rows.length !== unique.length) throw notFound();
    await tx
      .update(displays)
      .set({ isLocked: action === 'lock', updatedAt: new Date() })
      .where(inArray(displays.id, unique));
    for (const d of rows) await writeLog(tx, d.id, actor.userId, action === 'lock' ? 'locked' : 'unlocked');
  });
}

/**
 * Bulk and irreversible: shutdownAt set, deactivated, ad spots, shares and media rows deleted, partners informed;
 * the files go once the transaction has committed (their keys are also kept in the log). Locked → 409, all or nothing.
 */
export async function shutdown(deps: AppDeps, actor: Actor, ids: string[]) {
  const unique = [...new Set(ids)];
  const storageKeys: string[] = [];
  await tx$(deps, async (tx) => {
    const rows = await lockOwnDisplays(tx, actor.companyId, unique);
    if (rows.length !== unique.length) throw notFound();
    if (rows.some((d) => d.isLocked)) throw conflict('apiDisplays.locked');
    const now = new Date();
    for (const d of rows) {
      const affected = new Set([...(await sharedWithIds(tx, d)), ...(await advertiserIds(tx, d))]);
      await deleteAdSpots(tx, d);
      await tx.delete(displayShares).where(eq(displayShares.displayId, d.id));
      const media = await tx
        .delete(displayMedia)
        .where(eq(displayMedia.displayId, d.id))
        .returning({ storageKey: displayMedia.storageKey, thumbKey: displayMedia.thumbKey });
      const keys = media.flatMap((m) => (m.thumbKey ? [m.storageKey, m.thumbKey] : [m.storageKey]));
      storageKeys.push(...keys);
      await writeLog(tx, d.id, actor.userId, 'shutdown', { storageKeys: keys });
      await notifyPartners(tx, actor, d, affected, 'displayShutdown');
    }
    await tx
      .update(displays)
      .set({ shutdownAt: now, isActive: false, updatedAt: now })
      .where(inArray(displays.id, unique));
  });
  await deleteStoredFiles(deps.config, storageKeys);
}

/**
 * Copies every wizard field into `count` new displays with status 'duplicated', not active, not locked, without the
 * token e-mail, the player token and media (pictures are uploaded again in Finish setup, so deleting the source's
 * files can never break a copy). Only completed displays (409 otherwise); the draft limit does not apply to copies.
 * Locked source → 409.
 */
export async function duplicate(deps: AppDeps, actor: Actor, id: string, count: number) {
  return tx$(deps, async (tx) => {
    const d = await ownDisplay(tx, actor, id);
    // Copies of unfinished displays would be unfinished displays outside the draft limit.
    if (d.status !== 'completed') throw conflict('apiDisplays.duplicateNotCompleted');
    const onlineIds = await reserveDisplayOnlineIds(tx, actor.companyId, count);
    const {
      id: _id,
      onlineId: _o,
      createdAt: _c,
      updatedAt: _u,
      searchText: _s,
      tokenEmail: _e,
      playerTokenHash: _p,
      shutdownAt: _sd,
      isActive: _a,
      isLocked: _l,
      status: _st,
      createdBy: _cb,
      ...fields
    } = d;
    const created = await tx
      .insert(displays)
      .values(
        onlineIds.map((onlineId) => ({
          ...fields,
          onlineId,
          status: 'duplicated' as const,
          isActive: false,
          isLocked: false,
          createdBy: actor.userId,
        })),
      )
      .returning({ id: displays.id, onlineId: displays.onlineId, title: displays.title });
    await writeLog(tx, id, actor.userId, 'duplicatedTo', { copies: created.map((c) => c.onlineId) });
    for (const c of created)
      await writeLog(tx, c.id, actor.userId, 'createdAsDuplicate', { sourceId: id, sourceOnlineId: d.onlineId });
    return created;
  });
}

/** Only while active (409 otherwise): new player token (sha256 stored), token e-mail saved, token mailed. */
export async function sendDisplayToken(deps: AppDeps, actor: Actor, id: string, email: string, lang: Language) {
  const token = randomBytes(24).toString('base64url');
  const d = await tx$(deps, async (tx) => {
    const d = await ownDisplay(tx, actor, id);
    if (d.status !== 'completed' || !d.isActive) throw conflict('apiDisplays.notActive');
    await touch(tx, id, { tokenEmail: email, playerTokenHash: createHash('sha256').update(token).digest('hex') });
    await writeLog(tx, id, actor.userId, 'tokenSent', { email });
    return { ...d, company: await companyName(tx, d.companyId) };
  });
  const params = { onlineId: d.onlineId, title: d.title, company: d.company, token };
  await deps.mailer.send({
    to: email,
    subject: t(lang, 'apiDisplays.tokenMail.subject', params),
    text: t(lang, 'apiDisplays.tokenMail.text', params),
  });
}

// ---------- Partner sharing (used by modules/partners) ----------

export { ownDisplay, notifyPartners, deleteAdSpots, touch, tx$ };
