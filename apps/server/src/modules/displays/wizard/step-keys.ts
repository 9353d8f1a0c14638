import {
  type DisplayEditField,
  type Permission,
  type WizardStep,
  displayFieldPermissions,
  wizardStepSchemas,
} from '@plakat/shared';

/** The wizard itself: CREATE_DISPLAY or EDIT_DISPLAY, by the display's status (`canWriteDisplay`). */
export const wizardKeys: Permission[] = ['CREATE_DISPLAY', 'EDIT_DISPLAY'];

/** Step fields stored under another field's key (the token e-mail, the partner list of a restricted display). */
const keyedAs: Record<string, Permission> = {
  email: 'SEND_DISPLAY_TOKEN',
  repeatEmail: 'SEND_DISPLAY_TOKEN',
  partnerIds: 'SET_DISPLAY_ACCESS_CONTROLS',
  partnerMessage: 'SET_DISPLAY_ACCESS_CONTROLS',
};

/**
 * The keys the policy decides for one wizard step (route config `policyKeys`, docs/permissions.md): the wizard's,
 * and the field group key of every field the step's body carries (needed when it changes a completed display).
 */
export function wizardStepKeys(step: WizardStep): Permission[] {
  const fields = Object.keys(wizardStepSchemas[step].shape);
  const fieldKeys = fields.map((field) => displayFieldPermissions[field as DisplayEditField] ?? keyedAs[field]);
  return [...new Set([...wizardKeys, ...fieldKeys.filter((key): key is Permission => key !== undefined)])];
}
