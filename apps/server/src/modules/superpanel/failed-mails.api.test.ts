import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { mailJobKind } from '../../mail/mail-queue.ts';
import { createLoggedInUser, createSuperpanelAdmin } from '../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../test/helper.ts';

let t: TestApp;
let adminToken: string;
const tag = randomUUID().slice(0, 8);
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/** A mail job as the worker leaves it after its last attempt. */
async function failedMail(to: string, failedMinutesAgo: number, lastError = '550 mailbox unavailable') {
  const [row] = await t.db
    .insert(jobs)
    .values({
      kind: mailJobKind,
      payload: { to, subject: `Betreff ${to}`, text: `Text für ${to}` },
      status: 'failed',
      attempts: 14,
      maxAttempts: 14,
      lastError,
      createdAt: minutesAgo(failedMinutesAgo + 3000),
      finishedAt: minutesAgo(failedMinutesAgo),
    })
    .returning({ id: jobs.id });
  return row.id;
}

type Item = { id: string; to: string; subject: string; attempts: number; lastError: string | null; failedAt: string };
const list = (query = '', token = adminToken) =>
  t.app.inject({ method: 'GET', url: `/api/superpanel/mails/failed${query}`, headers: bearer(token) });
const retry = (id: string, query = '', token = adminToken) =>
  t.app.inject({ method: 'POST', url: `/api/superpanel/mails/${id}/retry${query}`, headers: bearer(token) });

beforeAll(async () => {
  t = await buildTestApp();
  adminToken = (await createSuperpanelAdmin(t.app.deps)).accessToken;
});
afterAll(() => t.close());

describe('GET /api/superpanel/mails/failed', () => {
  it('lists failed mails, most recently failed first, with the reason; sent and queued mails are not listed', async () => {
    const older = await failedMail(`aelter-${tag}@example.test`, 60, 'connect ECONNREFUSED 127.0.0.1:25');
    const newer = await failedMail(`neuer-${tag}@example.test`, 0);
    await t.db.insert(jobs).values([
      {
        kind: mailJobKind,
        payload: { to: `gesendet-${tag}@example.test`, subject: 'x' },
        status: 'done',
        maxAttempts: 1,
      },
      { kind: mailJobKind, payload: { to: `wartet-${tag}@example.test`, subject: 'x', text: 'x' }, maxAttempts: 1 },
    ]);
    const res = await list('?limit=100');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: Item[]; totalCount: number };
    const ours = body.items.filter((i) => i.to.endsWith(`${tag}@example.test`));
    expect(ours.map((i) => i.id)).toEqual([newer, older]);
    expect(ours[1]).toEqual({
      id: older,
      to: `aelter-${tag}@example.test`,
      subject: `Betreff aelter-${tag}@example.test`,
      attempts: 14,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      createdAt: expect.any(String),
      failedAt: expect.any(String),
    });
    expect(body.totalCount).toBeGreaterThanOrEqual(2);
  });

  it('pages with page and limit', async () => {
    const all = (await list('?limit=100')).json() as { items: Item[]; totalCount: number };
    const second = (await list('?page=2&limit=1')).json() as { items: Item[]; totalCount: number };
    expect(second.items.map((i) => i.id)).toEqual([all.items[1].id]);
    expect(second.totalCount).toBe(all.totalCount);
  });

  it('answers 400 with translated field messages for a bad page, limit or unknown parameter', async () => {
    for (const query of ['?page=0', '?limit=101', '?limit=abc', '?sort=to']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors.length, query).toBeGreaterThan(0);
    }
    const german = await list('?limit=0&lang=de');
    expect(german.json().message).toMatch(/ungültig|Eingaben/i);
  });

  it('answers 419 without a superpanel session, also for a company user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/superpanel/mails/failed' })).statusCode).toBe(419);
    const company = await createLoggedInUser(t.app.deps);
    expect((await list('', company.accessToken)).statusCode).toBe(419);
  });
});

describe('POST /api/superpanel/mails/{id}/retry', () => {
  it('queues a failed mail again with fresh attempts; the worker then sends it', async () => {
    const id = await failedMail(`nochmal-${tag}@example.test`, 5);
    const res = await retry(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The mail is queued again and will be sent shortly.' });
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'queued', attempts: 0, finishedAt: null });
    const listed = (await list('?limit=100')).json() as { items: Item[] };
    expect(listed.items.map((i) => i.id)).not.toContain(id);

    expect(await t.app.jobRunner.worker.runNow([id])).toBe(1);
    expect(t.lastMailTo(`nochmal-${tag}@example.test`).text).toBe(`Text für nochmal-${tag}@example.test`);
    const [sent] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(sent.status).toBe('done');
  });

  it('answers in German when asked', async () => {
    const id = await failedMail(`deutsch-${tag}@example.test`, 5);
    const res = await retry(id, '?lang=de');
    expect(res.json()).toEqual({ message: 'Die E-Mail wurde erneut eingereiht und wird in Kürze gesendet.' });
  });

  it('answers 404 for an unknown id and 409 for a mail that has not failed', async () => {
    const unknown = await retry(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'There is no failed mail with this id.' });
    const [sent] = await t.db
      .insert(jobs)
      .values({ kind: mailJobKind, payload: { to: 'x@example.test', subject: 'x' }, status: 'done', maxAttempts: 1 })
      .returning({ id: jobs.id });
    const notFailed = await retry(sent.id);
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json().message).toMatch(/has not failed/);
    const [other] = await t.db
      .insert(jobs)
      .values({ kind: 'cleanup.finishedJobs', payload: {}, status: 'failed', maxAttempts: 1 })
      .returning({ id: jobs.id });
    expect((await retry(other.id)).statusCode).toBe(404);
  });

  it('answers 400 for an id that is no uuid and 419 without a superpanel session', async () => {
    const bad = await retry('not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'id', message: expect.any(String) }]);
    const id = await failedMail(`ohne-${tag}@example.test`, 5);
    expect((await t.app.inject({ method: 'POST', url: `/api/superpanel/mails/${id}/retry` })).statusCode).toBe(419);
    const company = await createLoggedInUser(t.app.deps);
    expect((await retry(id, '', company.accessToken)).statusCode).toBe(419);
    const [row] = await t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id));
    expect(row.status).toBe('failed');
  });
});
