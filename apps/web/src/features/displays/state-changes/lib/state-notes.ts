import {
  type Accessibility,
  type DisplayState,
  type LocationType,
  type ShareOption,
  type StateChange,
  forcedChanges,
  lossesOfChange,
} from '@plakat/shared';

/**
 * What the overview's state modals tell before a change (spec 02 §4): the translation keys (namespace `displays`,
 * under `modals.`) of their infos and warnings. What a change forces and what it costs partners comes from the shared
 * display state module, the same functions the server's cascades run, so a modal says exactly what will happen.
 */
export type StateNotes = { infos: string[]; warnings: string[] };

const forces = (display: DisplayState, change: StateChange, field: StateChange['field']) =>
  forcedChanges(display, change).some((f) => f.field === field);

/** Accessibility: the warnings list what making the display private forces (shown under `toPrivateIntro`). */
export function accessibilityNotes(display: DisplayState, to: Accessibility): StateNotes {
  const change = { field: 'accessibility', to } as const;
  const warnings: string[] = [];
  if (forces(display, change, 'location')) warnings.push('accessibility.toPrivateLocation');
  if (forces(display, change, 'shareOptions'))
    warnings.push('accessibility.toPrivateShare', 'accessibility.toPrivatePartners');
  const infos = to === 'public' && display.accessibility === 'private' ? ['accessibility.toPublicInfo'] : [];
  return { infos, warnings };
}

/** Location: internal costs partners their commercials on a shared display; external makes the display public. */
export function locationNotes(display: DisplayState, to: LocationType): StateNotes {
  const change = { field: 'location', to } as const;
  const warnings: string[] = [];
  if (lossesOfChange(display, change).includes('internal')) warnings.push('location.toInternalWarning');
  if (forces(display, change, 'accessibility')) warnings.push('location.privateExternalWarning');
  const infos = to === 'external' && display.location === 'internal' ? ['location.toExternalInfo'] : [];
  return { infos, warnings };
}

/**
 * Share options: sharing makes a private display public; not sharing and restricting cost partners the display.
 * Choosing the partners of an already restricted display again can drop some of them, so it warns as well.
 */
export function shareNotes(display: DisplayState, to: ShareOption): StateNotes {
  const change = { field: 'shareOptions', to } as const;
  const losses = lossesOfChange(display, change);
  const warnings: string[] = [];
  if (forces(display, change, 'accessibility')) warnings.push('share.privateWarning');
  if (losses.includes('unshare')) warnings.push('share.unshareWarning');
  if (losses.includes('restrict') || (to === 'restricted' && display.shareOptions === 'restricted'))
    warnings.push('share.restrictWarning');
  return { infos: [], warnings };
}

/** Activity: deactivating deletes every ad spot and tells the partners. */
export function activityNotes(display: DisplayState, toActive: boolean): StateNotes {
  const losses = lossesOfChange(display, { field: 'isActive', to: toActive });
  return { infos: [], warnings: losses.includes('deactivate') ? ['activity.deactivateWarning'] : [] };
}
