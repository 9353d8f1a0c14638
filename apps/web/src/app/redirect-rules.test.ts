import { describe, expect, it } from 'vitest';
import { profileRedirect } from './redirect-rules.ts';

const q = (s = '') => new URLSearchParams(s);
const owner = { isCompleted: false, userType: 'companyOwner' as const };
const user = { isCompleted: false, userType: 'companyUser' as const };
const done = { isCompleted: true, userType: 'companyOwner' as const };
const invite = 'companyId=c1&invitationId=i1&navigate=partnerInvitation';

describe('profileRedirect (platform spec §2)', () => {
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
    // Without navigate=partnerInvitation (the confirmation page itself) nothing happens.
    expect(
      profileRedirect(done, '/dashboard/partnersInvitationConfirmation', q('companyId=c1&invitationId=i1')),
    ).toBeNull();
  });
});
