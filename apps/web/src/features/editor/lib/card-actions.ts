import type { DesignListItem } from '../api/designs.ts';

export type DesignAction = 'rename' | 'duplicate' | 'saveAsTemplate' | 'useTemplate' | 'delete';

/** What the user's keys allow on a card: creating (copies, templates) and changing (rename, delete). */
export type DesignAbilities = { create: boolean; edit: boolean };

/** The card menu's entries for a design or a template, as far as the user's keys allow them. */
export function cardActions(design: Pick<DesignListItem, 'isTemplate'>, may: DesignAbilities): DesignAction[] {
  const actions: DesignAction[] = [];
  if (may.create && design.isTemplate) actions.push('useTemplate');
  if (may.edit) actions.push('rename');
  if (may.create) actions.push('duplicate');
  if (may.create && !design.isTemplate) actions.push('saveAsTemplate');
  if (may.edit) actions.push('delete');
  return actions;
}
