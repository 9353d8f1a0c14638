import { describe, expect, it } from 'vitest';
import { resourceLink } from './resource-link.ts';

const sender = { companyId: 'c1', companyName: 'Acme', userId: null, userName: null };
const item = (type: string, resource: { type: string; id: string | null; path: string | null }) =>
  ({ type, resource, sender }) as Parameters<typeof resourceLink>[0];

describe('resourceLink', () => {
  it('opens a shared display in the partner display overview, and nothing for one taken away', () => {
    const path = '/dashboard/display-management/partner-list';
    expect(resourceLink(item('displayShared', { type: 'display', id: 'd1', path }))).toBe(path);
    expect(resourceLink(item('displayUnshared', { type: 'display', id: 'd1', path: null }))).toBeNull();
  });

  it('opens a partner in partner management, filtered to it', () => {
    const link = resourceLink(
      item('partnerAccepted', { type: 'partner', id: 'p1', path: '/dashboard/partners-management' }),
    );
    expect(link).toBe('/dashboard/partners-management?idORNameOREmail=p1');
  });

  it('opens a received invitation on the confirmation page, any other in the invitations tab', () => {
    const path = '/dashboard/partners-management';
    expect(resourceLink(item('partnerInvited', { type: 'invitation', id: 'i1', path }))).toBe(
      '/dashboard/partnersInvitationConfirmation?companyId=c1&invitationId=i1',
    );
    expect(resourceLink(item('partnerDeclined', { type: 'invitation', id: 'i1', path }))).toBe(
      '/dashboard/partners-management?tab=invitations',
    );
  });

  it('opens a user on the edit page', () => {
    expect(resourceLink(item('userMessage', { type: 'user', id: 'u1', path: null }))).toBe(
      '/dashboard/user-management/edit-user/u1',
    );
  });
});
