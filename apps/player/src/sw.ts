/**
 * The player's service worker (issue 25): keeps the app shell (the page and its hashed assets) so a screen that starts
 * without a network still opens the player, which then plays from its media cache. The page: network first (a new
 * release arrives with the next start), the cached copy when offline. Hashed assets: cache first. The API is never
 * cached here.
 */
const sw = self as unknown as ServiceWorkerGlobalScope;
const shell = 'plakat-player-shell-v1';
const page = '/player/';

sw.addEventListener('install', (event: ExtendableEvent) => {
  event.waitUntil(
    caches
      .open(shell)
      .then((cache) => cache.add(page))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(sw.clients.claim());
});

async function pageFirst(request: Request): Promise<Response> {
  const cache = await caches.open(shell);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(page, response.clone());
    return response;
  } catch {
    return (await cache.match(page)) ?? Response.error();
  }
}

async function assetFirst(request: Request): Promise<Response> {
  const cache = await caches.open(shell);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

sw.addEventListener('fetch', (event: FetchEvent) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== location.origin) return;
  if (event.request.mode === 'navigate' && url.pathname.startsWith('/player')) {
    event.respondWith(pageFirst(event.request));
  } else if (url.pathname.startsWith('/player/assets/')) {
    event.respondWith(assetFirst(event.request));
  }
});
