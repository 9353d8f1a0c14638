import type { DesignDocument, DesignListItem } from '@plakat/shared';
import type { FileUrlSigner } from '../../media/index.ts';
import type { DesignView } from './repository/index.ts';

/** The path a thumbnail's signed URL names within the designs' area: the design and the thumbnail's version. */
export const thumbPath = (designId: string, version: number) => `${designId}/${version}`;

/** A design as the list shows it; the thumbnail URL is signed per request (a week, versioned: cached for good). */
export function toListItem(row: DesignView, urls: FileUrlSigner): DesignListItem {
  return {
    id: row.id,
    name: row.name,
    width: row.width,
    height: row.height,
    orientation: row.orientation,
    isTemplate: row.isTemplate,
    revision: row.revision,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedByName,
    thumbnailUrl: row.thumbKey ? urls.sign(thumbPath(row.id, row.thumbVersion), Date.now(), 'long') : null,
    published:
      row.publishedFileId && row.publishedRevision !== null
        ? { fileId: row.publishedFileId, revision: row.publishedRevision }
        : null,
  };
}

/** A design with its draft document, migrated to the current version. */
export const toDetails = (row: DesignView, document: DesignDocument, urls: FileUrlSigner) => ({
  ...toListItem(row, urls),
  document,
});
