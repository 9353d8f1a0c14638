import { describe, expect, it } from 'vitest';
import { userAbilities } from './abilities.ts';

describe('userAbilities', () => {
  const internal = { id: 'u', affiliation: 'internal' as const };
  const external = { id: 'u', affiliation: 'external' as const };

  it('follows the keys; an external user needs the external key as well', () => {
    const keys = new Set(['EDIT_USER', 'EDIT_USER_STATUS', 'ASSIGN_ROLE', 'DELETE_USER']);
    expect(userAbilities(keys, 'me', internal)).toMatchObject({ edit: true, status: true, roles: true, remove: true });
    expect(userAbilities(keys, 'me', external)).toMatchObject({ edit: false, status: false, roles: false });
    expect(userAbilities(new Set(), 'me', internal)).toMatchObject({ edit: false, message: false, activity: false });
  });

  it('never offers to change one’s own status or roles or to delete oneself', () => {
    const keys = new Set(['EDIT_USER', 'EDIT_USER_STATUS', 'ASSIGN_ROLE', 'DELETE_USER', 'SEND_MESSAGE']);
    expect(userAbilities(keys, 'u', internal)).toMatchObject({
      edit: true,
      status: false,
      roles: false,
      remove: false,
      message: false,
    });
  });
});
