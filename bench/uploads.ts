import { execFile } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { scratchDatabase, startServer } from './lib.ts';

/**
 * Upload scenario (issue 21): BENCH_UPLOAD_COUNT (20) resumable uploads of a BENCH_UPLOAD_SIZE_MB (200 MB) MP4 at
 * once, through tus (POST, then PATCHes of BENCH_UPLOAD_CHUNK_MB, 50 MB) into a started server on disk storage, each
 * ending as a pool file (type from the bytes, ffprobe, thumbnail, the move into storage). Compared with a plain
 * copy of the same bytes on the same disk (fs.copyFile, as many copies at once), and the server's peak RSS growth
 * while it receives (sampled every 20 ms in the server process). Targets: throughput >= 0.5 x the copy, RSS growth
 * <= 100 MB. The video (testsrc2 in lossless H.264, cut at the size) is made once and kept in the temp folder.
 *
 * This file is the scenario and its server process (BENCH_UPLOAD_CHILD=1), like bench/media-pool.ts.
 */
const MB = 1024 * 1024;
const sizeMb = () => Number(process.env.BENCH_UPLOAD_SIZE_MB ?? 200);
const count = () => Number(process.env.BENCH_UPLOAD_COUNT ?? 20);
const chunkBytes = () => Number(process.env.BENCH_UPLOAD_CHUNK_MB ?? 50) * MB;

type ChildInfo = { port: number; accessToken: string; dataDir: string };
type Memory = { baseRss: number; peakRss: number; cpuMs: number };

