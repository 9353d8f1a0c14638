import type { CompanyActor } from '../../lib/actor.ts';

/** Why an actor may not complete a registration now: 403 for the wrong kind of user, 409 when it is done already. */
export type Refusal = { status: 403 | 409; key: string };

/** Only a company owner without a company registers one. */
export function companyRegistrationRefusal(actor: CompanyActor): Refusal | null {
  if (actor.userType !== 'companyOwner') return { status: 403, key: 'apiRegistration.ownersOnly' };
  if (actor.isCompleted || actor.companyId) return { status: 409, key: 'apiRegistration.alreadyCompleted' };
  return null;
}

/**
 * Only an invited company user, whose company and role come from the invitation, completes the person data: answers
 * that company, or the refusal.
 */
export function userRegistrationCompany(actor: CompanyActor): { companyId: string } | Refusal {
  if (actor.userType !== 'companyUser') return { status: 403, key: 'apiRegistration.usersOnly' };
  if (actor.isCompleted) return { status: 409, key: 'apiRegistration.alreadyCompleted' };
  if (!actor.companyId) return { status: 409, key: 'apiRegistration.noCompany' };
  return { companyId: actor.companyId };
}
