import { IonButton } from '@ionic/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_READ_MARK } from '../model/timing';

export interface ScanMessage {
  kind: 'ok' | 'refused';
  text: string;
  /** Changes with every scan, so the same text said twice is announced twice. */
  seq: number;
}

interface Props {
  onCode: (raw: string) => void;
  onClose: () => void;
  message: ScanMessage | null;
}

/** The same code seen again within this time is the same voucher held up to the camera, not a new scan. */
const SAME_CODE_MS = 3_000;
const FRAME_MS = 200;

/**
 * The phone's back camera, read for QR codes while the panel is open (qr-reader.ts: the browser's
 * BarcodeDetector or ZXing). Each new code goes to `onCode`; the last verdict is shown under the
 * picture, in words, and the page signals it with a sound and a buzz.
 */
export function ScanPanel({ onCode, onClose, message }: Props) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);
  const [status, setStatus] = useState<'starting' | 'scanning' | 'no-camera'>('starting');

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        const el = video.current;
        if (stopped || !el) return;
        el.srcObject = stream;
        await el.play().catch(() => undefined);
        const { qrReader } = await import('../model/qr-reader');
        const reader = await qrReader();
        if (stopped) return;
        setStatus('scanning');
        let last = '';
        let lastAt = 0;
        const tick = async () => {
          if (stopped) return;
          try {
            if (el.readyState >= 2) {
              const [code] = await reader.read(el);
              if (code && (code !== last || Date.now() - lastAt > SAME_CODE_MS)) {
                last = code;
                lastAt = Date.now();
                // "Shown as checked in ≤ 200 ms after the code is read" is timed from here (bench/day-of-tour.ts).
                performance.mark(CODE_READ_MARK);
                handler.current(code);
              }
            }
          } catch {
            // A frame that cannot be read (the camera still starting): the next one may be.
          }
          timer = setTimeout(() => void tick(), FRAME_MS);
        };
        void tick();
      } catch {
        if (!stopped) setStatus('no-camera');
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <section className="day-scan" aria-label={t('Scan a voucher or ticket')}>
      <video ref={video} className="day-scan-video" muted playsInline aria-hidden="true" />
      <p className="form-note" role="status">
        {status === 'starting'
          ? t('Starting the camera…')
          : status === 'no-camera'
            ? t('The camera cannot be opened. Allow the camera for this app, or tap the guest instead.')
            : t('Hold the QR code of the voucher or ticket in front of the camera.')}
      </p>
      {message && (
        <p
          key={message.seq}
          className={`day-scan-message is-${message.kind}`}
          role={message.kind === 'ok' ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      )}
      <IonButton fill="outline" onClick={onClose}>
        {t('Stop scanning')}
      </IonButton>
    </section>
  );
}
