import { describe, expect, it } from 'vitest';
import { profileRedirect, sessionEndTarget } from './redirect-rules.ts';

const q = (s = '') => new URLSearchParams(s);
const owner = { isCompleted: false, userType: 'companyOwner' as const };
const user = { isCompleted: false, userType: 'companyUser' as const };
const done = { isCompleted: true, userType: 'companyOwner' as const };
const invite = 'companyId=c1&invitationId=i1&navigate=partnerInvitation';

describe('profileRedirect (platform spec §2)', () => {
  it('sends a user created with a one-time password to /password/new first, and away from it afterwards', () => {
    const created = { ...user, mustChangePassword: true };
    expect(profileRedirect(created, '/dashboard', q())).toBe('/password/new');
    expect(profileRedirect(created, '/userRegistration', q())).toBe('/password/new');
    expect(profileRedirect(created, '/password/new', q())).toBeNull();
    expect(profileRedirect({ ...done, mustChangePassword: false }, '/password/new', q())).toBe('/dashboard');
  });
  it('sends an incomplete owner to the company registration, an incomplete user to the user registration', () => {
    expect(profileRedirect(owner, '/dashboard', q())).toBe('/companyRegistration');
    expect(profileRedirect(user, '/dashboard/user-profile', q())).toBe('/userRegistration');
    expect(profileRedirect(owner, '/userRegistration', q())).toBe('/companyRegistration');
  });

  it('lets an incomplete user stay on the own registration page', () => {
    expect(profileRedirect(owner, '/companyRegistration', q())).toBeNull();
    expect(profileRedirect(user, '/userRegistration', q())).toBeNull();
  });

  it('keeps a partner invitation through the registration step', () => {
    expect(profileRedirect(owner, '/dashboard', q(invite))).toBe(`/companyRegistration?${invite}`);
    // The mail's link opens the confirmation page itself: a new company registers first, the invitation kept.
    expect(profileRedirect(owner, '/dashboard/partnersInvitationConfirmation', q('companyId=c1&invitationId=i1'))).toBe(
      `/companyRegistration?${invite}`,
    );
  });

  it('sends a completed user away from the registration pages', () => {
    expect(profileRedirect(done, '/companyRegistration', q())).toBe('/dashboard');
    expect(profileRedirect(done, '/userRegistration', q())).toBe('/dashboard');
    expect(profileRedirect(done, '/dashboard/media-pool', q())).toBeNull();
  });

  it('opens the invitation confirmation with companyId and invitationId', () => {
    expect(profileRedirect(done, '/dashboard', q(invite))).toBe(
      '/dashboard/partnersInvitationConfirmation?companyId=c1&invitationId=i1',
    );
    // On the confirmation page itself nothing happens, with or without navigate=partnerInvitation.
    expect(
      profileRedirect(done, '/dashboard/partnersInvitationConfirmation', q('companyId=c1&invitationId=i1')),
    ).toBeNull();
    expect(profileRedirect(done, '/dashboard/partnersInvitationConfirmation', q(invite))).toBeNull();
  });
});

describe('sessionEndTarget (re-login after 419 returns to the page)', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
  it('adds the current dashboard page as next to the login redirect', () => {
    expect(sessionEndTarget('/login', at('/dashboard/user-management/list', '?status=paused'))).toBe(
      '/login?next=%2Fdashboard%2Fuser-management%2Flist%3Fstatus%3Dpaused',
    );
  });
  it('keeps other targets and pages outside the dashboard as they are', () => {
    expect(sessionEndTarget('/superpanelLogin', at('/superpanel'))).toBe('/superpanelLogin');
    expect(sessionEndTarget('/login', at('/companyRegistration'))).toBe('/login');
    expect(sessionEndTarget('/login', at('/dashboard'))).toBe('/login');
  });
});
