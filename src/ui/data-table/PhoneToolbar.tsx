import { IonButton, IonIcon, IonItem, IonLabel, IonList, IonSpinner } from '@ionic/react';
import type { TFunction } from 'i18next';
import { ellipsisVertical, optionsOutline } from 'ionicons/icons';
import { useState, type ReactNode } from 'react';
import type { ToolbarItem } from './toolbar-items';
import { IonPopover } from '../ionic/popover';

interface PhoneToolbarProps {
  items: readonly ToolbarItem[];
  /** Filters set beyond the defaults; absent when the table has no filters. */
  filterCount?: number;
  onFilters: () => void;
  selectedCount: number;
  /** The sort list: cards have no headers to click. */
  sort?: ReactNode;
  extras?: ReactNode;
  t: TFunction;
}

/** The phone's toolbar: a Filters button for the sheet, and the table's actions in a menu. */
export function PhoneToolbar({
  items,
  filterCount,
  onFilters,
  selectedCount,
  sort,
  extras,
  t,
}: PhoneToolbarProps) {
  const [menu, setMenu] = useState<Event | null>(null);
  return (
    <div className="dt-toolbar" role="toolbar" aria-label={t('Table actions')}>
      <div className="dt-toolbar-start">
        {filterCount !== undefined && (
          <IonButton fill="outline" size="small" className="dt-tool dt-tool-filters" onClick={onFilters}>
            <IonIcon slot="start" icon={optionsOutline} aria-hidden="true" />
            {t('Filters')}
            {filterCount > 0 && <span className="dt-badge">{filterCount}</span>}
          </IonButton>
        )}
        {sort}
        {extras}
      </div>
      <div className="dt-toolbar-end">
        {selectedCount > 0 && (
          <span className="dt-selected-count">{t('{{count}} selected', { count: selectedCount })}</span>
        )}
        <IonButton
          fill="clear"
          className="dt-tool dt-tool-menu"
          aria-label={t('Table actions')}
          aria-haspopup="menu"
          onClick={(e) => setMenu(e.nativeEvent)}
        >
          <IonIcon slot="icon-only" icon={ellipsisVertical} aria-hidden="true" />
        </IonButton>
      </div>
      <IonPopover
        isOpen={menu !== null}
        event={menu ?? undefined}
        dismissOnSelect
        onDidDismiss={() => setMenu(null)}
      >
        <IonList aria-label={t('Table actions')}>
          {items.map((item) => (
            <IonItem
              key={item.id}
              button
              detail={false}
              disabled={item.disabled}
              onClick={item.onClick}
              lines="none"
            >
              {item.busy ? (
                <IonSpinner slot="start" name="crescent" />
              ) : (
                <IonIcon slot="start" icon={item.icon} aria-hidden="true" />
              )}
              <IonLabel>{t(item.label)}</IonLabel>
            </IonItem>
          ))}
        </IonList>
      </IonPopover>
    </div>
  );
}
