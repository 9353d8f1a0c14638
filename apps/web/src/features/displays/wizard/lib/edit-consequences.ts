import { type DisplayState, type PartnerLoss, partnerLosses } from '@plakat/shared';

export type Consequence = PartnerLoss;

/**
 * The partner-facing consequences of saving a step of a completed display (spec 02 §4, the shared display state
 * module): the wizard asks before it saves such a change, as the state-change modals of the overview do. Only the
 * general step (sharing fields) and the player step (activity) can cost partners anything.
 */
export function editConsequences(step: string, before: unknown, after: unknown): Consequence[] {
  if (step !== 'general' && step !== 'player') return [];
  return partnerLosses(before as Partial<DisplayState>, after as Partial<DisplayState>);
}
