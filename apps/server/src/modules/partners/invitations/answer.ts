import type { Core } from '../../../core.ts';
import type { Db } from '../../../db/client.ts';
import type { TenantActor } from '../../../lib/actor.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { notifyCompanies } from '../../notifications/index.ts';
import { refuseAnswer, refuseChange, sideOf, stateAt } from '../policy.ts';
import { partnershipRepo } from '../repository.ts';
import { sendInvitationMails } from './delivery.ts';
import { type PartnerInvitationRow, companyName, companyOfAddress, partnerInvitationRepo } from './repository.ts';
import { expiryFrom, personName } from './service.ts';

/** Locks the invitation and works out the actor's side; ids of other companies' invitations answer 404. */
async function locked(tx: Db, actor: TenantActor, id: string) {
  const repo = partnerInvitationRepo(tx, actor.companyId);
  const row = await repo.lock(id);
  if (!row) throw notFound('apiPartners.notFound');
  const invited = await companyOfAddress(tx, row.email);
  return {
    repo,
    row,
    invitedCompanyId: invited?.companyId ?? null,
    side: sideOf(actor.companyId, row, invited?.companyId ?? null),
  };
}

const notice = (row: PartnerInvitationRow, recipient: string, sender: string, senderUserId: string | null) => ({
  recipientCompanyIds: [recipient],
  senderCompanyId: sender,
  senderUserId,
  resourceType: 'invitation' as const,
  resourceId: row.id,
});

/**
 * POST /partners/invitations/{id}/accept: the invited company makes the partnership mutual in one transaction with
 * the invitation's answer and a notification to each side.
 */
export function acceptPartnerInvitation(deps: Core, actor: TenantActor, id: string) {
  return deps.db.transaction(async (tx) => {
    const { repo, row, side } = await locked(tx, actor, id);
    const now = new Date();
    refuseAnswer(side, row, now);
    await repo.update(row.id, { state: 'accepted', answeredAt: now, invitedCompanyId: actor.companyId });
    await partnershipRepo(tx, actor.companyId).createMutual(row.inviterCompanyId);
    const [mine, theirs] = await Promise.all([companyName(tx, actor.companyId), companyName(tx, row.inviterCompanyId)]);
    await notifyCompanies(tx, {
      ...notice(row, row.inviterCompanyId, actor.companyId, actor.userId),
      type: 'partnerAccepted',
      key: 'partnerAccepted',
      params: { company: mine ?? '' },
    });
    await notifyCompanies(tx, {
      ...notice(row, actor.companyId, row.inviterCompanyId, row.invitedBy),
      type: 'partnerAccepted',
      key: 'partnerAcceptedByYou',
      params: { company: theirs ?? '' },
    });
  });
}

/** POST /partners/invitations/{id}/decline: the invited company says no; the inviting company is told. */
export function declinePartnerInvitation(deps: Core, actor: TenantActor, id: string) {
  return deps.db.transaction(async (tx) => {
    const { repo, row, side } = await locked(tx, actor, id);
    const now = new Date();
    refuseAnswer(side, row, now);
    await repo.update(row.id, { state: 'declined', answeredAt: now, invitedCompanyId: actor.companyId });
    await notifyCompanies(tx, {
      ...notice(row, row.inviterCompanyId, actor.companyId, actor.userId),
      type: 'partnerDeclined',
      key: 'partnerDeclined',
      params: { company: (await companyName(tx, actor.companyId)) ?? '' },
    });
  });
}

/** DELETE /partners/invitations/{id}: the inviting company withdraws; an invited company here is told. */
export function withdrawPartnerInvitation(deps: Core, actor: TenantActor, id: string) {
  return deps.db.transaction(async (tx) => {
    const { repo, row, side, invitedCompanyId } = await locked(tx, actor, id);
    refuseChange(side, row);
    await repo.update(row.id, { state: 'withdrawn', answeredAt: new Date() });
    if (!invitedCompanyId) return;
    await notifyCompanies(tx, {
      ...notice(row, invitedCompanyId, actor.companyId, actor.userId),
      type: 'partnerWithdrawn',
      key: 'partnerWithdrawn',
      params: { company: (await companyName(tx, actor.companyId)) ?? '' },
    });
  });
}

/** POST /partners/invitations/{id}/resend: 14 days from now and the mails again (also after the time ran out). */
export function resendPartnerInvitation(deps: Core, actor: TenantActor, id: string) {
  return deps.db.transaction(async (tx) => {
    const { repo, row, side, invitedCompanyId } = await locked(tx, actor, id);
    refuseChange(side, row);
    const now = new Date();
    // An expired invitation renewed must not make a second open one between the two companies.
    if (stateAt(row, now) === 'expired' && (await repo.openWith(row.email, invitedCompanyId, now))) {
      throw conflict('apiPartners.openInvitation');
    }
    const expiresAt = expiryFrom(now);
    await repo.update(row.id, { expiresAt });
    const facts = await repo.senderFacts(actor.userId);
    await sendInvitationMails(deps, tx, { ...row, expiresAt }, invitedCompanyId, {
      company: facts?.companyName ?? '',
      inviter: facts ? (personName(facts) ?? '') : '',
    });
  });
}
