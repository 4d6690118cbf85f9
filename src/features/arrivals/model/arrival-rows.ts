import type { Arrival, SaveGroupInfo } from '../../../../contract';
import type { OutboxEntry } from '../../../platform/outbox';
import { outboxKind as groupInfoKind } from '../outbox-kind';
import { applyChanges, groupValuesOf, type GroupValues } from './group-values';

/** Where a row's latest edit stands when it is not simply saved. */
export type RowSync =
  | { state: 'pending'; entryId: string }
  | { state: 'conflict'; entryId: string }
  | { state: 'refused'; entryId: string; message: string };

/** An arrival as the screen shows it: the fetched row with the user's unsent edits laid over it. */
export interface ArrivalRow {
  arrival: Arrival;
  /** The group's values including edits still in the outbox: shown, and the base of the next edit. */
  values: GroupValues;
  sync: RowSync | null;
}

function bodyOf(entry: OutboxEntry): SaveGroupInfo | null {
  const body = entry.body as SaveGroupInfo | undefined;
  return body && typeof body.groupId === 'string' && body.values ? body : null;
}

/**
 * Lays the outbox over fetched rows, group by group, oldest edit first. Waiting edits show their new
 * values with a 'pending' mark. An edit the server already took but that the fetched page predates
 * (`fetchedAt`) shows its values too, so a row never flips back before the list is fetched again.
 * A conflict or refusal marks the row for the user to decide; its values are not shown as saved.
 */
export function mergeOutbox(
  arrivals: readonly Arrival[],
  entries: readonly OutboxEntry[],
  fetchedAt: number,
): ArrivalRow[] {
  const byGroup = new Map<string, OutboxEntry[]>();
  for (const entry of [...entries].sort((a, b) => a.createdAt - b.createdAt)) {
    const body = entry.kind === groupInfoKind.name ? bodyOf(entry) : null;
    if (!body) continue;
    byGroup.set(body.groupId, [...(byGroup.get(body.groupId) ?? []), entry]);
  }
  return arrivals.map((arrival) => {
    let values = groupValuesOf(arrival);
    let sync: RowSync | null = null;
    for (const entry of byGroup.get(arrival.groupId) ?? []) {
      const body = bodyOf(entry)!;
      if (entry.state === 'waiting' || entry.state === 'sending') {
        values = applyChanges(values, body);
        if (sync?.state !== 'conflict' && sync?.state !== 'refused')
          sync = { state: 'pending', entryId: entry.id };
      } else if (entry.state === 'sent') {
        if (entry.updatedAt > fetchedAt) values = applyChanges(values, body);
      } else if (entry.state === 'conflict') {
        sync = { state: 'conflict', entryId: entry.id };
      } else {
        sync = { state: 'refused', entryId: entry.id, message: entry.error?.message ?? '' };
      }
    }
    return { arrival, values, sync };
  });
}
