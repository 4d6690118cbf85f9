// Renders public/icons/icon.svg into the PNG icons named in the web app manifest.
// Run once after changing the SVG: npx tsx scripts/render-icons.ts
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const dir = new URL('../public/icons/', import.meta.url);
const svg = await readFile(new URL('icon.svg', dir), 'utf8');

// A maskable icon may be cropped to any shape inside the central circle of 80% diameter, so it is
// full-bleed (no rounded corners) and the mark is scaled to sit inside that circle.
const maskable = svg
  .replace('<g clip-path="url(#tile)">', '<g>')
  .replace('<g id="mark">', '<g id="mark" transform="translate(256 256) scale(0.8) translate(-256 -256)">')
  .replace(
    /<path d="M0 402[^>]*>/,
    '<path d="M-100 402 C 96 352 176 356 262 392 S 420 420 612 372 V700 H-100 Z" fill="#d99a2b"/>',
  )
  .replace(
    /<path d="M0 446[^>]*>/,
    '<path d="M-100 446 C 120 404 236 416 330 448 S 460 470 612 440 V700 H-100 Z" fill="#f4b942"/>',
  );

const outputs = [
  { file: 'icon-192.png', size: 192, source: svg },
  { file: 'icon-512.png', size: 512, source: svg },
  { file: 'icon-maskable-512.png', size: 512, source: maskable },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const { file, size, source } of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const sized = source.replace('width="512" height="512"', `width="${size}" height="${size}"`);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.locator('svg').screenshot({ path: new URL(file, dir).pathname, omitBackground: true });
    await page.close();
    console.log(`${file} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
