import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { precompressPlugin } from '../../scripts/precompress.ts';
import { preloadStartChunks } from '../../scripts/preload-start-chunks.ts';
import { radioNamePath } from '../../scripts/radio-name-path.ts';
import { startChunkGroups } from '../../scripts/start-chunk-group.ts';

const preload = preloadStartChunks({
  texts: { en: /[\\/]lib[\\/]texts[\\/]en\.ts$/, de: /[\\/]lib[\\/]texts[\\/]de\.ts$/ },
  appTexts: { en: /[\\/]lib[\\/]texts[\\/]en-app\.ts$/, de: /[\\/]lib[\\/]texts[\\/]de-app\.ts$/ },
  loggedOut: [
    /[\\/]features[\\/]auth[\\/]routes[\\/]login-page\.tsx$/,
    /[\\/]app[\\/]layouts[\\/]logged-out-layout\.tsx$/,
  ],
  loggedIn: [/[\\/]app[\\/]layouts[\\/]logged-in-layout\.tsx$/],
  loggedInPages: { '/dashboard': [/[\\/]features[\\/]dashboard[\\/]index\.ts$/] },
  everyPage: [/[\\/]app[\\/]react-dom-client\.ts$/, /[\\/]app[\\/]start\.tsx$/],
  loggedInRequest: '/api/users/profile',
});

/** The absolute module id of a file under src/. */
const source = (file: string) => path.join(import.meta.dirname, 'src', file);
const loggedOutStart = [source('features/auth/routes/login-page.tsx'), source('app/layouts/logged-out-layout.tsx')];
const loggedInLayout = source('app/layouts/logged-in-layout.tsx');
/** The toasts' holder, which loads after the first page has shown, on every page (lib/notify.ts). */
const toasts = source('lib/notify-holder.tsx');
/**
 * Every page module but the dashboard's, and the feature indexes (app/router.tsx loads them lazily): what they import
 * must not go into the dashboard's chunk.
 */
const otherPages = readdirSync(path.join(import.meta.dirname, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /^features[\\/](?!dashboard[\\/]).*([\\/]routes[\\/][^\\/]+\.tsx|[\\/]index\.ts)$/.test(file))
  .concat('components/not-found-page.tsx')
  .map(source);

/**
 * The chunks of the first pages, each with what it imports beyond the entry (see startChunkGroups): one request
 * instead of a dozen small shared chunks.
 */
const startGroups = startChunkGroups([
  // The app's frame, which every page loads in the start's second step (main.tsx): antd's core, the providers, the
  // root layout and the guards (React DOM's client is a chunk of its own, app/start.tsx). It comes before the pages'
  // groups, so none of them takes its modules.
  { name: 'frame', roots: [source('app/start.tsx')], priority: 2 },
  // The login page and its layout, in two parts: what the logged-in layout or the toasts use too ('chrome': logo,
  // language switch, footer, ...), and the rest ('public'), which a logged-in page does not download.
  { name: 'chrome', roots: loggedOutStart, within: [loggedInLayout, toasts] },
  // What other pages use too (Alert, LinkButton, ...) in a chunk of its own, so they do not download the login page
  // for it.
  { name: 'common', roots: loggedOutStart, within: otherPages },
  { name: 'public', roots: loggedOutStart },
  // Likewise the logged-in layout, which every dashboard page loads, and the dashboard (the start page after the
  // login) with what they import; the toasts' code, which the login page loads too, stays out, and the dashboard's
  // chunk keeps only what no other page imports, or every page would download it.
  { name: 'shell', roots: [loggedInLayout], except: [toasts] },
  { name: 'home', roots: [source('features/dashboard/index.ts')], except: [toasts, ...otherPages] },
]);

/** The default of the map picker (map-picker.tsx). */
const defaultTileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * Names the origin of the map tile server (VITE_MAP_TILE_URL, a build-time value) in index.html, so the server's
 * Content-Security-Policy lets the map's images in (apps/server/src/plugins/content-security.ts).
 */
function tileOriginMeta(): Plugin {
  let tileUrl = defaultTileUrl;
  return {
    name: 'plakat-tile-origin',
    configResolved(config) {
      tileUrl = (config.env.VITE_MAP_TILE_URL as string | undefined) || defaultTileUrl;
    },
    transformIndexHtml(html) {
      const origin = /^https?:\/\/[^/]+/.exec(tileUrl)?.[0];
      if (!origin) return html;
      return html.replace(
        '</head>',
        `  <meta name="plakat:tile-origin" content="${origin.replace(/"/g, '')}" />\n  </head>`,
      );
    },
  };
}

/**
 * React Router 7's package exports point at its development build for every condition (remix-run/react-router#12532:
 * warnings and dev-only checks included); a production build takes the production files it ships beside them.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ mode }) => ({
  resolve: {
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [radioNamePath(), react(), preload, startGroups.plugin, tileOriginMeta(), precompressPlugin()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // The shared package's modules only define things: a page that needs one schema must not pull in the rest
      // (and zod with them) through the package's index.
      // Likewise antd's form state (@rc-component/form, whose package.json does not say it): every Select, Input and
      // Checkbox imports its FormProvider through antd/es/form/context, and the index's `RefForm.Field = Field`
      // assignments kept the whole form engine with its validator (12 kB) on every list page.
      treeshake: {
        moduleSideEffects: [
          { test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false },
          { test: /[\\/]node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          // The libraries every page needs in one chunk instead of a dozen (fewer requests, better compression).
          // The app's own modules of the entry likewise: left alone, the modules that lazy pages also import would each
          // become a small chunk (paths, auth storage, i18n, ...), and every request costs a round trip on a slow network.
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            // React DOM, a step of the start of its own (apps/web/src/app/start-steps.ts).
            {
              name: 'react-dom',
              test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]|[\\/]app[\\/]react-dom-client\.ts$/,
              priority: 3,
              // React itself, which it imports, stays in the entry's vendor chunk.
              includeDependenciesRecursively: false,
            },
            {
              name: 'app',
              test: /[\\/](apps[\\/]web|packages[\\/]shared)[\\/]src[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            // The design editor's canvas (issue 24): konva, react-konva with its reconciler, the QR encoder and canvas/ (but its index,
            // the lazy door the editor page imports) in one chunk, which the bundle budget counts apart.
            {
              name: 'canvas',
              // Only these modules: React, which react-konva imports, stays where every page gets it.
              includeDependenciesRecursively: false,
              test: /features[\\/]editor[\\/]canvas[\\/](?!index\.ts$)|[\\/]node_modules[\\/](konva|react-konva|react-reconciler|its-fine|qrcode-generator)[\\/]/,
              priority: 3,
            },
            ...startGroups.groups,
          ],
        },
      },
    },
  },
}));
