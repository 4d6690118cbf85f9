// Does processing a 24-megapixel camera JPEG hold up other requests? The API in its own process on a
// fresh demo SQLite file; one caller asks POST /api/photos/list (page 1 of the editor's library, no
// filter) one request after another, first alone (the baseline), then while BENCH_MEDIA_RUNS uploads of
// a 6000×4000 JPEG are each checked, turned upright and cut into three WebP renditions, one after
// another. Goals: rendition ≤ 1.5 s; list p95 ≤ 30 ms meanwhile. Alone: `npx tsx bench/media-upload.ts`.
// Then the same uploads again with no list running, reading from /proc the CPU time of the API's
// event-loop thread (the one every request waits for) and of the whole process per upload: on a shared
// machine the list's latency moves with everyone's load, the event loop's own CPU per upload does not.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { makeRenditions } from '../server/modules/media/image';
import { startApi } from './api-process';
import { CLOCK_TICKS, processTicks, ticksOfProcStat } from './cpu-usage';
import { signInAs } from './api-sessions';
import { pollWhile } from './poll-while';
import { summarizeLatencies, type LatencySummary } from './percentiles';

const PORT = Number(process.env.BENCH_MEDIA_PORT ?? 18_196);
const BASELINE_MS = 3_000;

export interface MediaUploadBench {
  fileMB: number;
  megapixels: number;
  uploadsMs: number[];
  /** makeRenditions alone, in this process: wall time and CPU time (every thread) per run. */
  renditionMs: number[];
  renditionCpuMs: number[];
  loadAverage: number;
  baseline: LatencySummary;
  duringUploads: LatencySummary;
  /** Per upload, with nothing else running on the API: CPU of its event-loop thread, and of all its threads. */
  eventLoopCpuMs: number;
  processCpuMs: number;
}

/** CPU ticks of one thread of a process (its main thread: tid = pid), from /proc. */
const threadTicks = (pid: number, tid: number) => {
  try {
    return ticksOfProcStat(fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8'));
  } catch {
    return 0;
  }
};

/** A camera-like 6000×4000 JPEG: textured (so it does not compress to nothing), quality 92, EXIF with GPS. */
async function cameraJpeg(): Promise<Buffer> {
  const texture = await sharp({
    create: {
      width: 1500,
      height: 1000,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .blur(0.8)
    .png()
    .toBuffer();
  return sharp(texture)
    .resize(6000, 4000, { kernel: 'cubic' })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 12/1 0/1' } })
    .toBuffer();
}

export async function measureMediaUpload(
  runs = Number(process.env.BENCH_MEDIA_RUNS ?? 3),
): Promise<MediaUploadBench> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-bench-media-'));
  const api = await startApi({ port: PORT, databaseEnv: { DATA_DIR: dataDir }, seed: true });
  try {
    const token = await signInAs(api.url, 'editor');
    const jpeg = await cameraJpeg();
    const body = () =>
      JSON.stringify({
        guid: randomUUID(),
        data: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
        fileName: 'camera.jpg',
      });
    const uploadOnce = async () => {
      const payload = body();
      const started = performance.now();
      const res = await fetch(`${api.url}/api/photos/upload`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: payload,
      });
      const answer = await res.text();
      if (res.status !== 200) throw new Error(`the upload answered ${res.status}: ${answer}`);
      return performance.now() - started;
    };
    // Warm sharp, the route and the list (and give the library a few photos to list).
    await uploadOnce();

    const listPhotos = () =>
      fetch(`${api.url}/api/photos/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ page: 1 }),
      });
    const alone = pollWhile('/api/photos/list', listPhotos);
    await new Promise((resolve) => setTimeout(resolve, BASELINE_MS));
    const baseline = await alone.stop();

    const during = pollWhile('/api/photos/list', listPhotos);
    const uploadsMs: number[] = [];
    for (let i = 0; i < runs; i++) uploadsMs.push(await uploadOnce());
    const duringUploads = await during.stop();
    const loop0 = threadTicks(api.pid, api.pid);
    const all0 = processTicks(api.pid);
    for (let i = 0; i < runs; i++) await uploadOnce();
    const perUpload = (ticks: number) => ((ticks / CLOCK_TICKS) * 1000) / runs;
    const eventLoopCpuMs = perUpload(threadTicks(api.pid, api.pid) - loop0);
    const processCpuMs = perUpload(processTicks(api.pid) - all0);
    const meta = await sharp(jpeg).metadata();
    const renditionMs: number[] = [];
    const renditionCpuMs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      await makeRenditions(jpeg);
      renditionMs.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      renditionCpuMs.push((used.user + used.system) / 1000);
    }
    return {
      renditionMs,
      renditionCpuMs,
      loadAverage: os.loadavg()[0],
      fileMB: jpeg.length / 2 ** 20,
      megapixels: ((meta.width ?? 0) * (meta.height ?? 0)) / 1e6,
      uploadsMs,
      baseline: summarizeLatencies(baseline),
      duringUploads: summarizeLatencies(duringUploads),
      eventLoopCpuMs,
      processCpuMs,
    };
  } finally {
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function describeMediaUpload(s: MediaUploadBench): string[] {
  const ms = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;
  return [
    `24 MP upload: ${s.megapixels.toFixed(0)} MP JPEG of ${s.fileMB.toFixed(1)} MB, checked + 3 WebP renditions + stored, request to answer: ${s.uploadsMs.map((v) => (v / 1000).toFixed(2)).join(', ')} s`,
    `Renditions alone (sharp, in-process): ${s.renditionMs.map((v) => (v / 1000).toFixed(2)).join(', ')} s wall, ${s.renditionCpuMs.map((v) => (v / 1000).toFixed(2)).join(', ')} s CPU (machine load average ${s.loadAverage.toFixed(1)} on ${os.availableParallelism()} cores)`,
    `/api/photos/list alone: p95 ${ms(s.baseline.p95)}, max ${ms(s.baseline.max)} (${s.baseline.count} calls)`,
    `/api/photos/list during the uploads: p95 ${ms(s.duringUploads.p95)}, p99 ${ms(s.duringUploads.p99)}, max ${ms(s.duringUploads.max)} (${s.duringUploads.count} calls)`,
    `CPU per upload, nothing else running: the API's event-loop thread ${ms(s.eventLoopCpuMs)}, all its threads ${ms(s.processCpuMs)}`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  measureMediaUpload().then(
    (s) => {
      for (const line of describeMediaUpload(s)) console.log(line);
    },
    (e: unknown) => {
      console.error(e);
      process.exitCode = 1;
    },
  );
}
