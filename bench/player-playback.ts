import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { mp4Video, pngImage } from '../apps/server/src/media/test-media.ts';
import { startWebBench, waitInPage } from './web-setup.ts';

/**
 * `npm run bench:playback`: the web player (issue 25, "Speed") in Debian's Chromium against the real server.
 * - gaps: how late each item's first frame reaches the screen after the moment it is due (apps/player/src/trace.ts:
 *   the animation frame after the swap for a picture, requestVideoFrameCallback for a video), over a program of four
 *   1-second pictures and one of two 2-second videos; targets picture <= 50 ms, video <= 100 ms;
 * - soak: the heap after a garbage collection, at item 50 and after BENCH_PLAYER_SOAK items (default 1,000; 1-second
 *   pictures and videos mixed); target within +-10 %;
 * - cold start: the network cut, the player opened again from its service worker and media cache until its first
 *   frame; target <= 5 s.
 */
const soakItems = Number(process.env.BENCH_PLAYER_SOAK ?? 1000);
const bench = await startWebBench({ port: 3397, withPlayer: true });
const login = await bench.listen();
const headers = { authorization: `Bearer ${login.accessToken}` };
const api = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${bench.base}/api${path}`, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
};

async function upload(name: string, bytes: Buffer): Promise<string> {
  const tus = { 'tus-resumable': '1.0.0', ...headers };
  const created = await fetch(`${bench.base}/api/mediapools/uploads/`, {
    method: 'POST',
    headers: {
      ...tus,
      'upload-length': String(bytes.length),
      'upload-metadata': `filename ${Buffer.from(name).toString('base64')}`,
    },
  });
  const location = new URL(created.headers.get('location') ?? '', `${bench.base}/api/mediapools/uploads/`);
  const done = await fetch(location, {
    method: 'PATCH',
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: new Uint8Array(bytes),
  });
  if (!done.ok) throw new Error(`upload ${name}: ${done.status} ${await done.text()}`);
  return ((await done.json()) as { id: string }).id;
}

const colours = ['#d4380d', '#389e0d', '#096dd9', '#c41d7f'];
const pictures = await Promise.all(
  colours.map(async (c, i) => upload(`Bench ${i}.png`, await pngImage(1920, 1080, c))),
);
const videos = [await upload('Bench a.mp4', await mp4Video(2)), await upload('Bench b.mp4', await mp4Video(2))];
// A video goes into a program once its processing job (thumbnail, preview) is done: the job runner works as in main.ts.
bench.app.jobRunner.start();
for (const started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 500))) {
  const { rows } = (await bench.db.execute(
    sql`SELECT count(*)::int AS open FROM media_files WHERE id IN (${videos[0]}, ${videos[1]}) AND processing <> 'ready'`,
  )) as unknown as { rows: { open: number }[] };
  if (rows[0].open === 0) break;
  if (Date.now() - started > 120_000) throw new Error('the videos were not processed within 2 minutes');
}
const [{ id: displayId }] = (
  (await bench.db.execute(sql`SELECT id FROM displays WHERE company_id = ${bench.companyId} AND status = 'completed'
    AND is_active AND NOT is_locked AND shutdown_at IS NULL ORDER BY online_id LIMIT 1`)) as unknown as {
    rows: { id: string }[];
  }
).rows;
const program = (items: { fileId: string; durationSeconds?: number }[]) =>
  api('PUT', `/displays/${displayId}/program`, { items });

// Pairing as a screen does it: a code, the user's claim, the poll that answers the credential.
const start = (await (await fetch(`${bench.base}/api/player/pairings`, { method: 'POST' })).json()) as {
  pairingId: string;
  code: string;
  secret: string;
};
await api('POST', `/displays/${displayId}/player`, { code: start.code });
const paired = (await (
  await fetch(`${bench.base}/api/player/pairings/poll`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pairingId: start.pairingId, secret: start.secret }),
  })
).json()) as { credential: string; displayId: string };

await program(pictures.map((fileId) => ({ fileId, durationSeconds: 1 })));
// A context of its own (not the page-owned one of bench.newPage): the cold start opens a second tab in it.
await (await bench.newPage(login, { width: 320, height: 200 })).close();
const browser = bench.browser();
if (!browser) throw new Error('no browser');
const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
const page = await context.newPage();
await context.addInitScript(
  `localStorage.setItem('plakat.player.pairing', ${JSON.stringify(JSON.stringify({ credential: paired.credential, displayId: paired.displayId }))})`,
);
type Entry = { itemId: string; kind: string; lateMs: number; at: number };
const trace = (p: Page) => p.evaluate('window.plakatTrace ?? []') as Promise<Entry[]>;
const shown = async (p: Page) => (await trace(p)).length;
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? Number.NaN };
};
const round = (n: number) => Math.round(n * 10) / 10;

await page.goto(`${bench.base}/player/?trace=1`);
await waitInPage(page, 'window.plakatTrace?.length >= 4', 'pictures playing', 60_000);
const pictureStart = await shown(page);
await page.waitForTimeout(30_000);
const pictureGaps = stats(
  (await trace(page)).slice(-Math.min(25, (await shown(page)) - pictureStart)).map((e) => e.lateMs),
);

await program(videos.map((fileId) => ({ fileId })));
await waitInPage(page, "(window.plakatTrace ?? []).slice(-3).every((e) => e.kind === 'video')", 'videos', 90_000);
await page.waitForTimeout(30_000);
const videoGaps = stats(
  (await trace(page))
    .slice(-12)
    .filter((e) => e.kind === 'video')
    .map((e) => e.lateMs),
);

// The soak: pictures and videos mixed, one second each (a video plays its own two seconds).
await program([...pictures.map((fileId) => ({ fileId, durationSeconds: 1 })), { fileId: videos[0] }]);
const cdp = await context.newCDPSession(page);
const heap = async () => {
  await cdp.send('HeapProfiler.collectGarbage');
  return ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
};
await page.waitForTimeout(50_000);
// The trace is emptied at every read, so the heap measured is the player's, not the benchmark's own entries.
const takeTrace = (p: Page) => p.evaluate('(window.plakatTrace ?? []).splice(0)') as Promise<Entry[]>;
await takeTrace(page);
const heapAt50 = await heap();
let soakShown = 0;
const soakDeadline = Date.now() + soakItems * 3000;
while (soakShown < soakItems && Date.now() < soakDeadline) {
  await page.waitForTimeout(Math.min(30_000, Math.max(1000, (soakItems - soakShown) * 1000)));
  soakShown += (await takeTrace(page)).length;
}
await takeTrace(page);
const heapAfter = await heap();

// Cold start: the network cut, the player opened again in the same browser (its service worker and cache). The new
// tab opens before the old one closes.
await context.setOffline(true);
const again = await context.newPage();
await page.close();
await again.goto(`${bench.base}/player/?trace=1`);
await waitInPage(again, 'window.plakatTrace?.length >= 1', 'first frame offline', 30_000);
const coldStartMs = (await trace(again))[0].at;

const report = {
  pictureGapMs: {
    ...pictureGaps,
    p50: round(pictureGaps.p50),
    p95: round(pictureGaps.p95),
    max: round(pictureGaps.max),
  },
  videoGapMs: { ...videoGaps, p50: round(videoGaps.p50), p95: round(videoGaps.p95), max: round(videoGaps.max) },
  soak: {
    items: soakShown,
    heapAt50MB: round(heapAt50 / 1e6),
    heapAfterMB: round(heapAfter / 1e6),
    changePercent: round(((heapAfter - heapAt50) / heapAt50) * 100),
  },
  coldStartOfflineMs: Math.round(coldStartMs),
};
console.log(JSON.stringify(report, null, 2));
await bench.close();
