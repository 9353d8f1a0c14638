import { describe, expect, it } from 'vitest';
import type { Permission } from '@plakat/shared';
import { type CompanyActor, reachEverywhere } from '../../lib/actor.ts';
import { type UserTarget, canAssignRole, canChangeUserStatus } from './policy.ts';

const actor = (permissions: Permission[], companyId: string | null = 'c1'): CompanyActor => ({
  kind: 'company',
  userId: 'admin',
  sessionId: 's',
  companyId,
  userType: 'companyUser',
  isCompleted: true,
  language: 'en',
  permissions: new Set(permissions),
  reach: reachEverywhere(new Set()),
});
const user = (values: Partial<UserTarget> = {}): UserTarget => ({
  id: 'u1',
  companyId: 'c1',
  userType: 'companyUser',
  affiliation: 'internal',
  ...values,
});

describe('canChangeUserStatus', () => {
  const admin = actor(['EDIT_USER_STATUS']);

  it('checks the tenant first: another company answers notFound whatever the keys', () => {
    expect(canChangeUserStatus(actor([]), user({ companyId: 'c2' }))).toBe('notFound');
    expect(canChangeUserStatus(admin, user({ companyId: null }))).toBe('notFound');
    expect(canChangeUserStatus(actor(['EDIT_USER_STATUS'], null), user())).toBe('notFound');
  });

  it('needs EDIT_USER_STATUS, and EDIT_EXTERNAL_USER as well for an external user', () => {
    expect(canChangeUserStatus(admin, user())).toBe('allowed');
    expect(canChangeUserStatus(actor([]), user())).toBe('forbidden');
    expect(canChangeUserStatus(admin, user({ affiliation: 'external' }))).toBe('forbidden');
    const both = actor(['EDIT_USER_STATUS', 'EDIT_EXTERNAL_USER']);
    expect(canChangeUserStatus(both, user({ affiliation: 'external' }))).toBe('allowed');
  });

  it('never lets anyone change their own status or block the owner', () => {
    expect(canChangeUserStatus(admin, user({ id: 'admin' }))).toBe('forbidden');
    expect(canChangeUserStatus(admin, user({ userType: 'companyOwner' }))).toBe('forbidden');
  });
});

describe('canAssignRole', () => {
  const admin = actor(['ASSIGN_ROLE']);
  const editor = { id: 'r1', companyId: 'c1', preset: 'editor' };

  it('checks the tenant of the user and of the role first', () => {
    expect(canAssignRole(actor([]), user({ companyId: 'c2' }), editor)).toBe('notFound');
    expect(canAssignRole(admin, user(), { ...editor, companyId: 'c2' })).toBe('notFound');
  });

  it('needs ASSIGN_ROLE, and ASSIGN_ROLE_EXTERNAL as well for an external user', () => {
    expect(canAssignRole(admin, user(), editor)).toBe('allowed');
    expect(canAssignRole(actor([]), user(), editor)).toBe('forbidden');
    expect(canAssignRole(admin, user({ affiliation: 'external' }), editor)).toBe('forbidden');
    const both = actor(['ASSIGN_ROLE', 'ASSIGN_ROLE_EXTERNAL']);
    expect(canAssignRole(both, user({ affiliation: 'external' }), editor)).toBe('allowed');
  });

  it('keeps the Owner role with the owner', () => {
    expect(canAssignRole(admin, user({ id: 'admin' }), editor)).toBe('forbidden');
    expect(canAssignRole(admin, user({ userType: 'companyOwner' }), editor)).toBe('forbidden');
    expect(canAssignRole(admin, user(), { ...editor, preset: 'owner' })).toBe('forbidden');
  });
});
