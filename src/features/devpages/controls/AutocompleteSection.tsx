import { useState } from 'react';
import type { Option, SearchHit, SearchResult } from '../../../../contract';
import { AutocompleteSelect } from '../../../ui/inputs/AutocompleteSelect';
import { ControlSection, Demo } from './Demo';

// The header search's API stands in for a lookup: whatever the signed-in user may find.
function hitsToOptions(body: unknown): Option[] {
  const result = body as Partial<SearchResult> | null;
  const hits: SearchHit[] = [
    ...(result?.tours ?? []),
    ...(result?.bookings ?? []),
    ...(result?.arrivals ?? []),
  ];
  return hits.map((hit) => ({ label: `${hit.title} (${hit.kind})`, value: hit.href }));
}

export function AutocompleteSection() {
  const [option, setOption] = useState<Option | null>(null);
  return (
    <ControlSection title="Autocomplete select">
      <Demo name="Selected option" value={option ? JSON.stringify(option) : 'none'}>
        <AutocompleteSelect
          label="Tour, booking or guest"
          placeholder="Type a name, e.g. desert"
          endpoint="/api/search"
          queryParam="q"
          toOptions={hitsToOptions}
          value={option}
          onChange={setOption}
        />
      </Demo>
    </ControlSection>
  );
}
