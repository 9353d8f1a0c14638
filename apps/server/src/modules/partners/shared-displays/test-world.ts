import { createCompany, createLoggedInUser, createPartnership, createRole } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/helper.ts';

/**
 * The company of the tests (owner with every key, a user without keys), two active partners with a logged-in viewer
 * each, a company the tests make a blocked partner, and a stranger: the worlds of the expanded row's and the favourites' tests.
 */
export async function partnerDisplayWorld(t: TestApp) {
  const own = await createCompany(t.db, { name: 'Zeitungshaus Nord' });
  const p1 = await createCompany(t.db, { name: 'Ärztehaus Süd' });
  const p2 = await createCompany(t.db, { name: 'Bahnhofsbuchhandlung' });
  const blocked = await createCompany(t.db, { name: 'Blockiert GmbH' });
  const other = await createCompany(t.db, { name: 'Andere Firma AG' });
  await createPartnership(t.db, own.company.id, p1.company.id);
  await createPartnership(t.db, own.company.id, p2.company.id);
  const owner = await createLoggedInUser(t.app.deps, { companyId: own.company.id, roleId: own.roleIds.owner });
  const empty = await createRole(t.db, own.company.id, [], 'Leer');
  const noKeys = await createLoggedInUser(t.app.deps, {
    companyId: own.company.id,
    roleId: empty.id,
    userType: 'companyUser',
  });
  const p1Owner = await createLoggedInUser(t.app.deps, { companyId: p1.company.id, roleId: p1.roleIds.owner });
  return {
    own: own.company,
    p1: p1.company,
    p2: p2.company,
    blocked: blocked.company,
    other: other.company,
    ownerToken: owner.accessToken,
    ownerId: owner.user.id,
    noKeysToken: noKeys.accessToken,
    p1Token: p1Owner.accessToken,
  };
}
export type PartnerDisplayWorld = Awaited<ReturnType<typeof partnerDisplayWorld>>;
