import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { storageKeys } from '../../packages/shared/src/constants.ts';
import { precompressPlugin } from '../../scripts/precompress.ts';

/**
 * Lets a visitor without a session fetch the login route's chunks together with the entry instead of after it has run
 * (one round trip less on a slow network): a small inline script in index.html adds `<link rel="modulepreload">` for
 * them when no login is stored. Logged-in visitors, who go to the dashboard, do not download them.
 */
function preloadLoginRoute(module: RegExp): Plugin {
  return {
    name: 'plakat-preload-login-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((c) => c.type === 'chunk');
        const route = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId && module.test(c.facadeModuleId));
        if (!route) throw new Error(`no lazy chunk matches ${module}: update preloadLoginRoute in vite.config.ts`);
        const files = new Set<string>();
        const add = (file: string) => {
          if (files.has(file) || html.includes(`/${file}"`)) return;
          files.add(file);
          for (const imported of chunks.find((c) => c.fileName === file)?.imports ?? []) add(imported);
        };
        add(route.fileName);
        const hrefs = JSON.stringify([...files].map((file) => `/${file}`));
        const script = `<script>try{if(!localStorage.getItem(${JSON.stringify(storageKeys.login)}))for(const h of ${hrefs}){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)}}catch{}</script>`;
        // Before the stylesheet: a script after it would wait until the stylesheet has loaded.
        return html.replace(/(\s*)<script type="module"/, `$1${script}$1<script type="module"`);
      },
    },
  };
}

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

export default defineConfig({
  plugins: [react(), preloadLoginRoute(/[\\/]features[\\/]auth[\\/]index\.ts$/), tileOriginMeta(), precompressPlugin()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    // scripts/check-bundle-budget.mjs reads which chunks each route needs from the manifest.
    manifest: true,
    rolldownOptions: {
      // The shared package's modules only define things: a page that needs one schema must not pull in the rest
      // (and zod with them) through the package's index.
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: {
          // The libraries every page needs in one chunk instead of a dozen (fewer requests, better compression).
          groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] }],
        },
      },
    },
  },
});
