import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MediaTestWorld, mediaTestWorld } from '../test-world.ts';

let w: MediaTestWorld;
beforeAll(async () => {
  w = await mediaTestWorld();
});
afterAll(() => w.t.close());

describe('GET /mediapools/storage', () => {
  it("answers the company's used bytes and its quota, growing with an upload, apart from other companies", async () => {
    const before = await w.call('GET', '/mediapools/storage', w.ownerToken);
    expect(before.statusCode).toBe(200);
    const { usedBytes, quotaBytes } = before.json();
    expect(quotaBytes).toBe(w.t.app.deps.config.mediaCompanyQuota);
    const otherBefore = (await w.call('GET', '/mediapools/storage', w.otherToken)).json();
    await w.addFile();
    const after = (await w.call('GET', '/mediapools/storage', w.ownerToken)).json();
    expect(after.usedBytes).toBeGreaterThan(usedBytes);
    const otherAfter = (await w.call('GET', '/mediapools/storage', w.otherToken)).json();
    expect(otherAfter.usedBytes).toBe(otherBefore.usedBytes);
  });

  it('answers 400 for an unknown query value', async () => {
    expect((await w.call('GET', '/mediapools/storage?lang=xx', w.ownerToken)).statusCode).toBe(400);
  });

  it('needs UPLOAD_MEDIAPOOL_MEDIA (403) and a session (419)', async () => {
    expect((await w.call('GET', '/mediapools/storage', w.noKeysToken)).statusCode).toBe(403);
    expect((await w.call('GET', '/mediapools/storage')).statusCode).toBe(419);
  });
});
