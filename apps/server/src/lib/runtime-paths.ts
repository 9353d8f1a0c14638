import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * Whether this code runs from the compiled bundle (apps/server/dist/main.js, scripts/build-server.mjs) rather than
 * from the TypeScript sources (tsx, tests): in the bundle every module's import.meta.url is the bundle's own, and the
 * build puts the migrations beside it.
 */
const bundled = existsSync(path.join(here, 'migrations'));
/** apps/server, in the repository and in the release tree alike (a bundle built elsewhere needs WEB_DIST). */
const serverDir = bundled ? path.dirname(here) : path.resolve(here, '../..');

/** The checked-in migrations: copied to dist/migrations by the build. */
export const migrationsFolder = bundled ? path.join(here, 'migrations') : path.join(serverDir, 'src/db/migrations');
/** packages/shared/src/i18n: copied to dist/i18n by the build, since the bundle holds no workspace package files. */
export const i18nDir = bundled ? path.join(here, 'i18n') : path.resolve(serverDir, '../../packages/shared/src/i18n');
/** The web app's build (apps/web/dist), unless WEB_DIST names another. */
export const defaultWebDist = path.resolve(serverDir, '../web/dist');
/** apps/server/package.json: its version is the one a backup records. */
export const serverPackageJson = path.join(serverDir, 'package.json');
