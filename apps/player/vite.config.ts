import path from 'node:path';
import { defineConfig } from 'vite';
import { precompressPlugin } from '../../scripts/precompress.ts';

/**
 * The web player (issue 25): its own small app under /player, written into the web app's build folder
 * (apps/web/dist/player), so the server serves both from one folder (WEB_DIST) and the release tree and the container
 * need nothing more. The service worker is an entry of its own with a fixed name (sw.js): its scope is /player/.
 */
export default defineConfig({
  base: '/player/',
  plugins: [precompressPlugin()],
  build: {
    outDir: path.join(import.meta.dirname, '../web/dist/player'),
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: { main: path.join(import.meta.dirname, 'index.html'), sw: path.join(import.meta.dirname, 'src/sw.ts') },
      output: { entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js') },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
