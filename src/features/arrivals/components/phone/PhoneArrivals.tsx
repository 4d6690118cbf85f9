import { IonInfiniteScroll, IonInfiniteScrollContent } from '@ionic/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArrivalsFilter } from '../../../../../contract';
import { toggleFlag } from '../../../../../domain/arrival-status';
import { useEver } from '../../../../ui/use-ever';
import { useProgressiveCount } from '../../../../ui/use-progressive-count';
import { useArrivalPages } from '../../api/get-arrivals';
import type { GroupSaver } from '../../hooks/use-group-edits';
import { useArrivalRows } from '../../hooks/use-arrival-rows';
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
  const { data, dataUpdatedAt, fetchNextPage, hasNextPage, isSuccess } = useArrivalPages(toQuery(filter));
  const arrivals = useMemo(() => data?.pages.flatMap((p) => p.entities) ?? [], [data]);
  const { rows } = useArrivalRows(arrivals, dataUpdatedAt);
  const groups = useMemo(() => groupByGroupId(rows), [rows]);
  const total = data?.pages[0]?.pagingInfo.totalItems ?? 0;
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
      {isSuccess && <p className="phone-count">{t('Guests: {{count}}', { count: total })}</p>}
      {isSuccess && groups.length === 0 && (
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
        disabled={!hasNextPage || shown < groups.length}
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
