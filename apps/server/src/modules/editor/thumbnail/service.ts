import sharp from 'sharp';
import { designPictureLimits } from '@plakat/shared';
import type { TenantActor } from '../../../lib/actor.ts';
import { ApiError, badRequest } from '../../../lib/errors.ts';
import { MediaIntakeError, type UploadStream, measure, mediaBinaries, storeWithRows } from '../../../media/index.ts';
import { findDesign } from '../access.ts';
import type { EditorDeps } from '../deps.ts';
import { withPicture } from '../pictures.ts';
import { thumbPath } from '../presenter.ts';
import { type EditorRepos, reposFor } from '../repository/index.ts';

const thumbnailMimes = new Set(['image/png', 'image/jpeg']);
/** Where a design's thumbnail of a version lives in storage. */
export const thumbStorageKey = (companyId: string, designId: string, version: number) =>
  `designs/${companyId}/${designId}/thumb-${version}.webp`;

/** 409 unless `revision` is still the draft's number: a thumbnail always shows the draft. */
async function requireDraft(repos: EditorRepos, design: { id: string; draftRevisionId: string | null }, given: number) {
  const revision = await repos.revisions.find(design.id, design.draftRevisionId);
  if (revision?.number !== given) {
    throw new ApiError(409, 'apiDesigns.staleThumbnail', { given, revision: revision?.number ?? 0 });
  }
}

/**
 * PUT /designs/{id}/thumbnail?revision=N: the browser's PNG or JPEG of the draft (checked by its bytes), resized to
 * 480 px wide as WebP and stored under a new version (a new address, cached for good); the previous one is removed
 * after the commit.
 */
export async function uploadThumbnail(
  deps: EditorDeps,
  actor: TenantActor,
  id: string,
  revision: number,
  receive: () => Promise<UploadStream>,
) {
  const repos = reposFor(deps.db, actor.companyId);
  await requireDraft(repos, await findDesign(repos, id), revision);
  return withPicture(deps, receive, 'thumbnail', async (upload) => {
    if (!thumbnailMimes.has(upload.mime ?? '')) throw badRequest('apiDesigns.notPicture');
    await measure(upload, mediaBinaries(deps.config), deps.config.mediaMaxPixels);
    const webp = upload.derivative('thumb.webp');
    try {
      await sharp(upload.path, { limitInputPixels: deps.config.mediaMaxPixels })
        .resize({ width: designPictureLimits.thumbnailWidth })
        .webp({ quality: 80 })
        .toFile(webp);
    } catch {
      throw new MediaIntakeError('imageUnreadable');
    }
    const { previous, version } = await storeWithRows(deps.storage, (place) =>
      deps.db.transaction(async (tx) => {
        const locked = reposFor(tx, actor.companyId);
        const design = await findDesign(locked, id, { forUpdate: true });
        await requireDraft(locked, design, revision);
        const next = design.thumbVersion + 1;
        const key = thumbStorageKey(actor.companyId, id, next);
        await locked.designs.update(id, { thumbKey: key, thumbVersion: next, thumbRevision: revision });
        await place([{ key, path: webp }]);
        return { previous: design.thumbKey, version: next };
      }),
    );
    if (previous) await deps.storage.delete([previous]).catch(() => undefined);
    return { thumbnailUrl: deps.thumbUrls.sign(thumbPath(id, version), Date.now(), 'long') };
  });
}
