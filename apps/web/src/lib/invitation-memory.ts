import { type Invitation, rememberedInvitationKey } from './invitation.ts';

/** How long a remembered invitation waits for its registration (the invitation's own validity). */
const rememberDays = 14;

/**
 * A partner invitation that leads to a registration: the verification mail's link opens a new page without the
 * invitation's parameters, so the browser remembers them until the new account has logged in and seen the
 * confirmation page (`rememberedInvitation` in invitation.ts reads them).
 */
export function rememberInvitation(invitation: Invitation): void {
  try {
    const until = Date.now() + rememberDays * 86_400_000;
    localStorage.setItem(rememberedInvitationKey, JSON.stringify({ ...invitation, until }));
  } catch {
    // Storage unavailable (private mode): the mail's link still works after logging in.
  }
}

/** The confirmation page was seen: the invitation no longer waits. */
export function forgetInvitation(): void {
  try {
    localStorage.removeItem(rememberedInvitationKey);
  } catch {
    // Nothing remembered without storage.
  }
}
