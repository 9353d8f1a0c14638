import { describe, expect, it } from 'vitest';
import { editConsequences } from './edit-consequences.ts';

const shared = { accessibility: 'public', location: 'external', shareOptions: 'share' };

describe('editConsequences', () => {
  it('names what partners lose when sharing fields change', () => {
    expect(
      editConsequences('general', shared, { accessibility: 'private', location: 'internal', shareOptions: 'notShare' }),
    ).toEqual(['private', 'internal']);
    expect(editConsequences('general', shared, { ...shared, shareOptions: 'notShare' })).toEqual(['unshare']);
    expect(editConsequences('general', shared, { ...shared, shareOptions: 'restricted' })).toEqual(['restrict']);
    expect(editConsequences('general', shared, { ...shared, location: 'internal' })).toEqual(['internal']);
  });

  it('sees through the forced public of external or shared displays, and ignores harmless changes', () => {
    // accessibility 'private' with a shared display is stored as public: nothing becomes private.
    expect(editConsequences('general', shared, { ...shared, accessibility: 'private' })).toEqual([]);
    expect(
      editConsequences(
        'general',
        { ...shared, shareOptions: 'notShare', location: 'internal', accessibility: 'private' },
        shared,
      ),
    ).toEqual([]);
    expect(editConsequences('specifications', shared, {})).toEqual([]);
  });

  it('internal costs partners something only when the display was shared before (the shared module)', () => {
    const unshared = { ...shared, shareOptions: 'notShare' };
    expect(editConsequences('general', unshared, { ...unshared, location: 'internal' })).toEqual([]);
  });

  it('deactivating in the player step', () => {
    expect(editConsequences('player', { isActive: true }, { isActive: false })).toEqual(['deactivate']);
    expect(editConsequences('player', { isActive: false }, { isActive: true })).toEqual([]);
  });
});
