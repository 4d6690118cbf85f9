import { IonList, IonListHeader } from '@ionic/react';
import type { OutboxEntry } from '../../platform/outbox';
import { OutboxItem } from './OutboxItem';

/** A titled list of outbox operations; nothing at all when there are none. */
export function OutboxList({
  title,
  entries,
  now,
  danger = false,
}: {
  title: string;
  entries: readonly OutboxEntry[];
  now: number;
  danger?: boolean;
}) {
  if (entries.length === 0) return null;
  return (
    <IonList className="outbox-list" aria-label={title}>
      <IonListHeader color={danger ? 'danger' : undefined}>{title}</IonListHeader>
      {entries.map((e) => (
        <OutboxItem key={e.id} entry={e} now={now} />
      ))}
    </IonList>
  );
}
