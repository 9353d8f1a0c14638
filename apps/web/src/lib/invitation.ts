import { paths } from '../config/paths.ts';

/**
 * A partner invitation link carries companyId, invitationId and navigate=partnerInvitation (platform spec §2). The
 * parameters survive the trip through /login and the registration steps, then lead to the confirmation page.
 */
export type Invitation = { companyId: string; invitationId: string };

export const invitationNavigateValue = 'partnerInvitation';

/** companyId and invitationId, when both are present. */
export function readInvitation(params: URLSearchParams): Invitation | null {
  const companyId = params.get('companyId');
  const invitationId = params.get('invitationId');
  return companyId && invitationId ? { companyId, invitationId } : null;
}

/** The full invitation marker: both ids and navigate=partnerInvitation. */
export function readInvitationRequest(params: URLSearchParams): Invitation | null {
  return params.get('navigate') === invitationNavigateValue ? readInvitation(params) : null;
}

/** '?companyId=..&invitationId=..&navigate=partnerInvitation' (or '' without an invitation). */
export function invitationSearch(invitation: Invitation | null): string {
  if (!invitation) return '';
  const params = new URLSearchParams({ ...invitation, navigate: invitationNavigateValue });
  return `?${params.toString()}`;
}

export function invitationConfirmationPath(invitation: Invitation): string {
  const params = new URLSearchParams({ companyId: invitation.companyId, invitationId: invitation.invitationId });
  return `${paths.dashboard.partnersInvitationConfirmation}?${params.toString()}`;
}

/**
 * The invitation a registration remembered (lib/invitation-memory.ts), while its time has not run out: the first
 * login after the verification mail goes to its confirmation (GuestOnly, app/guards.tsx).
 */
export function rememberedInvitation(): Invitation | null {
  try {
    const value = JSON.parse(localStorage.getItem(rememberedInvitationKey) ?? 'null');
    return value?.until > Date.now() ? readInvitation(new URLSearchParams(value)) : null;
  } catch {
    return null;
  }
}

export const rememberedInvitationKey = 'partnerInvitation';
