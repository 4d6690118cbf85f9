import { IonInfiniteScroll, IonInfiniteScrollContent } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArrivalsFilter } from '../../../../../contract';
import { toggleFlag } from '../../../../../domain/arrival-status';
import { useOnline } from '../../../../platform/online/use-online';
import { useSupplierToday } from '../../../../platform/use-today';
import { useEver } from '../../../../ui/use-ever';
import { useProgressiveCount } from '../../../../ui/use-progressive-count';
import { useArrivalPages } from '../../api/get-arrivals';
import type { GroupSaver } from '../../hooks/use-group-edits';
import { arrivalKeys } from '../../api/keys';
import { useArrivalRows } from '../../hooks/use-arrival-rows';
import { filterKept, keptArrivals } from '../../model/device-search';
import { groupByGroupId, type GuestGroup } from '../../model/group-by';
import { GroupCard } from './GroupCard';
import { DEFAULT_PHONE_FILTER, PhoneFilters, type PhoneFilter } from './PhoneFilters';

// The edit sheet (ion-textarea and the form) loads when a rep first opens it, not with the list.
const EditGroupSheet = lazy(() => import('./EditGroupSheet').then((m) => ({ default: m.EditGroupSheet })));

/** Cards built before the first paint: a phone shows two of them under the filters. */
const FIRST_CARDS = 3;
/** Cards added after each paint once the first are on screen. */
const MORE_CARDS = 10;

function toQuery(f: PhoneFilter): Omit<ArrivalsFilter, 'page'> {
  return {
    inHouse: f.inHouse,
    sortField: 'groupid',
    sortType: 'asc',
    ...(f.search ? { search: f.search } : {}),
    ...(f.hotelId === null ? {} : { hotelIds: [f.hotelId] }),
  };
}

/** The phone screen: group cards, more loaded as the rep scrolls. */
export function PhoneArrivals({
  saver,
  onResolve,
}: {
  saver: GroupSaver;
  onResolve: (entryId: string) => void;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState(DEFAULT_PHONE_FILTER);
  const [editing, setEditing] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const online = useOnline();
  const {
    data,
    dataUpdatedAt,
    fetchNextPage,
    hasNextPage,
    isSuccess,
    isPlaceholderData,
    isError,
    fetchStatus,
  } = useArrivalPages(toQuery(filter));
  // No answer of the server for these filters (offline, or the server out of reach): the list is
  // searched on the device, over every guest it keeps, by the server's rule. What an earlier list
  // still shows as a placeholder is not an answer to what the rep typed.
  const own = data !== undefined && !isPlaceholderData;
  const device = !own && (!online || isError || fetchStatus === 'paused');
  const kept = useMemo(
    () =>
      device
        ? keptArrivals(queryClient.getQueriesData({ queryKey: arrivalKeys.lists }).map(([, d]) => d))
        : null,
    [device, queryClient],
  );
  const arrivals = useMemo(() => kept ?? data?.pages.flatMap((p) => p.entities) ?? [], [kept, data]);
  const { rows: merged } = useArrivalRows(arrivals, dataUpdatedAt);
  const today = useSupplierToday();
  const rows = useMemo(
    () => (device ? filterKept(merged, filter, today) : merged),
    [device, merged, filter, today],
  );
  const groups = useMemo(() => groupByGroupId(rows), [rows]);
  const total = device ? rows.length : (data?.pages[0]?.pagingInfo.totalItems ?? 0);
  const answered = isSuccess || device;
  const shown = useProgressiveCount(groups.length, FIRST_CARDS, MORE_CARDS);
  const editedGroup = groups.find((g) => g.groupId === editing) ?? null;
  const sheetWanted = useEver(editedGroup !== null);

  const toggle = (group: GuestGroup, flag: number) => {
    const lead = group.rows[0];
    void saver.edit(lead, { communicationStatus: toggleFlag(lead.values.communicationStatus, flag) });
  };

  return (
    <div className="phone-arrivals">
      <PhoneFilters value={filter} onChange={setFilter} />
      {answered && <p className="phone-count">{t('Guests: {{count}}', { count: total })}</p>}
      {device && (
        <p className="device-note" role="status">
          {t('Offline: found among the {{count}} guests kept on this device', { count: kept?.length ?? 0 })}
        </p>
      )}
      {answered && groups.length === 0 && (
        <p className="centered-note">{t('No arrivals match these filters.')}</p>
      )}
      {groups.slice(0, shown).map((group) => (
        <GroupCard
          key={group.groupId}
          group={group}
          onToggleFlag={toggle}
          onEdit={(g) => setEditing(g.groupId)}
          onResolve={onResolve}
        />
      ))}
      {/* Off while cards already fetched are still being added: it would sit right under the first
          few and ask for the next page at once. */}
      <IonInfiniteScroll
        disabled={device || !hasNextPage || shown < groups.length}
        onIonInfinite={(e) => {
          void fetchNextPage().finally(() => void e.target.complete());
        }}
      >
        <IonInfiniteScrollContent loadingText={t('Loading')} />
      </IonInfiniteScroll>
      {sheetWanted && (
        <Suspense fallback={null}>
          <EditGroupSheet
            group={editedGroup}
            onSave={(g, changes) => saver.edit(g.rows[0], changes)}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
