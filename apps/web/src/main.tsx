import 'antd/dist/reset.css';
import './app/plain-fields.css';
import './app/shell.css';
import './app/plain-ui.css';
import { sessionEndTarget } from './app/redirect-rules.ts';
import { createRouter } from './app/router.tsx';
import { loadFrame, nextTask } from './app/start-steps.ts';
import { setNavigateHandler } from './lib/api-client.ts';
import { getLoginData } from './lib/auth-storage.ts';
import { i18nReady } from './lib/i18n.ts';
import { profileQueryOptions } from './lib/profile.ts';
import { queryClient } from './lib/query-client.ts';

/**
 * The router, created in a task of its own once this module has run (it compiles the path of every route, a tenth of
 * the entry's work). Until the root layout takes over, a session that ends during boot is sent to the login page
 * inside the app (a full page load would lose the 'session expired' toast).
 */
const router = nextTask().then(createRouter);
setNavigateHandler(
  (to) => void router.then((r) => r.navigate(sessionEndTarget(to, window.location), { replace: true })),
);

// A logged-in start needs the profile before any page shows (the guards wait for it); ask for it now instead of after
// the router has loaded the page's code, which saves a round trip on every reload. The first render waits for it
// (for at most PROFILE_WAIT_MS; the guards show a spinner after that): rendered while it is missing, the page renders
// a spinner, and once it arrives renders again in one task, as a query's answer is rendered at once, not in slices.
const PROFILE_WAIT_MS = 3000;
const profileReady = getLoginData()
  ? Promise.race([
      queryClient.prefetchQuery(profileQueryOptions()),
      new Promise((resolve) => setTimeout(resolve, PROFILE_WAIT_MS)),
    ])
  : null;

/**
 * Resolves when the router has loaded the first page's code (its lazy routes; a failed load counts too, the error
 * page shows then). Rendering before would render and commit the router's fallback first, only to replace it.
 */
const routerReady = router.then(
  (r) =>
    new Promise<void>((resolve) => {
      if (r.state.initialized) return resolve();
      const unsubscribe = r.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    }),
);

// The start runs in steps, each a task of its own (start-steps.ts), so none blocks the page for long: this module with
// what it imports (the route table, the texts, the API client and the query cache; no React DOM, no antd) asks for the
// texts and the profile; the router, which starts loading the page's code, is created in the next task; React DOM and
// then the app's frame run when they have arrived; the page's own chunks when the router takes them.
const frame = loadFrame();

// Render once the texts, the router's first page (and a logged-in user's profile) are in, so the first render is the
// page (a failed load renders anyway, so the page shows instead of staying blank). Until then index.html shows the
// logo.
void Promise.allSettled([i18nReady, routerReady, profileReady]).then(async () => (await frame).renderApp(await router));
