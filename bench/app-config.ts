import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';

/**
 * The server's configuration as `npm start` runs it in production (logger on at the default level; the parent
 * discards its output), on a fresh data folder. The general request limit counts as in production, raised so that
 * autocannon's one client address is not refused.
 */
export function benchAppConfig(dataDirPrefix: string) {
  return loadConfig({
    RATE_LIMIT_REQUESTS_PER_MINUTE: '1000000000',
    ...process.env,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), dataDirPrefix)),
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
  });
}
