import { createLoggedInUser, createPartnership, createRole } from '../../test/factories.ts';
import type { TestApp } from '../../test/helper.ts';
import { createAdSpot, createSharedDisplay, setPartnershipStatus } from '../../test/partner-factories.ts';
import { type World, companyWorld, freshEmail } from './invitations/test-world.ts';

export const setStatus = (t: TestApp, owner: string, partner: string, status: 'active' | 'blocked') =>
  setPartnershipStatus(t.db, owner, partner, status);
export const sharedDisplay = (t: TestApp, owner: string, restrictedTo?: string[]) =>
  createSharedDisplay(t.db, owner, restrictedTo);
export const adSpotOn = (t: TestApp, displayId: string, advertiserCompanyId: string) =>
  createAdSpot(t.db, displayId, advertiserCompanyId);

/** A user of `world`'s company whose role holds exactly `keys`. */
export async function userWithKeys(t: TestApp, world: World, keys: string[]) {
  const role = await createRole(t.db, world.company.id, keys);
  const login = await createLoggedInUser(t.app.deps, {
    companyId: world.company.id,
    roleId: role.id,
    userType: 'companyUser',
    email: freshEmail('keys'),
  });
  return login.accessToken;
}

/**
 * Me and three partners: `active` (both ways active), `blockedByMe` (my row blocked), `blocksMe` (its row blocked),
 * and a company that is no partner (`stranger`). Each side shares displays with the other.
 */
export async function partnerWorld(t: TestApp, prefix = 'PW') {
  const me = await companyWorld(t, `${prefix} Mine`);
  const active = await companyWorld(t, `${prefix} Alpha Partner`);
  const blockedByMe = await companyWorld(t, `${prefix} Beta Partner`);
  const blocksMe = await companyWorld(t, `${prefix} Gamma Partner`);
  const stranger = await companyWorld(t, `${prefix} Stranger`);
  for (const p of [active, blockedByMe, blocksMe]) await createPartnership(t.db, me.company.id, p.company.id);
  await setStatus(t, me.company.id, blockedByMe.company.id, 'blocked');
  await setStatus(t, blocksMe.company.id, me.company.id, 'blocked');
  return { me, active, blockedByMe, blocksMe, stranger };
}
export type PartnerWorld = Awaited<ReturnType<typeof partnerWorld>>;
