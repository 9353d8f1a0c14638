import {
  type MediaEditBody,
  type MediaType,
  canEditFile,
  canSetMediaType,
  changesGeneralInfo,
  isVideoMime,
} from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import type { MediaPoolDeps } from '../deps.ts';
import { authorizeFile } from '../access.ts';
import type { MediaAbility, MediaActor } from '../policy.ts';
import type { MediaFileRow } from '../repository/files.ts';
import { poolReposFor } from '../repository/index.ts';
import { categoryOfCompany } from '../repository/categories.ts';

const ruleFile = (row: MediaFileRow) => ({
  type: row.mime,
  resolution: row.resolution,
  isArchived: row.isArchived,
  isDeleted: row.deletedAt !== null,
});

/** The file locked for the change: 404 unless the actor may read it, 403 without the abilities, then the rules. */
async function lockedFile(tx: Db, actor: MediaActor, id: string, abilities: MediaAbility[]) {
  const repos = poolReposFor(tx, actor.companyId);
  const row = await authorizeFile(tx, actor, await repos.files.find(id, { forUpdate: true }), abilities);
  return { repos, row };
}

/**
 * PATCH /files/edit/{fileId}: general info needs EDIT_<level>_MEDIA_GENERAL_INFO, the access level
 * EDIT_<level>_MEDIA_INFOACCESS, <level> being the file's current one; an archived or deleted file answers 409. Sound
 * is a video's only, and a video without sound cannot get it (the form disables the switch). A category must be the
 * company's (404 otherwise). Answers whether the edit changed only the access level (its own success message).
 */
export async function editFile(deps: MediaPoolDeps, actor: MediaActor, id: string, body: MediaEditBody) {
  const general = changesGeneralInfo(body);
  const access = body.infoAccess !== undefined;
  const abilities: MediaAbility[] = [
    ...(general ? ['editGeneral' as const] : []),
    ...(access ? ['editAccess' as const] : []),
  ];
  await deps.db.transaction(async (tx) => {
    const { repos, row } = await lockedFile(tx, actor, id, abilities);
    const broken = canEditFile(ruleFile(row));
    if (broken) throw conflict(broken);
    if (body.hasSound !== undefined && !isVideoMime(row.mime)) throw badRequest('apiMediaPool.rules.soundImage');
    if (body.hasSound === true && row.hasSound === false) throw badRequest('apiMediaPool.rules.noSound');
    if (body.categoryId && !(await categoryOfCompany(tx, actor.companyId, body.categoryId))) throw notFound();
    const { infoAccess, ...fields } = body;
    await repos.files.update([id], { ...fields, ...(access ? { infoAccess } : {}) }, row);
    if (general) await repos.log.write([id], actor.userId, 'edit', { fields: Object.keys(fields) });
    if (access && infoAccess !== row.infoAccess)
      await repos.log.write([id], actor.userId, 'infoAccess', { from: row.infoAccess, to: infoAccess });
  });
  return { accessOnly: access && !general };
}

/**
 * PATCH /mediapools/files/setMediaType/{fileId}: SET_ or EDIT_<level>_MEDIA_MEDIATYPE; the rules of spec 02 §4
 * (not archived or deleted, a video never background, commercial and background only for HD to 8KUHD) answer 409.
 */
export async function setMediaType(deps: MediaPoolDeps, actor: MediaActor, id: string, mediaType: MediaType) {
  await deps.db.transaction(async (tx) => {
    const { repos, row } = await lockedFile(tx, actor, id, ['setMediaType']);
    const broken = canSetMediaType(ruleFile(row), mediaType);
    if (broken) throw conflict(broken);
    if (row.mediaType === mediaType) return;
    await repos.files.update([id], { mediaType });
    await repos.log.write([id], actor.userId, 'mediaType', { from: row.mediaType, to: mediaType });
  });
}
