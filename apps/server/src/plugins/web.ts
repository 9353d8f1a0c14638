import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Serves the built web app and answers every non-API GET with index.html so client routes work on reload. */
export async function registerWeb(app: FastifyInstance, config: Config) {
  const dist = config.webDist ?? defaultDist;
  if (!existsSync(path.join(dist, 'index.html'))) {
    app.log.warn({ dist }, 'web build not found: run `npm run build` (the API still works)');
    return;
  }
  await app.register(fastifyStatic, { root: dist, wildcard: false, index: false, maxAge: '1h' });
  const sendIndex = (
    _req: unknown,
    reply: { header: (k: string, v: string) => unknown; sendFile: (f: string, o?: object) => unknown },
  ) => {
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', { maxAge: 0 });
  };
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    const file = request.url.split('?')[0];
    if (/\.[a-z0-9]+$/i.test(file) && existsSync(path.join(dist, path.normalize(file)))) {
      return reply.sendFile(path.normalize(file).replace(/^\/+/, ''), {
        maxAge: file.startsWith('/assets/') ? '365d' : '1h',
        immutable: file.startsWith('/assets/'),
      });
    }
    return sendIndex(request, reply);
  });
}
