import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { type Language, restrictionEffects } from '@plakat/shared';
import { companies, displayShares, displays, partnerships } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../../db/client.ts';
import {
  type DisplayRow,
  activePartnerIds,
  partnerAdSpots,
  shareRowPartnerIds,
  writeLog,
} from '../displays/repository.ts';
import { type Actor, deleteAdSpots, notifyPartners, ownDisplay, touch, tx$ } from '../displays/service.ts';

const collator = (lang: Language) => new Intl.Collator(lang, { sensitivity: 'base' });

/** The company's active partners, with isShared = a display_shares row for the display. */
export async function partnersOfDisplay(deps: AppDeps, companyId: string, displayId: string, lang: Language) {
  const [display] = await deps.db
    .select({ id: displays.id })
    .from(displays)
    .where(and(eq(displays.id, displayId), eq(displays.companyId, companyId), isNull(displays.shutdownAt)));
  if (!display) throw notFound();
  const rows = await deps.db
    .selectDistinct({ id: companies.id, companyName: companies.name, shared: displayShares.displayId })
    .from(partnerships)
    .innerJoin(companies, eq(companies.id, partnerships.partnerCompanyId))
    .leftJoin(
      displayShares,
      and(eq(displayShares.partnerCompanyId, companies.id), eq(displayShares.displayId, displayId)),
    )
    .where(and(eq(partnerships.companyId, companyId), eq(partnerships.status, 'active')))
    .orderBy(asc(companies.name), asc(companies.id));
  const partners = rows
    .filter((r) => r.id !== companyId)
    .map((r) => ({ id: r.id, companyName: r.companyName, logoThumbUrl: null, isShared: r.shared !== null }))
    // Sorted by name the way the reader's language sorts (Ä with A), not by the database's byte order.
    .sort((a, b) => collator(lang).compare(a.companyName, b.companyName));
  return { partners, totalCount: partners.length };
}

/**
 * Restricts the display to exactly `partnerIds` (each an active partner, else 404): shareOptions 'restricted',
 * accessibility public, shares replaced. Newly added partners are notified with the message; partners who lose access
 * lose their ad spots and are notified.
 */
export async function shareDisplay(
  deps: AppDeps,
  actor: Actor,
  displayId: string,
  partnerIds: string[],
  message: string,
) {
  return tx$(deps, async (tx) =>
    restrictToPartners(tx, actor, await ownDisplay(tx, actor, displayId), partnerIds, message),
  );
}

/** shareDisplay inside the caller's transaction, for a display it has locked (also used by the wizard's first step). */
export async function restrictToPartners(tx: Db, actor: Actor, d: DisplayRow, partnerIds: string[], message: string) {
  const wanted = [...new Set(partnerIds)];
  const displayId = d.id;
  if (wanted.length > 0) {
    const valid = await tx
      .select({ id: partnerships.partnerCompanyId })
      .from(partnerships)
      .where(
        and(
          eq(partnerships.companyId, actor.companyId),
          eq(partnerships.status, 'active'),
          inArray(partnerships.partnerCompanyId, wanted),
        ),
      );
    const validIds = new Set(valid.map((v) => v.id));
    if (wanted.some((id) => !validIds.has(id) || id === actor.companyId)) throw notFound();
  }
  const effects = restrictionEffects(d, wanted, {
    owner: d.companyId,
    audience: {
      activePartners: await activePartnerIds(tx, d.companyId),
      shareRows: await shareRowPartnerIds(tx, displayId),
    },
    adSpots: await partnerAdSpots(tx, d),
  });
  await tx.delete(displayShares).where(eq(displayShares.displayId, displayId));
  if (wanted.length > 0)
    await tx.insert(displayShares).values(wanted.map((partnerCompanyId) => ({ displayId, partnerCompanyId })));
  await touch(tx, displayId, { shareOptions: effects.next.shareOptions, accessibility: effects.next.accessibility });
  const { added, lost } = effects;
  await deleteAdSpots(tx, d, { onlyCompanies: lost });
  const text = message.trim();
  if (effects.announce) {
    await notifyPartners(
      tx,
      actor,
      d,
      added,
      'displayShared',
      text ? 'displaySharedWithMessage' : 'displayShared',
      text ? { message: text } : {},
    );
    await notifyPartners(tx, actor, d, lost, 'displayUnshared');
  }
  await writeLog(tx, displayId, actor.userId, 'sharedWithPartners', { partnerIds: wanted, added, removed: lost });
}
