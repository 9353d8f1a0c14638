import { randomUUID } from 'node:crypto';
import { alignmentOf, type MediaUsageKind, resolutionOf } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { type AnalysedUpload, sha256OfFile, storeWithRows } from '../../../media/index.ts';
import type { MediaPoolDeps } from '../deps.ts';
import type { MediaActor } from '../policy.ts';
import { queueProcessing } from '../processing/job.ts';
import { needsProcessing } from '../processing/render.ts';
import { poolReposFor } from '../repository/index.ts';
import { publishPoolFilesChanged } from '../events.ts';
import { poolContentKeys } from './keys.ts';
import { addPoolFile, titleFromName } from './service.ts';
import { markUsed } from './usage.ts';

type Publisher = Pick<MediaActor, 'userId' | 'companyId'>;

/** A picture a resource of the company renders into the pool (a design's publish), checked and analysed. */
export type PublishedPicture = { mime: string; name: string; analysed: AnalysedUpload };

/**
 * Stores a resource's rendered picture in its company's pool, as a file of media type general that the resource
 * uses: on the first publish (or when its file was deleted since) a new file; later the same file's bytes are replaced
 * and its content version bumped, so its keys and URLs change with them and no stale file or thumbnail stays (the
 * previous version's stored files are removed after the commit). `target.fileOf(tx)` locks the resource and answers
 * its file (null: none yet) inside the transaction, so two publishes at once make one file; `within(tx, fileId)` runs
 * in the same transaction (the resource notes its file). A large picture gets its rendition from the processing job,
 * as an upload does.
 */
export async function publishIntoPool(
  deps: Pick<MediaPoolDeps, 'db' | 'storage' | 'jobs'>,
  actor: Publisher,
  picture: PublishedPicture,
  target: { fileOf: (tx: Db) => Promise<string | null>; kind: MediaUsageKind; resourceId: string },
  within: (tx: Db, fileId: string) => Promise<void>,
): Promise<{ fileId: string; contentVersion: number }> {
  const { analysed, mime } = picture;
  const processing = needsProcessing(mime, analysed.measured);
  const sha256 = await sha256OfFile(analysed.stored.path);
  const { result, stale } = await storeWithRows(deps.storage, (place) =>
    deps.db.transaction(async (tx) => {
      const repos = poolReposFor(tx, actor.companyId);
      const fileId = await target.fileOf(tx);
      const current = fileId ? await repos.files.find(fileId, { forUpdate: true }) : null;
      const usage = { kind: target.kind, resourceId: target.resourceId, actorId: actor.userId };
      if (!current || current.deletedAt) {
        const id = randomUUID();
        const keys = poolContentKeys({ companyId: actor.companyId, id, mime, contentVersion: 0 });
        await addPoolFile(tx, actor, {
          id,
          mime,
          name: picture.name,
          measured: analysed.measured,
          size: analysed.stored.size,
          sha256,
          storageKey: keys.storageKey,
          thumbKey: analysed.thumbPath ? keys.thumbKey : null,
          processing: processing ? 'processing' : 'ready',
          details: { mediaType: 'general' },
        });
        await markUsed(tx, actor.companyId, [id], usage);
        if (processing) await queueProcessing(deps.jobs, tx, actor.companyId, id);
        await within(tx, id);
        await place(placements(keys, analysed));
        return { result: { fileId: id, contentVersion: 0 }, stale: [] as string[] };
      }
      const contentVersion = current.contentVersion + 1;
      const keys = poolContentKeys({ ...current, mime, contentVersion });
      const { width, height } = analysed.measured;
      await repos.files.replaceContent(current.id, {
        storageKey: keys.storageKey,
        thumbKey: analysed.thumbPath ? keys.thumbKey : null,
        previewKey: null,
        mime,
        width,
        height,
        resolution: resolutionOf(width, height),
        alignment: alignmentOf(width, height),
        fileSize: analysed.stored.size,
        processing: processing ? 'processing' : 'ready',
        contentVersion,
        sha256,
      });
      await repos.log.write([current.id], actor.userId, 'replace', { contentVersion });
      // Screens that play the file fetch its new bytes.
      await publishPoolFilesChanged(tx, actor.companyId, [current.id]);
      // Still used by the resource (a use released meanwhile comes back); no second 'used' log entry.
      await repos.usage.add([current.id], target.kind, target.resourceId, new Date());
      if (processing) await queueProcessing(deps.jobs, tx, actor.companyId, current.id);
      await within(tx, current.id);
      await place(placements(keys, analysed));
      const previous = [current.storageKey, current.thumbKey, current.previewKey];
      return { result: { fileId: current.id, contentVersion }, stale: previous.filter((k): k is string => !!k) };
    }),
  );
  if (stale.length > 0) await deps.storage.delete(stale).catch(() => undefined);
  return result;
}

function placements(keys: { storageKey: string; thumbKey: string }, analysed: AnalysedUpload) {
  return [
    { key: keys.storageKey, path: analysed.stored.path },
    ...(analysed.thumbPath ? [{ key: keys.thumbKey, path: analysed.thumbPath }] : []),
  ];
}

/** The ids among `ids` that are not files of the company's pool (unknown or another company's); deleted ones count. */
export async function missingPoolFiles(db: Db, companyId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = new Set(await poolReposFor(db, companyId).files.existing(unique));
  return unique.filter((id) => !found.has(id));
}

/**
 * A resource that publishes into the pool was renamed: its file takes the new name as its title, unless someone gave
 * the file a title of its own in the pool meanwhile (its title no longer follows the old name). Logged as an edit.
 */
export async function retitlePublishedFile(
  tx: Db,
  actor: Publisher,
  fileId: string,
  names: { from: string; to: string },
): Promise<void> {
  const repos = poolReposFor(tx, actor.companyId);
  const row = await repos.files.find(fileId, { forUpdate: true });
  if (!row || row.deletedAt) return;
  const from = titleFromName(`${names.from}.png`, row.onlineId);
  const to = titleFromName(`${names.to}.png`, row.onlineId);
  if (row.title !== from || from === to) return;
  await repos.files.update([fileId], { title: to }, row);
  await repos.log.write([fileId], actor.userId, 'edit', { fields: ['title'] });
}
