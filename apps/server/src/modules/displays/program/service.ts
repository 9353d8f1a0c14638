import type { Language, ProgramAnswer, ProgramBody } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { markUsed, readablePoolFiles, releaseUsage } from '../../media-pool/index.ts';
import { actorOnDisplay, lockOwnDisplay } from '../access.ts';
import type { DisplayDeps } from '../deps.ts';
import type { DisplayActor } from '../policy.ts';
import { reposFor } from '../repository/index.ts';
import { fieldErrors } from '../wizard/values.ts';
import { publishContentChanged } from './events.ts';
import { toProgramAnswer } from './presenter.ts';
import { programProblems } from './rules.ts';

const usageOf = (displayId: string) => ({ kind: 'displayProgram' as const, resourceId: displayId });

/**
 * GET /displays/{id}/program: the own company's display as its details show it to the company (reached by a role of
 * the actor; 404 for another company's, an unknown, a shut-down or an unreached display).
 */
export async function programOf(deps: DisplayDeps, actor: DisplayActor, displayId: string): Promise<ProgramAnswer> {
  const repos = reposFor(deps.db, actor.companyId);
  await actorOnDisplay(repos, actor, await repos.displays.find(displayId), []);
  return toProgramAnswer(await repos.program.items(displayId), deps.poolUrls);
}

/**
 * PUT /displays/{id}/program: the whole program replaced in one transaction (EDIT_DISPLAY on the display; 404 as
 * above, 409 when locked). Every item's file is checked (rules.ts, a field error per refused item); the pool files
 * new to the program are used by it from now on, those it no longer has are released. The display's screens hear of
 * it after the commit.
 */
export async function replaceProgram(
  deps: DisplayDeps,
  actor: DisplayActor,
  displayId: string,
  body: ProgramBody,
  lang: Language,
): Promise<ProgramAnswer> {
  const items = body.items.map((item) => ({
    fileId: item.fileId,
    durationSeconds: item.durationSeconds ?? null,
    days: [...(item.days ?? [])].sort((a, b) => a - b),
    hoursFrom: item.hours?.from ?? null,
    hoursTo: item.hours?.to ?? null,
  }));
  await deps.db.transaction(async (tx) => {
    const repos = reposFor(tx, actor.companyId);
    await lockOwnDisplay(repos, actor, displayId);
    const ids = items.map((item) => item.fileId);
    const files = new Map((await readablePoolFiles(tx, actor, ids)).map((file) => [file.id, file]));
    const before = await repos.program.fileIds(displayId);
    const problems = programProblems(items, files, new Set(before));
    if (problems.length > 0) throw fieldErrors(lang, problems);
    await repos.program.replace(displayId, items);
    await updateUses(tx, actor, displayId, before, ids);
    await repos.displays.writeLog(displayId, actor.userId, 'programReplaced', { items: items.length });
    await publishContentChanged(tx, actor.companyId, displayId);
  });
  return programOf(deps, actor, displayId);
}

async function updateUses(tx: Db, actor: DisplayActor, displayId: string, before: string[], after: string[]) {
  const had = new Set(before);
  const has = new Set(after);
  const added = [...has].filter((id) => !had.has(id));
  const removed = before.filter((id) => !has.has(id));
  await markUsed(tx, actor.companyId, added, { ...usageOf(displayId), actorId: actor.userId });
  await releaseUsage(tx, actor.companyId, removed, usageOf(displayId));
}

/** Ends the program's pool uses of a display that is shut down (its items go with it). */
export async function endProgram(tx: Db, companyId: string, displayId: string) {
  const repos = reposFor(tx, companyId);
  const before = await repos.program.fileIds(displayId);
  await repos.program.replace(displayId, []);
  await releaseUsage(tx, companyId, before, usageOf(displayId));
}
