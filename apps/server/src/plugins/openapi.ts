import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { registerPublicScope } from './auth.ts';

/** OpenAPI generated from the route schemas at /api/openapi.json, browsable at /api/docs (both public). */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Plakat API',
        version: '0.1.0',
        description: 'Digital signage platform API. Paths are relative to /api.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { public: true } }, async () => app.swagger());
  await registerPublicScope(app, async (scope) => {
    await scope.register(swaggerUi, { routePrefix: '/api/docs' });
  });
}
