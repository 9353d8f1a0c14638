import { type MediaFileItem, canDeleteFile } from '@plakat/shared';

export type BulkKind = 'delete' | 'archive' | 'unArchive';
type Row = Pick<MediaFileItem, 'id' | 'type' | 'resolution' | 'isArchived' | 'status'>;

/**
 * Which selected files a bulk action takes (the server takes all or nothing, so the web sends only those it accepts):
 * a delete leaves archived files out (spec 02 §4), archive the archived ones, unarchive the others. `used` counts the
 * files in use a delete takes, for its confirmation.
 */
export function mediaBulkPlan(kind: BulkKind, rows: readonly Row[]) {
  const taken = rows.filter((row) =>
    kind === 'delete' ? canDeleteFile(row) === null : kind === 'archive' ? !row.isArchived : row.isArchived,
  );
  return {
    ids: taken.map((row) => row.id),
    skipped: rows.length - taken.length,
    used: taken.filter((row) => row.status === 'used').length,
  };
}
