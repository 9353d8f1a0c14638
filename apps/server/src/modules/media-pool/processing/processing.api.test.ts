import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mediaFiles } from '../../../db/schema/index.ts';
import type { ClaimedJob } from '../../../jobs/repository/queue.ts';
import { mediaBinaries } from '../../../media/index.ts';
import { tempDir } from '../../../storage/storage.ts';
import { type MediaTestWorld, mediaTestWorld } from '../test-world.ts';
import { ORPHANED_PROCESSING_JOB, PROCESS_JOB, PROCESS_MAX_ATTEMPTS, processingJobHandlers } from './job.ts';

let w: MediaTestWorld;
beforeAll(async () => {
  w = await mediaTestWorld();
});
afterAll(() => w.t.close());

const rowOf = async (id: string) => (await w.t.db.select().from(mediaFiles).where(eq(mediaFiles.id, id)))[0];
const details = async (id: string, token = w.ownerToken) =>
  (await w.call('GET', `/mediapools/files/${id}`, token)).json().data;
/** Runs the job's handler directly, as the worker does on the given attempt. */
function runJob(file: { id: string; companyId: string }, attempts = 1) {
  const job: ClaimedJob = {
    id: crypto.randomUUID(),
    kind: PROCESS_JOB,
    payload: { companyId: file.companyId, fileId: file.id },
    attempts,
    maxAttempts: PROCESS_MAX_ATTEMPTS,
  };
  return processingJobHandlers(w.t.app.deps)[PROCESS_JOB](job);
}
const sweepJob: ClaimedJob = {
  id: crypto.randomUUID(),
  kind: ORPHANED_PROCESSING_JOB,
  payload: {},
  attempts: 1,
  maxAttempts: 1,
};
const stored = (key: string | null) => (key ? existsSync(w.t.storagePath(key)) : false);
const keysBeside = (id: string, companyId: string) => {
  const dir = path.dirname(w.t.storagePath(`media-pool/${companyId}/${id}.x`));
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith(id)) : [];
};
const processingTemps = async () =>
  readdirSync(await tempDir(w.t.app.deps.config)).filter((name) => name.startsWith('processing-'));

describe('the processing job (mediaPool.process)', () => {
  it('a video is stored at once as processing, without thumbnail; the job makes thumbnail and preview clip', async () => {
    const video = await w.addFile(undefined, { kind: 'mp4', pending: true });
    expect(video).toMatchObject({ processing: 'processing', thumbKey: null, previewKey: null });
    const before = await details(video.id);
    expect(before).toMatchObject({ processing: 'processing', thumbUrl: null, previewUrl: null });

    await runJob(video);
    const row = await rowOf(video.id);
    expect(row.processing).toBe('ready');
    expect((await sharp(w.t.storagePath(row.thumbKey as string)).metadata()).format).toBe('webp');
    const { stdout } = await promisify(execFile)(mediaBinaries({}).ffprobe, [
      ...['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,width', '-of', 'json'],
      w.t.storagePath(row.previewKey as string),
    ]);
    const streams = (JSON.parse(stdout) as { streams: { codec_type: string; codec_name: string; width?: number }[] })
      .streams;
    expect(streams).toEqual([expect.objectContaining({ codec_type: 'video', codec_name: 'h264' })]);
    expect(streams[0].width).toBeLessThanOrEqual(480);

    const after = await details(video.id);
    expect(after.processing).toBe('ready');
    const preview = await w.t.app.inject({ method: 'GET', url: after.previewUrl, headers: { range: 'bytes=0-99' } });
    expect(preview.statusCode).toBe(206);
    expect(preview.headers['content-type']).toBe('video/mp4');
    expect(Number(/max-age=(\d+)/.exec(String(preview.headers['cache-control']))?.[1])).toBeGreaterThan(6 * 86_400);
    expect((await w.t.app.inject({ method: 'GET', url: after.thumbUrl })).statusCode).toBe(200);
    // A second run (the job delivered twice) finds the file ready and does nothing.
    await runJob(video);
    expect((await rowOf(video.id)).previewKey).toBe(row.previewKey);
  });

  it('a picture longer than 3840 px keeps its thumbnail and gets a 2560 px WebP rendition as its preview', async () => {
    const large = await w.addFile(undefined, { width: 4000, height: 2250, pending: true });
    expect(large).toMatchObject({ processing: 'processing', width: 4000, previewKey: null });
    expect(stored(large.thumbKey)).toBe(true);
    await runJob(large);
    const row = await rowOf(large.id);
    expect(row.processing).toBe('ready');
    const meta = await sharp(w.t.storagePath(row.previewKey as string)).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 2560,
      height: 1440,
    });
    const data = await details(large.id);
    const preview = await w.t.app.inject({ method: 'GET', url: data.previewUrl });
    expect(preview.headers['content-type']).toBe('image/webp');
    // The stored file stays the full picture.
    expect((await sharp(w.t.storagePath(row.storageKey)).metadata()).width).toBe(4000);

    const small = await w.addFile(undefined, { width: 3840, height: 2160, pending: true });
    expect(small.processing).toBe('ready');
    expect(await details(small.id)).toMatchObject({ previewUrl: null, thumbUrl: expect.any(String) });
  });

  it('fails after its last attempt: failed, no thumbUrl, nothing stray in storage or the temp folder', async () => {
    const video = await w.addFile(undefined, { kind: 'mp4', pending: true });
    // The stored bytes vanish (a broken disk, say): rendering cannot work.
    await w.t.app.deps.storage.delete([video.storageKey]);
    await expect(runJob(video, 1)).rejects.toThrow();
    expect((await rowOf(video.id)).processing).toBe('processing');
    await expect(runJob(video, PROCESS_MAX_ATTEMPTS)).rejects.toThrow();
    const row = await rowOf(video.id);
    expect(row).toMatchObject({ processing: 'failed', thumbKey: null, previewKey: null });
    expect(await details(video.id)).toMatchObject({ processing: 'failed', thumbUrl: null, previewUrl: null });
    expect(keysBeside(video.id, video.companyId)).toEqual([]);
    expect(await processingTemps()).toEqual([]);
  });

  it('a file deleted while its job ran gets nothing placed; its removal job takes everything it had', async () => {
    const video = await w.addFile(undefined, { kind: 'mp4', pending: true });
    await w.call('PATCH', '/mediapools/files/delete', w.ownerToken, { fileIds: [video.id] });
    await runJob(video);
    expect(keysBeside(video.id, video.companyId)).toEqual([]);
    const ready = await w.addFile(undefined, { kind: 'mp4' });
    expect(stored(ready.previewKey)).toBe(true);
    await w.call('PATCH', '/mediapools/files/delete', w.ownerToken, { fileIds: [ready.id] });
    expect(keysBeside(ready.id, ready.companyId)).toEqual([]);
  });
  it('the sweep marks files failed whose job is gone without marking them (a worker died), not the running ones', async () => {
    const orphan = await w.addFile(undefined, { kind: 'mp4', pending: true });
    const waiting = await w.addFile(undefined, { kind: 'mp4', pending: true });
    // The queue gave up the orphan's job without its handler (lease sweep after the last attempt).
    await w.t.db
      .update(jobs)
      .set({ status: 'failed' })
      .where(and(eq(jobs.kind, PROCESS_JOB), sql`${jobs.payload}->>'fileId' = ${orphan.id}`));
    const handlers = processingJobHandlers(w.t.app.deps);
    await handlers[ORPHANED_PROCESSING_JOB]({ ...sweepJob });
    expect((await rowOf(orphan.id)).processing).toBe('failed');
    expect((await rowOf(waiting.id)).processing).toBe('processing');
    await w.runQueuedJobs();
    expect((await rowOf(waiting.id)).processing).toBe('ready');
  });
});

