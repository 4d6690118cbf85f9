/**
 * A sound and a buzz a guide notices in a noisy lobby or bus: a short beep (WebAudio: no file to load,
 * works offline) and a vibration where the phone has one (Android; iOS Safari has no vibrate).
 * 'ok' is one short high beep; 'refused' two low ones and a long buzz.
 */
let audio: AudioContext | null = null;

function beep(ctx: AudioContext, at: number, frequency: number, seconds: number): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = 'square';
  osc.frequency.value = frequency;
  gain.gain.setValueAtTime(0.15, at);
  gain.gain.exponentialRampToValueAtTime(0.001, at + seconds);
  osc.connect(gain).connect(ctx.destination);
  osc.start(at);
  osc.stop(at + seconds);
}

export function signal(kind: 'ok' | 'refused'): void {
  try {
    const Ctx =
      globalThis.AudioContext ??
      (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (Ctx) {
      audio ??= new Ctx();
      void audio.resume().catch(() => undefined);
      const t = audio.currentTime;
      if (kind === 'ok') beep(audio, t, 1320, 0.12);
      else {
        beep(audio, t, 330, 0.25);
        beep(audio, t + 0.32, 330, 0.25);
      }
    }
  } catch {
    // No sound on this device: the message and the buzz still say it.
  }
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function')
    navigator.vibrate(kind === 'ok' ? 60 : [200, 100, 400]);
}
