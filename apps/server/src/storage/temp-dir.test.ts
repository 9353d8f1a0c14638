import { existsSync, mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeOwnTempDir, sweepTempDir, tempDir } from './temp-dir.ts';

const host = os.hostname().replace(/[^A-Za-z0-9-]/g, '_');
const twoHoursAgo = new Date(Date.now() - 7200_000);

function folder(dataDir: string, name: string, files: Record<string, Date | null>) {
  const dir = path.join(dataDir, 'tmp', name);
  mkdirSync(dir, { recursive: true });
  for (const [file, time] of Object.entries(files)) {
    writeFileSync(path.join(dir, file), 'x');
    if (time) utimesSync(path.join(dir, file), time, time);
  }
  return dir;
}

/** A process id that is not running now (a child that has exited). */
function deadPid(): number {
  for (let pid = 4_000_000; pid > 300_000; pid -= 7919) {
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return pid;
    }
  }
  throw new Error('no free pid found');
}

describe('temporary upload files', () => {
  it('gives each process a folder of its own in DATA_DIR/tmp', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plakat-tmp-'));
    const dir = await tempDir({ dataDir });
    expect(path.dirname(dir)).toBe(path.join(dataDir, 'tmp'));
    expect(path.basename(dir)).toMatch(new RegExp(`^${host}\\.${process.pid}\\.[0-9a-f]{8}$`));
    expect(await tempDir({ dataDir })).toBe(dir);
    writeFileSync(path.join(dir, 'a.upload'), 'x');
    removeOwnTempDir({ dataDir });
    expect(existsSync(dir)).toBe(false);
  });

  it('removes at start what a killed process of this host left, whatever its age', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plakat-tmp-'));
    const dead = folder(dataDir, `${host}.${deadPid()}.0badc0de`, { 'a.upload': null, 'a.thumb.webp': null });
    // The same pid as ours but an earlier start (a container restarted with pid 1 again).
    const earlier = folder(dataDir, `${host}.${process.pid}.00000001`, { 'b.upload': null });
    const alive = folder(dataDir, `${host}.${process.ppid}.12345678`, { 'c.upload': null, 'old.upload': twoHoursAgo });
    const otherHost = folder(dataDir, 'other-host.1.abcdef12', { 'd.upload': null, 'old.upload': twoHoursAgo });
    const own = await tempDir({ dataDir });
    writeFileSync(path.join(own, 'mine.upload'), 'x');
    writeFileSync(path.join(dataDir, 'tmp', 'legacy-old.upload'), 'x');
    utimesSync(path.join(dataDir, 'tmp', 'legacy-old.upload'), twoHoursAgo, twoHoursAgo);
    writeFileSync(path.join(dataDir, 'tmp', 'legacy-fresh.upload'), 'x');

    expect(await sweepTempDir({ dataDir })).toBe(6);
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(earlier)).toBe(false);
    // A running process and another host keep their uploads in progress; only their old files go.
    expect(readdirSync(alive)).toEqual(['c.upload']);
    expect(readdirSync(otherHost)).toEqual(['d.upload']);
    expect(readdirSync(own)).toEqual(['mine.upload']);
    expect(readdirSync(path.join(dataDir, 'tmp')).filter((n) => n.startsWith('legacy'))).toEqual([
      'legacy-fresh.upload',
    ]);
  });

  it('never throws, also without a data folder', async () => {
    expect(await sweepTempDir({ dataDir: path.join(os.tmpdir(), 'plakat-missing', String(Date.now())) })).toBe(0);
  });
});
