import { type ProgramAnswer, type ProgramItem, programLimits } from '@plakat/shared';
import { type FileUrlSigner, isVideo } from '../../../media/index.ts';
import { poolThumbUrl } from '../../media-pool/index.ts';
import type { ProgramRow } from '../repository/program.ts';

/** What an item is: a published design's picture, a video or a picture. */
export const kindOf = (row: Pick<ProgramRow, 'designId' | 'file'>): ProgramItem['kind'] =>
  row.designId ? 'design' : isVideo(row.file.mime) ? 'video' : 'image';

/** Seconds an item plays: as set, a video's own length (rounded up), or the default. */
export function playSecondsOf(row: Pick<ProgramRow, 'durationSeconds' | 'file'>): number {
  if (row.durationSeconds !== null) return row.durationSeconds;
  if (isVideo(row.file.mime) && row.file.durationSeconds) return Math.ceil(row.file.durationSeconds);
  return programLimits.defaultSeconds;
}

export const hoursOf = (row: Pick<ProgramRow, 'hoursFrom' | 'hoursTo'>) =>
  row.hoursFrom && row.hoursTo ? { from: row.hoursFrom, to: row.hoursTo } : null;

function toProgramItem(row: ProgramRow, urls: FileUrlSigner): ProgramItem {
  const missing = row.file.deletedAt !== null;
  return {
    id: row.id,
    fileId: row.fileId,
    onlineId: row.file.onlineId,
    title: row.file.title,
    kind: kindOf(row),
    designId: row.designId,
    thumbUrl: missing ? null : poolThumbUrl(urls, { id: row.fileId, ...row.file }),
    durationSeconds: row.durationSeconds,
    playSeconds: playSecondsOf(row),
    days: row.days,
    hours: hoursOf(row),
    missing,
  };
}

/** The program as the details page shows it; the loop counts the items that still play. */
export function toProgramAnswer(rows: ProgramRow[], urls: FileUrlSigner): ProgramAnswer {
  const items = rows.map((row) => toProgramItem(row, urls));
  const latest = rows.reduce<Date | null>((max, row) => (!max || row.createdAt > max ? row.createdAt : max), null);
  return {
    items,
    loopSeconds: items.filter((item) => !item.missing).reduce((sum, item) => sum + item.playSeconds, 0),
    updatedAt: latest ? latest.toISOString() : null,
  };
}
