import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const API_TARGET = process.env.API_URL ?? 'http://127.0.0.1:8080';

// Ionic marks its component modules as having side effects, so every component lands in the main
// chunk (307 KB gzip for a two-page app). Treating them as side-effect-free halves that.
const ionicComponents = /node_modules\/@ionic\/(core\/components|react\/dist)\//;

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The glob below already picks up every icon; listing them twice only bloats the manifest.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Caravan',
        short_name: 'Caravan',
        description: 'Back office for tour suppliers, travel agencies and hotel arrivals reps',
        theme_color: '#1f4e79',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        orientation: 'any',
        categories: ['business', 'travel'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // Every emitted chunk, lazily loaded routes included, so the installed app starts offline.
        // The plugin adds manifest.webmanifest itself.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Vite's hashed file names already change with their content.
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        // A classic script: registrations default to type 'classic', which every browser supports.
        rollupFormat: 'iife',
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    proxy: { '/api': API_TARGET, '/bookings/download': API_TARGET },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json lets scripts/bundle-sizes.ts follow each entry's static imports.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !ionicComponents.test(id) || id.endsWith('.css'),
      },
    },
  },
});
