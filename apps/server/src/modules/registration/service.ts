import type { CompanyRegistrationBody, Language, UserRegistrationBody } from '@plakat/shared';
import { ApiError, conflict, notFound } from '../../lib/errors.ts';
import type { CompanyActor } from '../../lib/actor.ts';
import type { Core } from '../../core.ts';
import { type CodeCheck, assertLookupCodes } from '../lookups/index.ts';
import { createCompanyWithRoles } from '../users/index.ts';
import { type Refusal, companyRegistrationRefusal, userRegistrationCompany } from './policy.ts';
import { type PersonFields, companyDepartments, completeInvitedUser, completeOwner } from './repository.ts';

type Person = Required<
  Pick<UserRegistrationBody, 'salutation' | 'firstName' | 'lastName' | 'position' | 'phoneCountryCode' | 'phone'>
> & {
  title?: string;
};

const personChecks = (b: Person): CodeCheck[] => [
  { path: 'salutation', group: 'salutations', code: b.salutation },
  { path: 'title', group: 'titles', code: b.title },
  { path: 'phoneCountryCode', group: 'countryCallingCodes', code: b.phoneCountryCode },
];

const refused = (refusal: Refusal) => new ApiError(refusal.status, refusal.key);

const personFields = (b: Person): PersonFields => ({
  salutation: b.salutation,
  title: b.title ?? null,
  firstName: b.firstName,
  lastName: b.lastName,
  position: b.position,
  phoneCountryCode: b.phoneCountryCode,
  phone: b.phone,
});

/**
 * A company owner who has not registered a company yet creates it: the company with its preset roles and the
 * owner's person data, in one transaction. The update only matches a user that is still incomplete and without
 * a company, so two concurrent submissions cannot create two companies.
 */
export async function registerCompany(deps: Core, actor: CompanyActor, body: CompanyRegistrationBody, lang: Language) {
  const refusal = companyRegistrationRefusal(actor);
  if (refusal) throw refused(refusal);
  await assertLookupCodes(
    deps.db,
    lang,
    [
      { path: 'industry', group: 'industries', code: body.industry },
      { path: 'businessModel', group: 'businessModels', code: body.businessModel },
      { path: 'federalState', group: 'federalStates', code: body.federalState },
      { path: 'country', group: 'countries', code: body.country },
      ...personChecks(body),
    ],
    { statePath: 'federalState', country: body.country },
  );
  const companyId = await deps.db.transaction(async (tx) => {
    const { company, roleIds } = await createCompanyWithRoles(tx, {
      name: body.companyName,
      industry: body.industry,
      businessModel: body.businessModel,
      street: body.street,
      houseNumber: body.houseNumber,
      postcode: body.postcode,
      town: body.town,
      federalState: body.federalState,
      country: body.country,
      phoneCountryCode: body.phoneCountryCode,
      phone: body.phone,
    });
    const completed = await completeOwner(
      tx,
      actor.userId,
      { companyId: company.id, ownerRoleId: roleIds.owner },
      personFields(body),
    );
    if (!completed) throw conflict('apiRegistration.alreadyCompleted');
    return company.id;
  });
  return companyId;
}

/** An invited company user completes the person data; the company and role come from the invitation. */
export async function registerUser(deps: Core, actor: CompanyActor, body: UserRegistrationBody, lang: Language) {
  const allowed = userRegistrationCompany(actor);
  if ('key' in allowed) throw refused(allowed);
  const { companyId } = allowed;
  await assertLookupCodes(deps.db, lang, personChecks(body as Person));
  const { departmentId } = body;
  if (departmentId && !(await companyDepartments(deps.db, companyId)).some((d) => d.id === departmentId)) {
    throw notFound('apiRegistration.departmentNotFound');
  }
  const completed = await completeInvitedUser(deps.db, companyId, actor.userId, {
    ...personFields(body as Person),
    departmentId,
  });
  if (!completed) throw conflict('apiRegistration.alreadyCompleted');
}

/** The departments an invited user may choose at /userRegistration: its company's (none without a company). */
export async function registrationDepartments(deps: Core, actor: CompanyActor) {
  return { items: actor.companyId ? await companyDepartments(deps.db, actor.companyId) : [] };
}
