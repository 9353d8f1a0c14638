import type { CompanyDetailsBody, Language } from '@plakat/shared';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { CompanyActor } from '../../lib/actor.ts';
import type { Core } from '../../core.ts';
import { assertLookupCodes } from '../lookups/index.ts';
import { companyDetailsRepo } from './repository.ts';

type TenantActor = CompanyActor & { companyId: string };

/** The actor's own company; there is no way to name another one. */
export async function readCompanyDetails(deps: Core, actor: TenantActor) {
  const details = await companyDetailsRepo(deps.db, actor.companyId).read();
  if (!details) throw notFound();
  return details;
}

/**
 * The company owner changes the company's name and address with the rules of the registration step; the codes of
 * country and federal state must exist and the state must belong to the country. No permission key of the spec
 * covers changing the company itself, so only the company owner (userType companyOwner) may do it.
 */
export async function changeCompanyDetails(deps: Core, actor: TenantActor, body: CompanyDetailsBody, lang: Language) {
  if (actor.userType !== 'companyOwner') throw forbidden('apiOrganization.ownerOnly');
  await assertLookupCodes(
    deps.db,
    lang,
    [
      { path: 'federalState', group: 'federalStates', code: body.federalState },
      { path: 'country', group: 'countries', code: body.country },
    ],
    { statePath: 'federalState', country: body.country },
  );
  const updated = await companyDetailsRepo(deps.db, actor.companyId).update({
    name: body.companyName,
    street: body.street,
    houseNumber: body.houseNumber,
    postcode: body.postcode,
    town: body.town,
    federalState: body.federalState,
    country: body.country,
  });
  if (!updated) throw notFound();
  return updated;
}
