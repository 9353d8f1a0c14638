import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDisplay, createLoggedInUser, createSuperpanelAdmin } from './factories.ts';
import { type TestApp, bearer, buildTestApp } from './helper.ts';
import { operationsOf } from './openapi-document.ts';

/**
 * Every operation of the API description, called with broken input: no client mistake may answer 500. The routes
 * come from /api/openapi.json, so a route added later is checked without touching this file.
 */
type Schema = {
  type?: string;
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
};
type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  'x-audience'?: string;
};

let t: TestApp;
let operations: { method: string; path: string; op: Operation }[];
let schemas: Record<string, Schema>;
const tokens = { company: '', superpanel: '' };
let ownDisplayId = '';

async function freshTokens() {
  const owner = await createLoggedInUser(t.app.deps);
  tokens.company = owner.accessToken;
  tokens.superpanel = (await createSuperpanelAdmin(t.app.deps)).accessToken;
  ownDisplayId = (await createDisplay(t.db, owner.user.companyId as string)).id;
}

beforeAll(async () => {
  t = await buildTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  schemas = doc.components.schemas;
  operations = operationsOf<Operation>(doc.paths);
  await freshTokens();
});
afterAll(() => t.close());

/** A client address of its own: with DATABASE_URL the request counts of every test file share one table. */
const client = `10.97.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const long = 'a'.repeat(20_000);
/** Path and query values a client could send by mistake or on purpose. */
const brokenValues = ['x', '0', '-1', '1e309', '99999999999999999999999', randomUUID(), long, '%00', '%F0%28%8C', "'"];
/** Values of the wrong kind for any body field. */
const brokenFields: unknown[] = [null, 123, -1, 1e308, 'x', '', long, [], [1, 'x'], {}, { nested: {} }, true, '\u0000'];
const brokenBodies: { payload: string; type: string }[] = [
  { payload: '{', type: 'application/json' },
  { payload: 'null', type: 'application/json' },
  { payload: '[]', type: 'application/json' },
  { payload: '"x"', type: 'application/json' },
  { payload: '{"__proto__":{"x":1}}', type: 'application/json' },
  { payload: 'a=1', type: 'application/x-www-form-urlencoded' },
  { payload: 'plain', type: 'text/plain' },
  { payload: '--x\r\n\r\n', type: 'multipart/form-data; boundary=x' },
];

/** Multipart bodies an upload may arrive as: cut off, without a boundary, malformed, without its file part. */
const filePart = 'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
const brokenMultipart: { payload: string; type: string }[] = [
  { payload: '--x\r\n', type: 'multipart/form-data; boundary=x' },
  { payload: '--x\r\n', type: 'multipart/form-data' },
  { payload: '', type: 'multipart/form-data; boundary=x' },
  { payload: 'plain', type: 'multipart/form-data; boundary=x' },
  { payload: '--x--\r\n', type: 'multipart/form-data; boundary=x' },
  { payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n', type: 'multipart/form-data; boundary=x' },
  { payload: `--x\r\n${filePart}\u0089PNG\r\n\u001a\n`, type: 'multipart/form-data; boundary=x' },
  { payload: `--x\r\n${filePart}\u0089PNG\r\n--y--\r\n`, type: 'multipart/form-data; boundary=x' },
  {
    payload: '--x\r\nContent-Disposition: form-data; name="other"\r\n\r\nv\r\n--x--\r\n',
    type: 'multipart/form-data; boundary=x',
  },
  {
    payload: '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nv\r\n--x--\r\n',
    type: 'multipart/form-data; boundary=x',
  },
];

const schemaOf = (s: Schema | undefined): Schema | undefined =>
  s?.$ref ? schemas[s.$ref.replace('#/components/schemas/', '')] : s;

const fuzzEmail = `fuzz-${randomUUID().slice(0, 8)}@example.test`;
/** Fields whose pattern or cross-field rule a generated value would not meet. */
const fieldHints: Record<string, unknown> = {
  email: fuzzEmail,
  repeatEmail: fuzzEmail,
  password: 'Fuzz-passw0rd',
  repeatPassword: 'Fuzz-passw0rd',
  postcode: '10117',
  postCode: '10117',
  phone: '030 1234567',
};

/**
 * A body the schema accepts, at one end of every range: `low` with the required fields only, short texts, the smallest
 * numbers and no items; `high` with every field, the longest texts (capped), the largest numbers and the most items.
 * The values mean nothing (random ids, a date far ahead): the handlers must answer them with 4xx, never 500.
 */
function sample(raw: Schema | undefined, end: 'low' | 'high'): unknown {
  const s = schemaOf(raw);
  if (!s) return null;
  if (s.anyOf) return sample(s.anyOf.find((option) => schemaOf(option)?.type !== 'null') ?? s.anyOf[0], end);
  if (s.enum) return end === 'low' ? s.enum[0] : s.enum[s.enum.length - 1];
  switch (s.type) {
    case 'object': {
      const names = Object.keys(s.properties ?? {}).filter((n) => end === 'high' || s.required?.includes(n));
      return Object.fromEntries(
        names.map((n) => [n, n in fieldHints ? fieldHints[n] : sample(s.properties?.[n], end)]),
      );
    }
    case 'array': {
      const count = end === 'low' ? (s.minItems ?? 0) : Math.min(s.maxItems ?? 20, 50);
      return Array.from({ length: count }, () => sample(s.items, end));
    }
    case 'integer':
    case 'number':
      return end === 'low' ? (s.minimum ?? -(2 ** 31)) : (s.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return end === 'high';
    case 'string': {
      if (s.format === 'uuid') return randomUUID();
      if (s.format === 'email') return `fuzz-${randomUUID().slice(0, 8)}@example.test`;
      if (s.format === 'date') return end === 'low' ? '0001-01-01' : '9999-12-31';
      if (s.format === 'date-time') return end === 'low' ? '0001-01-01T00:00:00.000Z' : '9999-12-31T23:59:59.999Z';
      return 'ü'.repeat(end === 'low' ? Math.max(s.minLength ?? 1, 1) : Math.min(s.maxLength ?? 5000, 5000));
    }
    default:
      return null;
  }
}

function url(path: string, params: Record<string, string>, query = '') {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? ownDisplayId);
  return `${filled}${query ? `?${query}` : ''}`;
}

async function send(method: string, address: string, op: Operation, body?: { payload: string; type: string }) {
  const token = op['x-audience'] === 'superpanel' ? tokens.superpanel : tokens.company;
  const res = await t.app.inject({
    method: method as 'GET',
    url: address,
    remoteAddress: client,
    headers: { ...bearer(token), ...(body ? { 'content-type': body.type } : {}) },
    ...(body ? { payload: body.payload } : {}),
  });
  // Logout, a revoked family or a deleted account end the session: later calls need a live one again.
  if (res.statusCode === 401 || res.statusCode === 419) await freshTokens();
  return { status: res.statusCode, address, body: body?.payload.slice(0, 80), answer: res.body.slice(0, 200) };
}

/** The query of an operation with each required parameter at the low end of its schema (an upload's `kind`). */
function requiredQuery(op: Operation) {
  const required = (op.parameters ?? []).filter((p) => p.in === 'query' && p.required);
  return required.map((p) => `${p.name}=${encodeURIComponent(String(sample(p.schema, 'low')))}`).join('&');
}

describe('broken input never answers 500', () => {
  it('in path parameters, query parameters and bodies of every operation', async () => {
    const failures: unknown[] = [];
    /** Operations a generated body got past validation of: their handlers saw the odd values. */
    const passedValidation = new Set<string>();
    let bodyOperations = 0;
    const record = (r: Awaited<ReturnType<typeof send>>) => {
      if (r.status >= 500) failures.push({ ...r, address: r.address.slice(0, 120) });
    };
    for (const { method, path, op } of operations) {
      const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      for (const value of brokenValues) {
        for (const name of pathParams) record(await send(method, url(path, { [name]: value }), op));
        for (const name of queryParams) {
          record(await send(method, url(path, {}, `${name}=${value}`), op));
          record(await send(method, url(path, {}, `${name}=${value}&${name}=${value}`), op));
        }
      }
      if (!op.requestBody) continue;
      bodyOperations += 1;
      for (const body of brokenBodies) record(await send(method, url(path, {}), op, body));
      const schema = schemaOf(op.requestBody.content?.['application/json']?.schema);
      for (const end of ['low', 'high'] as const) {
        const payload = JSON.stringify(sample(schema, end));
        for (const id of [ownDisplayId, randomUUID()]) {
          const ids = Object.fromEntries(pathParams.map((name) => [name, id]));
          const r = await send(method, url(path, ids), op, { payload, type: 'application/json' });
          if (r.status !== 400) passedValidation.add(`${method} ${path}`);
          record(r);
        }
      }
      for (const field of Object.keys(schema?.properties ?? {})) {
        for (const value of brokenFields) {
          const payload = JSON.stringify({ [field]: value });
          record(await send(method, url(path, {}), op, { payload, type: 'application/json' }));
        }
      }
    }
    expect(failures).toEqual([]);
    expect(passedValidation.size).toBeGreaterThan(bodyOperations * 0.6);
  }, 120_000);

  it("in multipart bodies of every upload operation: 400, or 404 for a target that is not the caller's", async () => {
    const uploads = operations.filter(({ op }) => op.requestBody?.content?.['multipart/form-data']);
    expect(uploads.length).toBeGreaterThan(0);
    const unexpected: unknown[] = [];
    for (const { method, path, op } of uploads) {
      const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      // An upload without a path parameter (the company logo) has no foreign target to name: 400 only.
      const targets = pathParams.length
        ? ([
            [ownDisplayId, [400, 404]],
            [randomUUID(), [404]],
          ] as const)
        : ([[ownDisplayId, [400]]] as const);
      for (const body of brokenMultipart) {
        for (const [id, allowed] of targets) {
          const ids = Object.fromEntries(pathParams.map((name) => [name, id]));
          const r = await send(method, url(path, ids, requiredQuery(op)), op, body);
          if (!(allowed as readonly number[]).includes(r.status)) unexpected.push(r);
          else if (!JSON.parse(r.answer).message) unexpected.push({ ...r, why: 'no message' });
        }
      }
    }
    expect(unexpected).toEqual([]);
  });
});
