import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadChunkGroups, mapFirstLoad } from './first-load-plugin';
import { precompressAssets } from './precompress-plugin';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
// The server owns /api on the same origin in production; in development and preview we forward to it.
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

export default defineConfig({
  root: webRoot,
  plugins: [react(), mapFirstLoad(), precompressAssets()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // scripts/check-bundle-size.mjs reads it to find the map route's initial JavaScript and CSS.
    manifest: true,
    rolldownOptions: {
      output: {
        // React on its own, the entry's code in one chunk and the map's in another (web/first-load-plugin.ts).
        codeSplitting: { groups: firstLoadChunkGroups },
      },
    },
  },
});
