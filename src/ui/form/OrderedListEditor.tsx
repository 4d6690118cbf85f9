import { IonIcon } from '@ionic/react';
import { add, arrowDown, arrowUp, trashOutline } from 'ionicons/icons';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../inputs/inputs.css';
import './form.css';
import { appendItem, moveAndReindex, removeAt, replaceAt, type Indexed } from '../inputs/ordered-list';

export interface OrderedListEditorProps<T extends Indexed> {
  /** English name of the list, e.g. 'Questions'; shown translated, names the list for screen readers. */
  label: string;
  items: readonly T[];
  /** Every change comes here renumbered from 1 (add, delete, move, edit). */
  onChange: (items: readonly T[]) => void;
  /** An item's editor (or view). `update` replaces the item, keeping its number. */
  renderItem: (item: T, position: number, update: (next: T) => void) => ReactNode;
  /** A new item for Add (numbered by the editor). Without it there is no Add button. */
  newItem?: () => Omit<T, 'index'>;
  /** Short text of an item for its buttons' names, e.g. the question: 'Move up: What to bring?'. */
  itemName?: (item: T, position: number) => string;
  /** A stable key per item (e.g. its id or guid), so a moved item keeps its inputs' state. */
  getKey?: (item: T, position: number) => Key;
  /** English text of the Add button. Default 'Add'. */
  addLabel?: string;
  /** English text shown when the list is empty. */
  emptyText?: string;
  readOnly?: boolean;
}

/**
 * An ordered list of the catalogue editors (FAQ, itinerary stops): numbered items with move up, move
 * down and delete, and an Add at the end. Moves beyond the ends are ignored; after every change the
 * items are numbered 1, 2, 3… again (ui/inputs/ordered-list.ts).
 */
export function OrderedListEditor<T extends Indexed>({
  label,
  items,
  onChange,
  renderItem,
  newItem,
  itemName = (item) => String(item.index),
  getKey = (_, position) => position,
  addLabel = 'Add',
  emptyText,
  readOnly = false,
}: OrderedListEditorProps<T>) {
  const { t } = useTranslation();
  return (
    <div className="ordered-editor">
      {items.length === 0 && emptyText && <p className="form-note">{t(emptyText)}</p>}
      <ol className="ordered-editor-list" aria-label={t(label)}>
        {items.map((item, i) => {
          const name = itemName(item, i);
          return (
            <li key={getKey(item, i)} className="ordered-editor-item">
              <span className="ordered-editor-number" aria-hidden="true">
                {item.index}.
              </span>
              <div className="ordered-editor-content">
                {renderItem(item, i, (next) => onChange(replaceAt(items, i, next)))}
              </div>
              {!readOnly && (
                <div className="ordered-editor-actions">
                  <button
                    type="button"
                    className="form-icon-button"
                    aria-label={t('Move up: {{item}}', { item: name })}
                    disabled={i === 0}
                    onClick={() => onChange(moveAndReindex(items, i, 'up'))}
                  >
                    <IonIcon icon={arrowUp} aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="form-icon-button"
                    aria-label={t('Move down: {{item}}', { item: name })}
                    disabled={i === items.length - 1}
                    onClick={() => onChange(moveAndReindex(items, i, 'down'))}
                  >
                    <IonIcon icon={arrowDown} aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="form-icon-button form-icon-button-danger"
                    aria-label={t('Delete: {{item}}', { item: name })}
                    onClick={() => onChange(removeAt(items, i))}
                  >
                    <IonIcon icon={trashOutline} aria-hidden="true" />
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {!readOnly && newItem && (
        <button type="button" className="flat-button" onClick={() => onChange(appendItem(items, newItem()))}>
          <IonIcon icon={add} aria-hidden="true" />
          {t(addLabel)}
        </button>
      )}
    </div>
  );
}
