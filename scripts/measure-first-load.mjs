// What Chromium fetches on a cold load of a page until the page shows (scripts/check-bundle-budget.mjs).
//
// The page is opened in a fresh browser context (empty cache and storage). An init script, which runs before the
// page's own scripts, stores the given localStorage entries (a login, the language) and watches the document for the
// route's "ready" selector: the moment the frame that first paints a visible match begins (requestAnimationFrame after
// the match) is when the page shows. Every script whose request started before that moment counts, with the bytes of
// its body as they came over the wire (Resource Timing's encodedBodySize: brotli when the server sent brotli), whether
// a <script>, a modulepreload or a lazy import() asked for it.

/** How long a page may take to show, and how long its scripts' downloads may take after it has. */
const READY_TIMEOUT_MS = 30_000;
const SETTLE_TIMEOUT_MS = 10_000;

/** The init script (a string, so nothing of this module's scope leaks in). */
const watchForReady = (selector, storage) => `(() => {
  if (location.protocol === 'about:') return;
  const entries = ${JSON.stringify(storage)};
  for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  const selector = ${JSON.stringify(selector)};
  const shown = (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const observer = new MutationObserver(() => {
    if (![...document.querySelectorAll(selector)].some(shown)) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__plakatReadyAt = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})();`;

/**
 * @typedef {{ path: string, bytes: number, startMs: number }} Script
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, ready: string, storage?: Record<string, string> }} page
 * @returns {Promise<{ readyMs: number, scripts: Script[] }>}
 */
export async function measureFirstLoad(browser, { url, ready, storage = {} }) {
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    await context.addInitScript({ content: watchForReady(ready, storage) });
    const page = await context.newPage();
    /** Script requests still running: the sizes are read once each has finished. */
    const running = new Set();
    const track = (request) => {
      if (new URL(request.url()).pathname.endsWith('.js')) running.add(request);
    };
    const done = (request) => running.delete(request);
    page.on('request', track);
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    await page.goto(url);
    // Polled with evaluate: the app's Content-Security-Policy refuses the eval behind waitForFunction.
    const readyMs = await poll(page, () => page.evaluate(() => window.__plakatReadyAt), READY_TIMEOUT_MS, url, ready);
    // A request the page made just before it showed may reach this process a moment later.
    await page.waitForTimeout(250);
    await poll(page, async () => running.size === 0 || undefined, SETTLE_TIMEOUT_MS, url, 'its scripts to finish');
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => ({ name: entry.name, startMs: entry.startTime, bytes: entry.encodedBodySize })),
    );
    return {
      readyMs,
      scripts: entries
        .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.bytes, startMs: entry.startMs }))
        .filter((entry) => entry.path.endsWith('.js') && entry.startMs <= readyMs),
    };
  } finally {
    await context.close();
  }
}

/** Calls `probe` every 50 ms until it answers something other than undefined. */
async function poll(page, probe, timeoutMs, url, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${url}: waited ${timeoutMs / 1000} s for ${what}`);
    await page.waitForTimeout(50);
  }
}
