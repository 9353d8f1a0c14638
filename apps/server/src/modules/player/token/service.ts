import { createHash } from 'node:crypto';
import { notFound } from '../../../lib/errors.ts';
import type { PlayerDeps } from '../deps.ts';
import { credentialRepo } from '../repository/index.ts';
import { hashSecret, newSecret } from '../secrets.ts';

/**
 * POST /player/token: the player token of a display's token mail, exchanged for a credential (the mail's link opens
 * the player already paired). 404 for an unknown token or a display that does not play, the same for both. The
 * credential keeps the token it was made under: a new token for the display ends it.
 */
export async function exchangePlayerToken(deps: PlayerDeps, ip: string, token: string) {
  await deps.rateLimits.pairing.code(ip);
  const displayTokenHash = createHash('sha256').update(token).digest('hex');
  return deps.db.transaction(async (tx) => {
    const credentials = credentialRepo(tx);
    const display = await credentials.displayForPlayerToken(displayTokenHash);
    if (!display) throw notFound();
    const credential = newSecret();
    await credentials.insert({
      companyId: display.companyId,
      displayId: display.id,
      tokenHash: hashSecret(credential),
      displayTokenHash,
    });
    return { credential, displayId: display.id };
  });
}
