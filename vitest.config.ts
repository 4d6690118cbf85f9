import { stripVTControlCharacters } from 'node:util';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // happy-dom's selector engine can overflow its stack when an Ionic overlay's late focus query walks
    // a document being torn down after a unit test (seen once in CI, in no assertion). That one error of
    // the DOM emulator is not ours; every other unhandled error still fails the run, and the same screens
    // run in Chromium in the e2e specs.
    onUnhandledError: (error) =>
      !(
        error.name === 'RangeError' &&
        /happy-dom[\\/]lib[\\/]query-selector/.test(
          JSON.stringify('stacks' in error ? error.stacks : (error.stack ?? '')),
        )
      ),
    // Ionic's components meet happy-dom's gaps (a CSS parser that cannot read their styles, an icon
    // rendered without a mode) and log the error with a dump of the whole element: ~67,000 lines a
    // unit run that buried real output. An error thrown inside Ionic's own code (its first frame there)
    // is the emulator's, not ours: Chromium renders the same components in the e2e specs.
    onConsoleLog: (log) =>
      !/^\w*Error: .*\n\s+at [^\n]*node_modules[\\/](@ionic[\\/]core|happy-dom)[\\/]/.test(
        stripVTControlCharacters(log),
      ),
    projects: [
      {
        extends: true,
        resolve: { conditions: ['browser', 'development', 'module', 'import', 'default'] },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Ionic's React wrappers come through @lit/react, whose Node build drops props and events;
          // the browser build makes IonInput & co. behave in tests as they do in Chromium.
          server: { deps: { inline: [/@ionic\/react/, /@stencil\/react-output-target/, /@lit\/react/] } },
          setupFiles: ['tests/unit/setup.ts'],
          // A screen test renders the whole app and loads its routes lazily; on a busy 2-core machine
          // the first render alone can pass vitest's default 5 s. Slow is not broken.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // The demo world is seeded once per run, and every SQLite suite starts from a copy of it.
          globalSetup: ['tests/api/demo-image.ts'],
          // Each file builds its own app on its own fresh database; files run in parallel workers.
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
