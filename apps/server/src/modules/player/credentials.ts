import type { PlayerActor } from '../../lib/actor.ts';
import { playerCredentialEnded } from '../../lib/errors.ts';
import type { PlayerDeps } from './deps.ts';
import { credentialRepo } from './repository/index.ts';
import { hashSecret } from './secrets.ts';

/**
 * The player audience of plugins/auth.ts: a bearer credential from the pairing. 401 when it is unknown or its
 * display no longer plays (shut down, deactivated, locked, back to a draft): that ends the credential at once, with
 * no list of revoked tokens to keep.
 */
export function playerAudience(deps: Pick<PlayerDeps, 'db'>) {
  return async (token: string): Promise<PlayerActor> => {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw playerCredentialEnded();
    const row = await credentialRepo(deps.db).forToken(hashSecret(token));
    if (!row) throw playerCredentialEnded();
    return { kind: 'player', credentialId: row.id, companyId: row.companyId, displayId: row.displayId };
  };
}
