import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createLoggedInUser } from '../apps/server/src/test/factories.ts';

/** The real app (PGlite, or PostgreSQL with DATABASE_URL) with one logged-in demo-like user. */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plakat-bench-'));
// As `npm start` runs it: production mode, logger on at the default level (the parent discards its output).
// The general request limit counts as in production, raised so that autocannon's one client address is not refused.
const config = loadConfig({
  RATE_LIMIT_REQUESTS_PER_MINUTE: '1000000000',
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'info',
  NODE_ENV: 'production',
});
const app = await buildApp({ config });
const { accessToken } = await createLoggedInUser(app.deps, { firstName: 'Jürgen', lastName: 'Müller' });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const profile = await fetch(`http://127.0.0.1:${port}/api/users/profile`, {
  headers: { authorization: `Bearer ${accessToken}` },
});
process.send?.({ port, accessToken, profileBody: await profile.text(), status: profile.status });
