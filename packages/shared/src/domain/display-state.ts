import type { DisplayStatus, accessibilities, locationTypes, shareOptions } from '../display-constants.ts';

/**
 * The display state rules of spec 02 §4, in one place: what a change of accessibility, location, share options or
 * activity forces on the other fields, which partners lose the display or their ad spots, and what each partner is
 * told. The server applies them (state-change calls, wizard edits, partner sharing); the web explains them in advance
 * (the overview's modals, the wizard's confirmation) with the same functions.
 */

export type Accessibility = (typeof accessibilities)[number];
export type LocationType = (typeof locationTypes)[number];
export type ShareOption = (typeof shareOptions)[number];

/** The sharing fields: who may see the display. */
export type SharingState = { accessibility: Accessibility; location: LocationType; shareOptions: ShareOption };
/** The fields the state rules are about. */
export type DisplayState = SharingState & { isActive: boolean };

/** One change of the overview's state modals: one field, its new value. */
export type StateChange =
  | { field: 'accessibility'; to: Accessibility }
  | { field: 'location'; to: LocationType }
  | { field: 'shareOptions'; to: ShareOption }
  | { field: 'isActive'; to: boolean };

/** A field a change sets besides its own (what the modals announce before saving). */
export type ForcedChange =
  | { field: 'accessibility'; from: Accessibility; to: Accessibility }
  | { field: 'location'; from: LocationType; to: LocationType }
  | { field: 'shareOptions'; from: ShareOption; to: ShareOption };

/**
 * What partners lose between two states, weightiest first:
 * - `deactivate`: active → inactive; every ad spot goes, every partner that saw or booked the display is told.
 * - `private`: public → private; the display is shared with nobody, partners' ad spots go, they are told.
 * - `unshare`: shared or restricted → not shared (still public); as `private`.
 * - `restrict`: shared with all partners → restricted; partners outside the selection lose it and their ad spots.
 * - `internal`: external → internal on a shared display; partners' commercials go and their companies are told.
 */
export type PartnerLoss = 'deactivate' | 'private' | 'unshare' | 'restrict' | 'internal';

/** The notification a partner gets for a change; one per partner, the weightiest (order of this list). */
export const partnerNoticeTypes = [
  'displayDeactivated',
  'displayPrivate',
  'displayUnshared',
  'commercialsRemoved',
] as const;
export type PartnerNotice = (typeof partnerNoticeTypes)[number];

const isShared = (s: Pick<SharingState, 'shareOptions'>) => s.shareOptions !== 'notShare';

/**
 * The stored form of sharing fields entered together (the wizard's first step): external and shared displays are
 * public, so 'public' wins over a contradicting 'private'.
 */
export function settleSharing<T extends SharingState>(fields: T): T {
  return fields.location === 'external' || isShared(fields) ? { ...fields, accessibility: 'public' } : fields;
}

/**
 * The state after one change (spec 02 §4): public → private makes the display internal and not shared; external
 * makes it public; share and restricted make it public. Other changes set only their own field.
 */
export function applyStateChange<T extends DisplayState>(current: T, change: StateChange): T {
  switch (change.field) {
    case 'accessibility':
      return change.to === 'private' && current.accessibility === 'public'
        ? { ...current, accessibility: 'private', location: 'internal', shareOptions: 'notShare' }
        : { ...current, accessibility: change.to };
    case 'location':
      return change.to === 'external'
        ? { ...current, location: 'external', accessibility: 'public' }
        : { ...current, location: change.to };
    case 'shareOptions':
      return change.to === 'notShare'
        ? { ...current, shareOptions: 'notShare' }
        : { ...current, shareOptions: change.to, accessibility: 'public' };
    case 'isActive':
      return { ...current, isActive: change.to };
  }
}

