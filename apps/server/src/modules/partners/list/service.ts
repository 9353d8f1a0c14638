import type { PartnerListItem, PartnerListQuery } from '@plakat/shared';
import type { TenantActor } from '../../../lib/actor.ts';
import { notFound } from '../../../lib/errors.ts';
import type { PartnersDeps } from '../deps.ts';
import { logoThumbUrlOf } from '../logo/url.ts';
import { type PartnerIdFilter, type PartnerRow, partnerListRepo } from './repository.ts';

type Counts = { sharedByMe: number; sharedWithMe: number };
const none: Counts = { sharedByMe: 0, sharedWithMe: 0 };
const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ') || null;

/**
 * One partner as the list shows it: administrator contact only with GET_PARTNER_ADMIN_INFO, company details only with
 * GET_PARTNER_COMPANY_INFO (left out of the item otherwise, not empty).
 */
export function toPartnerItem(actor: TenantActor, row: PartnerRow, counts: Counts = none): PartnerListItem {
  const item: PartnerListItem = {
    id: row.id,
    companyName: row.companyName,
    logoThumbUrl: logoThumbUrlOf({ id: row.id, logoKey: row.logoKey, logoVersion: row.logoVersion }),
    partnerSince: row.partnerSince.toISOString(),
    status: row.status === 'blocked' ? 'blocked' : 'unblocked',
    blockedByPartner: row.blockedByPartner,
    sharedByMe: counts.sharedByMe,
    sharedWithMe: counts.sharedWithMe,
  };
  if (actor.permissions.has('GET_PARTNER_ADMIN_INFO')) {
    item.admin = row.adminEmail
      ? {
          name: joined(row.adminFirstName, row.adminLastName),
          email: row.adminEmail,
          phone: joined(row.adminPhoneCountryCode, row.adminPhone),
        }
      : null;
  }
  if (actor.permissions.has('GET_PARTNER_COMPANY_INFO')) {
    item.company = {
      industry: row.industry,
      businessModel: row.businessModel,
      street: row.street,
      houseNumber: row.houseNumber,
      postcode: row.postcode,
      town: row.town,
      federalState: row.federalState,
      country: row.country,
      phone: joined(row.phoneCountryCode, row.phone) ?? '',
    };
  }
  return item;
}

/** The partners a `displayId` filter leaves: those my display is shared with, or the owner of a display shared with me. */
async function partnersOfDisplay(deps: PartnersDeps, actor: TenantActor, displayId?: string): Promise<PartnerIdFilter> {
  if (!displayId) return 'all';
  const shared = await deps.partnerShares(deps.db, actor.companyId).sharedDisplay(displayId);
  if (!shared) return [];
  if (!shared.mine) return [shared.owner];
  return shared.sharedWith === 'allPartners' ? 'all' : shared.sharedWith;
}

/** GET /partners: my partners, filtered (platform spec §3), sorted by company name, paged. */
export async function listPartners(deps: PartnersDeps, actor: TenantActor, query: PartnerListQuery) {
  const { lang: _lang, ...filter } = query;
  const partnerIds = await partnersOfDisplay(deps, actor, query.displayId);
  const { rows, totalCount } = await partnerListRepo(deps.db, actor.companyId).page({
    ...filter,
    partnerIds,
    searchEmail: actor.permissions.has('GET_PARTNER_ADMIN_INFO'),
  });
  const counts = await deps.partnerShares(deps.db, actor.companyId).sharedCounts(rows.map((r) => r.id));
  return { items: rows.map((r) => toPartnerItem(actor, r, counts.get(r.id))), totalCount };
}

/** GET /partners/{partnerId}/details: one partner of mine as the list shows it; 404 for any other company. */
export async function partnerDetails(deps: PartnersDeps, actor: TenantActor, partnerId: string) {
  const row = await partnerListRepo(deps.db, actor.companyId).one(partnerId);
  if (!row) throw notFound('apiPartners.partnerNotFound');
  const counts = await deps.partnerShares(deps.db, actor.companyId).sharedCounts([row.id]);
  return toPartnerItem(actor, row, counts.get(row.id));
}
