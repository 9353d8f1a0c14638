import { describe, expect, it } from 'vitest';
import type { Permission } from '@plakat/shared';
import { reachEverywhere } from '../../lib/actor.ts';
import {
  type UserAdmin,
  type UserTarget,
  canAssignRole,
  canChangeUserStatus,
  canDeleteUser,
  leavesNoOwner,
} from './policy.ts';

const actor = (permissions: Permission[], companyId: string | null = 'c1', isOwner = false): UserAdmin => ({
  kind: 'company',
  userId: 'admin',
  sessionId: 's',
  companyId,
  userType: 'companyUser',
  isCompleted: true,
  language: 'en',
  permissions: new Set(permissions),
  reach: reachEverywhere(new Set()),
  isOwner,
});
const user = (values: Partial<UserTarget> = {}): UserTarget => ({
  id: 'u1',
  companyId: 'c1',
  userType: 'companyUser',
  affiliation: 'internal',
  isOwner: false,
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

  it('never lets anyone change their own status; an owner is a user like others (the last one: leavesNoOwner)', () => {
    expect(canChangeUserStatus(admin, user({ id: 'admin' }))).toBe('forbidden');
    expect(canChangeUserStatus(admin, user({ isOwner: true }))).toBe('allowed');
  });
});

describe('canDeleteUser', () => {
  it('needs DELETE_USER (and DELETE_EXTERNAL_USER for an external user), never oneself', () => {
    expect(canDeleteUser(actor(['DELETE_USER']), user())).toBe('allowed');
    expect(canDeleteUser(actor(['DELETE_USER']), user({ affiliation: 'external' }))).toBe('forbidden');
    expect(canDeleteUser(actor(['DELETE_USER', 'DELETE_EXTERNAL_USER']), user({ affiliation: 'external' }))).toBe(
      'allowed',
    );
    expect(canDeleteUser(actor(['DELETE_USER']), user({ id: 'admin' }))).toBe('forbidden');
    expect(canDeleteUser(actor(['DELETE_USER']), user({ companyId: 'c2' }))).toBe('notFound');
  });
});

describe('leavesNoOwner', () => {
  it('is true only when every active owner would leave', () => {
    expect(leavesNoOwner(['o1'], ['o1'])).toBe(true);
    expect(leavesNoOwner(['o1', 'o2'], ['o1'])).toBe(false);
    expect(leavesNoOwner(['o1', 'o2'], ['o1', 'o2', 'u'])).toBe(true);
    expect(leavesNoOwner(['o1'], ['u'])).toBe(false);
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

  it('keeps the Owner role and the owners to owners; nobody changes their own roles', () => {
    expect(canAssignRole(admin, user({ id: 'admin' }), editor)).toBe('forbidden');
    expect(canAssignRole(admin, user({ isOwner: true }), editor)).toBe('forbidden');
    expect(canAssignRole(admin, user(), { ...editor, preset: 'owner' })).toBe('forbidden');
    const owner = actor(['ASSIGN_ROLE'], 'c1', true);
    expect(canAssignRole(owner, user({ isOwner: true }), { ...editor, preset: 'owner' })).toBe('allowed');
  });

  it('never grants a key the actor does not hold; taking such a role away is fine', () => {
    const strong = { ...editor, permissions: ['ASSIGN_ROLE', 'DELETE_USER'] };
    expect(canAssignRole(admin, user(), strong)).toBe('forbidden');
    expect(canAssignRole(admin, user(), strong, false)).toBe('allowed');
    expect(canAssignRole(actor(['ASSIGN_ROLE', 'DELETE_USER']), user(), strong)).toBe('allowed');
  });
});
