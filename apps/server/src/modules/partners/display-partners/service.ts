import type { Language } from '@plakat/shared';
import type { PartnerActor, PartnersDeps } from '../deps.ts';
import { logoThumbUrlOf } from '../logo/url.ts';
import { partnershipRepo } from '../repository.ts';

/**
 * The company's active partners, with isShared = the display has a share row for them, sorted for the reader's
 * language. The display context checks the display (404 for one the actor does not reach) and names its share rows.
 */
export async function partnersOfDisplay(deps: PartnersDeps, actor: PartnerActor, displayId: string, lang: Language) {
  const shared = await deps.shareRowsOf(actor, displayId);
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  const partners = (await partnershipRepo(deps.db, actor.companyId).activePartners())
    .map((p) => ({
      id: p.id,
      companyName: p.companyName,
      logoThumbUrl: logoThumbUrlOf(p),
      isShared: shared.has(p.id),
    }))
    // Sorted by name the way the reader's language sorts (Ä with A), not by the database's byte order.
    .sort((a, b) => collator.compare(a.companyName, b.companyName));
  return { partners, totalCount: partners.length };
}
