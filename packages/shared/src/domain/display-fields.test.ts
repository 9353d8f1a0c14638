import { describe, expect, it } from 'vitest';
import { presetRoles } from '../permissions.ts';
import { displayFieldPermissions, missingFieldPermissions } from './display-fields.ts';

const editor = new Set<string>(presetRoles.editor);
const owner = new Set<string>(presetRoles.owner);

describe('display field permissions', () => {
  it('gives every field one key', () => {
    expect(displayFieldPermissions.title).toBe('SET_DISPLAY_GENERAL_INFO');
    expect(displayFieldPermissions.shareOptions).toBe('SET_DISPLAY_ACCESS_CONTROLS');
    expect(displayFieldPermissions.tokenEmail).toBe('SEND_DISPLAY_TOKEN');
    expect(displayFieldPermissions.priceCredits).toBe('SET_DISPLAY_PRICE_RATE');
  });

  it('names the keys the preset Editor lacks: access controls and the token e-mail', () => {
    const has = (key: string) => editor.has(key);
    expect(missingFieldPermissions(has, ['title', 'visitorCount', 'availability', 'isActive'])).toEqual([]);
    expect(missingFieldPermissions(has, ['title', 'accessibility', 'location', 'tokenEmail'])).toEqual([
      'SET_DISPLAY_ACCESS_CONTROLS',
      'SEND_DISPLAY_TOKEN',
    ]);
    expect(missingFieldPermissions((key) => owner.has(key), Object.keys(displayFieldPermissions))).toEqual([]);
  });

  it('ignores fields without a group (bookkeeping columns)', () => {
    expect(missingFieldPermissions(() => false, ['stepsDone', 'status'])).toEqual([]);
  });
});
