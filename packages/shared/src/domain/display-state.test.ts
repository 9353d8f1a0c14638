import { describe, expect, it } from 'vitest';
import {
  type DisplayState,
  applyStateChange,
  completionAnnouncement,
  forcedChanges,
  lossesOfChange,
  partnerLosses,
  partnersLearnOf,
  partnersSeeing,
  restrictionEffects,
  settleSharing,
  stateCascade,
} from './display-state.ts';

const shared: DisplayState = { accessibility: 'public', location: 'external', shareOptions: 'share', isActive: true };
const closed: DisplayState = {
  accessibility: 'private',
  location: 'internal',
  shareOptions: 'notShare',
  isActive: true,
};
const audience = { activePartners: ['p1', 'p2', 'p3'], shareRows: ['p2'] };
const owner = 'own';
const parties = (adSpots: { company: string; kind: 'adSpot' | 'commercial' }[] = []) => ({ owner, audience, adSpots });

describe('settleSharing', () => {
  it('makes external and shared displays public', () => {
    expect(settleSharing({ ...closed, location: 'external' }).accessibility).toBe('public');
    expect(settleSharing({ ...closed, shareOptions: 'restricted' }).accessibility).toBe('public');
    expect(settleSharing(closed)).toEqual(closed);
  });
});

describe('applyStateChange and forcedChanges', () => {
  it('public → private makes the display internal and not shared', () => {
    const next = applyStateChange(shared, { field: 'accessibility', to: 'private' });
    expect(next).toEqual({ ...shared, accessibility: 'private', location: 'internal', shareOptions: 'notShare' });
    expect(forcedChanges(shared, { field: 'accessibility', to: 'private' })).toEqual([
      { field: 'location', from: 'external', to: 'internal' },
      { field: 'shareOptions', from: 'share', to: 'notShare' },
    ]);
    // private → public forces nothing
    expect(applyStateChange(closed, { field: 'accessibility', to: 'public' })).toEqual({
      ...closed,
      accessibility: 'public',
    });
  });

  it('external and sharing make the display public; internal and notShare set only themselves', () => {
    expect(forcedChanges(closed, { field: 'location', to: 'external' })).toEqual([
      { field: 'accessibility', from: 'private', to: 'public' },
    ]);
    expect(forcedChanges(closed, { field: 'shareOptions', to: 'restricted' })).toEqual([
      { field: 'accessibility', from: 'private', to: 'public' },
    ]);
    expect(applyStateChange(shared, { field: 'location', to: 'internal' })).toEqual({
      ...shared,
      location: 'internal',
    });
    expect(applyStateChange(shared, { field: 'shareOptions', to: 'notShare' })).toEqual({
      ...shared,
      shareOptions: 'notShare',
    });
    expect(applyStateChange(shared, { field: 'isActive', to: false })).toEqual({ ...shared, isActive: false });
    expect(forcedChanges(shared, { field: 'isActive', to: false })).toEqual([]);
  });
});

describe('partnerLosses', () => {
  it('names what partners lose when sharing fields change', () => {
    expect(partnerLosses(shared, { accessibility: 'private', location: 'internal', shareOptions: 'notShare' })).toEqual(
      ['private', 'internal'],
    );
    expect(partnerLosses(shared, { ...shared, shareOptions: 'notShare' })).toEqual(['unshare']);
    expect(partnerLosses(shared, { ...shared, shareOptions: 'restricted' })).toEqual(['restrict']);
    expect(partnerLosses(shared, { ...shared, location: 'internal' })).toEqual(['internal']);
    expect(partnerLosses({ ...shared, shareOptions: 'notShare' }, { location: 'internal' })).toEqual([]);
  });

  it('sees through the forced public of external or shared displays, and ignores harmless changes', () => {
    expect(partnerLosses(shared, { ...shared, accessibility: 'private' })).toEqual([]);
    expect(partnerLosses(closed, shared)).toEqual([]);
    expect(partnerLosses(shared, {})).toEqual([]);
  });

  it('deactivating, also with the activity alone', () => {
    expect(partnerLosses({ isActive: true }, { isActive: false })).toEqual(['deactivate']);
    expect(partnerLosses({ isActive: false }, { isActive: true })).toEqual([]);
    expect(partnerLosses(shared, { ...shared, isActive: false, shareOptions: 'notShare' })).toEqual([
      'deactivate',
      'unshare',
    ]);
  });

  it('for one change of the modals', () => {
    expect(lossesOfChange(shared, { field: 'accessibility', to: 'private' })).toEqual(['private', 'internal']);
    expect(lossesOfChange(shared, { field: 'location', to: 'internal' })).toEqual(['internal']);
    expect(lossesOfChange(closed, { field: 'location', to: 'external' })).toEqual([]);
    expect(lossesOfChange(shared, { field: 'isActive', to: false })).toEqual(['deactivate']);
  });
});

