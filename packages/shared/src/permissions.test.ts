import { describe, expect, it } from 'vitest';
import { canWriteDisplay } from './domain/display-fields.ts';
import type { Permission } from './permissions.ts';

const holding =
  (...keys: Permission[]) =>
  (key: Permission) =>
    keys.includes(key);

describe('canWriteDisplay', () => {
  it('drafts need CREATE_DISPLAY, completed displays EDIT_DISPLAY, duplicated ones either', () => {
    expect(canWriteDisplay(holding('CREATE_DISPLAY'), 'draft')).toBe(true);
    expect(canWriteDisplay(holding('EDIT_DISPLAY'), 'draft')).toBe(false);
    expect(canWriteDisplay(holding('EDIT_DISPLAY'), 'completed')).toBe(true);
    expect(canWriteDisplay(holding('CREATE_DISPLAY'), 'completed')).toBe(false);
    expect(canWriteDisplay(holding('CREATE_DISPLAY'), 'duplicated')).toBe(true);
    expect(canWriteDisplay(holding('EDIT_DISPLAY'), 'duplicated')).toBe(true);
    expect(canWriteDisplay(holding('DUPLICATE_DISPLAY', 'SET_DISPLAY_LOCK'), 'duplicated')).toBe(false);
  });
});
