import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displays } from '../../../db/schema/index.ts';
import { createDisplay } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/helper.ts';
import { type DisplayTestWorld, type TestCompany, displayTestWorld } from '../test-world.ts';

let t: TestApp;
let own: TestCompany;
let other: TestCompany;
let ownerToken: string;
let noKeysToken: string;
let call: DisplayTestWorld['call'];
beforeAll(async () => {
  ({ t, own, other, ownerToken, noKeysToken, call } = await displayTestWorld());
});
afterAll(() => t.close());

const row = async (id: string) => (await t.db.select().from(displays).where(eq(displays.id, id)))[0];

describe('POST /displays/duplicate/{id}/', () => {
  it('creates not-activated copies with every wizard field', async () => {
    const src = await createDisplay(t.db, own.company.id, {
      title: 'Vorlage ✨',
      tokenEmail: 'x@example.test',
      playerTokenHash: 'h',
    });
    const res = await call('POST', `/displays/duplicate/${src.id}/?lang=en&duplicateCount=3`, ownerToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Duplicate displays created');
    expect(body.displays).toHaveLength(3);
    // Copies are marked in the reader's language and numbered (defect: they kept the source's title).
    expect(body.displays[0]).toEqual({
      id: expect.any(String),
      onlineId: src.onlineId + 1,
      title: 'Vorlage ✨ (copy)',
    });
    expect(body.displays.map((d: { title: string }) => d.title)).toEqual([
      'Vorlage ✨ (copy)',
      'Vorlage ✨ (copy 2)',
      'Vorlage ✨ (copy 3)',
    ]);
    const copy = await row(body.displays[2].id);
    expect(copy).toMatchObject({
      status: 'duplicated',
      isActive: false,
      isLocked: false,
      tokenEmail: null,
      playerTokenHash: null,
      companyId: own.company.id,
      description: src.description,
      keywords: src.keywords,
      availability: src.availability,
      peakTimes: src.peakTimes,
      latitude: src.latitude,
      serialNumber: src.serialNumber,
    });
    const def = await call('POST', `/displays/duplicate/${src.id}`, ownerToken);
    expect(def.json().displays).toHaveLength(1);
  });

  it('rejects 0 and 6 with "Please select a valid number.", locked or unfinished (409), foreign (404), no key (403)', async () => {
    const src = await createDisplay(t.db, own.company.id);
    for (const n of ['0', '6', 'abc', '-1']) {
      const res = await call('POST', `/displays/duplicate/${src.id}/?duplicateCount=${n}`, ownerToken);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toBe('Please select a valid number.');
    }
    const locked = await createDisplay(t.db, own.company.id, { isLocked: true });
    expect((await call('POST', `/displays/duplicate/${locked.id}/`, ownerToken)).statusCode).toBe(409);
    for (const status of ['draft', 'duplicated'] as const) {
      const unfinished = await createDisplay(t.db, own.company.id, { status, stepsDone: 2 });
      const res = await call('POST', `/displays/duplicate/${unfinished.id}/?lang=en`, ownerToken);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Only completed displays can be duplicated. Please finish the setup first.');
    }
    const foreign = await createDisplay(t.db, other.company.id);
    expect((await call('POST', `/displays/duplicate/${foreign.id}/`, ownerToken)).statusCode).toBe(404);
    expect((await call('POST', `/displays/duplicate/${src.id}/`, noKeysToken)).statusCode).toBe(403);
    const count = (await t.db.select().from(displays).where(eq(displays.companyId, other.company.id))).length;
    expect(count).toBeGreaterThan(0);
  });
});