describe('POST /mediapools/files/{id}/retryProcessing', () => {
  it('queues a failed file again: processing, then ready with thumbnail and preview', async () => {
    const video = await w.addFile(undefined, { kind: 'mp4', pending: true });
    await w.t.db.update(mediaFiles).set({ processing: 'failed' }).where(eq(mediaFiles.id, video.id));
    const res = await w.call('POST', `/mediapools/files/${video.id}/retryProcessing?lang=de`, w.ownerToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/neu gestartet/);
    // The test app runs the queued job before it answers the next call.
    await w.runQueuedJobs();
    const data = await details(video.id);
    expect(data).toMatchObject({ processing: 'ready', thumbUrl: expect.any(String), previewUrl: expect.any(String) });
  });

  it('409 unless failed, 403 without the edit key, 404 foreign or private without the key, 400 bad id', async () => {
    const file = await w.addFile();
    const ready = await w.call('POST', `/mediapools/files/${file.id}/retryProcessing`, w.ownerToken);
    expect(ready.statusCode).toBe(409);
    expect(ready.json().message).toMatch(/Only a file whose processing failed/);
    await w.t.db.update(mediaFiles).set({ processing: 'failed' }).where(eq(mediaFiles.id, file.id));
    const readOnly = await w.withKeys(['GET_PUBLIC_MEDIA']);
    expect((await w.call('POST', `/mediapools/files/${file.id}/retryProcessing`, readOnly)).statusCode).toBe(403);
    expect((await w.call('POST', `/mediapools/files/${file.id}/retryProcessing`, w.noKeysToken)).statusCode).toBe(404);
    expect((await w.call('POST', `/mediapools/files/${file.id}/retryProcessing`, w.otherToken)).statusCode).toBe(404);
    const bad = await w.call('POST', '/mediapools/files/not-a-uuid/retryProcessing', w.ownerToken);
    expect(bad.statusCode).toBe(400);
    expect((await rowOf(file.id)).processing).toBe('failed');
    const editor = await w.withKeys(['GET_PUBLIC_MEDIA', 'EDIT_PUBLIC_MEDIA_GENERAL_INFO']);
    expect((await w.call('POST', `/mediapools/files/${file.id}/retryProcessing`, editor)).statusCode).toBe(200);
    await w.call('PATCH', '/mediapools/files/delete', w.ownerToken, { fileIds: [file.id] });
    await w.t.db.update(mediaFiles).set({ processing: 'failed' }).where(eq(mediaFiles.id, file.id));
    expect((await w.call('POST', `/mediapools/files/${file.id}/retryProcessing`, w.ownerToken)).statusCode).toBe(409);
  });
});
