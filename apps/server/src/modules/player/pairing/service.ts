import { randomUUID, timingSafeEqual } from 'node:crypto';
import { type PairingPollAnswer, type PairingStartAnswer, pairingLimits } from '@plakat/shared';
import type { TenantActor } from '../../../lib/actor.ts';
import { TooManyRequests, badRequest, notFound } from '../../../lib/errors.ts';
import type { PlayerDeps } from '../deps.ts';
import { credentialRepo, pairingRepo } from '../repository/index.ts';
import { hashSecret, newPairingCode, newSecret } from '../secrets.ts';

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * POST /player/pairings: a new code for an unpaired screen, open for 10 minutes. The secret goes only to the screen,
 * which polls with it; a code that is open already is drawn again (expired ones are cleared first).
 */
export async function startPairing(deps: PlayerDeps, ip: string): Promise<PairingStartAnswer> {
  await deps.rateLimits.pairing.code(ip);
  const secret = newSecret();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + pairingLimits.validSeconds * 1000);
  const id = randomUUID();
  const repo = pairingRepo(deps.db);
  await repo.removeExpired(now);
  for (let attempt = 0; attempt < 8; attempt++) {
    const code = newPairingCode();
    if (await repo.insertOpen({ id, code, secretHash: hashSecret(secret), expiresAt })) {
      return {
        pairingId: id,
        code,
        secret,
        expiresAt: expiresAt.toISOString(),
        pollSeconds: pairingLimits.pollSeconds,
      };
    }
  }
  // Eight open codes in a row out of a billion: the table is being flooded; let the screen ask again later.
  throw new TooManyRequests(60);
}

/**
 * POST /player/pairings/poll: the screen asks with its secret. Pending while unclaimed and unexpired; once claimed, the
 * credential is made and answered, and the pairing is gone (a second poll answers 404, as an unknown, expired or
 * wrongly signed pairing does: nothing tells which).
 */
export async function pollPairing(deps: PlayerDeps, pairingId: string, secret: string): Promise<PairingPollAnswer> {
  return deps.db.transaction(async (tx) => {
    const pairings = pairingRepo(tx);
    const row = await pairings.findAnyById(pairingId);
    if (!row || !sameHash(row.secretHash, hashSecret(secret))) throw notFound();
    if (!row.claimedAt) {
      if (row.expiresAt.getTime() <= Date.now()) throw notFound();
      return { status: 'pending', expiresAt: row.expiresAt.toISOString() };
    }
    if (!row.companyId || !row.displayId) throw notFound();
    const credentials = credentialRepo(tx);
    const credential = newSecret();
    await credentials.insert({
      companyId: row.companyId,
      displayId: row.displayId,
      tokenHash: hashSecret(credential),
      displayTokenHash: await credentials.displayTokenHash(row.companyId, row.displayId),
    });
    await pairings.remove(row.id);
    return { status: 'paired', credential, displayId: row.displayId };
  });
}

/**
 * POST /displays/{displayId}/player: a user with EDIT_DISPLAY on the display enters the code its screen shows. A
 * wrong, expired or used code answers the same 400 (no hint whether it existed); the code is bound to the company
 * and display that claimed it.
 */
export async function claimPairing(deps: PlayerDeps, actor: TenantActor, displayId: string, code: string) {
  await deps.rateLimits.pairing.claim(actor.companyId);
  await deps.db.transaction(async (tx) => {
    const display = await deps.displays.displayToPair(tx, actor, displayId);
    const pairings = pairingRepo(tx);
    const row = await pairings.findOpenByCode(code);
    if (!row || row.expiresAt.getTime() <= Date.now()) throw badRequest('apiPlayer.codeInvalid');
    await pairings.claim(row.id, {
      companyId: display.companyId,
      displayId: display.id,
      claimedBy: actor.userId,
      claimedAt: new Date(),
    });
  });
}
