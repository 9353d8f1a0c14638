import { describe, expect, it } from 'vitest';
import { type EditValues, changedFields } from './edit-values.ts';

const initial: EditValues = {
  title: 'Sommer',
  description: '',
  keywords: 'a, b',
  infoAccess: 'public',
  hasSound: true,
  categoryId: 'c1',
};

describe('changedFields', () => {
  it('answers nothing when nothing changed (spaces around text do not count)', () => {
    expect(changedFields(initial, { ...initial, title: ' Sommer ', keywords: 'a,b, a' })).toEqual({});
  });

  it('sends only what changed: an access-only edit sends only infoAccess', () => {
    expect(changedFields(initial, { ...initial, infoAccess: 'private' })).toEqual({ infoAccess: 'private' });
  });

  it('sends keywords as a list and a cleared category as null', () => {
    expect(changedFields(initial, { ...initial, keywords: 'Sommer, Angebot ,', categoryId: undefined })).toEqual({
      keywords: ['Sommer', 'Angebot'],
      categoryId: null,
    });
  });

  it('sends sound and texts as typed', () => {
    expect(changedFields(initial, { ...initial, hasSound: false, title: 'Winter', description: 'Neu' })).toEqual({
      hasSound: false,
      title: 'Winter',
      description: 'Neu',
    });
  });
});
