import type { DisplayState } from '@plakat/shared';
import { describe, expect, it } from 'vitest';
import { accessibilityNotes, activityNotes, locationNotes, shareNotes } from './state-notes.ts';

const shared: DisplayState = { accessibility: 'public', location: 'external', shareOptions: 'share', isActive: true };
const publicInternal: DisplayState = { ...shared, location: 'internal', shareOptions: 'notShare' };
const closed: DisplayState = {
  accessibility: 'private',
  location: 'internal',
  shareOptions: 'notShare',
  isActive: true,
};

describe('accessibilityNotes', () => {
  it('private lists what it forces: internal, not shared, the partners', () => {
    expect(accessibilityNotes(shared, 'private')).toEqual({
      infos: [],
      warnings: ['accessibility.toPrivateLocation', 'accessibility.toPrivateShare', 'accessibility.toPrivatePartners'],
    });
    expect(accessibilityNotes(publicInternal, 'private').warnings).toEqual([]);
    expect(accessibilityNotes({ ...publicInternal, location: 'external' }, 'private').warnings).toEqual([
      'accessibility.toPrivateLocation',
    ]);
  });

  it('public on a private display informs; keeping the value says nothing', () => {
    expect(accessibilityNotes(closed, 'public')).toEqual({ infos: ['accessibility.toPublicInfo'], warnings: [] });
    expect(accessibilityNotes(shared, 'public')).toEqual({ infos: [], warnings: [] });
  });
});

describe('locationNotes', () => {
  it('internal warns only when the display is shared (partners lose their commercials)', () => {
    expect(locationNotes(shared, 'internal').warnings).toEqual(['location.toInternalWarning']);
    expect(locationNotes({ ...shared, shareOptions: 'restricted' }, 'internal').warnings).toEqual([
      'location.toInternalWarning',
    ]);
    expect(locationNotes({ ...shared, shareOptions: 'notShare' }, 'internal').warnings).toEqual([]);
  });

  it('external makes a private display public', () => {
    expect(locationNotes(closed, 'external')).toEqual({
      infos: ['location.toExternalInfo'],
      warnings: ['location.privateExternalWarning'],
    });
    expect(locationNotes(publicInternal, 'external')).toEqual({ infos: ['location.toExternalInfo'], warnings: [] });
  });
});

describe('shareNotes', () => {
  it('sharing a private display makes it public', () => {
    expect(shareNotes(closed, 'share').warnings).toEqual(['share.privateWarning']);
    expect(shareNotes(closed, 'restricted').warnings).toEqual(['share.privateWarning']);
  });

  it('not sharing and restricting cost partners the display', () => {
    expect(shareNotes(shared, 'notShare').warnings).toEqual(['share.unshareWarning']);
    expect(shareNotes({ ...shared, shareOptions: 'restricted' }, 'notShare').warnings).toEqual([
      'share.unshareWarning',
    ]);
    expect(shareNotes(shared, 'restricted').warnings).toEqual(['share.restrictWarning']);
    expect(shareNotes({ ...shared, shareOptions: 'restricted' }, 'restricted').warnings).toEqual([
      'share.restrictWarning',
    ]);
    expect(shareNotes(publicInternal, 'share').warnings).toEqual([]);
    expect(shareNotes(publicInternal, 'restricted').warnings).toEqual([]);
  });
});

describe('activityNotes', () => {
  it('deactivating warns, activating does not', () => {
    expect(activityNotes(shared, false).warnings).toEqual(['activity.deactivateWarning']);
    expect(activityNotes({ ...shared, isActive: false }, true).warnings).toEqual([]);
  });
});
