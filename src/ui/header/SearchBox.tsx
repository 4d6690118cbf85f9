import { IonIcon, IonInput } from '@ionic/react';
import { search } from 'ionicons/icons';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { searchHref } from '../../platform/paths';

/**
 * The header search: Enter opens the search page for the text (01-platform section 2). An
 * IonInput rather than IonSearchbar: the forms load ion-input anyway, so the header adds nothing.
 */
export function SearchBox({ onSearched }: { onSearched?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const initial =
    location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '';

  // The key event comes from the input itself, whose value is the text typed so far.
  const onKeyDown = (e: KeyboardEvent<HTMLIonInputElement>) => {
    const q = e.key === 'Enter' && e.target instanceof HTMLInputElement ? e.target.value.trim() : '';
    if (!q) return;
    navigate(searchHref(q));
    onSearched?.();
  };

  return (
    <IonInput
      className="search-box"
      type="search"
      placeholder={t('Search and hit enter')}
      aria-label={t('Search')}
      value={initial}
      enterkeyhint="search"
      onKeyDown={onKeyDown}
    >
      <IonIcon slot="start" icon={search} aria-hidden="true" />
    </IonInput>
  );
}
