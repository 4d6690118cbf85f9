import { BarcodeDetector as ZXingDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
// Served by us and precached with the app (vite.config.ts globPatterns): no CDN, works offline.
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** Reads QR codes from what the camera shows. */
export interface QrReader {
  read(source: HTMLVideoElement): Promise<string[]>;
  /** Which decoder: the browser's own, or ZXing (WebAssembly). */
  engine: 'native' | 'zxing';
}

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats?: () => Promise<string[]>;
}

let zxingReady = false;

/**
 * The browser's BarcodeDetector where it reads QR codes (Chrome on Android, Safari 17+ on macOS);
 * elsewhere (iOS Safari, desktop Chromium on Linux, Firefox) the `barcode-detector` ponyfill, which
 * is the same API over ZXing-C++ compiled to WebAssembly. This module is loaded only when the camera
 * opens, so the .wasm (≈1 MB) costs nothing until then.
 */
export async function qrReader(): Promise<QrReader> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (Native) {
    const formats = (await Native.getSupportedFormats?.().catch(() => [])) ?? [];
    if (formats.includes('qr_code')) {
      const detector = new Native({ formats: ['qr_code'] });
      return { engine: 'native', read: async (v) => (await detector.detect(v)).map((r) => r.rawValue) };
    }
  }
  if (!zxingReady) {
    prepareZXingModule({
      overrides: {
        locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? zxingWasmUrl : prefix + path),
      },
    });
    zxingReady = true;
  }
  const detector = new ZXingDetector({ formats: ['qr_code'] });
  return { engine: 'zxing', read: async (v) => (await detector.detect(v)).map((r) => r.rawValue) };
}