/** The fields `change` sets besides its own, with their old and new values. */
export function forcedChanges(current: DisplayState, change: StateChange): ForcedChange[] {
  const next = applyStateChange(current, change);
  const out: ForcedChange[] = [];
  if (change.field !== 'accessibility' && next.accessibility !== current.accessibility)
    out.push({ field: 'accessibility', from: current.accessibility, to: next.accessibility });
  if (change.field !== 'location' && next.location !== current.location)
    out.push({ field: 'location', from: current.location, to: next.location });
  if (change.field !== 'shareOptions' && next.shareOptions !== current.shareOptions)
    out.push({ field: 'shareOptions', from: current.shareOptions, to: next.shareOptions });
  return out;
}

/**
 * What partners lose when the display goes from `before` to `after` (both as entered; they are settled first, so a
 * 'private' that a shared display cannot have costs nothing). Fields missing on either side count as unchanged.
 */
export function partnerLosses(before: Partial<DisplayState>, after: Partial<DisplayState>): PartnerLoss[] {
  const out: PartnerLoss[] = [];
  if (before.isActive === true && after.isActive === false) out.push('deactivate');
  if (!before.accessibility || !before.location || !before.shareOptions) return out;
  const b = settleSharing(before as SharingState);
  const a = settleSharing({ ...b, ...definedOf(after) });
  if (b.accessibility === 'public' && a.accessibility === 'private') out.push('private');
  else if (isShared(b) && !isShared(a)) out.push('unshare');
  else if (b.shareOptions === 'share' && a.shareOptions === 'restricted') out.push('restrict');
  if (b.location === 'external' && a.location === 'internal' && isShared(b)) out.push('internal');
  return out;
}

/** What partners lose by one change of the state modals. */
export const lossesOfChange = (current: DisplayState, change: StateChange): PartnerLoss[] =>
  partnerLosses(current, applyStateChange(current, change));

function definedOf(values: Partial<DisplayState>): Partial<SharingState> {
  const out: Partial<SharingState> = {};
  if (values.accessibility) out.accessibility = values.accessibility;
  if (values.location) out.location = values.location;
  if (values.shareOptions) out.shareOptions = values.shareOptions;
  return out;
}

/** Who a display could be shown to: the owner's active partners, and the partners a restricted display names. */
export type PartnerAudience = { activePartners: readonly string[]; shareRows: readonly string[] };

/**
 * The partner companies that see a display in this state: none while it is unfinished (a draft or an unfinished copy
 * is nobody's business yet) or not public; all active partners when shared; the chosen ones when restricted.
 */
export function partnersSeeing(state: SharingState & { status?: DisplayStatus }, audience: PartnerAudience): string[] {
  if (state.status !== undefined && state.status !== 'completed') return [];
  if (state.accessibility !== 'public') return [];
  if (state.shareOptions === 'share') return [...new Set(audience.activePartners)];
  if (state.shareOptions === 'restricted') return [...new Set(audience.shareRows)];
  return [];
}

/** Ad spots a cascade deletes: all, all of partners (of one kind), or those of the named companies. */
export type AdSpotRemoval =
  | { of: 'everyone' }
  | { of: 'partners'; kind?: 'commercial' }
  | { of: 'companies'; companies: string[] };

export type StateCascade = {
  /** Delete the display's share rows (the display is shared with nobody now). */
  removeShareRows: boolean;
  adSpotRemovals: AdSpotRemoval[];
  /** One notice per partner company, the weightiest; in the order of `partnerNoticeTypes`. */
  notices: { type: PartnerNotice; companies: string[] }[];
};

/** The partner companies with ad spots on the display (owner excluded), each with the kind of spot. */
export type PartnerAdSpots = readonly { company: string; kind: 'adSpot' | 'commercial' }[];

/**
 * The cascade of a state change of a display as the server runs it, for an edit in the wizard as for the state-change
 * calls: `before` and `after` as stored, `audience` before the change, `adSpots` the partners' ad spots.
 */
