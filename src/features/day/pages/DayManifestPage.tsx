import { IonButton, IonIcon } from '@ionic/react';
import { qrCodeOutline } from 'ionicons/icons';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { CashCurrency, CheckInAction, CheckInState, DayBooking } from '../../../../contract';
import { alreadyCheckedInText, judgeScan } from '../../../../domain/check-in-code';
import { mayUndoMark, slotDayReach } from '../../../../domain/day-access';
import { toDisplayDate } from '../../../../domain/dates';
import { notify } from '../../../platform/notifications';
import { useOutbox, type OutboxEntry } from '../../../platform/outbox';
import { nothingSavedOffline, NOTHING_SAVED_TEXT } from '../../../platform/query-cache/nothing-saved';
import { useSession } from '../../../platform/session';
import { Page } from '../../../ui/Page';
import { useDayManifest } from '../api/get-day-manifest';
import { useRecordCheckIn } from '../api/record-check-in';
import { BookingCard } from '../components/BookingCard';
import { OfflineNote } from '../components/OfflineNote';
import { ScanPanel, type ScanMessage } from '../components/ScanPanel';
import { signal } from '../model/alert';
import { useGrowingCount } from '../model/growing-count';
import { problemText } from '../model/display';
import { bookingMarks, type BookingMarks } from '../model/marks';
import '../day.css';

const NO_MARKS: BookingMarks = { mark: null, pending: 0, problems: [] };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A slot-day's manifest for the guide or driver (issue 25 items 4–6): pick-ups in the order of their
 * window, then guests without pick-up; check a guest in by a tap or by scanning the voucher's or
 * ticket's QR code, mark a no-show, record cash. Works offline: the manifest is kept on the device once
 * opened, and every mark goes through the outbox, shown at once.
 */
export function DayManifestPage() {
  const params = useParams<{ timeSlotId: string; date: string }>();
  const timeSlotId = Number(params.timeSlotId);
  const date = params.date ?? '';
  const valid = Number.isInteger(timeSlotId) && timeSlotId > 0 && DATE.test(date);
  return valid ? <Manifest timeSlotId={timeSlotId} date={date} /> : <BadAddress />;
}

function BadAddress() {
  const { t } = useTranslation();
  return (
    <Page title="Manifest">
      <p className="form-note">{t('Page not found')}</p>
    </Page>
  );
}

