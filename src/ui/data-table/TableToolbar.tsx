import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { optionsOutline } from 'ionicons/icons';
import type { ToolbarItem } from './toolbar-items';

interface TableToolbarProps {
  items: readonly ToolbarItem[];
  /** Filters set beyond the defaults; absent when the table has no filters. */
  filterCount?: number;
  filtersShown: boolean;
  onToggleFilters: () => void;
  selectedCount: number;
  extras?: ReactNode;
  t: TFunction;
}

/**
 * The wide-screen toolbar: the filter panel's switch and the screen's own controls on the left, the
 * table's actions on the right. Hiding the filters gives a laptop screen's height back to the rows.
 */
export function TableToolbar(props: TableToolbarProps) {
  const { items, filterCount, filtersShown, onToggleFilters, selectedCount, extras, t } = props;
  return (
    <div className="dt-toolbar" role="toolbar" aria-label={t('Table actions')}>
      <div className="dt-toolbar-start">
        {filterCount !== undefined && (
          <IonButton
            fill={filtersShown ? 'solid' : 'outline'}
            size="small"
            className="dt-tool dt-tool-filters"
            aria-expanded={filtersShown}
            onClick={onToggleFilters}
          >
            <IonIcon slot="start" icon={optionsOutline} aria-hidden="true" />
            {t('Filters')}
            {filterCount > 0 && <span className="dt-badge">{filterCount}</span>}
          </IonButton>
        )}
        {extras}
        {selectedCount > 0 && (
          <span className="dt-selected-count">{t('{{count}} selected', { count: selectedCount })}</span>
        )}
      </div>
      <div className="dt-toolbar-end">
        {items.map((item) => (
          <IonButton
            key={item.id}
            fill="clear"
            size="small"
            className={`dt-tool dt-tool-${item.id}`}
            disabled={item.disabled}
            onClick={item.onClick}
          >
            {item.busy ? (
              <IonSpinner slot="start" name="crescent" />
            ) : (
              <IonIcon slot="start" icon={item.icon} aria-hidden="true" />
            )}
            {t(item.label)}
          </IonButton>
        ))}
      </div>
    </div>
  );
}