export function stateCascade(
  before: DisplayState & { status?: DisplayStatus },
  after: DisplayState,
  parties: { owner: string; audience: PartnerAudience; adSpots: PartnerAdSpots },
): StateCascade {
  const advertisers = parties.adSpots.map((s) => s.company).filter((c) => c !== parties.owner);
  const partnersBefore = [...new Set([...partnersSeeing(before, parties.audience), ...advertisers])];
  const notices = new Map<string, PartnerNotice>();
  const tell = (companies: Iterable<string>, type: PartnerNotice) => {
    for (const c of companies) if (c !== parties.owner && !notices.has(c)) notices.set(c, type);
  };
  const cascade: StateCascade = { removeShareRows: false, adSpotRemovals: [], notices: [] };

  if (before.isActive && !after.isActive) {
    cascade.adSpotRemovals.push({ of: 'everyone' });
    tell(partnersBefore, 'displayDeactivated');
  }
  const unshared: PartnerNotice | null =
    before.accessibility === 'public' && after.accessibility === 'private'
      ? 'displayPrivate'
      : isShared(before) && !isShared(after)
        ? 'displayUnshared'
        : null;
  if (unshared) {
    cascade.adSpotRemovals.push({ of: 'partners' });
    cascade.removeShareRows = true;
    tell(partnersBefore, unshared);
  } else if (before.shareOptions !== after.shareOptions || before.accessibility !== after.accessibility) {
    const seeing = new Set(partnersSeeing({ ...after, status: before.status }, parties.audience));
    const lost = partnersBefore.filter((c) => !seeing.has(c));
    if (lost.length > 0) cascade.adSpotRemovals.push({ of: 'companies', companies: lost });
    tell(lost, 'displayUnshared');
  }
  if (before.location === 'external' && after.location === 'internal') {
    cascade.adSpotRemovals.push({ of: 'partners', kind: 'commercial' });
    tell(
      parties.adSpots.filter((s) => s.kind === 'commercial').map((s) => s.company),
      'commercialsRemoved',
    );
  }
  cascade.notices = noticesByType(notices);
  return cascade;
}

function noticesByType(notices: Map<string, PartnerNotice>): StateCascade['notices'] {
  return partnerNoticeTypes
    .map((type) => ({ type, companies: [...notices].filter(([, t]) => t === type).map(([company]) => company) }))
    .filter((n) => n.companies.length > 0);
}

/**
 * Restricting a display to exactly `chosen` partners (the share modal, the wizard's partner list): it becomes
 * restricted and public; partners that saw or booked it and are not chosen lose it with their ad spots (`lost`, told
 * 'displayUnshared'); chosen partners that did not see it and had no share row are new (`added`, told
 * 'displayShared'). An unfinished display tells nobody: its partners hear of it when it is completed.
 */
export function restrictionEffects(
  before: DisplayState & { status?: DisplayStatus },
  chosen: readonly string[],
  parties: { owner: string; audience: PartnerAudience; adSpots: PartnerAdSpots },
): { next: DisplayState; lost: string[]; added: string[]; announce: boolean } {
  const wanted = new Set(chosen);
  const seeing = partnersSeeing(before, parties.audience);
  const advertisers = parties.adSpots.map((s) => s.company).filter((c) => c !== parties.owner);
  const lost = [...new Set([...seeing, ...advertisers])].filter((c) => !wanted.has(c));
  const knew = new Set([...seeing, ...parties.audience.shareRows]);
  const added = [...wanted].filter((c) => !knew.has(c) && c !== parties.owner);
  return {
    next: { ...before, shareOptions: 'restricted', accessibility: 'public' },
    lost,
    added,
    announce: partnersLearnOf(before),
  };
}

/** Whether partners are told about the display at all: only completed displays; drafts and copies stay unannounced. */
export const partnersLearnOf = (display: { status?: DisplayStatus }) =>
  display.status === undefined || display.status === 'completed';

/**
 * The partners to tell when a display is completed (the wizard's last step): the chosen partners of a restricted
 * public display, who were not told while it was a draft or an unfinished copy.
 */
export function completionAnnouncement(completed: SharingState, audience: PartnerAudience): string[] {
  return completed.accessibility === 'public' && completed.shareOptions === 'restricted'
    ? [...new Set(audience.shareRows)]
    : [];
}