async function child() {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { benchAppConfig } = await import('./app-config.ts');
  const { createCompany, createLoggedInUser } = await import('../apps/server/src/test/factories.ts');
  const config = benchAppConfig('plakat-bench-uploads-');
  const app = await buildApp({ config });
  const { company, roleIds } = await createCompany(app.deps.db, { name: 'Bench Upload Company' });
  const { accessToken } = await createLoggedInUser(app.deps, {
    companyId: company.id,
    roleId: roleIds.owner,
    userType: 'companyOwner',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseRss = process.memoryUsage().rss;
  const cpu = process.cpuUsage();
  let peakRss = baseRss;
  setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  process.on('message', (message) => {
    if (message !== 'memory') return;
    const used = process.cpuUsage(cpu);
    process.send?.({ baseRss, peakRss, cpuMs: (used.user + used.system) / 1000 } satisfies Memory);
  });
  process.send?.({ port, accessToken, dataDir: config.dataDir } satisfies ChildInfo);
}

/** The sample video of `mb` megabytes (a little less: ffmpeg stops at the size), made once per size. */
async function sampleVideo(mb: number): Promise<string> {
  const file = path.join(os.tmpdir(), `plakat-bench-upload-${mb}MB.mp4`);
  if (existsSync(file)) return file;
  const { mediaBinaries } = await import('../apps/server/src/media/index.ts');
  const partial = `${file}.${process.pid}.tmp.mp4`;
  const started = performance.now();
  await promisify(execFile)(
    mediaBinaries({}).ffmpeg,
    ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30', '-t', '3600', '-pix_fmt', 'yuv420p'].concat([
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-qp',
      '0',
      '-fs',
      String(mb * MB),
      '-y',
      partial,
    ]),
    { timeout: 15 * 60_000 },
  );
  await rename(partial, file);
  console.log(`uploads: made the ${mb} MB sample video in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return file;
}

/** One request to the server; answers the status, headers and body. */
function request(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: NodeJS.ReadableStream,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    if (body) body.pipe(req);
    else req.end();
  });
}

/** A whole tus upload of `file`: creation, then PATCHes of chunkBytes() in turn; answers the final body. */
async function uploadOne(info: ChildInfo, file: string, size: number, n: number): Promise<string> {
  const auth = { authorization: `Bearer ${info.accessToken}`, 'tus-resumable': '1.0.0' };
  const name = Buffer.from(`bench-${n}.mp4`).toString('base64');
  const created = await request(info.port, 'POST', '/api/mediapools/uploads/', {
    ...auth,
    'upload-length': String(size),
    'upload-metadata': `filename ${name}`,
  });
  if (created.status !== 201) throw new Error(`creation answered ${created.status}: ${created.body}`);
  const location = created.headers.location as string;
  let last = created;
  for (let offset = 0; offset < size; offset += chunkBytes()) {
    const end = Math.min(size, offset + chunkBytes());
    last = await request(
      info.port,
      'PATCH',
      location,
      {
        ...auth,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(end - offset),
      },
      createReadStream(file, { start: offset, end: end - 1 }),
    );
    const expected = end === size ? 200 : 204;
    if (last.status !== expected) throw new Error(`PATCH at ${offset} answered ${last.status}: ${last.body}`);
  }
  return last.body;
}

const mbPerSecond = (bytes: number, ms: number) => bytes / MB / (ms / 1000);

export async function uploadsScenario(): Promise<boolean> {
  const file = await sampleVideo(sizeMb());
  const { size } = await stat(file);
  const total = size * count();

  // The reference: the same bytes copied on the same disk (the temp folder, where the server's DATA_DIR is).
  const copies = await mkdtemp(path.join(os.tmpdir(), 'plakat-bench-copy-'));
  const copyStarted = performance.now();
  await Promise.all(Array.from({ length: count() }, (_, i) => copyFile(file, path.join(copies, `${i}.mp4`))));
  const copyMs = performance.now() - copyStarted;
  await rm(copies, { recursive: true, force: true });

  const scratch = await scratchDatabase('plakat_bench_uploads');
  const server = await startServer<ChildInfo>(fileURLToPath(import.meta.url), {
    BENCH_UPLOAD_CHILD: '1',
    MEDIA_COMPANY_QUOTA: String(total * 2),
    MEDIA_MAX_FILE_SIZE: String(size * 2),
    ...(scratch.url ? { DATABASE_URL: scratch.url } : {}),
  });
  const { info, child: process_ } = server;
  let uploadMs = 0;
  let clientCpuMs = 0;
  let memory: Memory;
  try {
    const started = performance.now();
    const clientCpu = process.cpuUsage();
    const answers = await Promise.all(Array.from({ length: count() }, (_, n) => uploadOne(info, file, size, n)));
    uploadMs = performance.now() - started;
    const used = process.cpuUsage(clientCpu);
    clientCpuMs = (used.user + used.system) / 1000;
    if (!answers.every((body) => /"id"/.test(body))) throw new Error(`an upload answered ${answers.join(' ')}`);
    memory = await new Promise<Memory>((resolve) => {
      process_.once('message', (message) => resolve(message as Memory));
      process_.send('memory');
    });
  } finally {
    process_.kill();
    await new Promise((resolve) => (process_.exitCode !== null ? resolve(null) : process_.once('exit', resolve)));
    await rm(info.dataDir, { recursive: true, force: true });
    await scratch.drop();
  }
  const copyRate = mbPerSecond(total, copyMs);
  const uploadRate = mbPerSecond(total, uploadMs);
  console.table([
    { scenario: `fs.copyFile x ${count()} at once`, 'MB/s': Math.round(copyRate), seconds: (copyMs / 1000).toFixed(1) },
    {
      scenario: `tus uploads x ${count()} at once (${chunkBytes() / MB} MB PATCHes)`,
      'MB/s': Math.round(uploadRate),
      seconds: (uploadMs / 1000).toFixed(1),
    },
  ]);
  const ratio = uploadRate / copyRate;
  const growthMb = (memory.peakRss - memory.baseRss) / MB;
  const ok = ratio >= 0.5 && growthMb <= 100;
  console.log(
    `uploads: ${count()} x ${(size / MB).toFixed(0)} MB, throughput ratio ${ratio.toFixed(2)} (target >= 0.5), ` +
      `server RSS growth ${growthMb.toFixed(0)} MB (target <= 100 MB; ${(memory.baseRss / MB).toFixed(0)} -> ${(memory.peakRss / MB).toFixed(0)} MB) -> ${ok ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `uploads: CPU while uploading: server ${(memory.cpuMs / 1000).toFixed(1)} s, client ${(clientCpuMs / 1000).toFixed(1)} s ` +
      `(${os.cpus().length} cores; the client runs on the same machine)`,
  );
  return ok;
}

if (process.env.BENCH_UPLOAD_CHILD === '1') {
  process.on('SIGTERM', () => process.exit(0));
  await child();
}
