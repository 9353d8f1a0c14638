import type { DisplayDetails, Language } from '@plakat/shared';
import { notFound } from '../../../lib/errors.ts';
import type { DisplayDeps } from '../deps.ts';
import { type DisplayActor, mayReadSharedDisplays } from '../policy.ts';
import { forPartner, toDetails } from '../presenter.ts';
import { reposFor } from '../repository/index.ts';
import type { DisplayRow } from '../repository/displays.ts';
import { type ScreenStatus, screenStatusOf } from '../repository/screen-status.ts';
import { sharedWith } from '../repository/shared-with.ts';
import { accessOn } from '../../roles/index.ts';

const reachesDisplay = async (deps: DisplayDeps, actor: DisplayActor, id: string) =>
  (await accessOn(deps.db, actor, 'display', id, [])) !== null;

const detailLogs = 20;
const editLogs = 100;

/**
 * GET getExpandedInfo: the company's own display, or one a partner company shares with it (with
 * GET_PARTNER_DISPLAYS_INFO; the partner fields of presenter.ts `forPartner`). Everyone else, and
 * shut-down displays, get 404.
 */
export async function expandedInfo(
  deps: DisplayDeps,
  actor: DisplayActor,
  id: string,
  lang: Language,
): Promise<DisplayDetails> {
  const repos = reposFor(deps.db, actor.companyId);
  const own = await repos.displays.findWithNames(id);
  if (own) {
    // A display of the own company that no role of the actor reaches (display scope `assigned`) is not there.
    if (!(await reachesDisplay(deps, actor, id))) throw notFound();
    const [media, logs, screens] = await Promise.all([
      repos.media.of(id),
      repos.displays.logs(id, detailLogs),
      screenStatusOf(deps.db, actor.companyId, [id]),
    ]);
    return {
      ...toDetails(own.d, { ...own, media, logs, lang }, deps.mediaUrls),
      playingNow: playingNowOf(screens.get(id)),
    };
  }
  if (!mayReadSharedDisplays(actor)) throw notFound();
  const shared = sharedWith(deps.db, actor.companyId);
  const row = await shared.findWithNames(id);
  if (!row) throw notFound();
  // The log is the owner's (who changed what, by name): a partner never gets it, so it is not read.
  const media = await shared.media(id);
  return forPartner(toDetails(row.d, { ...row, media, logs: [], lang }, deps.mediaUrls.forViewer(actor.companyId)));
}

/** What the screen plays now: only while it is online and names an item. */
const playingNowOf = (screen: ScreenStatus | undefined) =>
  screen?.online && screen.currentTitle && screen.currentSince
    ? { title: screen.currentTitle, since: screen.currentSince.toISOString() }
    : null;

/** Every field of an own display for the wizard (edit and Finish setup): the details answer plus the steps done. */
export async function editData(deps: DisplayDeps, actor: DisplayActor, display: DisplayRow, lang: Language) {
  const repos = reposFor(deps.db, actor.companyId);
  const [category, companyName, logs, media] = await Promise.all([
    display.categoryId ? repos.displays.category(display.categoryId) : Promise.resolve(null),
    repos.displays.companyName(),
    repos.displays.logs(display.id, editLogs),
    repos.media.of(display.id),
  ]);
  const details = toDetails(
    display,
    {
      categoryTitle: category?.title ?? null,
      categoryColor: category?.color ?? null,
      companyName,
      media,
      logs,
      lang,
    },
    deps.mediaUrls,
  );
  return { ...details, stepsDone: display.stepsDone };
}
