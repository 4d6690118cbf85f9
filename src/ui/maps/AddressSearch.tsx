import { IonInput } from '@ionic/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { geocode, type GeocodeResult } from './geocoder';

interface AddressSearchProps {
  text: string;
  onTextChange: (text: string) => void;
  onChoose: (result: GeocodeResult) => void;
}

type Status = 'idle' | 'searching' | 'failed' | 'none';
const MESSAGES: Record<Exclude<Status, 'idle'>, string> = {
  searching: 'Searching…',
  failed: 'Address search is unavailable; check the network or type the coordinates',
  none: 'No address found',
};

/**
 * Address search on explicit request (Enter or the button), not per keystroke: public geocoders
 * such as Nominatim forbid autocomplete use, and one request per search keeps within their limits.
 */
export function AddressSearch({ text, onTextChange, onChoose }: AddressSearchProps) {
  const { t, i18n } = useTranslation();
  const [results, setResults] = useState<GeocodeResult[]>([]);
  const [status, setStatus] = useState<Status>('idle');

  const search = async (e: FormEvent) => {
    e.preventDefault();
    const query = text.trim();
    if (!query) return;
    setStatus('searching');
    try {
      const found = await geocode(query, i18n.language);
      setResults(found);
      setStatus(found.length > 0 ? 'idle' : 'none');
    } catch {
      setResults([]);
      setStatus('failed');
    }
  };
  const choose = (result: GeocodeResult) => {
    setResults([]);
    onChoose(result);
  };

  return (
    <form className="address-search" onSubmit={(e) => void search(e)}>
      <div className="map-row">
        <IonInput
          label={t('Address')}
          labelPlacement="floating"
          fill="outline"
          type="search"
          enterkeyhint="search"
          value={text}
          onIonInput={(e) => onTextChange(e.detail.value ?? '')}
        />
        <button type="submit" className="flat-button" disabled={status === 'searching'}>
          {t('Search address')}
        </button>
      </div>
      {status !== 'idle' && (
        <p className="map-message" role="status">
          {t(MESSAGES[status])}
        </p>
      )}
      {results.length > 0 && (
        <ul className="address-results" aria-label={t('Addresses found')}>
          {results.map((r) => (
            <li key={`${r.placeId}|${r.address}`}>
              <button type="button" onClick={() => choose(r)}>
                {r.address || r.placeId}
              </button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
