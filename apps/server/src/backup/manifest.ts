import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { serverPackageJson } from '../lib/runtime-paths.ts';

/**
 * `manifest.json`, the last file of every backup archive: what made it, the database's migration level, the tables
 * and sequences, and the size and SHA-256 of every other file in the archive (a restore checks them all before it
 * writes anything).
 */
export const manifestName = 'manifest.json';
export const backupFormat = 'plakat-backup';
export const backupFormatVersion = 1;

const fileEntry = z.object({ path: z.string(), size: z.number().int().min(0), sha256: z.string().length(64) });

export const manifestSchema = z.object({
  format: z.literal(backupFormat),
  formatVersion: z.number().int(),
  appVersion: z.string(),
  createdAt: z.string(),
  database: z.object({
    source: z.enum(['pglite', 'postgres']),
    migrations: z.object({ applied: z.number().int().min(1), tag: z.string(), when: z.number() }),
    tables: z.array(z.object({ name: z.string(), rows: z.number().int().min(0), file: z.string() })),
    sequences: z.array(z.object({ name: z.string(), lastValue: z.string(), isCalled: z.boolean() })),
  }),
  storage: z.object({ source: z.enum(['disk', 's3']), files: z.number().int(), bytes: z.number() }),
  files: z.array(fileEntry),
});

export type Manifest = z.infer<typeof manifestSchema>;

export function appVersion(): string {
  return (JSON.parse(readFileSync(serverPackageJson, 'utf8')) as { version: string }).version;
}

/** Archive paths: the database dump under database/, each stored file under storage/<key>. */
export const databasePath = (index: number, table: string) =>
  `database/${String(index).padStart(3, '0')}-${table}.jsonl`;
export const storagePrefix = 'storage/';
