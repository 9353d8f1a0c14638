import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync } from 'node:fs';
import { finished } from 'node:stream/promises';
import os from 'node:os';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type Manifest, backupFormat, backupFormatVersion, manifestName } from './manifest.ts';
import { restoreBackup } from './restore.ts';
import { knownMigrations } from './sql-session.ts';
import { tarWriter } from './tar.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'plakat-restore-'));
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const latest = knownMigrations().at(-1) ?? { tag: '', when: 0 };

/** A hand-made archive: `files` as they are, and a manifest describing `listed` (default: the same files). */
async function archive(name: string, files: [string, Buffer][], edit: (m: Manifest) => void = () => {}) {
  const file = path.join(dir, name);
  const gzip = createGzip();
  const out = gzip.pipe(createWriteStream(file));
  const tar = tarWriter(gzip);
  for (const [entry, data] of files) await tar.add(entry, data.length, data);
  const manifest: Manifest = {
    format: backupFormat,
    formatVersion: backupFormatVersion,
    appVersion: '9.9.9',
    createdAt: new Date().toISOString(),
    database: {
      source: 'pglite',
      migrations: { applied: knownMigrations().length, ...latest },
      tables: [],
      sequences: [],
    },
    storage: { source: 'disk', files: 0, bytes: 0 },
    files: files.map(([entry, data]) => ({ path: entry, size: data.length, sha256: sha256(data) })),
  };
  edit(manifest);
  const text = Buffer.from(JSON.stringify(manifest));
  await tar.add(manifestName, text.length, text);
  await tar.finish();
  await finished(out);
  return file;
}

describe('restore refuses before it writes anything', () => {
  const target = () => ({ dataDir: mkdtempSync(path.join(dir, 'target-')) });

  it('a file that does not match its checksum, a missing file and an unlisted one', async () => {
    const data = Buffer.from('{"id":1}\n');
    const cases: [string, (m: Manifest) => void, RegExp][] = [
      ['damaged', (m) => (m.files[0].sha256 = sha256(Buffer.from('other'))), /damaged: database\/000-a.jsonl/],
      [
        'missing',
        (m) => m.files.push({ path: 'storage/x.png', size: 1, sha256: sha256(data) }),
        /storage\/x.png is missing/,
      ],
      ['unlisted', (m) => (m.files = []), /files its manifest does not list/],
    ];
    for (const [name, edit, message] of cases) {
      const t = target();
      await expect(
        restoreBackup(t, await archive(`${name}.tar.gz`, [['database/000-a.jsonl', data]], edit)),
      ).rejects.toThrow(message);
      expect(existsSync(path.join(t.dataDir, 'db')), name).toBe(false);
    }
  });

  it('a backup whose database had migrations this version does not know (a newer Plakat made it)', async () => {
    const file = await archive('newer.tar.gz', [], (m) => {
      m.database.migrations = { applied: knownMigrations().length + 1, tag: '9999_future', when: Date.now() };
    });
    const t = target();
    await expect(restoreBackup(t, file)).rejects.toThrow(/Plakat 9\.9\.9 with database migration 9999_future/);
    expect(existsSync(path.join(t.dataDir, 'db'))).toBe(false);
  });

  it('an archive that is no Plakat backup', async () => {
    const file = await archive('foreign.tar.gz', [], (m) => Object.assign(m, { format: 'something-else' }));
    await expect(restoreBackup(target(), file)).rejects.toThrow(/is not a Plakat backup/);
  });
});
