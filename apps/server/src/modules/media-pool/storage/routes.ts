import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langQuery } from '@plakat/shared';
import { poolStorageBytes } from '../add/processing.ts';
import type { MediaPoolDeps } from '../deps.ts';
import { actorOf, tags } from '../http.ts';

const storageResponse = z.object({
  usedBytes: z.number().int().min(0).meta({ description: 'Bytes the company’s pool takes in storage' }),
  quotaBytes: z.number().int().min(0).meta({ description: 'MEDIA_COMPANY_QUOTA: what the company may store' }),
});

/** The company's used and free pool space, for the upload page (issue 21: "the upload page shows used and free space"). */
export async function storageRoutes(api: FastifyInstance, deps: MediaPoolDeps) {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/mediapools/storage',
    {
      schema: {
        operationId: 'getMediaPoolStorage',
        tags,
        summary: 'The company’s used pool space and its quota',
        description: 'Needs UPLOAD_MEDIAPOOL_MEDIA. Deleted files count until their bytes are removed.',
        querystring: langQuery,
        response: { 200: storageResponse },
      },
      config: { auth: 'company', permission: 'UPLOAD_MEDIAPOOL_MEDIA' },
    },
    async (request) => ({
      usedBytes: await poolStorageBytes(deps.db, actorOf(request).companyId),
      quotaBytes: deps.config.mediaCompanyQuota,
    }),
  );
}
