import {
  type Language,
  type PartnerInvitationItem,
  type PartnerInvitationListQuery,
  type PartnerInviteBody,
  partnerInvitationLimits,
} from '@plakat/shared';
import type { Core } from '../../../core.ts';
import type { TenantActor } from '../../../lib/actor.ts';
import { ApiError, badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { whenUnique } from '../../../db/unique-violation.ts';
import { notifyCompanies } from '../../notifications/index.ts';
import { sideOf, stateAt } from '../policy.ts';
import { partnershipRepo } from '../repository.ts';
import { sendInvitationMails } from './delivery.ts';
import { type PartnerInvitationRow, companyOfAddress, partnerInvitationRepo } from './repository.ts';

const validMs = partnerInvitationLimits.validDays * 24 * 3_600_000;
export const expiryFrom = (now: Date) => new Date(now.getTime() + validMs);
export const personName = (p: { firstName: string | null; lastName: string | null; email: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email;

/**
 * POST /partners/invitations. The address of a user here names that company: not the own (400), not a partner
 * already (409), no open invitation either way (409). Its owners get a notification and a mail; an address without
 * a company gets the mail that invites to register. Everything in one transaction.
 */
export async function invitePartner(deps: Core, actor: TenantActor, body: PartnerInviteBody, lang: Language) {
  const email = body.email.trim().toLowerCase();
  const message = body.message?.trim() || null;
  const target = await companyOfAddress(deps.db, email);
  if (target?.companyId === actor.companyId) throw badRequest('apiPartners.ownCompany', { email });
  if (target && (await partnershipRepo(deps.db, actor.companyId).isPartnerEitherWay(target.companyId))) {
    throw new ApiError(409, 'apiPartners.alreadyPartners', { company: target.companyName });
  }
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const repo = partnerInvitationRepo(tx, actor.companyId);
    if (await repo.openWith(email, target?.companyId ?? null, now)) throw conflict('apiPartners.openInvitation');
    await repo.expireStale(email, now);
    const row = await whenUnique(
      () => conflict('apiPartners.openInvitation'),
      () =>
        repo.insert({
          invitedBy: actor.userId,
          email,
          message,
          language: lang,
          invitedCompanyId: null,
          expiresAt: expiryFrom(now),
        }),
    );
    const facts = await repo.senderFacts(actor.userId);
    const company = facts?.companyName ?? '';
    if (target) {
      await notifyCompanies(tx, {
        recipientCompanyIds: [target.companyId],
        type: 'partnerInvited',
        senderCompanyId: actor.companyId,
        senderUserId: actor.userId,
        resourceType: 'invitation',
        resourceId: row.id,
        key: message ? 'partnerInvitedWithMessage' : 'partnerInvited',
        params: message ? { company, message } : { company },
      });
    }
    await sendInvitationMails(deps, tx, row, target?.companyId ?? null, {
      company,
      inviter: facts ? (personName(facts) ?? '') : '',
    });
    return row.id;
  });
}

/** GET /partners/invitations: sent and received, newest first. */
export async function listPartnerInvitations(deps: Core, actor: TenantActor, query: PartnerInvitationListQuery) {
  const now = new Date();
  const repo = partnerInvitationRepo(deps.db, actor.companyId);
  const { rows, totalCount } = await repo.page(query, now);
  const sentTo = await repo.companiesOfAddresses(
    rows.filter((r) => r.invitation.inviterCompanyId === actor.companyId).map((r) => r.invitation.email),
  );
  const items: PartnerInvitationItem[] = rows.map((r) => {
    const sent = r.invitation.inviterCompanyId === actor.companyId;
    return present(r.invitation, now, {
      direction: sent ? 'sent' : 'received',
      company: sent
        ? (sentTo.get(r.invitation.email) ?? null)
        : { id: r.invitation.inviterCompanyId, name: r.inviterName },
      invitedBy: inviterOf(r),
    });
  });
  return { items, totalCount };
}

/** GET /partners/invitations/{id}: what the confirmation page shows, for the invited company only (others 404). */
export async function partnerInvitationFor(deps: Core, actor: TenantActor, id: string) {
  const found = await partnerInvitationRepo(deps.db, actor.companyId).findWithNames(id);
  const invited = found && (await companyOfAddress(deps.db, found.invitation.email));
  if (!found || sideOf(actor.companyId, found.invitation, invited?.companyId ?? null) !== 'invited') {
    throw notFound('apiPartners.notFound');
  }
  return present(found.invitation, new Date(), {
    direction: 'received',
    company: { id: found.invitation.inviterCompanyId, name: found.inviterName },
    invitedBy: inviterOf(found),
  });
}

const inviterOf = (r: { byFirstName: string | null; byLastName: string | null; byEmail: string | null }) =>
  r.byEmail ? personName({ firstName: r.byFirstName, lastName: r.byLastName, email: r.byEmail }) : null;

function present(
  row: PartnerInvitationRow,
  now: Date,
  who: Pick<PartnerInvitationItem, 'direction' | 'company' | 'invitedBy'>,
): PartnerInvitationItem {
  return {
    id: row.id,
    ...who,
    email: row.email,
    message: row.message,
    state: stateAt(row, now),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}
