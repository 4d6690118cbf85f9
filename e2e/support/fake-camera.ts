import type { Page } from '@playwright/test';
import QRCode from 'qrcode';

// A camera for the check-in screens (e2e/check-in.spec.ts, bench/day-of-tour.ts): Chromium's
// getUserMedia replaced, before the app loads, by a canvas stream drawing whatever QR image it was last
// given, and navigator.vibrate recorded. Everything after the stream is the app's own.

/** The camera: a canvas stream showing whatever image `window.caravanFakeCamera(dataUrl)` last gave it. */
export const FAKE_CAMERA = `
(() => {
  const image = new Image();
  window.caravanFakeCamera = (src) => { image.src = src; };
  window.caravanVibrations = [];
  const vibrate = navigator.vibrate ? navigator.vibrate.bind(navigator) : null;
  navigator.vibrate = (pattern) => { window.caravanVibrations.push(pattern); return vibrate ? vibrate(pattern) : true; };
  const getUserMedia = async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const ctx = canvas.getContext('2d');
    const draw = () => {
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, 640, 480);
      if (image.complete && image.naturalWidth > 0) ctx.drawImage(image, 170, 90, 300, 300);
    };
    draw();
    setInterval(draw, 100);
    return canvas.captureStream(10);
  };
  if (!navigator.mediaDevices) Object.defineProperty(navigator, 'mediaDevices', { value: {} });
  navigator.mediaDevices.getUserMedia = getUserMedia;
})();
`;

const qrImage = (content: string) =>
  QRCode.toDataURL(content, { errorCorrectionLevel: 'M', margin: 4, width: 300 });

export async function showToCamera(page: Page, content: string): Promise<void> {
  const src = await qrImage(content);
  await page.evaluate(
    (s) => (globalThis as unknown as { caravanFakeCamera(s: string): void }).caravanFakeCamera(s),
    src,
  );
}
