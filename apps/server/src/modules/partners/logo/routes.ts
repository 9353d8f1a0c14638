import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyLogoFileParams,
  companyLogoLimits,
  companyLogoResponse,
  companyLogoState,
  langQuery,
} from '@plakat/shared';
import type { Core } from '../../../core.ts';
import { notFound } from '../../../lib/errors.ts';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import { receiveFile, registerMultipart } from '../../../media/index.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import { logoKeyAt } from './repository.ts';
import { readLogo, removeLogo, uploadLogo } from './service.ts';

const tags = ['partners'];
const ownerOnly = errorAnswer('Only the company owner changes the logo');
const logoBytes = z.string().meta({ format: 'binary' });

/** The company logo (issue 23): read, upload and remove it (the owner), and its public, versioned file. */
export async function logoRoutes(api: FastifyInstance, deps: Core) {
  await api.register(async (scope) => {
    await registerMultipart(scope, companyLogoLimits.maxBytes);
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/company/logo',
      {
        schema: {
          operationId: 'uploadCompanyLogo',
          tags,
          summary: 'Upload the company logo (multipart, field "file"; the owner only)',
          consumes: ['multipart/form-data'],
          querystring: langQuery,
          response: {
            200: companyLogoResponse,
            403: ownerOnly,
            413: errorAnswer(`Larger than ${companyLogoLimits.maxBytes} bytes, or too many pixels`),
            415: errorAnswer('Not multipart/form-data'),
          },
        },
        config: { auth: 'company', completed: true },
      },
      async (request) => {
        const answer = await uploadLogo(deps, tenantActor(request), () => receiveFile(request));
        return { message: t(requestLanguage(request), 'apiCompanyLogo.uploaded'), ...answer };
      },
    );
  });

  const r = api.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/company/logo',
    {
      schema: {
        operationId: 'getCompanyLogo',
        tags,
        summary: "The own company's logo address (null: none)",
        querystring: langQuery,
        response: { 200: companyLogoState },
      },
      config: { auth: 'company', completed: true },
    },
    async (request) => readLogo(deps, tenantActor(request)),
  );

  r.delete(
    '/company/logo',
    {
      schema: {
        operationId: 'removeCompanyLogo',
        tags,
        summary: 'Remove the company logo (the owner only)',
        querystring: langQuery,
        response: { 200: companyLogoResponse, 403: ownerOnly },
      },
      config: { auth: 'company', completed: true },
    },
    async (request) => {
      const answer = await removeLogo(deps, tenantActor(request));
      return { message: t(requestLanguage(request), 'apiCompanyLogo.removed'), ...answer };
    },
  );

  r.get(
    '/files/company-logos/:companyId/:version',
    {
      schema: {
        operationId: 'getCompanyLogoFile',
        tags: ['files'],
        summary: 'A company logo (WebP), at the versioned address the lists hand out; cached for good',
        params: companyLogoFileParams,
        querystring: langQuery,
        response: {
          200: { description: 'The logo', content: { 'image/webp': { schema: logoBytes } } },
          404: errorAnswer('No such logo'),
        },
      },
      // Public: <img> tags send no token. Logos are what a company shows to its partners; the address names a
      // company id nobody can guess, and a version that is current (an old one answers 404).
      config: { public: true },
    },
    async (request, documentedReply) => {
      // The schema documents the file; it goes out as a stream.
      const reply = documentedReply as unknown as FastifyReply;
      const { companyId, version } = request.params;
      const key = await logoKeyAt(deps.db, companyId, Number(version.replace('.webp', '')));
      if (!key || !(await deps.storage.stat(key))) throw notFound();
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(deps.storage.read(key));
    },
  );
}
