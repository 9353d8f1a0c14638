import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from '../../scripts/precompress.ts';

export default defineConfig({
  plugins: [react(), precompressPlugin()],
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
    },
  },
});
