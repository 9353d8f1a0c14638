import type { Language } from '@plakat/shared';
import { notFound } from '../../../lib/errors.ts';
import type { MediaPoolDeps } from '../deps.ts';
import { authorizeFile } from '../access.ts';
import { type MediaActor, visibilityOf } from '../policy.ts';
import { toMediaDetails, toMediaFileItem } from '../presenter.ts';
import { type PoolFileVariant, poolFileForSignedUrl } from '../repository/files.ts';
import { poolReposFor } from '../repository/index.ts';
import { findListRow } from '../repository/search.ts';

/** One visible file of the company (404 for missing, deleted, foreign or not readable). */
async function visibleFile(deps: MediaPoolDeps, actor: MediaActor, id: string) {
  const row = await findListRow(deps.db, actor.companyId, visibilityOf(actor), id);
  return authorizeFile(deps.db, actor, row);
}

/** The expanded row: the file's fields with the first entry of its log. */
export async function expandedInfo(deps: MediaPoolDeps, actor: MediaActor, id: string, lang: Language) {
  const row = await visibleFile(deps, actor, id);
  const first = await poolReposFor(deps.db, actor.companyId).log.firstOf([id]);
  const entry = first.get(id);
  return { data: toMediaFileItem(row, entry ? [entry] : [], deps.fileUrls, lang) };
}

/** The details page: the whole log and where the file is used. */
export async function fileDetails(deps: MediaPoolDeps, actor: MediaActor, id: string, lang: Language) {
  const row = await visibleFile(deps, actor, id);
  const repos = poolReposFor(deps.db, actor.companyId);
  const [log, usage] = await Promise.all([repos.log.of(id), repos.usage.of(id)]);
  return { data: toMediaDetails(row, log, usage, deps.fileUrls, lang) };
}

/** The stored file behind a signed URL (the route checked the signature), or 404. */
export async function signedPoolFile(deps: MediaPoolDeps, fileId: string, variant: PoolFileVariant) {
  const file = await poolFileForSignedUrl(deps.db, fileId, variant);
  if (!file) throw notFound();
  return file;
}
