import { IonButton, IonButtons, IonContent, IonHeader, IonTitle, IonToolbar } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SaveGroupInfo } from '../../../../../contract';
import { discardEntry, resendEntry, useOutbox, type OutboxEntry } from '../../../../platform/outbox';
import { useSession } from '../../../../platform/session';
import { useHotelsWithArrivals } from '../../api/get-hotels-with-arrivals';
import { arrivalKeys } from '../../api/keys';
import { conflictAuthor, conflictOf, keepMineBody } from '../../model/conflicts';
import { outboxKind as groupInfoKind } from '../../outbox-kind';
import { deviceTime } from '../../../../ui/device-time';
import { ConflictFields } from './ConflictFields';
import { IonModal } from '../../../../ui/ionic/modal';

interface ConflictDialogProps {
  entryId: string | null;
  onClose: () => void;
  /** Reports the answer to a resend, as for any save. */
  follow: (entryId: string) => Promise<unknown>;
}

/**
 * A group edit the server did not take as it was: either someone else changed the same fields
 * (the user keeps theirs or takes the server's, field values side by side), or it was refused.
 * Either way the user decides: nothing is overwritten or dropped behind their back.
 */
export function ConflictDialog({ entryId, onClose, follow }: ConflictDialogProps) {
  const user = useSession();
  const entries = useOutbox(user?.id ?? null);
  const entry = entries.find((e) => e.id === entryId && (e.state === 'conflict' || e.state === 'refused'));
  return (
    <IonModal isOpen={Boolean(entryId && entry)} onDidDismiss={onClose} className="conflict-dialog">
      {entry && <ConflictBody entry={entry} onClose={onClose} follow={follow} />}
    </IonModal>
  );
}

function ConflictBody({
  entry,
  onClose,
  follow,
}: { entry: OutboxEntry } & Omit<ConflictDialogProps, 'entryId'>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: hotels = [] } = useHotelsWithArrivals();
  const body = entry.body as SaveGroupInfo;
  const conflict = entry.state === 'conflict' ? conflictOf(entry) : null;
  const author = conflict ? conflictAuthor(conflict, (ms) => deviceTime(ms)) : null;

  const takeTheirs = async () => {
    await discardEntry(entry.id);
    await queryClient.invalidateQueries({ queryKey: arrivalKeys.lists });
    onClose();
  };
  const keepMine = async () => {
    if (!conflict) return;
    await resendEntry(groupInfoKind, entry.id, keepMineBody(body.groupId, conflict));
    onClose();
    await follow(entry.id);
  };

  return (
    <>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('Group {{id}}', { id: body.groupId })}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>{t('Close')}</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <h2 className="conflict-title">{conflict ? t(author!.text, author!.vars) : t('Not saved')}</h2>
        {conflict ? (
          <>
            <p>{t('Your other changes were saved. For these fields, choose which value to keep:')}</p>
            <ConflictFields
              conflicts={conflict.conflicts}
              hotelName={(id) => hotels.find((h) => h.id === id)?.name}
            />
          </>
        ) : (
          <p role="alert">
            {entry.error?.title ? `${entry.error.title}: ` : ''}
            {entry.error?.message}
          </p>
        )}
        <div className="sheet-actions">
          {conflict ? (
            <>
              <IonButton fill="outline" onClick={() => void takeTheirs()}>
                {t('Take theirs')}
              </IonButton>
              <IonButton onClick={() => void keepMine()}>{t('Keep mine')}</IonButton>
            </>
          ) : (
            <IonButton color="danger" fill="outline" onClick={() => void takeTheirs()}>
              {t('Discard my change')}
            </IonButton>
          )}
        </div>
      </IonContent>
    </>
  );
}
