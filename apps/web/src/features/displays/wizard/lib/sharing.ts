import { type SharingState, type StateChange, applyStateChange } from '@plakat/shared';

const sharingFields = ['accessibility', 'location', 'shareOptions'] as const;

/** The sharing fields of the general step's values (undefined until all three are set). */
export function sharingOf(values: Record<string, unknown>): SharingState | undefined {
  const [accessibility, location, shareOptions] = sharingFields.map((f) => values[f]);
  if (!accessibility || !location || !shareOptions) return undefined;
  return { accessibility, location, shareOptions } as SharingState;
}

/**
 * The sharing fields after the user changed one of them in the general step: what the change forces on the others
 * comes from the shared display state module (spec 02 §4: private makes the display internal and not shared,
 * external or sharing makes it public), exactly as the server stores it.
 */
export function sharingAfterChange(before: SharingState, changed: Record<string, unknown>): SharingState {
  let state = { ...before, isActive: true };
  for (const field of sharingFields) {
    if (changed[field] === undefined) continue;
    state = applyStateChange(state, { field, to: changed[field] } as StateChange);
  }
  return { accessibility: state.accessibility, location: state.location, shareOptions: state.shareOptions };
}
