import { useState } from 'react';
import { addDays, tomorrow } from '../../../ui/inputs/carousel-dates';
import { DateCarousel } from '../../../ui/inputs/DateCarousel';
import { ControlSection, Demo } from './Demo';

export function DateSection() {
  const [first] = useState(tomorrow);
  const [date, setDate] = useState<string | null>(null);
  // The second and sixth days stand for sold-out dates.
  const unavailable = new Set([addDays(first, 1), addDays(first, 5)]);
  return (
    <ControlSection title="Date carousel">
      <Demo name="Date" value={date ?? 'none'}>
        <DateCarousel
          value={date}
          onChange={setDate}
          firstDate={first}
          days={10}
          visible={3}
          isUnavailable={(d) => unavailable.has(d)}
        />
      </Demo>
    </ControlSection>
  );
}
