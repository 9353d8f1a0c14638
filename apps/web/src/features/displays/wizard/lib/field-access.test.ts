import { type Permission, presetRoles } from '@plakat/shared';
import { describe, expect, it } from 'vitest';
import { missingKeyOf } from './field-access.ts';

const editor = new Set<Permission>(presetRoles.editor);
const has = (key: Permission) => editor.has(key);

describe('missingKeyOf (the preset Editor)', () => {
  it('keeps the sharing fields, the partner list and the token e-mail of a completed display read-only', () => {
    expect(missingKeyOf(['accessibility', 'location', 'shareOptions'], has, 'completed')).toBe(
      'SET_DISPLAY_ACCESS_CONTROLS',
    );
    expect(missingKeyOf(['partnerIds'], has, 'completed')).toBe('SET_DISPLAY_ACCESS_CONTROLS');
    expect(missingKeyOf(['email', 'repeatEmail'], has, 'completed')).toBe('SEND_DISPLAY_TOKEN');
  });

  it('lets the Editor change the other fields, and every field of a draft or an unfinished copy', () => {
    for (const fields of [['title'], ['sizeMode', 'resolutionMode'], ['availability'], ['isActive'], ['priceCredits']])
      expect(missingKeyOf(fields, has, 'completed')).toBeNull();
    expect(missingKeyOf(['shareOptions', 'email'], has, 'draft')).toBeNull();
    expect(missingKeyOf(['shareOptions'], has, 'duplicated')).toBeNull();
    expect(missingKeyOf(['shareOptions'], has, undefined)).toBeNull();
  });

  it('asks the media keys whatever the status', () => {
    expect(missingKeyOf(['locationMedia'], () => false, 'draft')).toBe('MANAGE_LOCATION_MEDIA');
    expect(missingKeyOf(['placeholderMedia'], has, 'completed')).toBeNull();
  });
});
