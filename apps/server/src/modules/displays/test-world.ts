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
  const owner = await createLoggedInUser(t.app.deps, {
    companyId: own.company.id,
    roleId: own.roleIds.owner,
    userType: 'companyOwner',
  });
  const empty = await createRole(t.db, own.company.id, [], 'Keine Rechte');
  const noKeys = await createLoggedInUser(t.app.deps, {
    companyId: own.company.id,
    roleId: empty.id,
    userType: 'companyUser',
  });
  const partnerUser = await createLoggedInUser(t.app.deps, {
    companyId: partner.company.id,
    roleId: partner.roleIds.viewer,
    userType: 'companyUser',
  });
  const pEmpty = await createRole(t.db, partner.company.id, [], 'Leer');
  const partnerNoKeys = await createLoggedInUser(t.app.deps, {
    companyId: partner.company.id,
    roleId: pEmpty.id,
    userType: 'companyUser',
  });
  const otherOwner = await createLoggedInUser(t.app.deps, {
    companyId: other.company.id,
    roleId: other.roleIds.owner,
    userType: 'companyOwner',
  });
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
