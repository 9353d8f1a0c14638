import { buildApp } from '../apps/server/src/app.ts';
import { createLoggedInUser } from '../apps/server/src/test/factories.ts';
import { benchAppConfig } from './app-config.ts';

/** The real app (PGlite, or PostgreSQL with DATABASE_URL) with one logged-in demo-like user. */
const config = benchAppConfig('plakat-bench-');
const app = await buildApp({ config });
const { accessToken } = await createLoggedInUser(app.deps, { firstName: 'Jürgen', lastName: 'Müller' });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const profile = await fetch(`http://127.0.0.1:${port}/api/users/profile`, {
  headers: { authorization: `Bearer ${accessToken}` },
});
process.send?.({ port, accessToken, profileBody: await profile.text(), status: profile.status });
