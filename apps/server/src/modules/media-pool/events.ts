import type { Db } from '../../db/client.ts';
import { type EventPayload, publishAfterCommit } from '../../events/index.ts';

/**
 * The events channel of pool files whose bytes others play: `f` of company `c` had their bytes replaced (a design
 * published again) or were deleted. Published in the change's transaction; the player context listens (a screen
 * whose manifest names one of them is told its manifest changed).
 */
export const poolFilesChannel = 'media.files';

export type PoolFilesEvent = { c: string; f: string[] };

/** Ids per event: a bulk delete of many files goes as several events, each well under NOTIFY's 8000 bytes. */
const idsPerEvent = 100;

export async function publishPoolFilesChanged(tx: Db, companyId: string, fileIds: readonly string[]) {
  for (let i = 0; i < fileIds.length; i += idsPerEvent) {
    const f = fileIds.slice(i, i + idsPerEvent);
    await publishAfterCommit(tx, poolFilesChannel, { c: companyId, f } satisfies PoolFilesEvent);
  }
}

/** The event a payload carries, or null for one of another shape. */
export function poolFilesEventOf(payload: EventPayload): PoolFilesEvent | null {
  const { c, f } = payload;
  if (typeof c !== 'string' || !Array.isArray(f) || !f.every((id) => typeof id === 'string')) return null;
  return { c, f: f as string[] };
}
