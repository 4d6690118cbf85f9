import { useState } from 'react';
import { minutesToTime } from '../../../../domain/time-input';
import { PeopleCounter } from '../../../ui/inputs/PeopleCounter';
import { TimeInput } from '../../../ui/inputs/TimeInput';
import { ControlSection, Demo } from './Demo';

export function TimeAndCounterSection() {
  const [minutes, setMinutes] = useState<number | null>(null);
  const [people, setPeople] = useState({ adults: 2, children: 0, infants: 0 });
  const set = (key: keyof typeof people) => (n: number) => setPeople((p) => ({ ...p, [key]: n }));
  return (
    <ControlSection title="Time input and people counter">
      <Demo
        name="Start time"
        value={minutes === null ? 'empty' : `${minutes} min (${minutesToTime(minutes)})`}
      >
        <div style={{ maxWidth: 200 }}>
          <TimeInput label="Start time" value={minutes} onChange={setMinutes} />
        </div>
      </Demo>
      <Demo
        name="People"
        value={`adults ${people.adults}, children ${people.children}, infants ${people.infants}`}
      >
        <div className="demo-stack">
          <PeopleCounter label="Adults" value={people.adults} min={1} max={20} onChange={set('adults')} />
          <PeopleCounter label="Aged 3-12" value={people.children} onChange={set('children')} />
          <PeopleCounter label="Aged 0-2" value={people.infants} max={3} onChange={set('infants')} />
        </div>
      </Demo>
    </ControlSection>
  );
}
