import type { PlayerManifest } from '@plakat/shared/schemas/player';
import { request } from './api.ts';
import { type CachedFile, filesToRemove } from './cache-cleanup.ts';
import { sha256Hex } from './sha256.ts';

type ManifestFile = PlayerManifest['files'][number];

/**
 * The screen's media, kept by content hash (issue 25): the Cache API where the page is a secure context (it survives
 * restarts and network loss), memory otherwise. A file is stored only after its bytes match the manifest's SHA-256;
 * one that does not is never played and is reported. The last use of each file is remembered for the cleanup.
 */
const cacheName = 'plakat-media-v1';
const keyOf = (sha256: string) => `/player/media/${sha256}`;
const usageKey = 'plakat.player.media';
const memory = new Map<string, Blob>();
const hasCaches = typeof caches !== 'undefined';

type Usage = Record<string, { size: number; lastUsed: number }>;
const readUsage = (): Usage => {
  try {
    return JSON.parse(localStorage.getItem(usageKey) ?? '{}') as Usage;
  } catch {
    return {};
  }
};
const writeUsage = (usage: Usage) => localStorage.setItem(usageKey, JSON.stringify(usage));

export async function blobOf(sha256: string): Promise<Blob | null> {
  if (!hasCaches) return memory.get(sha256) ?? null;
  const response = await (await caches.open(cacheName)).match(keyOf(sha256));
  return response ? response.blob() : null;
}

const has = async (sha256: string) =>
  hasCaches ? Boolean(await (await caches.open(cacheName)).match(keyOf(sha256))) : memory.has(sha256);

export type FileCheck = 'ok' | 'mismatch';

/** Makes sure a manifest's file is stored and verified; throws Offline or CredentialEnded from the download. */
export async function ensureFile(file: ManifestFile, credential: string): Promise<FileCheck> {
  if (await has(file.sha256)) return 'ok';
  const response = await request(file.url.replace(/^\/api/, ''), { credential });
  const bytes = await response.arrayBuffer();
  if ((await sha256Hex(bytes)) !== file.sha256) return 'mismatch';
  const blob = new Blob([bytes], { type: file.mime });
  if (hasCaches) {
    const headers = { 'content-type': file.mime, 'content-length': String(blob.size) };
    await (await caches.open(cacheName)).put(keyOf(file.sha256), new Response(blob, { headers }));
  } else memory.set(file.sha256, blob);
  const usage = readUsage();
  usage[file.sha256] = { size: blob.size, lastUsed: Date.now() };
  writeUsage(usage);
  return 'ok';
}

/** Notes that a manifest still names these files (the 30 days of the cleanup count from the last such note). */
export function markUsed(shas: Iterable<string>) {
  const usage = readUsage();
  for (const sha of shas) usage[sha] = { size: usage[sha]?.size ?? 0, lastUsed: Date.now() };
  writeUsage(usage);
}

/** Bytes the cached media take, as the heartbeat reports them. */
export const cachedBytes = () => Object.values(readUsage()).reduce((sum, file) => sum + file.size, 0);

/** Removes files no manifest has named for 30 days, and unused ones under quota pressure (cache-cleanup.ts). */
export async function cleanUp(inUse: ReadonlySet<string>) {
  const usage = readUsage();
  const files: CachedFile[] = Object.entries(usage).map(([sha256, f]) => ({ sha256, ...f }));
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  const remove = filesToRemove({
    files,
    inUse,
    now: Date.now(),
    usage: estimate?.usage ?? null,
    quota: estimate?.quota ?? null,
  });
  const cache = hasCaches ? await caches.open(cacheName) : null;
  for (const sha of remove) {
    await cache?.delete(keyOf(sha));
    memory.delete(sha);
    delete usage[sha];
  }
  writeUsage(usage);
}
