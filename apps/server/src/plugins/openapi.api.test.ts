import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '@plakat/shared';
import { type TestApp, bearer, buildTestApp } from '../test/helper.ts';
import { createLoggedInUser } from '../test/factories.ts';
import { operationsOf } from '../test/openapi-document.ts';

type Answer = {
  $ref?: string;
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: unknown }>;
};
type Operation = {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; schema?: { format?: string } }[];
  requestBody?: unknown;
  responses: Record<string, Answer>;
  'x-audience'?: string;
  'x-permission'?: string;
  'x-registration-completed'?: boolean;
};
type Document = {
  info: { title: string; version: string; description?: string; license?: { name: string; url?: string } };
  servers?: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, unknown>;
    responses: Record<string, Answer>;
    securitySchemes: Record<string, unknown>;
  };
};

let t: TestApp;
let doc: Document;
let operations: { method: string; path: string; op: Operation }[];
beforeAll(async () => {
  t = await buildTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  operations = operationsOf(doc.paths);
});
afterAll(() => t.close());

/** `/api/displays/{id}/edit` as the route was registered: `/api/displays/:id/edit`. */
const routeUrl = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
const statuses = (op: Operation) => Object.keys(op.responses).map(Number);
/** An answer, or the shared one (`components.responses`) it refers to. */
const answerOf = (op: Operation, status: number | string): Answer => {
  const answer = op.responses[status];
  const shared = answer.$ref?.replace('#/components/responses/', '');
  return shared ? doc.components.responses[shared] : answer;
};

describe('the OpenAPI document', () => {
  it('has an info block, a server and a described tag for every context', () => {
    expect(doc.info).toMatchObject({ title: 'Plakat API', version: expect.any(String) });
    expect(doc.info.description).toBeTruthy();
    // The project's licence, as in LICENSE and every package.json.
    expect(doc.info.license).toEqual({ name: 'AGPL-3.0-or-later', url: 'https://www.gnu.org/licenses/agpl-3.0.html' });
    expect(doc.servers?.length).toBeGreaterThan(0);
    for (const tag of doc.tags) expect(tag.description, tag.name).toBeTruthy();
    for (const { op } of operations) {
      for (const status of Object.keys(op.responses)) {
        expect(answerOf(op, status).description, `${op.operationId} ${status}`).not.toMatch(/^(Default Response)?$/);
      }
    }
  });

  it('gives every operation a unique camelCase operationId and one defined tag', () => {
    expect(operations.length).toBeGreaterThan(40);
    const ids = operations.map(({ op }) => op.operationId);
    for (const [i, id] of ids.entries()) {
      expect(id, `${operations[i].method} ${operations[i].path}`).toMatch(/^[a-z][a-zA-Z0-9]+$/);
    }
    expect(new Set(ids).size).toBe(ids.length);
    const tagNames = doc.tags.map((tag) => tag.name);
    for (const { op } of operations) {
      expect(op.tags, op.operationId).toHaveLength(1);
      expect(tagNames, op.operationId).toContain(op.tags?.[0]);
    }
  });

  it('derives security from the route access: none for public routes, the bearer access token for the others', () => {
    const publicRoutes = new Set(t.app.publicRoutes);
    // Public to the access check, but they read a token themselves.
    const ownToken: Record<string, unknown> = { refreshToken: [{ refreshToken: [] }], logout: [{ bearer: [] }] };
    for (const { method, path, op } of operations) {
      const id = op.operationId ?? '';
      if (publicRoutes.has(`${method} ${routeUrl(path)}`)) {
        expect(op.security, id).toEqual(ownToken[id] ?? []);
        expect(op['x-audience'], id).toBeUndefined();
      } else {
        expect(op.security, id).toEqual([{ bearer: [] }]);
        expect(['company', 'superpanel', 'player'], id).toContain(op['x-audience']);
      }
    }
  });

  it('describes the error answers every route of its kind can give', () => {
    for (const { method, op } of operations) {
      const id = op.operationId;
      const has = statuses(op);
      expect(has, id).toEqual(expect.arrayContaining([429, 503]));
      for (const status of [429, 503])
        expect(answerOf(op, status).headers, `${id} ${status}`).toHaveProperty('Retry-After');
      if (op.parameters?.length || op.requestBody) expect(has, id).toContain(400);
      if (op.parameters?.some((p) => p.in === 'path' && p.schema?.format === 'uuid')) expect(has, id).toContain(404);
      if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
        expect(has, id).toEqual(expect.arrayContaining([413, 415]));
      if (op['x-audience'] === 'player') expect(has, id).toContain(401);
      else if (op['x-audience']) expect(has, id).toEqual(expect.arrayContaining([418, 419]));
      if (op['x-permission'] || op['x-registration-completed']) expect(has, id).toContain(403);
      if (op['x-permission']) expect(answerOf(op, 403).description, id).toContain(op['x-permission']);
    }
  });

  it('describes the answers routes produce themselves', () => {
    const expected: Record<string, number[]> = {
      login: [401, 403],
      superpanelLogin: [401],
      refreshToken: [400, 419],
      logout: [419],
      registerCompany: [403, 409],
      registerUser: [403, 409],
      updateOwnCompany: [403, 404],
      retryFailedMail: [404, 409],
      createDisplay: [404, 409],
      saveDisplayGeneralStep: [403, 404, 409],
      saveDisplayPlayerStep: [403, 404, 409],
      getDisplayForEdit: [403, 404],
      uploadDisplayMedia: [403, 404, 409, 413, 415],
      deleteDisplayMedia: [403, 404, 409],
      getDisplayMediaFile: [403, 404],
      duplicateDisplay: [404, 409],
      sendDisplayToken: [404, 409],
      changeDisplayStatus: [404, 409],
      changeDisplayLockStatus: [404],
      shutDownDisplays: [404, 409],
      shareDisplay: [404, 409],
    };
    const byId = new Map(operations.map(({ op }) => [op.operationId, op]));
    for (const [id, codes] of Object.entries(expected)) {
      expect(byId.has(id), id).toBe(true);
      expect(statuses(byId.get(id) as Operation), id).toEqual(expect.arrayContaining(codes));
    }
  });

  it('gives every error answer the ApiError body (the readiness check its own)', () => {
    for (const { path, op } of operations) {
      for (const status of Object.keys(op.responses)) {
        const answer = answerOf(op, status);
        if (Number(status) < 400 || (path === '/api/health/ready' && status === '503')) continue;
        expect(answer.description, `${op.operationId} ${status}`).toBeTruthy();
        expect(answer.content?.['application/json']?.schema, `${op.operationId} ${status}`).toEqual({
          $ref: '#/components/schemas/ApiError',
        });
      }
    }
    expect(doc.components.schemas.ApiError).toMatchObject({ required: ['message'] });
  });
});

describe('the ApiError body', () => {
  const documented = errorResponse.strict();

  it('is what the error handler sends for bad input, a missing session, a wrong body type and unknown paths', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/lookups/countries?lang=fr' }),
      t.app.inject({ method: 'GET', url: '/api/users/profile' }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/xml' },
        body: '<x/>',
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.test', password: 'wrong-password-1' },
      }),
      t.app.inject({
        method: 'GET',
        url: `/api/displays/getExpandedInfo/${crypto.randomUUID()}`,
        headers: bearer(owner.accessToken),
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 419, 415, 401, 404]);
    for (const answer of answers) expect(() => documented.parse(answer.json())).not.toThrow();
    expect(answers[0].json().errors).toEqual([{ path: 'lang', message: expect.any(String) }]);
  });
});
