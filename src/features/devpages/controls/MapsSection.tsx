import { useState } from 'react';
import type { MapsLocation } from '../../../ui/maps/geo';
import { LocationPicker } from '../../../ui/maps/LocationPicker';
import { PlaceIdPicker, type PlaceIdValue } from '../../../ui/maps/PlaceIdPicker';
import { ControlSection, Demo } from './Demo';

export function MapsSection() {
  const [location, setLocation] = useState<MapsLocation | null>(null);
  const [place, setPlace] = useState<PlaceIdValue | null>(null);
  return (
    <ControlSection title="Map pickers">
      <Demo name="Location" value={location ? JSON.stringify(location, null, 1) : 'none'}>
        <LocationPicker value={location} onChange={setLocation} />
      </Demo>
      <Demo name="Place Id" value={place ? JSON.stringify(place, null, 1) : 'none'}>
        <PlaceIdPicker value={place} onChange={setPlace} />
      </Demo>
    </ControlSection>
  );
}
