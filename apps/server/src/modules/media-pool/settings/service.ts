import type { MediaPoolSettingsBody } from '@plakat/shared';
import type { TenantActor } from '../../../lib/actor.ts';
import { forbidden } from '../../../lib/errors.ts';
import type { MediaPoolDeps } from '../deps.ts';
import { poolSettingsRepo } from '../repository/settings.ts';

/** The company's media pool settings; every user of the company may read them (the upload page shows them). */
export const readPoolSettings = (deps: Pick<MediaPoolDeps, 'db'>, companyId: string) =>
  poolSettingsRepo(deps.db, companyId).read();

/**
 * Changes the settings: the company owner only (no permission key of spec 02 §6 covers company settings, as with the
 * company details); others 403. "Keep originals" counts from the next upload on: files stored before keep none.
 */
export async function changePoolSettings(deps: MediaPoolDeps, actor: TenantActor, body: MediaPoolSettingsBody) {
  if (actor.userType !== 'companyOwner') throw forbidden('apiMediaPool.ownerOnly');
  const repo = poolSettingsRepo(deps.db, actor.companyId);
  await repo.write(body);
  return repo.read();
}
