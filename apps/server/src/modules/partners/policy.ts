import { ApiError, conflict, notFound } from '../../lib/errors.ts';

type Invitation = { inviterCompanyId: string; state: string; expiresAt: Date };
export type InvitationSide = 'inviter' | 'invited';

/**
 * The state a reader sees: a pending invitation whose 14 days have passed is expired (stored as pending until a new
 * invitation to the same address replaces it).
 */
export const stateAt = (row: Invitation, now: Date) =>
  row.state === 'pending' && row.expiresAt <= now
    ? 'expired'
    : (row.state as 'pending' | 'expired' | 'accepted' | 'declined' | 'withdrawn');

/** Which side of the invitation the company is on; `invitedCompanyId` is the company of the invited address. */
export const sideOf = (companyId: string, row: Invitation, invitedCompanyId: string | null): InvitationSide | null =>
  row.inviterCompanyId === companyId ? 'inviter' : invitedCompanyId === companyId ? 'invited' : null;

/** Accepting or declining: only the invited company, only while open; expired 410, withdrawn or answered 409. */
export function refuseAnswer(side: InvitationSide | null, row: Invitation, now: Date) {
  if (side !== 'invited') throw notFound('apiPartners.notFound');
  const state = stateAt(row, now);
  if (state === 'expired') throw new ApiError(410, 'apiPartners.expired');
  if (state === 'withdrawn') throw conflict('apiPartners.withdrawn');
  if (state !== 'pending') throw conflict('apiPartners.answered');
}

/** Resending or withdrawing: only the inviting company, while pending (also after its time ran out: resend renews). */
export function refuseChange(side: InvitationSide | null, row: Invitation) {
  if (side !== 'inviter') throw notFound('apiPartners.notFound');
  if (row.state !== 'pending') throw conflict('apiPartners.notPending');
}
