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

const rememberedKey = 'partnerInvitation';
/** How long a remembered invitation waits for its registration (the invitation's own validity). */
const rememberDays = 14;

/**
 * A partner invitation that leads to a registration: the verification mail's link opens a new page without the
 * invitation's parameters, so the browser remembers them until the new account has logged in and seen the
 * confirmation page (GuestOnly, app/guards.tsx, sends the first login there).
 */
export function rememberInvitation(invitation: Invitation): void {
  try {
    localStorage.setItem(
      rememberedKey,
      JSON.stringify({ ...invitation, until: Date.now() + rememberDays * 86_400_000 }),
    );
  } catch {
    // Storage unavailable (private mode): the mail's link still works after logging in.
  }
}

/** The remembered invitation, if one waits and its time has not run out. */
export function rememberedInvitation(): Invitation | null {
  try {
    const raw = localStorage.getItem(rememberedKey);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Invitation & { until: number }>;
    if (typeof value.companyId !== 'string' || typeof value.invitationId !== 'string') return null;
    if (typeof value.until !== 'number' || value.until < Date.now()) {
      localStorage.removeItem(rememberedKey);
      return null;
    }
    return { companyId: value.companyId, invitationId: value.invitationId };
  } catch {
    return null;
  }
}

/** The confirmation page was seen: the invitation no longer waits. */
export function forgetInvitation(): void {
  try {
    localStorage.removeItem(rememberedKey);
  } catch {
    // Nothing remembered without storage.
  }
}
