import type { ProgramBody } from '@plakat/shared';
import { isImage, isVideo } from '../../../media/index.ts';
import type { ReadablePoolFile } from '../../media-pool/index.ts';

export type FieldProblem = { path: string; message: string };
type Item = { fileId: string; durationSeconds?: number | null };

/**
 * What may go into a display's program, item by item (each refusal a field error, so the details page marks the
 * item): a pool file of the display's company the user may read (a private one through a role or an assignment, as
 * placeholders taken from the pool), not deleted, processed, a picture or a video; a video plays its own length, so a
 * duration set on one is refused. An archived file is not added; one archived while in the program (`kept`: the
 * program's files before this change) stays and plays, like a retired file in Xibo (docs/decisions.md).
 */
export function programProblems(
  items: ProgramBody['items'],
  files: ReadonlyMap<string, ReadablePoolFile>,
  kept: ReadonlySet<string> = new Set(),
): FieldProblem[] {
  return items.flatMap((item: Item, i) => {
    const file = files.get(item.fileId);
    const problem = (field: string, key: string) => [{ path: `items.${i}.${field}`, message: `apiDisplays.${key}` }];
    if (!file) return problem('fileId', 'programFileUnknown');
    if (file.deletedAt) return problem('fileId', 'programFileDeleted');
    if (file.isArchived && !kept.has(item.fileId)) return problem('fileId', 'programFileArchived');
    if (file.processing !== 'ready') return problem('fileId', 'programFileNotReady');
    if (!isImage(file.mime) && !isVideo(file.mime)) return problem('fileId', 'programFileType');
    if (isVideo(file.mime) && item.durationSeconds != null) return problem('durationSeconds', 'programVideoDuration');
    return [];
  });
}
