import type { Profile } from '@plakat/shared';
import { loginPath, paths } from '../config/paths.ts';
import {
  invitationConfirmationPath,
  invitationSearch,
  readInvitation,
  readInvitationRequest,
} from '../lib/invitation.ts';

const registrationPaths: string[] = [paths.companyRegistration, paths.userRegistration];

/**
 * Where the redirect rules for logged-in users (platform spec §2) send a user, or null to stay:
 *  - created with a one-time password → /password/new first;
 *  - not completed: companyOwner → /companyRegistration, companyUser → /userRegistration (the registration step
 *    comes first; a partner invitation waits in the address until it is done);
 *  - companyId, invitationId and navigate=partnerInvitation → /dashboard/partnersInvitationConfirmation;
 *  - completed on a registration page → /dashboard.
 */
export function profileRedirect(
  profile: Pick<Profile, 'isCompleted' | 'userType'> & { mustChangePassword?: boolean },
  pathname: string,
  params: URLSearchParams,
): string | null {
  if (profile.mustChangePassword) return pathname === paths.initialPassword ? null : paths.initialPassword;
  if (pathname === paths.initialPassword) return paths.dashboard.root;
  const onConfirmation = pathname === paths.dashboard.partnersInvitationConfirmation;
  // The confirmation page's own address carries the invitation too (without `navigate`): kept through registration.
  const invitation = readInvitationRequest(params) ?? (onConfirmation ? readInvitation(params) : null);
  if (!profile.isCompleted) {
    const target = profile.userType === 'companyOwner' ? paths.companyRegistration : paths.userRegistration;
    return pathname === target ? null : `${target}${invitationSearch(invitation)}`;
  }
  if (invitation && !onConfirmation) return invitationConfirmationPath(invitation);
  if (registrationPaths.includes(pathname)) return paths.dashboard.root;
  return null;
}

/**
 * Where the api-client's redirect after a refused session (419) leads: to the login page with the page the user was
 * on as `next`, so logging in again returns there; other targets unchanged.
 */
export function sessionEndTarget(to: string, from: { pathname: string; search: string; hash: string }): string {
  return to === paths.login ? loginPath(from) : to;
}