describe('partnersSeeing', () => {
  it('is all active partners when shared, the chosen ones when restricted, nobody otherwise', () => {
    expect(partnersSeeing(shared, audience)).toEqual(['p1', 'p2', 'p3']);
    expect(partnersSeeing({ ...shared, shareOptions: 'restricted' }, audience)).toEqual(['p2']);
    expect(partnersSeeing({ ...shared, shareOptions: 'notShare' }, audience)).toEqual([]);
    expect(partnersSeeing({ ...shared, accessibility: 'private' }, audience)).toEqual([]);
  });

  it('is nobody while the display is unfinished', () => {
    expect(partnersSeeing({ ...shared, status: 'draft' }, audience)).toEqual([]);
    expect(partnersSeeing({ ...shared, status: 'duplicated' }, audience)).toEqual([]);
    expect(partnersSeeing({ ...shared, status: 'completed' }, audience)).toEqual(['p1', 'p2', 'p3']);
    expect(partnersLearnOf({ status: 'duplicated' })).toBe(false);
    expect(partnersLearnOf({ status: 'completed' })).toBe(true);
  });
});

describe('stateCascade', () => {
  it('deactivating deletes every ad spot and tells everyone who saw or booked the display', () => {
    const cascade = stateCascade(shared, { ...shared, isActive: false }, parties([{ company: 'x', kind: 'adSpot' }]));
    expect(cascade).toEqual({
      removeShareRows: false,
      adSpotRemovals: [{ of: 'everyone' }],
      notices: [{ type: 'displayDeactivated', companies: ['p1', 'p2', 'p3', 'x'] }],
    });
  });

  it('public → private unshares: share rows and partners ad spots go, partners told once, the weightiest', () => {
    const next = applyStateChange(shared, { field: 'accessibility', to: 'private' });
    const cascade = stateCascade(shared, next, parties([{ company: 'p1', kind: 'commercial' }]));
    expect(cascade.removeShareRows).toBe(true);
    expect(cascade.adSpotRemovals).toEqual([{ of: 'partners' }, { of: 'partners', kind: 'commercial' }]);
    expect(cascade.notices).toEqual([{ type: 'displayPrivate', companies: ['p1', 'p2', 'p3'] }]);
  });

  it('share → notShare tells every partner displayUnshared', () => {
    const cascade = stateCascade(shared, { ...shared, shareOptions: 'notShare' }, parties());
    expect(cascade.notices).toEqual([{ type: 'displayUnshared', companies: ['p1', 'p2', 'p3'] }]);
  });

  it('share → restricted: the partners outside the share rows lose the display and their ad spots', () => {
    const cascade = stateCascade(
      shared,
      { ...shared, shareOptions: 'restricted' },
      parties([{ company: 'p3', kind: 'adSpot' }]),
    );
    expect(cascade.removeShareRows).toBe(false);
    expect(cascade.adSpotRemovals).toEqual([{ of: 'companies', companies: ['p1', 'p3'] }]);
    expect(cascade.notices).toEqual([{ type: 'displayUnshared', companies: ['p1', 'p3'] }]);
  });

  it('external → internal removes partners commercials and tells their companies', () => {
    const cascade = stateCascade(
      shared,
      { ...shared, location: 'internal' },
      parties([
        { company: 'p2', kind: 'commercial' },
        { company: 'p3', kind: 'adSpot' },
        { company: owner, kind: 'commercial' },
      ]),
    );
    expect(cascade.adSpotRemovals).toEqual([{ of: 'partners', kind: 'commercial' }]);
    expect(cascade.notices).toEqual([{ type: 'commercialsRemoved', companies: ['p2'] }]);
  });

  it('an unfinished display tells nobody who merely could have seen it', () => {
    const cascade = stateCascade(
      { ...shared, status: 'duplicated' },
      { ...shared, shareOptions: 'notShare' },
      parties(),
    );
    expect(cascade.notices).toEqual([]);
    expect(cascade.removeShareRows).toBe(true);
  });

  it('a change that costs nothing does nothing', () => {
    expect(stateCascade(closed, { ...closed, accessibility: 'public' }, parties())).toEqual({
      removeShareRows: false,
      adSpotRemovals: [],
      notices: [],
    });
  });
});

describe('restrictionEffects and completionAnnouncement', () => {
  it('names lost and new partners of a completed display', () => {
    const effects = restrictionEffects(
      { ...shared, status: 'completed' },
      ['p2', 'p4'],
      parties([{ company: 'p5', kind: 'adSpot' }]),
    );
    expect(effects).toEqual({
      next: { ...shared, status: 'completed', shareOptions: 'restricted' },
      lost: ['p1', 'p3', 'p5'],
      added: ['p4'],
      announce: true,
    });
  });

  it('an unfinished display announces nothing; its restricted partners are told at completion', () => {
    const effects = restrictionEffects({ ...closed, status: 'draft' }, ['p1'], parties());
    expect(effects.announce).toBe(false);
    expect(effects.next).toMatchObject({ shareOptions: 'restricted', accessibility: 'public' });
    expect(completionAnnouncement({ ...shared, shareOptions: 'restricted' }, audience)).toEqual(['p2']);
    expect(completionAnnouncement(shared, audience)).toEqual([]);
  });
});
