import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langQuery, uuidParam } from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { TooManyRequests } from '../../../lib/errors.ts';
import { createStreamLimit, openSse, type SseStream } from '../../../lib/sse.ts';
import { bearerToken } from '../../../plugins/auth.ts';
import { playerAudience } from '../credentials.ts';
import type { PlayerDeps } from '../deps.ts';
import { notThisScreen, screenOf } from '../http.ts';
import { manifestFor } from '../manifest/service.ts';
import type { ManifestHub } from './hub.ts';

/** Streams one screen may hold open on an instance (a reload overlapping the old one). */
const streamsPerCredential = 2;

const streamContent = {
  'text/event-stream': {
    schema: z.string().describe('`event: manifest` with data `{ version }`, on connect and whenever it changes'),
  },
};

/**
 * Tells one stream the manifest's version now and whenever it changes. Rebuilds run one at a time; a change that
 * arrives during one runs once more after it. Answers the listener's `changed` and `fileIds`.
 */
export function manifestNotifier(
  build: () => Promise<{ version: string; files: { id: string }[] }>,
  stream: SseStream,
) {
  let sent: string | null = null;
  let fileIds: ReadonlySet<string> = new Set();
  let running: Promise<void> | null = null;
  let again = false;
  const run = async () => {
    do {
      again = false;
      const manifest = await build();
      fileIds = new Set(manifest.files.map((f) => f.id));
      if (manifest.version !== sent && stream.open) {
        sent = manifest.version;
        stream.send({ event: 'manifest', data: { version: manifest.version } });
      }
    } while (again && stream.open);
  };
  const changed = () => {
    if (running) {
      again = true;
      return running;
    }
    running = run()
      .catch(() => stream.close())
      .finally(() => {
        running = null;
      });
    return running;
  };
  return { changed, fileIds: () => fileIds };
}

/** `GET /player/displays/{displayId}/stream`: the nudge to fetch the manifest again (Server-Sent Events). */
export async function streamRoutes(api: FastifyInstance, deps: PlayerDeps, hub: ManifestHub) {
  const limit = createStreamLimit(streamsPerCredential);
  api.withTypeProvider<ZodTypeProvider>().get(
    '/player/displays/:displayId/stream',
    {
      schema: {
        operationId: 'streamPlayerManifest',
        tags: ['player'],
        summary: 'Nudges when the screen’s manifest changes (Server-Sent Events)',
        description:
          'The player credential as bearer token (the player reads it with fetch streaming). Sends ' +
          '`event: manifest` with `{ version }` at once and whenever the manifest changes on any instance (program ' +
          'replaced, placeholders changed, a program file re-published or deleted), and a comment line as heartbeat. ' +
          'It ends when the credential does (display locked, deactivated, shut down, or a new player token).',
        params: uuidParam('displayId'),
        querystring: langQuery,
        response: {
          200: { description: 'The event stream', content: streamContent },
          404: notThisScreen,
          429: errorAnswer('This credential holds the most open streams allowed on this instance'),
        },
      },
      config: { auth: 'player' },
    },
    async (request, documentedReply) => {
      const reply = documentedReply as unknown as FastifyReply;
      const { displayId } = request.params;
      const actor = screenOf(request, displayId);
      const release = limit.acquire(actor.credentialId);
      if (!release) throw new TooManyRequests(30, 'apiPlayer.tooManyStreams');
      const stream = openSse(request, reply);
      stream.onClose(release);
      // Every rebuild checks the credential again: a lock, deactivation, shutdown or new token (each a content event)
      // ends it, and the stream closes (a failed build closes it); the screen's next request gets 401.
      const token = bearerToken(request) ?? '';
      const stillValid = playerAudience(deps);
      const notifier = manifestNotifier(async () => {
        await stillValid(token);
        return manifestFor(deps, actor, displayId);
      }, stream);
      stream.onClose(hub.add({ companyId: actor.companyId, displayId, ...notifier }));
      await notifier.changed();
    },
  );
}
