import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';

const API_TARGET = process.env.API_URL ?? 'http://127.0.0.1:8080';

// Ionic marks its component modules as having side effects, so every component lands in the main
// chunk (307 KB gzip for a two-page app). Treating them as side-effect-free halves that.
const ionicComponents = /node_modules\/@ionic\/(core\/components|react\/dist)\//;
// contract/ and domain/ only define things (schemas, constants, pure functions). Saying so lets a
// screen that imports one enum through contract/index leave the other schemas, and zod, behind.
const pureSources = ['contract/', 'domain/'].map((dir) => fileURLToPath(new URL(dir, import.meta.url)));

// @ionic/react is one module that imports every element it makes, so any overlay opened by any screen
// (ion-modal, ion-popover, ion-alert…) sat in the shared Ionic chunk that the first screen loads
// (~30 KB gzip), and so did ion-tabs and ion-back-button, which the app never uses. In the build,
// @ionic/react gets a stand-in for these elements that defines nothing: src/ui/ionic/ defines each
// overlay when a screen that opens one loads or opens it. Lint keeps IonModal, IonPopover,
// useIonAlert & co. from being imported from @ionic/react, where they would never show.
const ionicReactIndex = /node_modules\/@ionic\/react\/dist\/index\.js$/;
const elementsDefinedElsewhere = [
  ...['ion-action-sheet', 'ion-alert', 'ion-loading', 'ion-modal', 'ion-popover', 'ion-toast'],
  ...['ion-back-button', 'ion-tab-bar', 'ion-tab-button', 'ion-tabs'],
];
const ELEMENT_STAND_IN = '\0ionic-element-defined-elsewhere';
function ionicElementsOnDemand(): Plugin {
  return {
    name: 'caravan:ionic-elements-on-demand',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const element = /^@ionic\/core\/components\/(ion-[a-z-]+)\.js$/.exec(source)?.[1];
      if (
        importer &&
        ionicReactIndex.test(importer) &&
        element &&
        elementsDefinedElsewhere.includes(element)
      ) {
        return ELEMENT_STAND_IN;
      }
      return null;
    },
    load(id) {
      // @ionic/react imports only defineCustomElement from these modules.
      return id === ELEMENT_STAND_IN ? 'export const defineCustomElement = () => {};' : null;
    },
  };
}

export default defineConfig({
  plugins: [
    ionicElementsOnDemand(),
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
        // The plugin adds manifest.webmanifest itself. The QR reader's .wasm too: scanning works offline.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,wasm}'],
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
        // @ionic/react makes IonTabs, IonTabBar, IonNav and IonBackButton with these factories but
        // without the pure mark its other components carry, so they stayed in every build unused.
        manualPureFunctions: ['createForwardRef', 'createReactComponent'],
        moduleSideEffects: (id: string) =>
          !(ionicComponents.test(id) || pureSources.some((dir) => id.startsWith(dir))) || id.endsWith('.css'),
      },
    },
  },
});
