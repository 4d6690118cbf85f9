// A probe that repeats one request, one after another, while a heavy call runs beside it: how long the
// other users of the API wait meanwhile (export-stall, media-upload).

/** Sequential calls of `request` until stop(); each call's time in ms. A non-2xx answer stops the bench. */
export function pollWhile(name: string, request: () => Promise<Response>): { stop: () => Promise<number[]> } {
  const times: number[] = [];
  const state = { running: true };
  const loop = (async () => {
    while (state.running) {
      const started = performance.now();
      const res = await request();
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${name} answered ${res.status}`);
      times.push(performance.now() - started);
    }
  })();
  return {
    stop: async () => {
      state.running = false;
      await loop;
      return times;
    },
  };
}
