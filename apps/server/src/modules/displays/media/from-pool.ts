import { randomUUID } from 'node:crypto';
import type { DisplayMediaItem } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { ApiError, badRequest, forbidden } from '../../../lib/errors.ts';
import { type Placement, extensionOf, isImage, storeWithRows } from '../../../media/index.ts';
import { releaseUsage, takeIntoUse } from '../../media-pool/index.ts';
import { findEditable } from '../access.ts';
import type { DisplayDeps } from '../deps.ts';
import { type DisplayActor, mayManageMediaKind } from '../policy.ts';
import { toMediaItem } from '../presenter.ts';
import { reposFor } from '../repository/index.ts';
import { type NewDisplayMedia, displayMediaKeys } from '../repository/media.ts';
import { publishContentChanged } from '../program/events.ts';
import { mediaLimitError } from './rules.ts';

const usageOf = (displayId: string) => ({ kind: 'displayPlaceholder' as const, resourceId: displayId });

/**
 * Placeholder images taken from the company's media pool (the wizard's placeholder step picks them beside
 * uploading): the same rules as an upload (MANAGE_PLACEHOLDER_MEDIA, an editable display, pictures only, at most
 * five), plus the pool's (a file the actor may read, neither archived nor deleted). The display gets copies of the
 * files, so the pool file can change or go without the display losing its picture; the pool file is used from now on.
 */
export async function addPlaceholdersFromPool(
  deps: DisplayDeps,
  actor: DisplayActor,
  displayId: string,
  fileIds: string[],
): Promise<DisplayMediaItem[]> {
  if (!mayManageMediaKind(actor, 'placeholder')) throw forbidden();
  const rows = await storeWithRows(deps.storage, (place) =>
    deps.db.transaction(async (tx) => {
      const repos = reposFor(tx, actor.companyId);
      await findEditable(repos, actor, displayId, { forUpdate: true, needs: ['MANAGE_PLACEHOLDER_MEDIA'] });
      const files = await takeIntoUse(tx, actor, fileIds, usageOf(displayId));
      if (files.some((file) => !isImage(file.mime))) throw new ApiError(415, 'apiWizard.placeholderImagesOnly');
      const existing = await repos.media.of(displayId);
      const next = existing.filter((m) => m.kind === 'placeholder').reduce((n, m) => Math.max(n, m.sortOrder + 1), 0);
      const added: NewDisplayMedia[] = [];
      const copies: Placement[] = [];
      for (const [i, file] of files.entries()) {
        const broken = mediaLimitError([...existing, ...added], 'placeholder', file.mime);
        if (broken) throw badRequest(broken);
        const id = randomUUID();
        const { storageKey, thumbKey } = displayMediaKeys(
          actor.companyId,
          displayId,
          id,
          extensionOf[file.mime],
          !!file.thumbKey,
        );
        added.push({
          id,
          displayId,
          kind: 'placeholder',
          storageKey,
          thumbKey,
          mime: file.mime,
          sizeBytes: file.fileSize,
          width: file.width,
          height: file.height,
          durationSeconds: null,
          sortOrder: next + i,
          poolFileId: file.id,
        });
        copies.push({ key: storageKey, copyOf: file.storageKey });
        if (file.thumbKey && thumbKey) copies.push({ key: thumbKey, copyOf: file.thumbKey });
      }
      const inserted = await repos.media.insert(added);
      await repos.displays.update(displayId, {});
      await repos.displays.writeLog(displayId, actor.userId, 'mediaFromPool', { fileIds: files.map((f) => f.id) });
      await publishContentChanged(tx, actor.companyId, displayId);
      await place(copies);
      return inserted;
    }),
  );
  return rows.map((row) => toMediaItem(row, deps.mediaUrls));
}

/** Ends the pool uses of media a display no longer has (a placeholder deleted, the display shut down). */
export async function releasePoolUses(
  tx: Db,
  companyId: string,
  displayId: string,
  removed: { poolFileId: string | null }[],
) {
  const left = new Set((await reposFor(tx, companyId).media.of(displayId)).map((m) => m.poolFileId));
  const ended = removed.flatMap((m) => (m.poolFileId && !left.has(m.poolFileId) ? [m.poolFileId] : []));
  if (ended.length > 0) await releaseUsage(tx, companyId, ended, usageOf(displayId));
}
