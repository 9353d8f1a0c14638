import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langQuery, langSchema, playerStatusLimits, screenshotAnswer } from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { ApiError, notFound } from '../../../lib/errors.ts';
import { sendStoredFile } from '../../../media/index.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import type { PlayerDeps } from '../deps.ts';
import { displayIdParams, notThisScreen, screenOf, tags } from '../http.ts';
import { screenshotKeyAt } from '../repository/index.ts';
import { latestScreenshot, requestScreenshot, screenshotPath, storeScreenshot } from './service.ts';

const imageTypes = ['image/jpeg', 'image/png', 'image/webp'];
const notMine = errorAnswer('No such display in my company, or not reachable by my roles');
const fileParams = z.strictObject({
  displayId: z.uuid({ error: 'validation.invalid' }),
  takenAt: z.coerce.number({ error: 'validation.invalid' }).int().min(0).max(1e14),
});
const fileQuery = z.strictObject({
  exp: z.coerce.number().int().min(0).max(1e11),
  sig: z.string().min(1).max(200),
  lang: langSchema.optional(),
});

/**
 * Screenshots on request: a user of the display's company asks (whoever may open the display's details), the screen
 * learns of it from its next heartbeat's answer and uploads its picture, the details page shows it by a signed URL.
 */
export async function screenshotRoutes(api: FastifyInstance, deps: PlayerDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const companyConfig = { auth: 'company', completed: true } as const;

  r.post(
    '/displays/:displayId/screenshot',
    {
      schema: {
        operationId: 'requestDisplayScreenshot',
        tags,
        summary: 'Ask the display’s screen for a screenshot (it sends one after its next heartbeat)',
        params: displayIdParams,
        querystring: langQuery,
        response: { 200: screenshotAnswer, 404: notMine },
      },
      config: companyConfig,
    },
    async (request) => requestScreenshot(deps, tenantActor(request), request.params.displayId),
  );

  r.get(
    '/displays/:displayId/screenshot',
    {
      schema: {
        operationId: 'getDisplayScreenshot',
        tags,
        summary: 'The latest screenshot of the display’s screen, and a request it has not answered yet',
        params: displayIdParams,
        querystring: langQuery,
        response: { 200: screenshotAnswer, 404: notMine },
      },
      config: companyConfig,
    },
    async (request) => latestScreenshot(deps, tenantActor(request), request.params.displayId),
  );

  await api.register(async (scope) => {
    scope.addContentTypeParser(
      imageTypes,
      { parseAs: 'buffer', bodyLimit: playerStatusLimits.screenshotMaxBytes },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/player/displays/:displayId/screenshot',
      {
        schema: {
          operationId: 'uploadPlayerScreenshot',
          tags,
          summary: 'The screen’s picture of what it shows (the body: a JPEG, PNG or WebP)',
          description:
            `Only while a request is open (409 otherwise). At most ${playerStatusLimits.screenshotMaxBytes} bytes, ` +
            `typed by its bytes; stored as WebP at most ${playerStatusLimits.screenshotMaxEdge} px wide or high.`,
          consumes: imageTypes,
          params: displayIdParams,
          querystring: langQuery,
          response: {
            200: z.object({ takenAt: z.string() }),
            404: notThisScreen,
            409: errorAnswer('No screenshot was asked for'),
            413: errorAnswer('Larger than the screenshot limit, or too many pixels'),
            415: errorAnswer('Not a JPEG, PNG or WebP picture'),
          },
        },
        config: { auth: 'player' },
      },
      async (request) => {
        const screen = screenOf(request, request.params.displayId);
        if (!Buffer.isBuffer(request.body) || request.body.length === 0)
          throw new ApiError(415, 'apiPlayer.screenshotType');
        return storeScreenshot(deps, screen, request.body);
      },
    );
  });

  r.get(
    '/files/screenshots/:displayId/:takenAt',
    {
      schema: {
        operationId: 'getScreenshotFile',
        tags: ['files'],
        summary: 'A screenshot (WebP) by the signed URL GET …/screenshot handed out (no bearer)',
        params: fileParams,
        querystring: fileQuery,
        response: {
          200: {
            description: 'The picture',
            content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } },
          },
          403: errorAnswer('The link is invalid or has expired'),
          404: errorAnswer('No such screenshot (a newer one replaced it)'),
        },
      },
      // The signature is the authorization: <img> cannot send a bearer token.
      config: { public: true },
    },
    async (request, documentedReply) => {
      const reply = documentedReply as unknown as FastifyReply;
      const { displayId, takenAt } = request.params;
      const { exp, sig } = request.query;
      const path = screenshotPath(displayId, new Date(takenAt));
      if (!deps.screenshotUrls.verify(path, exp, sig)) throw new ApiError(403, 'apiWizard.linkInvalid');
      const file = await screenshotKeyAt(deps.db, displayId, takenAt);
      const sent = file
        ? await sendStoredFile(request, reply, deps.storage, { key: file.key, mime: file.mime, etag: `"${path}"`, exp })
        : null;
      if (!sent) throw notFound();
      return sent.reply;
    },
  );
}
