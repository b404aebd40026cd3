import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstLoadChunkGroups, mapFirstLoad } from './first-load-plugin';
import { precompressAssets } from './precompress-plugin';
import { parseWebEnv } from './src/config/web-env';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
// The server owns /api on the same origin in production; in development and preview we forward to it.
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

export default defineConfig(({ mode }) => ({
  root: webRoot,
  // The app's settings, checked here (a bad one fails the build) and written into the code (config/env.ts).
  define: { __WEB_ENV__: JSON.stringify(parseWebEnv(loadEnv(mode, webRoot, 'VITE_'))) },
  plugins: [
    react(),
    mapFirstLoad(),
    // Installable and offline (issue 25): our own worker (web/src/service-worker/sw.ts), registered by
    // web/src/features/offline/register-service-worker.ts once the first load is over.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      injectManifest: {
        // The app shell: every script and style (a dashboard or graph opened offline needs its code too),
        // the page and the icons. The .br/.gz copies and the build manifest are not files of the app.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/node_modules/**', 'sw.js'],
      },
      manifest: {
        name: 'Mesonet',
        short_name: 'Mesonet',
        description: 'Live local weather data for South Australian growers.',
        lang: 'en-AU',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1f5f3a',
        background_color: '#f4f6f3',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    precompressAssets(),
  ],
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
}));
