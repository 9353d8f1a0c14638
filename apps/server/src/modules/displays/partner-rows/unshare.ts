import { notFound } from '../../../lib/errors.ts';
import { lockOwnDisplay } from '../access.ts';
import type { DisplayDeps } from '../deps.ts';
import type { DisplayActor } from '../policy.ts';
import { reposFor } from '../repository/index.ts';
import { applyRestriction } from '../sharing/service.ts';

/**
 * DELETE /partners/{partnerId}/displays/{displayId} (UNSHARE_DISPLAY): the display stops being shared with one
 * partner, exactly as when the share modal un-checks it, in one transaction: a display shared with every partner
 * becomes restricted to the other active partners; a restricted one loses the partner's share row (the rows of
 * other partners, blocked ones included, stay). The partner loses its ad spots and is told (a completed display).
 * The last partner of a restricted display leaves it restricted to nobody, as the share modal does. 404 when the
 * display is not the actor's (or not reached with the key) or not shared with the partner; 409 when locked.
 */
export async function unshareFromPartner(deps: DisplayDeps, actor: DisplayActor, partnerId: string, displayId: string) {
  await deps.db.transaction(async (tx) => {
    const repos = reposFor(tx, actor.companyId);
    const d = await lockOwnDisplay(repos, actor, displayId);
    const rows = await repos.sharing.shareRows(d.id);
    const remaining = await remainingPartners(repos, d, rows, partnerId);
    if (remaining === null) throw notFound('apiPartnerDisplays.notShared');
    await applyRestriction(tx, repos, actor, d, remaining, '');
  });
}

/** The partners the display stays shared with; null when it is not shared with `partnerId`. */
async function remainingPartners(
  repos: ReturnType<typeof reposFor>,
  d: { accessibility: string; shareOptions: string },
  rows: string[],
  partnerId: string,
): Promise<string[] | null> {
  if (d.accessibility !== 'public') return null;
  if (d.shareOptions === 'restricted') return rows.includes(partnerId) ? rows.filter((id) => id !== partnerId) : null;
  if (d.shareOptions !== 'share') return null;
  const active = await repos.sharing.activePartnerIds();
  return active.includes(partnerId) ? active.filter((id) => id !== partnerId) : null;
}
