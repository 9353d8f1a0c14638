import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * This process's folder for uploads in progress, `DATA_DIR/tmp/<host>.<pid>.<start>`: several processes (also on
 * several hosts sharing DATA_DIR) each have their own, so one can tell which files belong to a process that has gone.
 */
const ownTempName = `${os.hostname().replace(/[^A-Za-z0-9-]/g, '_')}.${process.pid}.${randomUUID().slice(0, 8)}`;
const tempNamePattern = /^(.+)\.(\d+)\.[0-9a-f]{8}$/;

/** Where uploads are streamed before they are checked (this process's folder in DATA_DIR/tmp); created on demand. */
export async function tempDir(config: { dataDir: string }): Promise<string> {
  const dir = path.join(config.dataDir, 'tmp', ownTempName);
  await mkdir(dir, { recursive: true });
  return dir;
}

/** Removes this process's temp folder at once (at exit, after the shutdown deadline cut uploads off). */
export function removeOwnTempDir(config: { dataDir: string }): void {
  rmSync(path.join(config.dataDir, 'tmp', ownTempName), { recursive: true, force: true });
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether a temp folder belongs to a process of this host that no longer runs (or to an earlier start of our pid). */
function isAbandoned(name: string): boolean {
  const match = tempNamePattern.exec(name);
  if (!match || name === ownTempName) return false;
  const [, host, pid] = match;
  if (host !== ownTempName.split('.')[0]) return false;
  return Number(pid) === process.pid || !processIsAlive(Number(pid));
}

async function removeOlderThan(dir: string, maxAgeMs: number): Promise<number> {
  let removed = 0;
  const now = Date.now();
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile() && now - info.mtimeMs > maxAgeMs) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/**
 * Removes what crashed uploads left in DATA_DIR/tmp; called at start, never throws. The folder of a process of this
 * host that is gone (killed mid-upload) goes whole at once; elsewhere (this process, other hosts sharing the folder,
 * files of versions before the per-process folders) only files older than `maxAgeMs` go.
 */
export async function sweepTempDir(config: { dataDir: string }, maxAgeMs = 3600_000): Promise<number> {
  let removed = 0;
  try {
    const root = path.join(config.dataDir, 'tmp');
    await mkdir(root, { recursive: true });
    removed += await removeOlderThan(root, maxAgeMs);
    for (const entry of await readdir(root, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const dir = path.join(root, entry.name);
      if (isAbandoned(entry.name)) {
        removed += (await readdir(dir, { recursive: true }).catch(() => [])).length;
        await rm(dir, { recursive: true, force: true });
      } else {
        removed += await removeOlderThan(dir, maxAgeMs);
      }
    }
  } catch {
    // A missing or unreadable folder is nothing to clean.
  }
  return removed;
}
