import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sweepTempDir } from '../../storage/temp-dir.ts';
import { resumableDirectory } from './index.ts';

describe('the start-up sweep of DATA_DIR/tmp', () => {
  it('leaves resumable uploads alone, however old: only their own expiry removes them', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'plakat-sweep-'));
    const folder = resumableDirectory({ dataDir }, 'media-pool');
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, '0123456789abcdef0123456789abcdef');
    await writeFile(file, 'half an upload');
    const dayAgo = new Date(Date.now() - 86_400_000);
    await utimes(file, dayAgo, dayAgo);
    await sweepTempDir({ dataDir }, 1000);
    expect(existsSync(file)).toBe(true);
  });
});
