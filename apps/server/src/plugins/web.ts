import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { defaultWebDist } from '../lib/runtime-paths.ts';
import { htmlSecurityHeaders } from './content-security.ts';

/** Hashed build output: a changed file gets a new name, so browsers may keep every version for a year. */
export const immutableAssets = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files: browsers must ask again (a 304 is cheap) before they use it. */
export const revalidate = 'no-cache';
/** Files of the public folder (logo) keep their names across releases. */
const publicFiles = 'public, max-age=3600';

/** A build file's path relative to the build folder, with `/` and without its .br or .gz. */
const buildPath = (dist: string, filePath: string) =>
  path
    .relative(dist, filePath)
    .replace(/\.(br|gz)$/, '')
    .split(path.sep)
    .join('/');

function cacheControlFor(file: string): string {
  if (file.startsWith('assets/') || file.startsWith('player/assets/')) return immutableAssets;
  // The player's service worker: browsers check it on every start anyway; no-cache keeps a release from waiting a day.
  if (file === 'index.html' || file === 'player/index.html' || file === 'player/sw.js') return revalidate;
  return publicFiles;
}

/** The web player's page (issue 25, apps/player), built into the web app's folder. */
const playerPage = 'player/index.html';

/**
 * Serves the built web app (`npm run build`): every file of the build with its precompressed variant when the
 * browser accepts it (brotli, then gzip; `scripts/precompress.ts` writes them at build time), and index.html for every
 * other GET outside /api so client routes work on reload. A missing /assets/* file is a 404 (answering it with the
 * app's HTML would make the browser run HTML as a script after a release replaced the chunk), and so is a dot path.
 */
export async function registerWeb(app: FastifyInstance, config: Config) {
  const dist = path.resolve(config.webDist ?? defaultWebDist);
  if (!existsSync(path.join(dist, 'index.html'))) {
    app.log.warn({ dist }, 'web build not found: run `npm run build` (the API still works)');
    return;
  }
  const https = config.publicUrl.startsWith('https://');
  const htmlHeaders = htmlSecurityHeaders(readFileSync(path.join(dist, 'index.html'), 'utf8'), { https });
  const hasPlayer = existsSync(path.join(dist, playerPage));
  const playerHeaders = hasPlayer
    ? htmlSecurityHeaders(readFileSync(path.join(dist, playerPage), 'utf8'), { https })
    : {};
  await app.register(fastifyStatic, {
    root: dist,
    // One route per file of the build, found at start; unknown paths reach the fallback below.
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    globIgnore: ['**/*.br', '**/*.gz', '.vite/**'],
    setHeaders: (reply: FastifyReply, filePath: string) => {
      const file = buildPath(dist, filePath);
      if (file === 'index.html') reply.headers(htmlHeaders);
      if (file === playerPage) reply.headers(playerHeaders);
      // The fallbacks below set their own.
      if (!reply.getHeader('cache-control')) reply.header('cache-control', cacheControlFor(file));
    },
  });

  if (hasPlayer) {
    const sendPlayer = async (request: FastifyRequest, reply: FastifyReply) => {
      const [pathname] = request.url.split('?');
      // The address without its slash (this route takes both): the service worker's scope is /player/, and the
      // token of a mail link stays in the query.
      if (pathname === '/player') return reply.redirect(`/player/${request.url.slice(pathname.length)}`);
      if (/^\/player\/assets(\/|$)|\/\./.test(pathname)) return reply.callNotFound();
      reply.header('cache-control', revalidate);
      return reply.sendFile(playerPage);
    };
    app.get('/player', { schema: { hide: true }, config: { public: true } }, sendPlayer);
    app.get('/player/*', { schema: { hide: true }, config: { public: true } }, sendPlayer);
  }

  app.get('/*', { schema: { hide: true }, config: { public: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (/^\/(api|assets)(\/|$)|\/\./.test(pathname)) return reply.callNotFound();
    // "/" is the app's own address; any other path is a client route (or nothing), which no cache should keep.
    reply.header('cache-control', pathname === '/' ? revalidate : 'no-store');
    return reply.sendFile('index.html');
  });
}
