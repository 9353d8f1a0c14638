import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { Upload } from 'tus-js-client';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alice, prefix, resumableTestApp, closeTestS3, uploadStores } from './test-app.ts';

type TestApp = Awaited<ReturnType<typeof resumableTestApp>>;
let t: TestApp;
let origin: string;

afterEach(() => t.app.close());
afterAll(closeTestS3);

const headers = { 'x-owner': alice };
const offsetOf = async (location: string) => {
  const response = await fetch(`${origin}${location}`, {
    method: 'HEAD',
    headers: { ...headers, 'tus-resumable': '1.0.0' },
  });
  return response.status === 200 ? Number(response.headers.get('upload-offset')) : null;
};

/** Runs a tus-js-client upload until it succeeds, fails, or `stopAfterChunks` chunks went through (then aborts). */
function upload(data: Buffer, opts: { uploadUrl?: string; stopAfterChunks?: number } = {}) {
  return new Promise<{ url: string; body?: string }>((resolve, reject) => {
    let chunks = 0;
    const client = new Upload(data, {
      endpoint: `${origin}${prefix}/`,
      uploadUrl: opts.uploadUrl,
      headers,
      chunkSize: 1024 * 1024,
      retryDelays: null,
      storeFingerprintForResuming: false,
      metadata: { filename: 'clip.mp4', filetype: 'video/mp4' },
      onChunkComplete: () => {
        chunks++;
        if (opts.stopAfterChunks !== undefined && chunks >= opts.stopAfterChunks) {
          client.abort().then(() => resolve({ url: client.url as string }), reject);
        }
      },
      onError: reject,
      onSuccess: (payload) => resolve({ url: client.url as string, body: payload.lastResponse.getBody() }),
    });
    client.start();
  });
}

describe.each(uploadStores)('resumable uploads on %s with tus-js-client over HTTP', (store) => {
  beforeEach(async () => {
    t = await resumableTestApp({ store });
    origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });

  it('uploads in chunks, stops, and resumes where it stopped', async () => {
    const data = randomBytes(3 * 1024 * 1024 + 123);
    const stopped = await upload(data, { stopAfterChunks: 1 });
    const location = new URL(stopped.url).pathname;
    expect(await offsetOf(location)).toBe(1024 * 1024);

    const resumed = await upload(data, { uploadUrl: stopped.url });
    expect(JSON.parse(resumed.body as string)).toEqual({ fileId: `file-${location.split('/').pop()}` });
    expect(t.state.completed).toHaveLength(1);
    expect(t.state.completed[0].bytes.equals(data)).toBe(true);
    expect(t.state.completed[0].upload).toMatchObject({ filename: 'clip.mp4', claimedType: 'video/mp4' });
    expect(await t.leftovers()).toEqual([`${location.split('/').pop()}.done`]);

    // Started again (the last answer was lost): tus-js-client sees the upload complete and sends nothing.
    const again = await upload(data, { uploadUrl: stopped.url });
    expect(again.url).toBe(stopped.url);
    expect(t.state.completed).toHaveLength(1);
  });

  it('keeps the bytes of a PATCH the client aborted half-way, and the upload resumes from there', async () => {
    const data = randomBytes(2 * 1024 * 1024);
    const created = await fetch(`${origin}${prefix}/`, {
      method: 'POST',
      headers: { ...headers, 'tus-resumable': '1.0.0', 'upload-length': String(data.length) },
    });
    const location = created.headers.get('location') as string;

    await new Promise<void>((resolve) => {
      const request = http.request(`${origin}${location}`, {
        method: 'PATCH',
        headers: {
          ...headers,
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(data.length),
        },
      });
      request.on('error', () => resolve());
      request.write(data.subarray(0, 1024 * 1024), () => setTimeout(() => request.destroy(), 300));
    });

    let offset: number | null = null;
    for (let tries = 0; tries < 100 && !offset; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      offset = await offsetOf(location);
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(1024 * 1024);

    const resumed = await upload(data, { uploadUrl: `${origin}${location}` });
    expect(resumed.body).toContain('file-');
    expect(t.state.completed[0].bytes.equals(data)).toBe(true);
    expect(await t.leftovers()).toEqual([`${location.split('/').pop()}.done`]);
  });

  it('a PATCH whose connection hangs (a network loss without a close) gives way to the resume', async () => {
    const data = randomBytes(1024 * 1024);
    const created = await fetch(`${origin}${prefix}/`, {
      method: 'POST',
      headers: { ...headers, 'tus-resumable': '1.0.0', 'upload-length': String(data.length) },
    });
    const location = created.headers.get('location') as string;
    const stalled = http.request(`${origin}${location}`, {
      method: 'PATCH',
      headers: {
        ...headers,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(data.length),
      },
    });
    stalled.on('error', () => undefined);
    await new Promise<void>((resolve) => stalled.write(data.subarray(0, 256 * 1024), () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 300));

    // The resume's HEAD asks the hanging PATCH to let go; it does within tus's lock drain time (3 s).
    const offset = await offsetOf(location);
    expect(offset).toBeGreaterThan(0);
    const resumed = await upload(data, { uploadUrl: `${origin}${location}` });
    expect(resumed.body).toContain('file-');
    expect(t.state.completed[0].bytes.equals(data)).toBe(true);
    stalled.destroy();
  }, 20_000);
});
