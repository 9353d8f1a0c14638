import { describe, expect, it } from 'vitest';
import { sharingAfterChange, sharingOf } from './sharing.ts';

const open = { accessibility: 'public', location: 'external', shareOptions: 'share' } as const;
const closed = { accessibility: 'private', location: 'internal', shareOptions: 'notShare' } as const;

describe('sharingAfterChange', () => {
  it('private makes a public display internal and not shared', () => {
    expect(sharingAfterChange(open, { accessibility: 'private' })).toEqual(closed);
  });

  it('external and sharing make a private display public; other changes set only themselves', () => {
    expect(sharingAfterChange(closed, { location: 'external' })).toEqual({
      ...closed,
      location: 'external',
      accessibility: 'public',
    });
    expect(sharingAfterChange(closed, { shareOptions: 'restricted' })).toEqual({
      ...closed,
      shareOptions: 'restricted',
      accessibility: 'public',
    });
    expect(sharingAfterChange(open, { location: 'internal' })).toEqual({ ...open, location: 'internal' });
    expect(sharingAfterChange(open, { title: 'x' })).toEqual(open);
  });

  it('reads the sharing fields of the step values', () => {
    expect(sharingOf({ ...open, title: 'x' })).toEqual(open);
    expect(sharingOf({ accessibility: 'public' })).toBeUndefined();
  });
});
