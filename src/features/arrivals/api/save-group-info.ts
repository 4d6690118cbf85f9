import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupInfo, SaveGroupInfo } from '../../../../contract';
import { notify } from '../../../platform/notifications';
import { enqueue, settled, type OutboxEntry } from '../../../platform/outbox';
import { useSession } from '../../../platform/session';
import { outboxKind as groupInfoKind } from '../outbox-kind';
import { patchArrivalsData } from '../model/patch-cache';
import { arrivalKeys } from './keys';

/** How long the screen waits for the server before it says the edit waits on the device. */
const ONLINE_WAIT_MS = 8_000;
const OFFLINE_WAIT_MS = 300;

export type SaveOutcome =
  | { kind: 'sent'; groupInfo: GroupInfo }
  | { kind: 'pending'; entryId: string }
  | { kind: 'conflict'; entry: OutboxEntry }
  | { kind: 'refused'; entry: OutboxEntry }
  | { kind: 'gone' };

export function outcomeOf(entry: OutboxEntry | undefined): SaveOutcome {
  if (!entry) return { kind: 'gone' };
  if (entry.state === 'sent') return { kind: 'sent', groupInfo: entry.result as GroupInfo };
  if (entry.state === 'conflict') return { kind: 'conflict', entry };
  if (entry.state === 'refused') return { kind: 'refused', entry };
  return { kind: 'pending', entryId: entry.id };
}

/** Waits for an outbox entry's answer; offline there is none coming, so the wait is short. */
export async function awaitOutcome(entryId: string): Promise<SaveOutcome> {
  const online = typeof navigator === 'undefined' || navigator.onLine;
  return outcomeOf(await settled(entryId, online ? ONLINE_WAIT_MS : OFFLINE_WAIT_MS));
}

/**
 * POST /api/arrivals/groupinfo, always through the outbox: the edit is on the device (IndexedDB)
 * before anything is sent, and the outbox sends it with its idempotency key and base values.
 * Resolves once the edit is queued, with the server's answer still to come in `outcome`.
 */
export async function saveGroupInfo(
  userId: number,
  body: SaveGroupInfo,
  label: string,
): Promise<{ entryId: string; outcome: Promise<SaveOutcome> }> {
  const entry = await enqueue(groupInfoKind, { userId, payload: body, label });
  return { entryId: entry.id, outcome: awaitOutcome(entry.id) };
}

/** A saved group's values into every cached list, then a fresh fetch for the truth. */
export function showSaved(queryClient: QueryClient, info: GroupInfo): void {
  queryClient.setQueriesData({ queryKey: arrivalKeys.lists }, (data) => patchArrivalsData(data, info));
  void queryClient.invalidateQueries({ queryKey: arrivalKeys.lists });
}

/**
 * Saving as the screens do it: tells the user how it went and opens the conflict dialog (through
 * `onConflict`) when someone else changed a field meanwhile. Resolves with what happened.
 */
export function useGroupInfoSaver(onConflict: (entryId: string) => void) {
  const queryClient = useQueryClient();
  const user = useSession();
  const { t } = useTranslation();

  const report = useCallback(
    async (outcome: SaveOutcome): Promise<SaveOutcome> => {
      if (outcome.kind === 'sent') {
        showSaved(queryClient, outcome.groupInfo);
        notify('success', t('Saved'));
      } else if (outcome.kind === 'pending') {
        notify('information', t('Saved on this device — will be sent when online'));
      } else if (outcome.kind === 'conflict') {
        // Reading the 409 takes zod and the contract's schemas: loaded when a conflict comes, not
        // with the screen (the service worker has the chunk, so this works offline too).
        const { conflictOf } = await import('../model/conflicts');
        const conflict = conflictOf(outcome.entry);
        if (conflict) showSaved(queryClient, conflict.groupInfo);
        onConflict(outcome.entry.id);
      } else if (outcome.kind === 'refused') {
        notify('error', outcome.entry.error?.title ?? t('Not saved'), outcome.entry.error?.message ?? '');
      }
      return outcome;
    },
    [queryClient, onConflict, t],
  );

  /**
   * Queues the edit and resolves as soon as it is on the device (that is when the screen may call it
   * saved); the server's answer is reported when it comes.
   */
  const save = useCallback(
    async (body: SaveGroupInfo, label: string): Promise<{ outcome: Promise<SaveOutcome> }> => {
      if (!user) return { outcome: Promise.resolve({ kind: 'gone' }) };
      const { outcome } = await saveGroupInfo(user.id, body, label);
      // A promise inside an object, so awaiting `save` waits for the queue only, not the server.
      return { outcome: outcome.then(report) };
    },
    [user, report],
  );

  /** Follows an entry already in the outbox (a resend after a conflict) to its outcome. */
  const follow = useCallback(async (entryId: string) => report(await awaitOutcome(entryId)), [report]);

  return { save, follow };
}
