/**
 * Which cached media files to remove (issue 25): files no manifest has named for 30 days, and under quota pressure
 * the unused ones, oldest use first, until the usage falls below the target. A file the current or the staged
 * manifest names is never removed. Pure: the cache and the clock are the caller's.
 */
export type CachedFile = { sha256: string; size: number; lastUsed: number };
export type CleanupInput = {
  files: readonly CachedFile[];
  inUse: ReadonlySet<string>;
  now: number;
  /** Bytes the origin uses and may use (navigator.storage.estimate()); null when the browser does not say. */
  usage: number | null;
  quota: number | null;
};

export const unusedForMs = 30 * 24 * 60 * 60 * 1000;
/** Above this share of the quota the player frees space, down to `targetShare`. */
export const pressureShare = 0.8;
export const targetShare = 0.6;

export function filesToRemove(input: CleanupInput): string[] {
  const removable = input.files.filter((file) => !input.inUse.has(file.sha256));
  const remove = new Set(removable.filter((file) => input.now - file.lastUsed > unusedForMs).map((f) => f.sha256));
  if (input.usage === null || !input.quota) return [...remove];
  let usage = input.usage - removable.filter((f) => remove.has(f.sha256)).reduce((sum, f) => sum + f.size, 0);
  if (usage <= input.quota * pressureShare) return [...remove];
  const oldestFirst = removable.filter((f) => !remove.has(f.sha256)).sort((a, b) => a.lastUsed - b.lastUsed);
  for (const file of oldestFirst) {
    if (usage <= input.quota * targetShare) break;
    remove.add(file.sha256);
    usage -= file.size;
  }
  return [...remove];
}