function Manifest({ timeSlotId, date }: { timeSlotId: number; date: string }) {
  const { t } = useTranslation();
  const user = useSession();
  const query = useDayManifest(timeSlotId, date);
  const entries = useOutbox(user?.id ?? null);
  const manifest = query.data;
  const marks = useMemo(
    () =>
      manifest && user ? bookingMarks(manifest, entries, { id: user.id, name: user.fullName }) : new Map(),
    [manifest, entries, user],
  );
  const { record, dismiss } = useRecordCheckIn(timeSlotId, date);
  const [scanning, setScanning] = useState(false);
  const [message, setMessage] = useState<ScanMessage | null>(null);
  const seq = useRef(0);

  const say = useCallback((kind: ScanMessage['kind'], text: string) => {
    seq.current += 1;
    setMessage({ kind, text, seq: seq.current });
    signal(kind);
  }, []);

  /** What the answer (when one came in time) means for the guide; offline, the mark just waits. */
  const report = useCallback(
    (entry: OutboxEntry | undefined, zone: string) => {
      if (!entry || (entry.state !== 'conflict' && entry.state !== 'refused')) return;
      const body = (entry.error?.body ?? {}) as { by?: string; at?: string };
      const text = problemText(
        {
          entryId: entry.id,
          outcome: entry.state,
          reason: entry.error?.reason,
          by: body.by ?? null,
          at: body.at ?? null,
          message: entry.error?.message ?? '',
        },
        zone,
        t,
      );
      notify('warning', text);
      signal('refused');
    },
    [t],
  );

  const mark = useCallback(
    async (
      b: DayBooking,
      action: CheckInAction,
      extra: {
        code?: string;
        cash?: { amount: number; currency: CashCurrency };
        undo?: CheckInState;
      } = {},
    ) => {
      if (!manifest) return;
      const labels: Record<CheckInAction, string> = {
        checkIn: 'Check-in of {{name}}',
        noShow: 'No-show of {{name}}',
        cash: 'Cash from {{name}}',
        undo: extra.undo === 'noShow' ? 'Undo no-show of {{name}}' : 'Undo check-in of {{name}}',
      };
      const label = t(labels[action], { name: b.guestName });
      report(await record({ bookingId: b.id, action, ...extra }, label), manifest.timeZone);
    },
    [manifest, record, report, t],
  );

  const shown = useGrowingCount(manifest?.bookings.length ?? 0);

  const onCode = useCallback(
    (raw: string) => {
      if (!manifest) return;
      const verdict = judgeScan(raw, manifest);
      if (verdict.kind === 'booking') {
        const b = manifest.bookings.find((x) => x.id === verdict.bookingId)!;
        const now = (marks.get(b.id) ?? NO_MARKS).mark;
        if (now?.state === 'checkedIn') {
          const text = alreadyCheckedInText(now, manifest.timeZone);
          return say('refused', `${b.guestName}: ${t(text.key, text.values)}`);
        }
        say('ok', t('Checked in: {{name}}', { name: b.guestName }));
        void mark(b, 'checkIn', { code: raw });
      } else if (verdict.kind === 'cancelled') {
        say(
          'refused',
          t('Booking #{{id}} ({{name}}) is cancelled', { id: verdict.bookingId, name: verdict.guestName }),
        );
      } else if (verdict.kind === 'other-slot-day') {
        say(
          'refused',
          t('Booking #{{id}} is not on this manifest: another tour or day', { id: verdict.bookingId }),
        );
      } else {
        say('refused', t('Unknown code: not a Caravan voucher or ticket'));
      }
    },
    [manifest, marks, mark, say, t],
  );

  if (!manifest)
    return (
      <Page title="Manifest">
        <p className="form-note" role="status">
          {nothingSavedOffline(query)
            ? t(NOTHING_SAVED_TEXT)
            : t(query.isError ? 'Could not load this page. Try again later.' : 'Loading')}
        </p>
      </Page>
    );

  const shownBookings = manifest.bookings.slice(0, shown);
  const pickUps = shownBookings.filter((b) => b.pickUpTime !== null);
  const walkIns = shownBookings.filter((b) => b.pickUpTime === null);
  const states = manifest.bookings.map((b) => (marks.get(b.id) ?? NO_MARKS).mark?.state ?? null);
  const reach = slotDayReach(user?.roles ?? []);
  const card = (b: DayBooking) => {
    const now = (marks.get(b.id) ?? NO_MARKS).mark;
    return (
      <BookingCard
        key={b.id}
        booking={b}
        marks={marks.get(b.id) ?? NO_MARKS}
        timeZone={manifest.timeZone}
        undoable={now?.state && user && mayUndoMark(reach, now.byUserId, user.id) ? now.state : null}
        onMark={mark}
        onDismiss={dismiss}
      />
    );
  };
  return (
    <Page title="Manifest">
      <OfflineNote dataUpdatedAt={query.dataUpdatedAt} />
      <header className="day-head">
        <h1>
          {manifest.slot.name}
          {manifest.slot.startTime ? ` · ${manifest.slot.startTime}` : ''}
        </h1>
        <p className="form-note">
          {toDisplayDate(manifest.date)} · {manifest.slot.groupName}
        </p>
        <p className="day-counts" role="status">
          {t('Checked in {{done}} of {{total}}', {
            done: states.filter((s) => s === 'checkedIn').length,
            total: manifest.bookings.length,
          })}
          {' · '}
          {t('No-show {{count}}', { count: states.filter((s) => s === 'noShow').length })}
        </p>
        {!scanning && (
          <IonButton onClick={() => setScanning(true)}>
            <IonIcon slot="start" icon={qrCodeOutline} aria-hidden="true" />
            {t('Scan code')}
          </IonButton>
        )}
      </header>
      {scanning && <ScanPanel onCode={onCode} onClose={() => setScanning(false)} message={message} />}
      {manifest.bookings.length === 0 && <p className="form-note">{t('No bookings.')}</p>}
      {pickUps.length > 0 && (
        <section aria-label={t('Pick-ups')}>
          <h2 className="day-section">{t('Pick-ups')}</h2>
          <ul className="day-list">{pickUps.map(card)}</ul>
        </section>
      )}
      {walkIns.length > 0 && (
        <section aria-label={t('Without pick-up')}>
          <h2 className="day-section">{t('Without pick-up')}</h2>
          <ul className="day-list">{walkIns.map(card)}</ul>
        </section>
      )}
    </Page>
  );
}
