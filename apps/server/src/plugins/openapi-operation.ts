import type { RouteOptions } from 'fastify';
import { isErrorAnswer } from '../lib/error-answers.ts';
import { commonAnswers, errorAnswerSchema, retryAfterHeader } from './openapi-answers.ts';

/** An operation's schema as @fastify/swagger reads it, after the zod schemas became JSON schemas. */
export type OperationSchema = Record<string, unknown> & {
  body?: unknown;
  querystring?: unknown;
  params?: { properties?: Record<string, { format?: string }> };
  headers?: unknown;
  security?: Record<string, string[]>[];
  response?: Record<string, unknown>;
};

type Access = { public?: boolean; auth?: string; permission?: string; completed?: boolean };

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The body of an upload operation (`consumes: ['multipart/form-data']`), for the document only: the route itself
 * declares no body schema, since multipart bodies are read as a stream (src/media/multipart.ts, field `file`).
 */
const multipartFileBody = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary', description: 'The file' } },
};

const takesMultipart = (schema: OperationSchema) =>
  Array.isArray(schema.consumes) && schema.consumes.includes('multipart/form-data');

/** A raw picture as the body (a screen's screenshot): the route reads the bytes itself, the document names them. */
const takesPicture = (schema: OperationSchema) =>
  Array.isArray(schema.consumes) && schema.consumes.some((type: string) => type.startsWith('image/'));
const pictureBody = { type: 'string', format: 'binary', description: 'The picture' };

/**
 * The error answers every route of a kind can give, derived from its schema and its access config, so no route has
 * to list them: a route declares only those its own logic produces (`errorAnswer` in lib/error-answers.ts).
 */
function derivedAnswers(route: RouteOptions, schema: OperationSchema): Map<number, string> {
  const access = (route.config ?? {}) as Access;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const answers = new Map<number, string>();
  const common = (status: keyof typeof commonAnswers) => answers.set(status, commonAnswers[status].description);
  if (schema.body || schema.querystring || schema.params || schema.headers) common(400);
  if (!access.public) {
    if (access.permission) answers.set(403, forbiddenReason(access.permission));
    else if (access.completed) common(403);
    if (access.auth === 'player') common(401);
    else {
      common(418);
      common(419);
    }
  }
  const params = Object.values(schema.params?.properties ?? {});
  if (params.some((param) => param.format === 'uuid')) common(404);
  if (methods.some((method) => bodyMethods.has(method))) {
    common(413);
    common(415);
  }
  common(429);
  common(503);
  return answers;
}

const forbiddenReason = (permission: string) =>
  `The user lacks the permission ${permission}, or the company registration is not completed.`;

/**
 * Completes one operation of the OpenAPI document: its security from the route's access config (public routes
 * none, unless they name the token they check themselves; every other route the bearer access token, with its
 * audience and permission as `x-` fields) and its error answers: the derived ones, and the route's own
 * (`errorAnswer`), all with the shared ApiError body.
 */
export function describeOperation(route: RouteOptions, documented: OperationSchema): OperationSchema {
  const ownBody = takesMultipart(documented) ? multipartFileBody : takesPicture(documented) ? pictureBody : null;
  const schema = ownBody && !documented.body ? { ...documented, body: ownBody } : documented;
  const access = (route.config ?? {}) as Access;
  const declared = (route.schema?.response ?? {}) as Record<string, unknown>;
  const response: Record<string, unknown> = { ...schema.response };
  for (const [status, description] of derivedAnswers(route, schema)) {
    if (!(status in declared)) response[status] = errorAnswerSchema(status, description);
  }
  for (const [status, answer] of Object.entries(declared)) {
    const transformed = response[status] as { description?: string } | undefined;
    if (isErrorAnswer(answer)) {
      response[status] = errorAnswerSchema(Number(status), transformed?.description ?? 'Error');
    } else if ((status === '429' || status === '503') && transformed) {
      response[status] = { ...transformed, headers: retryAfterHeader };
    }
  }
  if (access.public) return { ...schema, security: schema.security ?? [], response };
  return { ...schema, security: [{ bearer: [] }], response, ...accessExtensions(access) };
}

/** Who may call an operation, for clients (and the API test): the token audience, the permission key. */
function accessExtensions(access: Access) {
  const audience = access.auth ?? 'company';
  return {
    'x-audience': audience,
    ...(access.permission ? { 'x-permission': access.permission } : {}),
    ...(access.permission || access.completed ? { 'x-registration-completed': true } : {}),
  };
}
