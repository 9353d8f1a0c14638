import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@plakat/shared';
import { registerPublicScope } from './auth.ts';
import { commonResponses, referCommonAnswers } from './openapi-answers.ts';
import { type OperationSchema, describeOperation } from './openapi-operation.ts';

/** One tag per context; every operation names one of these (plugins/openapi.api.test.ts checks it). */
export const apiTags = [
  { name: 'auth', description: 'Registration of an account, e-mail verification, login, token refresh, logout' },
  { name: 'registration', description: 'Completing the profile after the first login: the company or the person' },
  { name: 'users', description: 'The logged-in user and the select lists of the user overview' },
  { name: 'roles', description: 'Roles, their keys, and the displays and media files assigned to a user for a role' },
  {
    name: 'invitations',
    description: 'Inviting users by e-mail, resending and withdrawing invitations, accepting one',
  },
  { name: 'companies', description: "The own company's data and the companies it works with" },
  { name: 'displays', description: 'Own displays (search, wizard, state changes) and the displays partners share' },
  { name: 'partners', description: 'Sharing a display with partner companies' },
  { name: 'media-pool', description: 'The media pool: search, details, edits, media type, archive and delete' },
  {
    name: 'designs',
    description: 'The design editor: designs and templates as versioned documents, thumbnails, publishing to the pool',
  },
  {
    name: 'notifications',
    description: 'The notification center: my notifications, their read state for me, the unread count',
  },
  { name: 'player', description: 'Screens: pairing by device code and the paired player’s own calls' },
  { name: 'files', description: 'Display media by the signed links the API hands out (no bearer token)' },
  { name: 'lookups', description: 'Reference data (countries, industries, ...) labelled in the request language' },
  { name: 'superpanel', description: "The operator's panel: all companies, mails that could not be delivered" },
  { name: 'events', description: 'Live events: the ticket that opens an event stream' },
  { name: 'health', description: 'Liveness and readiness for load balancers and container orchestrators' },
];

const description = `Digital signage platform API: companies register displays and share them with partner companies.

Texts of answers are in the request language: \`?lang=en|de\`, else Accept-Language. Every error answer has the
body \`{ message, errors?, code? }\` (component ApiError). Company routes take the access token of
POST /api/auth/login as bearer token, superpanel routes the one of POST /api/auth/superpanelLogin; 418 means the
access token expired (refresh it once and repeat the call), 419 that the session is over (log in again). Player
routes (/api/player/*) take a screen's device credential and answer 401 when it is missing, unknown or ended.`;

/** The ApiError component, from the same zod schema the web client and the tests read. */
function errorComponent() {
  const { $schema: _schema, ...schema } = z.toJSONSchema(errorResponse, { target: 'openapi-3.0', io: 'output' });
  // zod's JSON schema type is wider than the OpenAPI 3.0 schema type @fastify/swagger declares; this one is an object.
  return schema as { type: 'object' };
}

/** OpenAPI generated from the route schemas at /api/openapi.json, browsable at /api/docs (both public). */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Plakat API',
        version: '0.1.0',
        description,
        license: { name: 'AGPL-3.0-or-later', url: 'https://www.gnu.org/licenses/agpl-3.0.html' },
      },
      // Paths carry their /api prefix; the document describes the server that serves it.
      servers: [{ url: '/', description: 'This Plakat server' }],
      tags: apiTags,
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'Access token of a company login or a superpanel login (each audience its own routes)',
          },
          refreshToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The refresh token of a login, sent only to GET /api/auth/refreshToken',
          },
        },
        schemas: { ApiError: errorComponent() },
        responses: commonResponses(),
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      if (!transformed.schema || transformed.schema.hide) return transformed;
      const schema = describeOperation(input.route as RouteOptions, transformed.schema as OperationSchema);
      return { url: transformed.url, schema };
    },
    transformObject: (document) =>
      'openapiObject' in document ? referCommonAnswers(document.openapiObject) : document.swaggerObject,
  });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { public: true } }, async () => app.swagger());
  await registerPublicScope(app, async (scope) => {
    await scope.register(swaggerUi, { routePrefix: '/api/docs' });
  });
}
