import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { startWebBench, waitInPage } from './web-setup.ts';

/**
 * `npm run bench:web`: the own display overview with a page of 100 rows in Debian's Chromium (issue 3: "a page of 100
 * rows with expanded info without visible lag"). The app runs in this process on a fresh PGlite with the demo data plus
 * 120 completed copies of a demo display (with its pictures); the browser then measures, inside the page:
 * - from navigation start until 100 rows are painted,
 * - opening the Info row of 10 rows one after another (click until painted, the expanded-info fetch included),
 * - selecting a row while those 10 rows are open, and opening the next page.
 * Targets: every interaction within 200 ms (the "good" interaction-to-next-paint of web.dev's Core Web Vitals), the
 * 100 rows painted within 1.5 s of navigation (code, data and layout of the whole page).
 */
// BENCH_WEB_PROFILE=file.cpuprofile: an unminified build and a CPU profile of the interactions, for finding what is slow.
const profileFile = process.env.BENCH_WEB_PROFILE;
const bench = await startWebBench({ port: 3399, unminified: Boolean(profileFile) });
const { db, companyId } = bench;

const COPIES = 120;
const [{ id: sourceId }] = (
  (await db.execute(sql`SELECT d.id FROM displays d WHERE d.company_id = ${companyId} AND d.status = 'completed' AND d.shutdown_at IS NULL
    AND EXISTS (SELECT 1 FROM display_media m WHERE m.display_id = d.id) ORDER BY d.online_id LIMIT 1`)) as unknown as {
    rows: { id: string }[];
  }
).rows;
// Whole-row copies (to_jsonb → jsonb_populate_record) so every column of a real completed display is there.
await db.execute(sql`INSERT INTO displays SELECT (jsonb_populate_record(NULL::displays, to_jsonb(d) || jsonb_build_object(
    'id', gen_random_uuid(), 'online_id', 10000 + g, 'title', 'Bench copy ' || g, 'is_locked', false))).*
  FROM displays d, generate_series(1, ${COPIES}) g WHERE d.id = ${sourceId}`);
await db.execute(sql`INSERT INTO display_media SELECT (jsonb_populate_record(NULL::display_media, to_jsonb(m) || jsonb_build_object(
    'id', gen_random_uuid(), 'display_id', n.id))).*
  FROM display_media m, displays n WHERE m.display_id = ${sourceId} AND n.company_id = ${companyId} AND n.title LIKE 'Bench copy %'`);
await db.execute(sql`UPDATE companies SET display_seq = 10000 + ${COPIES} WHERE id = ${companyId}`);

const login = await bench.listen();
const base = bench.base;
// BENCH_WEB_LANG=de runs the page in German (for the screenshot).
const page = await bench.newPage(login, { width: 1440, height: 900 }, process.env.BENCH_WEB_LANG);
await page.addInitScript(`window.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); }).observe({ type: 'longtask', buffered: true });`);

type Row = { step: string; ms: number };
const results: Row[] = [];
/**
 * Runs `action` in the page and waits until `done` holds and a frame has been painted after it. The page code is a
 * string because tsx would wrap functions passed to the page in helpers the page does not have.
 */
const timed = async (step: string, action: string, done: string) => {
  const ms = await page.evaluate(`new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('not done after 10 s: ' + ${JSON.stringify(done)})), 10000);
    const t0 = performance.now();
    ${action};
    const check = () => ((${done}) ? requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0))) : requestAnimationFrame(check));
    check();
  })`);
  results.push({ step, ms: Math.round(ms as number) });
  // Let transitions of this step (row highlight, checkbox) finish, so the next step is not charged for them.
  await page.waitForTimeout(400);
};

await page.goto(`${base}/dashboard/display-management/own-list?perPage=100`);
await waitInPage(page, "document.querySelectorAll('tr.ant-table-row').length === 100", 'the list showing 100 rows');
const firstPaint = (await page.evaluate(
  'new Promise((r) => requestAnimationFrame(() => r(performance.now())))',
)) as number;
results.push({ step: 'navigation → 100 rows painted', ms: Math.round(firstPaint) });
// A person looks at the list before the first click; the idle work the page schedules after painting (the Info row
// style warm-up) runs in that second, as it would for them.
await page.waitForTimeout(Number(process.env.BENCH_WEB_LOOK_MS ?? 1000));

const traceFile = process.env.BENCH_WEB_TRACE;
if (traceFile)
  await bench.browser()?.startTracing(page, {
    path: traceFile,
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
const cdp = profileFile ? await page.context().newCDPSession(page) : null;
const expandButtons =
  'Array.from(document.querySelectorAll("tr.ant-table-row .ant-table-row-expand-icon-cell button"))';
for (let i = 0; i < 10; i++) {
  // The profile covers everything after opening row 1 (which loads code chunks first).
  if (cdp && i === 1) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  await timed(
    `open Info row ${i + 1}`,
    `${expandButtons}[${i * 3}].click()`,
    `document.querySelectorAll("tr.ant-table-expanded-row .ant-col").length >= ${(i + 1) * 3}`,
  );
}
// BENCH_WEB_SCREENSHOT=file.png: how the page looks with the Info rows open.
if (process.env.BENCH_WEB_SCREENSHOT)
  await page.locator('tr.ant-table-expanded-row').first().screenshot({ path: process.env.BENCH_WEB_SCREENSHOT });
await timed(
  'select a row (10 Info rows open)',
  'document.querySelectorAll("tr.ant-table-row .ant-checkbox-input")[40].click()',
  'document.querySelectorAll("tr.ant-table-row-selected").length === 1',
);
await timed(
  'select all (10 Info rows open)',
  'document.querySelector("thead .ant-checkbox-input").click()',
  'document.querySelectorAll("tr.ant-table-row-selected").length === 100',
);
await timed(
  'close an Info row',
  `${expandButtons}[0].click()`,
  `Array.from(document.querySelectorAll("tr.ant-table-expanded-row")).filter((r) => r.style.display !== "none").length === 9`,
);
await timed(
  'next page (100 rows)',
  'document.querySelector(".ant-pagination-next button, li.ant-pagination-next").click()',
  'location.search.includes("page=2") && document.querySelectorAll("tr.ant-table-row").length > 0 && !document.querySelector(".ant-spin-spinning")',
);
if (cdp && profileFile) writeFileSync(profileFile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
const longTasks = (await page.evaluate('window.__longTasks')) as number[];
if (traceFile) await bench.browser()?.stopTracing();
await bench.close();

console.table(results.map((r) => ({ step: r.step, ms: r.ms })));
console.log(
  `long tasks: ${longTasks.length}, longest ${Math.round(Math.max(0, ...longTasks))} ms, total ${Math.round(longTasks.reduce((a, b) => a + b, 0))} ms`,
);
const interactions = results.slice(1);
const ok = results[0].ms <= 1500 && interactions.every((r) => r.ms <= 200);
console.log(
  `web list: first paint ${results[0].ms} ms (target <= 1500), slowest interaction ${Math.max(...interactions.map((r) => r.ms))} ms (target <= 200) -> ${ok ? 'PASS' : 'FAIL'}`,
);
process.exit(ok ? 0 : 1);
