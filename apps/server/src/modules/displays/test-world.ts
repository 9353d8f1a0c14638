import { createCompany, createLoggedInUser, createPartnership, createRole } from '../../test/factories.ts';
import { bearer, buildTestApp } from '../../test/helper.ts';

/**
 * The companies most display API tests start from: the own company with two partners and another company, and
 * tokens of their users with and without keys. Each test file builds its own (`beforeAll`).
 */
export async function displayTestWorld() {
  const t = await buildTestApp();
  const own = await createCompany(t.db, { name: 'Zeitungshaus Nord' });
  const partner = await createCompany(t.db, { name: 'Ärztehaus Süd' });
  const partner2 = await createCompany(t.db, { name: 'Bahnhofsbuchhandlung' });
  const other = await createCompany(t.db, { name: 'Andere Firma AG' });
  await createPartnership(t.db, own.company.id, partner.company.id);
  await createPartnership(t.db, own.company.id, partner2.company.id);
  const login = (company: { company: { id: string } }, roleId: string, userType: 'companyOwner' | 'companyUser') =>
    createLoggedInUser(t.app.deps, { companyId: company.company.id, roleId, userType });
  const owner = await login(own, own.roleIds.owner, 'companyOwner');
  const noKeys = await login(own, (await createRole(t.db, own.company.id, [], 'Keine Rechte')).id, 'companyUser');
  const partnerUser = await login(partner, partner.roleIds.viewer, 'companyUser');
  const pEmpty = await createRole(t.db, partner.company.id, [], 'Leer');
  const partnerNoKeys = await login(partner, pEmpty.id, 'companyUser');
  const otherOwner = await login(other, other.roleIds.owner, 'companyOwner');
  /** One API call (`url` without /api) with the token, if any. */
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    t,
    own,
    partner,
    partner2,
    other,
    ownerToken: owner.accessToken,
    ownerId: owner.user.id,
    noKeysToken: noKeys.accessToken,
    partnerToken: partnerUser.accessToken,
    partnerNoKeysToken: partnerNoKeys.accessToken,
    otherToken: otherOwner.accessToken,
    call,
  };
}
export type DisplayTestWorld = Awaited<ReturnType<typeof displayTestWorld>>;
export type TestCompany = DisplayTestWorld['own'];
